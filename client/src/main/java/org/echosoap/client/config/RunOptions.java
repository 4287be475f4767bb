package org.echosoap.client.config;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * The settings of one {@code run}, validated once and immutable afterwards.
 *
 * <pre>{@code
 * RunOptions o = RunOptions.builder(URI.create("http://127.0.0.1:8080/echosoap")).repeat(3).build();
 * RunOptions cxf = o.toBuilder().stack(SoapStack.CXF).build();   // a copy with one setting changed, checked again
 * }</pre>
 *
 * <p>{@link Builder#build()} is the one place the settings are checked, each with the one-line message the commands
 * print; nothing else constructs a RunOptions (PackageRulesTest). A new setting is a line in the component list, a
 * line in the builder's fields, its setter, its line in {@link Builder#build()} and in the builder's copy
 * constructor, each at the end of its list.
 *
 * @param target          base URL of the webapp, e.g. {@code http://127.0.0.1:8080/echosoap}
 * @param scenario        scenario name ({@code echoFloat}, {@code null}, {@code spin}, ...)
 * @param extraEndpoints  more baseline endpoints driven in the rotation for the table ({@code bytes}, {@code chars})
 * @param connections     concurrent workers, one keep-alive connection each
 * @param warmup          unrecorded time at the start of each block (besides the discarded first requests)
 * @param duration        measured period of each block
 * @param repeat          rounds (blocks per endpoint) when there is no precision target
 * @param outDir          where result.json / result.csv go
 * @param force           overwrite an existing result
 * @param quiet           no progress line
 * @param keepAlive       false opens a new connection per request (measures TCP setup)
 * @param tcpNoDelay      false leaves Nagle on (reproduces seed 003's 200 ms stalls)
 * @param spinMicros      the spin of the {@code spin} scenario
 * @param timeout         connect and response timeout of one request
 * @param maxErrors       abort the run after this many failed requests (0 = never abort)
 * @param transport       how requests are sent (HttpCore connection per worker, or the HttpClient pool)
 * @param prime           the longest unrecorded priming of each endpoint before round 1 (JIT warm-up of the
 *                        server); it ends earlier once the endpoint is steady
 * @param precision       when to stop measuring: the cost's CI within a target, or off (fixed {@code repeat})
 * @param maxTime         measuring time limit of one scenario when the target is not met before
 * @param firstLookTimeFactor how many times its limits ({@code prime}, {@code maxTime}) a run may take to reach the
 *                        first look of the rule it is short of: the steady-state rule's ({@link
 *                        #firstLookPrimeLimit}) and the precision rule's ({@link #firstLookMaxTime}). 1 keeps a
 *                        user's limits; a suite allows more, so that a part of slow messages ends steady and with a
 *                        cost to print rather than "not steady" and "not measured enough"
 * @param statistic       the block statistic of the headline cost
 * @param logRounds       print one line per finished round on stderr (for logs and scripts watching a run)
 * @param stack           the SOAP stack whose WAR serves the scenario ({@code target} is echosoap.war, Axis2's; the
 *                        others are deployed next to it as {@code /echosoap-cxf}, {@code /echosoap-metro})
 * @param intervalLog     write an HdrHistogram interval log per endpoint into {@code outDir} ({@code --hlog})
 * @param rate            closed loop, or open loop at a fixed total rate ({@code --rate})
 * @param share           this client's part of a plan several clients run together ({@code --share I/N});
 *                        {@link Share#WHOLE} when it runs the plan alone
 * @param planConnections the whole plan's connections, of which {@code connections} is this client's share
 * @param startAt         when to start priming, on this host's clock ({@code --start-at}), or null for at once
 * @param startAtFile     a file that will hold that instant, written once every client is ready ({@code
 *                        --start-at-file}), or null
 * @param epochRounds     rounds of one epoch: the run renews its connections and client threads after so many rounds,
 *                        so that its interval is over epochs and sees placements change ({@code --epoch-rounds}); 0 =
 *                        one set of connections for the whole run (an interval that leaves that variation out)
 * @param rpcPorts        where the RPC servers of the {@code rmi.*}, {@code grpc.*} and {@code corba.*} scenarios and
 *                        their ping-pong baseline listen, on {@code target}'s host
 * @param tls             HTTPS: the whole run ({@code --tls}), and the HTTPS side of {@code layer.tls.*}
 * @param stages          every HTTP request asks the server for its exact stages ({@code --stages}, implied by
 *                        {@code --profile}): the {@code Echosoap-Stages: on} request header (docs/profile.md)
 */
public record RunOptions(
        URI target,
        String scenario,
        List<String> extraEndpoints,
        int connections,
        Duration warmup,
        Duration duration,
        int repeat,
        Path outDir,
        boolean force,
        boolean quiet,
        boolean keepAlive,
        boolean tcpNoDelay,
        long spinMicros,
        Duration timeout,
        long maxErrors,
        TransportKind transport,
        Duration prime,
        PrecisionTarget precision,
        Duration maxTime,
        int firstLookTimeFactor,
        BlockStatistic statistic,
        boolean logRounds,
        SoapStack stack,
        boolean intervalLog,
        RequestRate rate,
        Share share,
        int planConnections,
        Instant startAt,
        Path startAtFile,
        int epochRounds,
        RpcPorts rpcPorts,
        TlsSettings tls,
        boolean stages) {

    public RunOptions {
        extraEndpoints = List.copyOf(extraEndpoints);
    }

    /**
     * The shortest block in which every connection has {@link Defaults#MIN_RECORDED_PER_BLOCK} requests of its own
     * at {@code rate}, rounded up to whole milliseconds.
     */
    public static Duration minimumOpenLoopBlock(RequestRate rate, int connections) {
        long nanos = rate.intervalNanosPerConnection(connections) * Defaults.MIN_RECORDED_PER_BLOCK;
        return Duration.ofMillis((nanos + 999_999) / 1_000_000);
    }

    /** A builder with every default from {@link Defaults}. */
    public static Builder builder(URI target) {
        return new Builder(target);
    }

    /** A builder holding these settings, to build a copy with some of them changed. */
    public Builder toBuilder() {
        return new Builder(this);
    }

    /**
     * How long the measuring goes on past {@code maxTime} when the precision rule's first look ({@link
     * PrecisionTarget#MIN_PAIRS} pairs) is not reached yet.
     */
    public Duration firstLookMaxTime() {
        return maxTime.multipliedBy(firstLookTimeFactor);
    }

    /**
     * How long an endpoint's priming goes on past {@code prime} when the steady-state rule has too few blocks for its
     * first look.
     */
    public Duration firstLookPrimeLimit() {
        return prime.multipliedBy(firstLookTimeFactor);
    }

    /** The same settings with another keep-alive choice (e.g. seed 003's "TCP setup" row). */
    public RunOptions withKeepAlive(boolean newKeepAlive) {
        return toBuilder().keepAlive(newKeepAlive).build();
    }

    /** The same options with a longer (or shorter) priming limit: the first part a suite measures on a cold path. */
    public RunOptions withPrime(Duration newPrime) {
        return toBuilder().prime(newPrime).build();
    }

    /**
     * The same options at another request rate with blocks of {@code newDuration} (a capacity suite's steps: each rate
     * needs blocks long enough for its schedule, so the two change together).
     */
    public RunOptions withRate(RequestRate newRate, Duration newDuration) {
        return toBuilder().rate(newRate).duration(newDuration).build();
    }

    /**
     * The same options carried by {@code newTransport} with TLS settings {@code newTls}: the TLS layer's parts of a
     * suite, which need a transport that speaks TLS and pair HTTPS with plain HTTP themselves.
     */
    public RunOptions withTransportAndTls(TransportKind newTransport, TlsSettings newTls) {
        return toBuilder().transport(newTransport).tls(newTls).build();
    }

    /** The same options with another precision target (a layer pair's is relative to its plain message). */
    public RunOptions withPrecision(PrecisionTarget newPrecision) {
        return toBuilder().precision(newPrecision).build();
    }

    /** The same options on another stack's WAR (a suite that measures every stack). */
    public RunOptions withStack(SoapStack newStack) {
        return toBuilder().stack(newStack).build();
    }

    /** Whether the run renews its connections in epochs (its interval is then over epochs). */
    public boolean inEpochs() {
        return epochRounds > 0;
    }

    /**
     * The base URL every endpoint path is appended to: {@code --target} for Axis2, the stack's WAR next to it
     * otherwise ({@code .../echosoap-cxf}); no slash at the end.
     */
    public String targetBase() {
        String plain = stack.baseOf(target.toString());
        return tls.enabled() ? tls.base(plain) : plain;
    }

    /** The stack's base on the HTTPS connector ({@link TlsSettings#base}): where HTTPS endpoints are sent. */
    public String tlsBase() {
        return tls.base(stack.baseOf(target.toString()));
    }

    /** Mutable builder; {@link #build()} validates. */
    public static final class Builder {
        private final URI target;
        private String scenario = Defaults.SCENARIO;
        private List<String> extraEndpoints = List.of();
        private int connections = Defaults.CONNECTIONS;
        private Duration warmup = Defaults.WARMUP;
        private Duration duration = Defaults.DURATION;
        private int repeat = Defaults.REPEAT;
        private Path outDir;
        private boolean force;
        private boolean quiet;
        private boolean keepAlive = true;
        private boolean tcpNoDelay = true;
        private long spinMicros = Defaults.SPIN_MICROS;
        private Duration timeout = Defaults.TIMEOUT;
        private long maxErrors = Defaults.MAX_ERRORS;
        private TransportKind transport = Defaults.TRANSPORT;
        private Duration prime = Defaults.PRIME;
        private PrecisionTarget precision = PrecisionTarget.parse(Defaults.PRECISION);
        private Duration maxTime = Defaults.MAX_TIME;
        private int firstLookTimeFactor = 1;
        private BlockStatistic statistic = Defaults.HEADLINE_STATISTIC;
        private boolean logRounds;
        private SoapStack stack = SoapStack.AXIS2;
        private boolean intervalLog;
        private RequestRate rate = RequestRate.CLOSED_LOOP;
        private Share share = Share.WHOLE;
        /** 0: the plan is this client's {@code connections} (no share given). */
        private int planConnections;
        private Instant startAt;
        private Path startAtFile;
        private int epochRounds = Defaults.EPOCH_ROUNDS;
        /** null: at its default over the target's port ({@link RpcPorts#defaultsOver}). */
        private Integer rmiPort;
        private Integer pingPongPort;
        private Integer grpcPort;
        private Integer corbaPort;
        private TlsSettings tls = TlsSettings.DEFAULTS;
        private boolean stages;

        private Builder(URI target) {
            this.target = target;
        }

        /** A copy of {@code o}'s settings. */
        private Builder(RunOptions o) {
            target = o.target;
            scenario = o.scenario;
            extraEndpoints = o.extraEndpoints;
            connections = o.connections;
            warmup = o.warmup;
            duration = o.duration;
            repeat = o.repeat;
            outDir = o.outDir;
            force = o.force;
            quiet = o.quiet;
            keepAlive = o.keepAlive;
            tcpNoDelay = o.tcpNoDelay;
            spinMicros = o.spinMicros;
            timeout = o.timeout;
            maxErrors = o.maxErrors;
            transport = o.transport;
            prime = o.prime;
            precision = o.precision;
            maxTime = o.maxTime;
            firstLookTimeFactor = o.firstLookTimeFactor;
            statistic = o.statistic;
            logRounds = o.logRounds;
            stack = o.stack;
            intervalLog = o.intervalLog;
            rate = o.rate;
            share = o.share;
            planConnections = o.planConnections;
            startAt = o.startAt;
            startAtFile = o.startAtFile;
            epochRounds = o.epochRounds;
            rmiPort = given(o.rpcPorts.rmi());
            pingPongPort = given(o.rpcPorts.pingPong());
            grpcPort = given(o.rpcPorts.grpc());
            corbaPort = given(o.rpcPorts.corba());
            tls = o.tls;
            stages = o.stages;
        }

        /** A port of built options as the builder holds it: 0 (no room for a default) stays "not given". */
        private static Integer given(int port) {
            return port == 0 ? null : port;
        }

        public Builder scenario(String v) { scenario = v; return this; }
        public Builder extraEndpoints(List<String> v) { extraEndpoints = v; return this; }
        public Builder connections(int v) { connections = v; return this; }
        public Builder warmup(Duration v) { warmup = v; return this; }
        public Builder duration(Duration v) { duration = v; return this; }
        public Builder repeat(int v) { repeat = v; return this; }
        public Builder outDir(Path v) { outDir = v; return this; }
        public Builder force(boolean v) { force = v; return this; }
        public Builder quiet(boolean v) { quiet = v; return this; }
        public Builder keepAlive(boolean v) { keepAlive = v; return this; }
        public Builder tcpNoDelay(boolean v) { tcpNoDelay = v; return this; }
        public Builder spinMicros(long v) { spinMicros = v; return this; }
        public Builder timeout(Duration v) { timeout = v; return this; }
        public Builder maxErrors(long v) { maxErrors = v; return this; }
        public Builder transport(TransportKind v) { transport = v; return this; }
        public Builder prime(Duration v) { prime = v; return this; }
        public Builder precision(PrecisionTarget v) { precision = v; return this; }
        public Builder maxTime(Duration v) { maxTime = v; return this; }
        /** See {@link RunOptions#firstLookTimeFactor}; 1 (the default) keeps the limits as they are. */
        public Builder firstLookTimeFactor(int v) { firstLookTimeFactor = v; return this; }
        public Builder statistic(BlockStatistic v) { statistic = v; return this; }
        public Builder logRounds(boolean v) { logRounds = v; return this; }
        public Builder stack(SoapStack v) { stack = v; return this; }
        public Builder intervalLog(boolean v) { intervalLog = v; return this; }
        public Builder rate(RequestRate v) { rate = v; return this; }
        public Builder startAt(Instant v) { startAt = v; return this; }
        public Builder startAtFile(Path v) { startAtFile = v; return this; }
        public Builder epochRounds(int v) { epochRounds = v; return this; }
        /** null: the default over the target's port. */
        public Builder rmiPort(Integer v) { rmiPort = v; return this; }
        public Builder pingPongPort(Integer v) { pingPongPort = v; return this; }
        public Builder grpcPort(Integer v) { grpcPort = v; return this; }
        public Builder corbaPort(Integer v) { corbaPort = v; return this; }
        public Builder tls(TlsSettings v) { tls = v; return this; }
        public Builder stages(boolean v) { stages = v; return this; }

        /**
         * This client's share of a plan of {@code planConnectionsTotal} connections: sets {@code connections} to the
         * share's part (see {@link Share#connections}).
         */
        public Builder share(Share v, int planConnectionsTotal) {
            share = v;
            planConnections = planConnectionsTotal;
            // Fewer than one connection in all is refused by build()'s --connections check, in its words.
            connections = planConnectionsTotal < 1 ? planConnectionsTotal : v.connections(planConnectionsTotal);
            return this;
        }

        /**
         * The options, checked: every setting in range and the settings consistent with each other.
         *
         * @throws IllegalArgumentException with a one-line message naming the option, as the commands print it
         */
        public RunOptions build() {
            check();
            return new RunOptions(
                    target,
                    scenario,
                    extraEndpoints,
                    connections,
                    warmup,
                    duration,
                    repeat,
                    outDir != null ? outDir : Path.of("echosoap-results"),
                    force,
                    quiet,
                    keepAlive,
                    tcpNoDelay,
                    spinMicros,
                    timeout,
                    maxErrors,
                    transport,
                    prime,
                    precision,
                    maxTime,
                    firstLookTimeFactor,
                    statistic,
                    logRounds,
                    stack,
                    intervalLog,
                    rate,
                    share,
                    planConnections == 0 ? connections : planConnections,
                    startAt,
                    startAtFile,
                    epochRounds,
                    RpcPorts.defaultsOver(targetPort(), port(rmiPort), port(pingPongPort), port(grpcPort),
                            port(corbaPort)),
                    tls,
                    stages);
        }

        private void check() {
            if (target == null) {
                throw new IllegalArgumentException("--target URL is required (the echosoap webapp, e.g. "
                        + "http://127.0.0.1:8080/echosoap)");
            }
            if (target.getHost() == null
                    || !("http".equals(target.getScheme()) || "https".equals(target.getScheme()))) {
                throw new IllegalArgumentException("--target must be an http URL like http://127.0.0.1:8080/echosoap, got " + target);
            }
            if (startAt != null && startAtFile != null) {
                throw new IllegalArgumentException("give --start-at TIME or --start-at-file PATH (a file that will "
                        + "hold the time), not both");
            }
            checkPort(rmiPort, "--rmi-port");
            checkPort(pingPongPort, "--pingpong-port");
            checkPort(grpcPort, "--grpc-port");
            checkPort(corbaPort, "--corba-port");
            if (connections < 1 || connections > Defaults.MAX_CONNECTIONS) {
                throw new IllegalArgumentException("--connections must be 1.." + Defaults.MAX_CONNECTIONS + ", got " + connections);
            }
            if (repeat < 1 || repeat > 100_000) {
                throw new IllegalArgumentException("--repeat must be 1..100000, got " + repeat);
            }
            if (warmup.isNegative()) {
                throw new IllegalArgumentException("--warmup must not be negative");
            }
            if (duration.toMillis() < 10) {
                throw new IllegalArgumentException("--duration must be at least 10ms, got " + Durations.format(duration));
            }
            if (duration.compareTo(Duration.ofHours(24)) > 0 || warmup.compareTo(Duration.ofHours(1)) > 0) {
                throw new IllegalArgumentException("--duration is limited to 24h and --warmup to 1h");
            }
            if (spinMicros < 0 || spinMicros > 1_000_000) {
                throw new IllegalArgumentException("--spin-micros must be 0..1000000, got " + spinMicros);
            }
            if (timeout.toMillis() < 1) {
                throw new IllegalArgumentException("--timeout must be at least 1ms");
            }
            if (prime == null || prime.isNegative() || prime.compareTo(Duration.ofHours(1)) > 0) {
                throw new IllegalArgumentException("--prime must be 0s..1h");
            }
            if (transport == null) {
                throw new IllegalArgumentException("--transport is required");
            }
            if (precision == null || statistic == null) {
                throw new IllegalArgumentException("precision and statistic are required");
            }
            if (maxTime == null || maxTime.toMillis() < 10 || maxTime.compareTo(Duration.ofHours(24)) > 0) {
                throw new IllegalArgumentException("--max-time must be 10ms..24h");
            }
            if (firstLookTimeFactor < 1 || firstLookTimeFactor > 100) {
                throw new IllegalArgumentException("the time factor to the first look must be 1..100, got "
                        + firstLookTimeFactor);
            }
            if (stack == null) {
                throw new IllegalArgumentException("--stack is required");
            }
            stack.baseOf(target.toString()); // a stack WAR is named after echosoap.war's context: --target must name one
            if (maxErrors < 0) {
                throw new IllegalArgumentException("--max-errors must not be negative");
            }
            if (share == null) {
                throw new IllegalArgumentException("share is required (Share.WHOLE for a client alone)");
            }
            if (planConnections != 0 && planConnections < connections) {
                throw new IllegalArgumentException("the plan's connections (" + planConnections + ") cannot be fewer "
                        + "than this client's (" + connections + ")");
            }
            if (epochRounds < 0 || epochRounds > 100_000) {
                throw new IllegalArgumentException("--epoch-rounds must be 0..100000, got " + epochRounds);
            }
            if (rate == null) {
                throw new IllegalArgumentException("rate is required (RequestRate.CLOSED_LOOP for closed loop)");
            }
            if (tls == null) {
                throw new IllegalArgumentException("tls is required (TlsSettings.DEFAULTS without --tls)");
            }
            TlsSupport.check(tls, transport, scenario, target);
            if (rate.isOpenLoop() && duration.toNanos() < minimumOpenLoopBlock(rate, connections).toNanos()) {
                throw new IllegalArgumentException(String.format(java.util.Locale.ROOT,
                        "--duration %s at --rate %s gives each of %d connection%s fewer than %d requests per block; use "
                                + "--duration %s or more, or fewer --connections", Durations.format(duration),
                        rate.describe(), connections, connections == 1 ? "" : "s", Defaults.MIN_RECORDED_PER_BLOCK,
                        Durations.format(minimumOpenLoopBlock(rate, connections))));
            }
        }

        /** A port given on the command line (null: not given, its default applies). */
        private static void checkPort(Integer given, String option) {
            if (given != null && (given < 1 || given > 65_535)) {
                throw new IllegalArgumentException(option + " must be 1-65535, got " + given);
            }
        }

        private static int port(Integer given) {
            return given == null ? 0 : given;
        }

        /** The target's port (its scheme's default when it names none). */
        private int targetPort() {
            return target.getPort() > 0 ? target.getPort() : "https".equals(target.getScheme()) ? 443 : 80;
        }
    }
}
