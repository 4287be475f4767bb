package org.echosoap.client.cli;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import org.echosoap.client.config.Defaults;
import org.echosoap.client.config.RequestRate;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.config.Share;
import org.echosoap.client.config.StartTime;
import org.echosoap.client.load.StartGate;
import org.echosoap.client.config.TransportKind;
import org.echosoap.client.config.SoapStack;
import org.echosoap.client.config.BlockStatistic;
import org.echosoap.client.config.PrecisionTarget;
import org.echosoap.client.history.RunHistory;
import picocli.CommandLine.Option;

/**
 * The options every measuring command shares ({@code run}, {@code suite}). Trial settings are left null when not
 * given, so each command applies its own defaults: seed 000's method for {@code run}, shorter ones for suites.
 */
final class LoadOptions {

    @Option(names = "--target", paramLabel = "URL", order = 1,
            description = "Base URL of the echosoap webapp, e.g. http://127.0.0.1:8080/echosoap (required, except for "
                    + "run --url)")
    URI target;

    @Option(names = "--stack", paramLabel = "STACK", order = 2,
            description = {"axis2, axis2-adb, axis2-xmlbeans, cxf, metro, axis1 or soaplite: the SOAP stack whose WAR serves the scenario, next to echosoap.war (Axis2) in the same "
                    + "Tomcat: /echosoap-cxf, /echosoap-metro, /axis1 (Axis 1.4, end-of-life), each against its own "
                    + "baselines (default: axis2);",
                    "axis2-adb, axis2-xmlbeans: Axis2's generated ADB and XMLBeans bindings of the Benchmark service "
                    + "in echosoap.war (benchmark.* only);",
                    "soaplite: SOAP::Lite beside Tomcat, where ./echosoap server start --stacks ...,soaplite runs it "
                    + "(its port over --target's: conf/stacks.tsv; /soaplite; echoFloat and latency.* against its own "
                    + "null)"})
    String stack;

    @Option(names = "--connections", paramLabel = "N", order = 10,
            description = "Concurrent workers, one keep-alive connection each (default: " + Defaults.CONNECTIONS + ")")
    Integer connections;

    @Option(names = "--rate", paramLabel = "N", order = 10,
            description = "Open loop: send N messages per second in total over the connections, each at its scheduled "
                    + "time, and measure latency from that time (corrects for coordinated omission, as wrk2 does); "
                    + "default (or 0): closed loop, each connection sends when its last answer is in; with --share, N is "
                    + "the whole plan's rate")
    String rate;

    @Option(names = "--precision", paramLabel = "P%|off", order = 11,
            description = "Measure block pairs until the cost's 95%% CI is within P%% (or 1 µs), or --max-time runs "
                    + "out; off = a fixed --repeat (default: " + Defaults.PRECISION_PERCENT + "%%, or off when --repeat is given)")
    String precision;

    @Option(names = "--max-time", converter = DurationConverter.class, paramLabel = "TIME", order = 12,
            description = "With a precision target, run: the whole run's time limit, priming included (priming "
                    + "gets at most half, --prime per endpoint at most; measuring the rest; per size with --sizes; "
                    + "default: 60s of measuring after --prime per endpoint); suite: the measuring limit of each part")
    Duration maxTime;

    @Option(names = "--duration", converter = DurationConverter.class, paramLabel = "TIME", order = 13,
            description = "Length of each measured block (default: 50ms)")
    Duration duration;

    @Option(names = "--repeat", paramLabel = "N", order = 14,
            description = "A fixed number of rounds (block pairs) instead of a precision target")
    Integer repeat;

    @Option(names = "--warmup", converter = DurationConverter.class, paramLabel = "TIME", order = 15,
            description = "Unrecorded time at the start of each block, besides its first " + Defaults.SETTLE_REQUESTS
                    + " requests per connection (default: 5ms)")
    Duration warmup;

    @Option(names = "--prime", converter = DurationConverter.class, paramLabel = "TIME", order = 16,
            description = "Longest priming of each endpoint before the first block, the server's JIT warm-up; it ends "
                    + "earlier once the endpoint stops getting faster (run default: 20s; 0s = none)")
    Duration prime;

    @Option(names = "--statistic", paramLabel = "median|mean", order = 17,
            description = "Block statistic of the headline cost (default: "
                    + Defaults.HEADLINE_STATISTIC_NAME + "; result.json has both)")
    String statistic;

    @Option(names = "--epoch-rounds", paramLabel = "N", order = 17,
            description = "Renew the connections and client threads every N rounds, so that the cost's interval is "
                    + "over these epochs and includes how much a figure moves on new connections or the next run "
                    + "(default: " + Defaults.EPOCH_ROUNDS + "; 0 = one set of connections: an interval over pairs "
                    + "that leaves that variation out)")
    Integer epochRounds;

    @Option(names = "--share", paramLabel = "I/N", order = 18,
            description = "This client is index I (0-based) of N clients running the same plan together, each on its "
                    + "own host: it takes its share of --connections (remainder to the lowest indices); merge the N "
                    + "results with 'echosoap merge'")
    String share;

