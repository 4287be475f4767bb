package org.echosoap.client.cli;

import org.echosoap.client.scenario.SeedMessages;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.echosoap.client.capacity.Slo;
import org.echosoap.client.config.Defaults;
import org.echosoap.client.config.Durations;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.load.AbortSignal;
import org.echosoap.client.metrics.LiveMetrics;
import org.echosoap.client.load.Preflight;
import org.echosoap.client.report.CapacityTable;
import org.echosoap.client.report.MemoryTable;
import org.echosoap.client.report.RpcTable;
import org.echosoap.client.report.StacksTable;
import org.echosoap.client.report.ParserSeedOrder;
import org.echosoap.client.report.SuiteTable;
import org.echosoap.client.scenario.ScenarioParameters;
import org.echosoap.client.config.SoapStack;
import org.echosoap.client.config.PrecisionTarget;
import org.echosoap.client.suite.CapacitySearch;
import org.echosoap.client.suite.LayersSuite;
import org.echosoap.client.suite.Part;
import org.echosoap.client.suite.PlanRunner;
import org.echosoap.client.suite.SuitePlanner;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code echosoap suite --suite parsers|soapbench|latency|memory|stacks|rpc}: the lineage's experiments, one command each.
 * <ul>
 *   <li>{@code parsers} (seeds 000/001/004): null, bytes, chars, the Xerces2 DOM/SAX/XNI and StAX variants in
 *       stream and preread mode, seed 001's JDOM, XPP3, Crimson, Xerces 1 DOM and SAX streamed, and Axis2
 *       EchoFloat, in one alternating rotation against null; Electric XML is listed as unobtainable;</li>
 *   <li>{@code soapbench} (seed 002): every Benchmark operation at sizes 10..100,000, each against a null baseline
 *       answering the same number of bytes, and the whole suite's time;</li>
 *   <li>{@code latency} (seed 003): doNothing, getString and getIntegers at 200/400/800, plus the reference rows
 *       TCP setup (a new connection per request) and HTTP + servlet (null);</li>
 *   <li>{@code memory} (seed 004): SimpleEvents messages of ~200 KB to ~2 MB in 10 steps, as answers
 *       (sendSimpleEvents), as requests (receiveSimpleEvents), both ways (echoSimpleEvents) on each of
 *       {@code --stacks}, and echoed by the StAX variant reading the request stream vs a preread String, in one
 *       rotation; the table shows the server's allocation per message against the payload.</li>
 *   <li>{@code stacks} (seed 002's toolkit chart): echoFloat and echo/send/receive of ints, strings,
 *       SimpleEvents, base64 and MeshInterfaceObjects at sizes 10..10,000 on Axis2 (AXIOM), Axis2's generated ADB
 *       and XMLBeans bindings (Benchmark only), CXF and Metro, each against its own WAR's baseline; the stacks of
 *       one operation and size are measured one after the other.</li>
 *   <li>{@code rpc} (seed 003's table in full): doNothing, setSize, getString and getIntegers at 200/400/800 on
 *       Axis2, CXF, Metro, JSON over HTTP, gRPC, Java RMI and CORBA, each against the raw TCP ping-pong of its own
 *       bytes on the wire (HTTP heads included), plus the reference rows TCP setup and HTTP to Tomcat.</li>
 *   <li>{@code matrix} (seed 002's mixed client/server charts): echoInts and echoSimpleEvents through every client
 *       stack ({@code clientstack.*}: Axis2's ADB and XMLBeans stubs, Axis 1.4's stub, CXF's and Metro's JAX-WS
 *       proxies) to every server stack of {@code --stacks}, each against echosoap's raw client sending the same request
 *       to the same service; then seed 002's bottom line, one whole-suite pass per client/server pair.</li>
 *   <li>{@code layers}: what a layer adds to the same message on each stack of {@code --stacks}, rows layer,
 *       columns stack ({@link LayersSuite}): SOAP 1.2 over 1.1, Fast Infoset over XML text, MTOM over base64, TLS
 *       over plain HTTP, WS-Security profiles.</li>
 * </ul>
 */
@Command(name = "suite", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Runs one of the named suites and prints its table (result.json/.csv as for run).",
                "parsers: seed 000/001's parser table; soapbench: seed 002's SOAP Benchmark Suite;",
                "latency: seed 003's latency table; memory: seed 004's allocation per message from ~200 KB to ~2 MB;",
                "stacks: Axis2 (AXIOM, ADB, XMLBeans), CXF and Metro side by side on echoFloat and 15 Benchmark operations;",
                "capacity: the highest open-loop rate meeting --slo, baseline against SOAP (--scenario, default echoFloat);",
                "rpc: seed 003's calls on Axis2, CXF, Metro, JSON, gRPC, RMI and CORBA, each over TCP of its own bytes;",
                "matrix: client stacks (Axis2 ADB/XMLBeans, Axis 1, CXF, Metro) x server stacks on echoInts and",
                "echoSimpleEvents, each client stack's own cost over the raw client; the time of a whole-suite pass per pair.",
                "layers: what a layer adds to the same message per stack (SOAP 1.2, Fast Infoset, MTOM, TLS, WS-Security).",
                "Defaults finish soapbench in under 10 minutes on 2 cores;",
                "--quick is a smoke run of a few minutes at most (--budget). Block options override the suite's defaults."},
        footer = {"", "Exit codes: 0 ok, 1 measurement failed or nothing measurable, 2 usage error."})
public final class SuiteCommand implements Callable<Integer> {

    /** Full-run and --quick block settings per suite. */
    enum Suite {
        // Block length, fixed rounds (with --precision off), longest priming per endpoint, measuring time limit per
        // part. The full soapbench has 91 parts and must finish in under 10 minutes on 2 cores: short blocks, 3 s.
        // --quick: one part of 17 endpoints. At 50 ms blocks and 10 s a round took 1 s: 10 rounds in 2 epochs, whose
        // t of 12.7 left 15 of 16 inside figures unresolved; 20 ms blocks and 20 s give about 40 rounds in 8 epochs,
        // and 14 of 16 (the other two, bytes and chars, cost under 1 µs inside) in 35 s of its 74 s budget
        // (2026-12-03, bench/results/quick-suites.md).
        PARSERS(settings(20, Duration.ofSeconds(20), Duration.ofSeconds(60)), quickBlocks(Duration.ofMillis(20), Duration.ofSeconds(1),
                Duration.ofSeconds(20)),
                List.of(), List.of()),
        SOAPBENCH(settings(10, Duration.ofSeconds(1), Duration.ofSeconds(3)), settings(6, Duration.ofMillis(300), Duration.ofMillis(800)),
                List.of(10, 100, 1_000, 10_000, 100_000), List.of(10, 1_000)),
        LATENCY(settings(20, Duration.ofSeconds(10), Duration.ofSeconds(20)), settings(6, Duration.ofSeconds(1), Duration.ofSeconds(4)),
                List.of(200, 400, 800), List.of(200, 400, 800)),
        // Sizes are payload targets in bytes (200 KB steps up to 2 MB), turned into event counts when planned.
        MEMORY(settings(10, Duration.ofSeconds(2), Duration.ofSeconds(8)), settings(4, Duration.ofMillis(500), Duration.ofSeconds(2)),
                List.of(200_000, 400_000, 600_000, 800_000, 1_000_000, 1_200_000, 1_400_000, 1_600_000, 1_800_000,
                        2_000_000),
                List.of(200_000, 1_000_000, 2_000_000)),
        // 4 stacks x (echoFloat + 15 operations x 3 sizes) + 2 Axis2 bindings x 45 = 274 parts on 2 cores: 3 s each
        // at most (plus the longer priming of each stack's first EchoFloat and Benchmark part, COLD_PATH_PRIME);
        // --stacks axis2,cxf,metro is the 138 parts of before. --quick: echoFloat and the five echoes at size 100 on
        // each stack, 34 parts, measuring up to 2 s each: at 700 ms (2026-12-02, a quiet VM) 29 of 34 parts ended with
        // fewer than the 10 pairs an inside figure needs, so the quick run printed no figure for them. Blocks of
        // 20 ms (and QUICK_EPOCH_ROUNDS): at 50 ms a 2 s part held 10-17 rounds in 1-2 epochs, and 9 of 34 parts had
        // a figure; at 20 ms, 26 of 34, on the same loaded VM (bench/results/quick-suites.md).
        STACKS(settings(10, Duration.ofSeconds(1), Duration.ofSeconds(3)), quickBlocks(Duration.ofMillis(20),
                Duration.ofMillis(300), Duration.ofSeconds(2)),
                List.of(10, 1_000, 10_000), List.of(100)),
        // 8 rows x 7 systems + 2 reference rows = 58 parts in under 10 minutes on 2 cores: 3 s priming and up to
        // 3.5 s of measuring each, ending at ±10% (SUITE_PRECISION), plus RPC_COLD_PRIME for each system's first part
        // (2026-11-25: 5 s each, 20 s cold and ±5% took 684 s; 4 s, 15 s and ±10% took 631 s); --quick: doNothing
        // and getString(200) on each system, 16 parts in under 2 minutes: blocks of 20 ms and 2 s each, as stacks'
        // (at 50 ms and 1 s, 8-15 pairs a part and 0 of 15 costs with a figure in 63 s; now 9 of 15 in 93 s of its
        // 96 s, 2026-12-03, bench/results/quick-suites.md).
        RPC(settings(10, Duration.ofSeconds(3), Duration.ofMillis(3_500)), quickBlocks(Duration.ofMillis(20),
                Duration.ofMillis(500), Duration.ofSeconds(2)),
                List.of(200, 400, 800), List.of(200)),
        // Seed 002's mixed client/server charts: 5 client stacks x 6 server stacks x (echoInts, echoSimpleEvents) x 3
        // sizes = 180 parts, then one whole-suite pass per pair (30), 1 s priming and up to 3 s measuring each (plus
        // MATRIX_COLD_PRIME for each pair's first part); --quick: size 100 only, 60 + 30 parts, within the 5 minutes
        // the issue asks.
        MATRIX(settings(10, Duration.ofSeconds(1), Duration.ofSeconds(3)), settings(6, Duration.ofMillis(500), Duration.ofSeconds(1)),
                List.of(10, 1_000, 10_000), List.of(100)),
        // What a layer adds per message, per stack (LayersSuite): SOAP 1.2, Fast Infoset, TLS on echoFloat, echoInts
        // and echoStrings, MTOM on echoBinary at 5 payloads, WS-Security on echoFloat: 82 parts of up to 3 s. --quick
        // (34 parts: echoFloat and echoInts(100), MTOM at 1 KB and 1 MB) must end within 2 minutes: blocks of 30 ms,
        // so its 2 s still give the 20 pairs of the precision rule's first look (50 ms blocks needed 3 s; 3 s, 500 ms
        // priming and 47 parts took 198 s), and 300 ms priming per side.
        LAYERS(settings(10, Duration.ofSeconds(1), Duration.ofSeconds(3)), quickBlocks(LayersSuite.QUICK_BLOCK,
                Duration.ofMillis(300), Duration.ofSeconds(2)),
                LayersSuite.SIZES, LayersSuite.QUICK_SIZES),
        // Open-loop steps of 2 blocks of 1 s (200 ms warm-up each) per rate, the first step of each endpoint primed
        // until steady, up to 20 s (Axis2's EchoFloat was still 43 µs faster after 5 s: a cold first step misses the
        // objective and caps the ladder); --quick: blocks of 300 ms and a coarser ladder (CapacitySearch.Ladder).
        CAPACITY(new LoadOptions.TrialDefaults(Duration.ofMillis(200), Duration.ofSeconds(1), 2, Duration.ofSeconds(20),
                Duration.ofSeconds(60)), new LoadOptions.TrialDefaults(Duration.ofMillis(100), Duration.ofMillis(300), 2,
                Duration.ofSeconds(2), Duration.ofSeconds(60)), List.of(), List.of());

        /**
         * A suite's settings: run's block length and warm-up; rounds with --precision off; the longest priming per
         * endpoint; the measuring time limit per part. The full soapbench has 91 parts and must finish in under
         * 10 minutes on 2 cores: 1 s priming and 3 s measuring each.
         */
        private static LoadOptions.TrialDefaults settings(int rounds, Duration prime, Duration maxTime) {
            return new LoadOptions.TrialDefaults(Defaults.WARMUP, Defaults.DURATION, rounds, prime, maxTime);
        }

        /**
         * A quick suite's settings with blocks shorter than a run's, so that its short parts hold enough rounds
         * and epochs for an interval; 6 rounds with --precision off.
         */
        private static LoadOptions.TrialDefaults quickBlocks(Duration block, Duration prime, Duration maxTime) {
            return new LoadOptions.TrialDefaults(Defaults.WARMUP, block, 6, prime, maxTime);
        }

        final LoadOptions.TrialDefaults full;
        final LoadOptions.TrialDefaults quick;
        final List<Integer> sizes;
        final List<Integer> quickSizes;

        Suite(LoadOptions.TrialDefaults full, LoadOptions.TrialDefaults quick, List<Integer> sizes, List<Integer> quickSizes) {
            this.full = full;
            this.quick = quick;
            this.sizes = sizes;
            this.quickSizes = quickSizes;
        }

        /**
         * The precision target when neither --precision nor --repeat is given, or null for run's. ±10% where the
         * suite's table is judged at ±10% (every row of the stacks and matrix suites, every cell of the layers suite,
         * seed 003's table in the rpc suite): asking ±5% of parts capped at a few seconds only makes each end at its
         * time limit. A layer pair's share is of the plain message's latency ({@link PrecisionTarget}).
         */
        String defaultPrecision() {
            return switch (this) {
                case STACKS, RPC, MATRIX, LAYERS -> SUITE_PRECISION;
                default -> null;
            };
        }

        String key() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Mixin
    LoadOptions load = new LoadOptions();

    @Mixin
    MetricsOptions metrics = new MetricsOptions();

    @Mixin
    ProfileOptions profile = new ProfileOptions();

    @Option(names = "--suite", required = true, paramLabel = "parsers|soapbench|latency|memory|stacks|capacity|rpc|matrix|layers", order = 2,
            description = "Which suite")
    String suiteName;

    @Option(names = "--slo", paramLabel = "pQ=TIME", order = 6,
            description = "The capacity suite's latency objective (default: p99=10ms)")
    String slo;

    @Option(names = "--scenario", paramLabel = "NAME", order = 7,
            description = "The capacity suite's scenario: its SOAP endpoint against its baseline (default: echoFloat)")
    String capacityScenario;

    @Option(names = "--quick", order = 3, description = "A smoke run: short priming and measuring (and fewer sizes for soapbench)")
    boolean quick;

    @Option(names = "--budget", paramLabel = "DURATION|off", order = 4,
            description = {"The suite's wall-clock time budget: after a first pass, the time the quiet parts left goes to",
                    "re-runs of the parts whose interval is wider than half their cost (default with --quick: twice",
                    "the parts' own limits, priming and measuring, at least 60 s; without --quick: off)"})
    String budget;

    @Option(names = "--sizes", split = ",", paramLabel = "N", order = 4,
            description = {"Sizes for soapbench (default 10,100,1000,10000,100000), latency (default 200,400,800)",
                    "and memory (payload bytes, default 200000,400000,...,2000000; --quick 200000,1000000,2000000)"})
    List<Integer> sizes = new ArrayList<>();

    @Option(names = "--stacks", paramLabel = "LIST", order = 5,
            description = "The SOAP stacks of the stacks, memory, matrix and layers suites, comma-separated (default: every "
                    + "stack served by Tomcat: axis2,axis2-adb,axis2-xmlbeans,cxf,metro,axis1)")
    String stacks;

    /** The stacks this run measures (set in {@link #call()}). */
    private List<SoapStack> stackList = List.of(SoapStack.AXIS2);

    @Override
    public Integer call() throws IOException {
        PrintWriter err = spec.commandLine().getErr();
        Suite suite;
        RunOptions options;
        load.stages |= profile.enabled; // a profile gives each sample its stage: it needs the marks
        try {
            suite = parseSuite(suiteName);
            if (suite != Suite.CAPACITY && (slo != null || capacityScenario != null)) {
                throw new IllegalArgumentException((slo != null ? "--slo" : "--scenario") + " belongs to the capacity suite");
            }
            options = suite == Suite.CAPACITY ? capacityOptions() : suiteOptions(suite);
            stackList = stackList(suite);
            if (budget != null && suite == Suite.CAPACITY) {
                throw new IllegalArgumentException("--budget does not apply to the capacity suite: it climbs a ladder of rates");
            }
            if (budget != null && !budget.strip().equalsIgnoreCase("off") && Durations.parse(budget).isZero()) {
                throw new IllegalArgumentException("--budget must be longer than 0 (or off)");
            }
            for (int size : sizes) {
                new ScenarioParameters(size, 0); // validates
            }
            TlsTrustCheck.before(options);
        } catch (IllegalArgumentException e) {
            err.println("echosoap suite: " + e.getMessage());
            return Main.EXIT_USAGE;
        }
        ResultWriter writer = new ResultWriter(options.outDir(), options.force()).htmlReport(!load.noReport)
                .stopLine(err, "echosoap suite");
        boolean outDirExisted = Files.isDirectory(options.outDir());
        String outProblem = writer.checkWritable();
        if (outProblem != null) {
            err.println("echosoap suite: " + outProblem);
            return Main.EXIT_USAGE;
        }
        LiveMetrics live;
        try {
            live = metrics.start("echosoap suite", err);
        } catch (IllegalArgumentException e) {
            err.println("echosoap suite: " + e.getMessage());
            return Main.EXIT_USAGE;
        }
        org.echosoap.client.profile.PartProfiler.Installed profiling;
        try {
            profiling = profile.install(System.err);
        } catch (IllegalArgumentException e) {
            live.close();
            err.println("echosoap suite: " + e.getMessage());
            return Main.EXIT_USAGE;
        }
        try (live; profiling) {
            return measure(suite, options, writer, outDirExisted, err);
        }
    }

    /** Checks the server answers, plans the parts and measures them (a capacity suite: searches its ladder). */
    private int measure(Suite suite, RunOptions options, ResultWriter writer, boolean outDirExisted, PrintWriter err)
            throws IOException {
        // The whole suite needs the server: one line and nothing written when it does not answer at all.
        String reachable = Preflight.check(options, List.of(SeedMessages.baseline("null")));
        if (reachable != null) {
            if (!outDirExisted) {
                writer.removeIfEmpty();
            }
            err.println("echosoap suite: " + reachable);
            return Main.EXIT_MEASUREMENT_FAILED;
        }
        AbortSignal abort = new AbortSignal(options.maxErrors(), options.keepAlive());
        String title = "echosoap suite " + suite.key() + (quick ? " (quick)" : "");
        if (suite == Suite.CAPACITY) {
            CapacitySearch search = new CapacitySearch(options, capacityScenario == null ? Defaults.SCENARIO
                    : capacityScenario, slo == null ? Slo.DEFAULT : Slo.parse(slo),
                    quick ? CapacitySearch.Ladder.QUICK : CapacitySearch.Ladder.FULL, abort, System.err);
            return writer.measureAndWrite(abort, search::run, report -> CapacityTable.render(report, title),
                    spec.commandLine().getOut());
        }
        SuitePlanner planner = new SuitePlanner(quick, load.prime != null, stackList, spec.commandLine().getErr());
        List<Part> parts;
        try {
            parts = parts(planner, suite, options, sizes.isEmpty() ? (quick ? suite.quickSizes : suite.sizes) : sizes);
        } catch (IllegalStateException e) {
            if (!outDirExisted) {
                writer.removeIfEmpty();
            }
            err.println("echosoap suite: " + e.getMessage());
            return Main.EXIT_MEASUREMENT_FAILED;
        }
        return writer.measureAndWrite(abort,
                () -> PlanRunner.execute(suite.key(), parts, planner.skipped(), abort, false, System.err,
                        load.history(System.err), budget(suite, parts)),
                report -> switch (suite) {
                    case MEMORY -> MemoryTable.render(report, title);
                    case STACKS -> StacksTable.render(report, title);
                    case RPC -> RpcTable.render(report, title);
                    case PARSERS -> SuiteTable.render(report, title) + ParserSeedOrder.render(report);
                    case MATRIX -> org.echosoap.client.report.MatrixTable.render(report, title);
                    case LAYERS -> planner.layersPlan().render(report, title);
                    default -> SuiteTable.render(report, title);
                } + org.echosoap.client.report.PhaseSuiteTable.render(report)
                        + org.echosoap.client.report.StageSuiteTable.render(report),
                spec.commandLine().getOut());
    }

    /**
     * How many times its parts' own limits a --quick suite's default budget is: the first pass takes at most about
     * once (quiet parts stop early), so at least as much again is left for the unresolved ones.
     */
    static final int QUICK_BUDGET_FACTOR = 2;

    /**
     * The suite's time budget: --budget, or with --quick {@link #quickBudget}; null for one pass. The memory suite's
     * table prints allocation and latency, no cost: its --quick has no budget to spend on costs it does not show.
     */
    private Duration budget(Suite suite, List<Part> parts) {
        if (budget != null) {
            return budget.strip().equalsIgnoreCase("off") ? null : Durations.parse(budget);
        }
        return quick && suite != Suite.MEMORY ? quickBudget(parts) : null;
    }

    /**
     * The shortest default --quick budget: a suite of a few parts spends about as long again building, sizing and
     * checking its parts as its limits say, so twice its limits would leave nothing for a re-run.
     */
    static final Duration QUICK_BUDGET_FLOOR = Duration.ofSeconds(60);

    /**
     * {@link #QUICK_BUDGET_FACTOR} times the sum over parts of the measuring limit and each endpoint's priming limit,
     * at least {@link #QUICK_BUDGET_FLOOR}.
     */
    static Duration quickBudget(List<Part> parts) {
        Duration sum = Duration.ZERO;
        for (Part p : parts) {
            sum = sum.plus(p.options().maxTime()).plus(p.options().prime().multipliedBy(2L + p.with().size()));
        }
        Duration budget = sum.multipliedBy(QUICK_BUDGET_FACTOR);
        return budget.compareTo(QUICK_BUDGET_FLOOR) < 0 ? QUICK_BUDGET_FLOOR : budget;
    }

    /** The precision target of the suites judged at ±10% when none is given ({@link Suite#defaultPrecision}). */
    static final String SUITE_PRECISION = "10%";

    /**
     * How many times its priming and measuring limits a full suite's part may take to reach the first look of the rule it
     * is short of (MSER-5's 40 blocks, the precision rule's 20 pairs), unless {@code --prime} and {@code --max-time}
     * are given. Why: the full stacks suite of 2026-11-27 left 48 of its 274 costs "not measured enough" and ~140
     * "not steady", most at 1,000 and 10,000 elements, whose messages take 5-500 ms: 1 s of priming held fewer than 40
     * blocks, 3 s of measuring fewer than 20 pairs. Four times is 12 s, 20 pairs of messages up to ~300 ms each side.
     */
    static final int FIRST_LOOK_TIME_FACTOR = 4;

    RunOptions suiteOptions(Suite suite) {
        LoadOptions.TrialDefaults defaults = quick ? suite.quick : suite.full;
        RunOptions.Builder b = load.builder("suite-" + suite.key(), defaults);
        if (suite.defaultPrecision() != null && load.precision == null && load.repeat == null) {
            b.precision(PrecisionTarget.parse(suite.defaultPrecision()));
        }
        // Not in --quick: a smoke run with time targets of its own, whose short limits mark most rows anyway.
        if (!quick && load.maxTime == null && load.prime == null) {
            b.firstLookTimeFactor(FIRST_LOOK_TIME_FACTOR);
        }
        if (quick && load.epochRounds == null) {
            b.epochRounds(QUICK_EPOCH_ROUNDS);
        }
        return b.build();
    }

    /**
     * Rounds per epoch in a --quick suite unless --epoch-rounds is given. Why fewer than a run's 10: the interval is
     * over epochs, with one degree of freedom fewer than there are epochs, and a quick part of 1-2 s holds 10-30
     * rounds; at 10 a round it had 1-3 epochs, whose t of 4.3-12.7 left even the inside figure unresolved.
     */
    static final int QUICK_EPOCH_ROUNDS = 5;

    /** Connections of the capacity suite when --connections is not given: enough to carry a rate past the stall. */
    static final int CAPACITY_CONNECTIONS = 8;

    /**
     * The capacity suite's settings: open-loop steps of a fixed number of blocks (no precision target: each step is
     * judged on its percentiles), {@link #CAPACITY_CONNECTIONS} unless given; --rate is the ladder's first rate.
     */
    private RunOptions capacityOptions() {
        if (load.precision != null) {
            throw new IllegalArgumentException("the capacity suite measures each rate for a fixed --repeat of blocks; "
                    + "--precision does not apply");
        }
        if (!sizes.isEmpty()) {
            throw new IllegalArgumentException("--sizes does not apply to the capacity suite");
        }
        if (slo != null) {
            Slo.parse(slo); // one line now rather than after the first steps
        }
        if (load.connections == null) {
            load.connections = CAPACITY_CONNECTIONS;
        }
        Suite s = Suite.CAPACITY;
        return load.builder("suite-capacity", quick ? s.quick : s.full).precision(PrecisionTarget.OFF)
                .scenario(capacityScenario == null ? Defaults.SCENARIO : capacityScenario).build();
    }

    static Suite parseSuite(String name) {
        for (Suite s : Suite.values()) {
            if (s.key().equals(name)) {
                return s;
            }
        }
        throw new IllegalArgumentException("--suite must be parsers, soapbench, latency, memory, stacks, capacity, rpc, matrix or layers, got '" + name + "'");
    }

    /**
     * The stacks a suite measures: --stacks for the stacks and memory suites (default all), else the one --stack
     * names. Refuses --stacks where it means nothing and --stack where the suite chooses the stacks itself.
     */
    private List<SoapStack> stackList(Suite suite) {
        boolean multi = suite == Suite.STACKS || suite == Suite.MEMORY || suite == Suite.MATRIX || suite == Suite.LAYERS;
        if (stacks != null && !multi) {
            throw new IllegalArgumentException("--stacks belongs to the stacks, memory, matrix and layers suites; --stack chooses the "
                    + "one stack of the " + suite.key() + " suite");
        }
        if (multi && load.stack != null) {
            throw new IllegalArgumentException("the " + suite.key() + " suite measures --stacks LIST, not --stack");
        }
        if (suite == Suite.RPC && load.stack != null) {
            throw new IllegalArgumentException("the rpc suite measures every stack and system side by side; --stack "
                    + "does not apply");
        }
        if (suite == Suite.PARSERS && load.stack != null && !load.stack().isAxis2()) {
            throw new IllegalArgumentException("the parsers suite measures echosoap.war's parser servlets, which have no "
                    + "SOAP stack; --stack does not apply");
        }
        return multi ? (stacks == null ? SoapStack.all() : SoapStack.parseList(stacks)) : List.of(load.stack());
    }

    private static List<Part> parts(SuitePlanner planner, Suite suite, RunOptions options, List<Integer> sizes) {
        return switch (suite) {
            case PARSERS -> planner.parsers(options);
            case SOAPBENCH -> planner.soapbench(options, sizes);
            case LATENCY -> planner.latency(options, sizes);
            case MEMORY -> planner.memory(options, sizes);
            case STACKS -> planner.stacks(options, sizes);
            case RPC -> planner.rpc(options, sizes);
            case MATRIX -> planner.matrix(options, sizes);
            case LAYERS -> planner.layers(options, sizes);
            case CAPACITY -> throw new IllegalStateException("the capacity suite searches a ladder: no parts");
        };
    }
}
