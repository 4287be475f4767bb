package org.echosoap.client.config;

import java.time.Duration;

/**
 * Every default of the client in one place. A run primes each endpoint until the server's JIT is steady, then
 * measures short blocks of the baseline and the SOAP endpoint, interleaved A B, B A, ..., until the cost's 95 %
 * CI is within the precision target or the time limit runs out (docs/measuring.md).
 */
public final class Defaults {

    /**
     * Length of one measured block. Why 50 ms: precision comes from the number of pairs (the t multiplier is 4.3 for
     * 3 pairs, 2.0 for 60), and on these VMs the spread of a pair's difference of block medians hardly shrinks with
     * longer blocks (per-pair sd 16-24 µs for echoFloat at 50, 100 and 250 ms: the noise is the CPU placement of
     * client and server, which changes on a scale of blocks); so 50 ms blocks give the narrowest interval per second
     * of measuring (±2.0 µs in 30 s against ±4.6 µs with 250 ms blocks; bench/results/precision.md,
     * "Block length").
     */
    public static final Duration DURATION = Duration.ofMillis(50);

    /**
     * Unrecorded time at the start of each block, besides the {@link #SETTLE_REQUESTS} discarded requests. Why 5 ms:
     * the first ~30 requests after a switch of endpoint are not like the rest (measured: with only 2 discarded,
     * 50 ms blocks gave an echoFloat cost of 39-40 µs against 48-50 µs with 250 ms blocks; discarding the first
     * 30 requests, about 4 ms, brought 50 ms blocks to 51-52 µs, in line with the long blocks).
     */
    public static final Duration WARMUP = Duration.ofMillis(5);

    /** Requests each worker lets complete unrecorded at the start of every block, after the warm-up time. */
    public static final int SETTLE_REQUESTS = 2;

    /**
     * Requests a block records at least, even past its end (large, slow messages), shared out over its connections
     * ({@link #minRecordedPerConnection}).
     */
    public static final int MIN_RECORDED_PER_BLOCK = 10;

    /**
     * What each of a block's {@code connections} records at least: its share of {@link #MIN_RECORDED_PER_BLOCK},
     * at least one. Why shared and not 10 each: a block waits for its slowest connection's minimum, and at 4,096
     * connections 10 each (after {@link #SETTLE_REQUESTS}) made one block 49,152 requests, seconds long, so that a
     * run cut at --max-time still took many times its limit.
     */
    public static int minRecordedPerConnection(int connections) {
        return Math.max(1, (MIN_RECORDED_PER_BLOCK + connections - 1) / Math.max(1, connections));
    }

    /**
     * Open loop ({@code --rate}): how far a connection's schedule may fall behind before the block gives up on the
     * rest of it (counted as unsent, the block marked as not holding the rate). Why 1 s: far beyond any latency
     * objective worth measuring at a rate, and it bounds a block whose server cannot take the rate to about 1 s more
     * than planned.
     */
    public static final Duration MAX_SEND_LAG = Duration.ofSeconds(1);

    /**
     * The longest priming of one endpoint before round 1; it stops earlier once MSER-5 finds the endpoint's block
     * medians steady (the client's SteadyState). Why up to 20 s: on 2 cores Axis2's request
     * path keeps getting faster for about 10 s of load on a fresh server (JIT).
     */
    public static final Duration PRIME = Duration.ofSeconds(20);

    /**
     * Length of a priming block. The steady-state rule (MSER-5) first looks at 40 of them: with 250 ms blocks every
     * endpoint, however warm, was primed at least 10 s (the demo spent ~53 s priming its four endpoints). Why 125 ms:
     * the first look after 5 s, and a block of EchoFloat still holds ~500 requests, enough for a steady median.
     */
    public static final Duration PRIME_BLOCK = Duration.ofMillis(125);

    /** The precision target of run, demo and the suites: the cost's 95 % CI within ±5 % (or ±1 µs). */
    public static final String PRECISION_PERCENT = "5";
    public static final String PRECISION = PRECISION_PERCENT + "%";

    /** Measuring time of one scenario with a precision target, when the target is not met before. */
    public static final Duration MAX_TIME = Duration.ofSeconds(60);

    /** Rounds (block pairs) with {@code --precision off}. */
    public static final int REPEAT = 20;

    /**
     * The block statistic of the headline cost: block means, so that the headline is what the average message costs,
     * GC pauses and the SOAP side's right tail included (the median of block medians leaves them out and fell below
     * the server's own clock). The estimate by block medians stands beside it as the robust figure; docs/measuring.md
     * "The cost of the average message".
     */
    public static final String HEADLINE_STATISTIC_NAME = "mean";