    @Option(names = "--start-at", paramLabel = "TIME", order = 19,
            description = "Wait until this instant (ISO-8601 with offset, e.g. 2026-11-23T19:00:00Z; at most "
                    + Defaults.MAX_START_WAIT_MINUTES + " minutes ahead) on this host's clock, then prime and measure: a shared start for --share; "
                    + "a time already past starts at once with a warning, and is refused with --share (more than "
                    + StartGate.LATE_TOLERANCE_SECONDS + " s past: the share would measure alone)")
    String startAt;

    @Option(names = "--start-at-file", paramLabel = "PATH", order = 19,
            description = "A start signal for --share: check the target, print 'ready', wait (at most "
                    + Defaults.MAX_START_WAIT_MINUTES + " minutes) until PATH exists, then start at the time it holds "
                    + "(as --start-at); write it atomically once every client is ready (./echosoap swarm does)")
    Path startAtFile;

    @Option(names = "--out", paramLabel = "DIR", order = 20,
            description = "Directory for result.json, result.csv and report.html (default: a new folder "
                    + "echosoap-results/NAME-TIME each time)")
    Path out;

    @Option(names = "--force", order = 21, description = "Overwrite an existing result in --out")
    boolean force;

    @Option(names = "--no-report", order = 21, description = "Do not write report.html beside result.json")
    boolean noReport;

    @Option(names = "--quiet", order = 22, description = "No progress line")
    boolean quiet;

    @Option(names = "--verbose", order = 23,
            description = "Also print the client's own cost per request (CPU µs, allocated bytes) per endpoint")
    boolean verbose;

    @Option(names = "--log-rounds", order = 24,
            description = "Print one line per finished round on stderr (for logs and scripts watching a run)")
    boolean logRounds;

    @Option(names = "--hlog", order = 25,
            description = "Also write ENDPOINT.hlog per endpoint into --out: HdrHistogram interval logs (1 s, latency "
                    + "in ns, every answer including priming), for HistogramLogProcessor and the report's time line")
    boolean hlog;

    @Option(names = "--history", paramLabel = "FILE|off", order = 26,
            description = "The runs kept on this machine, so a cost's interval includes how far it moves from run to "
                    + "run (default: $" + RunHistory.ENVIRONMENT_VARIABLE + ", else ~/.local/state/echosoap/history.jsonl)")
    String history;

    @Option(names = "--no-history", order = 27,
            description = "Keep no runs and pool with none: each interval is this run's alone (as --history off)")
    boolean noHistory;

    @Option(names = "--stages", order = 28,
            description = "Ask the server for each message's exact time and bytes per pipeline stage (container-in, "
                    + "inbound, security, invocation, outbound, writing, container-out): a stage table under the cost "
                    + "lines and stages in result.json (implied by --profile)")
    boolean stages;

    @Option(names = "--no-keepalive", order = 30, description = "A new connection per request (measures TCP setup, seed 003)")
    boolean noKeepAlive;

    @Option(names = "--no-tcp-nodelay", order = 31, description = "Leave Nagle's algorithm on (reproduces seed 003's 200 ms stalls)")
    boolean noTcpNoDelay;

    @Option(names = "--timeout", defaultValue = "30s", converter = DurationConverter.class, paramLabel = "TIME", order = 32,
            description = "Connect and response timeout per request (default: ${DEFAULT-VALUE})")
    Duration timeout;

    @Option(names = "--max-errors", defaultValue = "" + Defaults.MAX_ERRORS, paramLabel = "N", order = 33,
            description = "Stop after N failed requests; 0 = never (default: ${DEFAULT-VALUE})")
    long maxErrors;

    @Option(names = "--transport", defaultValue = "nio", paramLabel = "nio|core|httpclient", order = 34,
            description = "nio: HttpCore 5 on non-blocking connections, event loops driving them (lowest client cost); "
                    + "core: HttpCore 5 blocking connection, a thread per connection; httpclient: HttpClient 5 "
                    + "classic with a pool (default: ${DEFAULT-VALUE})")
    String transport;

    @Option(names = "--rmi-port", paramLabel = "R", order = 35,
            description = "The RMI registry of the rmi.* scenarios, on --target's host (default: --target's port + "
                    + Defaults.RMI_PORT_OFFSET + ", where './echosoap server start' runs it: 9179 for 8080)")
    Integer rmiPort;

    @Option(names = "--pingpong-port", paramLabel = "P", order = 36,
            description = "The raw TCP ping-pong, the rmi.*, grpc.* and corba.* scenarios' baseline, in the RMI server's JVM "
                    + "(default: --rmi-port + " + Defaults.PING_PONG_PORT_OFFSET + ")")
    Integer pingPongPort;

    @Option(names = "--grpc-port", paramLabel = "G", order = 37,
            description = "The gRPC server of the grpc.* scenarios, on --target's host (default: --target's port + "
                    + Defaults.GRPC_PORT_OFFSET + ", where './echosoap server start' runs it: 10080 for 8080)")
    Integer grpcPort;