    /** {@link #HEADLINE_STATISTIC_NAME} parsed. */
    public static final BlockStatistic HEADLINE_STATISTIC =
            BlockStatistic.parse(HEADLINE_STATISTIC_NAME);

    /**
     * Rounds of one epoch: a run renews its connections and client threads after so many rounds, and its interval is
     * over epochs. Why 10: an epoch of 10 rounds takes 1-2.5 s, so a 20-40 s run has 8-16 epochs (enough degrees of
     * freedom) while the one settling round after each renewal costs under 10 % of the time.
     */
    public static final int EPOCH_ROUNDS = 10;

    /** Concurrent workers, each with its own keep-alive connection. */
    public static final int CONNECTIONS = 1;

    /** Largest accepted --connections. */
    public static final int MAX_CONNECTIONS = 4096;

    /** Connect and response timeout of one request. */
    public static final Duration TIMEOUT = Duration.ofSeconds(30);

    /** Stop a run after this many failed requests (0 = never). */
    public static final long MAX_ERRORS = 1_000;

    /**
     * Default transport: HttpCore 5 on non-blocking connections, event loops in closed loop
     * (bench/results/client-vs-wrk.md).
     */
    public static final TransportKind TRANSPORT = TransportKind.NIO;

    /** One response in this many also gets the full XML check (the cheap check runs on every response). */
    public static final int FULL_CHECK_EVERY = 1_000;

    /** The default scenario: seed 000's echoFloat. */
    public static final String SCENARIO = "echoFloat";

    /** Spin of the truth-check scenario when --spin-micros is not given. */
    public static final long SPIN_MICROS = 2_000;

    /** Runs longer than this get a live progress line on stderr (when it is a terminal). */
    public static final Duration PROGRESS_AFTER = Duration.ofSeconds(2);

    /**
     * The RMI registry's port over {@code --target}'s port when {@code --rmi-port} is not given: RMI's well-known
     * registry port, so 8080 gives 9179, as {@code ./echosoap server start} places it.
     */
    public static final int RMI_PORT_OFFSET = 1099;

    /**
     * The raw TCP ping-pong's port over the RMI registry's when {@code --pingpong-port} is not given (the RMI object
     * listens between them), as {@code ./echosoap server start} places it.
     */
    public static final int PING_PONG_PORT_OFFSET = 2;

    /** The gRPC server's port over {@code --target}'s when {@code --grpc-port} is not given: 8080 gives 10080. */
    public static final int GRPC_PORT_OFFSET = 2000;

    /**
     * The CORBA server's IIOP port over {@code --target}'s when {@code --corba-port} is not given: 8080 gives 11080,
     * where {@code ./echosoap server start} runs it (the server's own default, beside gRPC's + 2000).
     */
    public static final int CORBA_PORT_OFFSET = 3000;

    /**
     * The HTTPS connector's port over {@code --target}'s when {@code --tls-port} is not given: 8080 gives 8443,
     * Tomcat's usual HTTPS port ({@code ./echosoap server start --port 8080 --tls-port 8443}).
     */
    public static final int TLS_PORT_OFFSET = 363;

    /**
     * Preflight of an RPC call: calls made before its bytes are counted (the connection, the stub and the JIT warm),
     * then calls counted (an odd number), of which the median bytes each way are kept (a call that opened a new
     * connection also carries its handshake; RMI's liveness pings are counted apart and never in a call's bytes; a
     * gRPC frame header can fall on a neighbouring call's count, which the median leaves out).
     */
    public static final int RPC_PREFLIGHT_WARM_CALLS = 20;
    public static final int RPC_PREFLIGHT_COUNTED_CALLS = 5;

    /** Preflight: how long to wait for the target's first answer. */
    public static final Duration PREFLIGHT_TIMEOUT = Duration.ofSeconds(10);

    /**
     * The longest wait for {@code --start-at}. Why 15 minutes: enough to start clients on several hosts (or to let a
     * Kubernetes Job schedule its pods and pull the image) before a shared start, short enough that a wrong day or
     * time zone is refused at once instead of holding a client idle for hours.
     */
    public static final int MAX_START_WAIT_MINUTES = 15;

    /** {@link #MAX_START_WAIT_MINUTES} as a duration. */
    public static final Duration MAX_START_WAIT = Duration.ofMinutes(MAX_START_WAIT_MINUTES);

    private Defaults() {
    }
}