    @Option(names = "--corba-port", paramLabel = "C", order = 38,
            description = "The CORBA server of the corba.* scenarios (IIOP), on --target's host (default: --target's "
                    + "port + " + Defaults.CORBA_PORT_OFFSET + ", where './echosoap server start' runs it: 11080 for 8080)")
    Integer corbaPort;

    @picocli.CommandLine.Mixin
    TlsOptions tls = new TlsOptions();

    /** Block settings a command uses when the user gave none. */
    record TrialDefaults(Duration warmup, Duration duration, int repeat, Duration prime, Duration maxTime) {
        static final TrialDefaults RUN = new TrialDefaults(Defaults.WARMUP, Defaults.DURATION, Defaults.REPEAT,
                Defaults.PRIME, Defaults.MAX_TIME);
    }

    /** The precision target: as given; else off when --repeat fixes the rounds; else the default. */
    PrecisionTarget precisionTarget() {
        if (precision != null) {
            return PrecisionTarget.parse(precision);
        }
        return repeat != null ? PrecisionTarget.OFF : PrecisionTarget.parse(Defaults.PRECISION);
    }

    /** Validated options; {@code name} names the default output directory. */
    RunOptions toRunOptions(String name, TrialDefaults defaults) {
        return builder(name, defaults).build();
    }

    /** The builder with these options set, for commands that add their own settings before building. */
    /** The run history the user chose ({@code --history}, the environment, or the default file). */
    RunHistory history(java.io.PrintStream errors) {
        return RunHistory.chosen(noHistory ? "off" : history, System.getenv(), errors);
    }

    RunOptions.Builder builder(String name, TrialDefaults defaults) {
        return builder(name, defaults, target); // build() names a missing --target
    }

    /** As {@link #builder(String, TrialDefaults)}, connecting to {@code connectTo} ({@code run --url}'s origin). */
    RunOptions.Builder builder(String name, TrialDefaults defaults, URI connectTo) {
        int planConnections = connections != null ? connections : Defaults.CONNECTIONS;
        Share part = share == null ? Share.WHOLE : Share.parse(share);
        // A client of several takes its share of the plan's rate as of its connections (--share).
        RequestRate planRate = requestRate();
        RequestRate pacing = planRate.isOpenLoop() ? new RequestRate(part.ratePerSec(planRate.perSecond()))
                : RequestRate.CLOSED_LOOP;
        int workers = planConnections < 1 ? planConnections : part.connections(planConnections);
        return RunOptions.builder(connectTo)
                .share(part, planConnections)
                .rate(pacing)
                .startAt(startAt(part))
                .startAtFile(startAtFile)
                .warmup(warmup != null ? warmup : defaults.warmup())
                .duration(duration != null ? duration : blockDuration(defaults.duration(), pacing, workers))
                .repeat(repeat != null ? repeat : defaults.repeat())
                .prime(prime != null ? prime : defaults.prime())
                .precision(precisionTarget())
                .maxTime(maxTime != null ? maxTime : defaults.maxTime())
                .statistic(statistic != null ? BlockStatistic.parse(statistic) : Defaults.HEADLINE_STATISTIC)
                .outDir(out != null ? out : defaultOutDir(name))
                .force(force).quiet(quiet).logRounds(logRounds).keepAlive(!noKeepAlive).tcpNoDelay(!noTcpNoDelay)
                .timeout(timeout).maxErrors(maxErrors).transport(TransportKind.parse(transport))
                .stack(stack()).intervalLog(hlog)
                .epochRounds(epochRounds != null ? epochRounds : Defaults.EPOCH_ROUNDS)
                .rmiPort(rmiPort).pingPongPort(pingPongPort).grpcPort(grpcPort).corbaPort(corbaPort)
                .tls(tls.settings())
                .stages(stages);
    }

    /** {@code --start-at}, or null; a share already too late for it is refused here, before any connection. */
    private Instant startAt(Share part) {
        if (startAt == null) {
            return null;
        }
        Instant now = Instant.now();
        Instant at = StartTime.parse(startAt, now);
        String late = StartGate.lateRefusal(at, part, now);
        if (late != null) {
            throw new IllegalArgumentException(late);
        }
        return at;
    }

    /** {@code --rate}, or closed loop. */
    RequestRate requestRate() {
        return rate == null ? RequestRate.CLOSED_LOOP : RequestRate.parse(rate);
    }

    /**
     * The block length when none is given: the command's default, or in open loop long enough for every connection
     * to have its minimum of requests at the rate (a low rate needs blocks longer than 50 ms).
     */
    static Duration blockDuration(Duration commandDefault, RequestRate pacing, int workers) {
        if (!pacing.isOpenLoop()) {
            return commandDefault;
        }
        Duration minimum = RunOptions.minimumOpenLoopBlock(pacing, workers);
        return minimum.compareTo(commandDefault) > 0 ? minimum : commandDefault;
    }

    /** The stack given with --stack, or Axis2. */
    SoapStack stack() {
        return stack == null ? SoapStack.AXIS2 : SoapStack.parse(stack);
    }

    private static Path defaultOutDir(String name) {
        return OutputFolder.newFolder(name);
    }
}
