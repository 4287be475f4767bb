package org.echosoap.client.suite;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.config.SoapStack;
import org.echosoap.client.load.Preflight;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.ScenarioParameters;
import org.echosoap.client.scenario.benchmark.BenchmarkMessages;
import org.echosoap.client.scenario.benchmark.BenchmarkOperation;
import org.echosoap.client.scenario.catalog.Scenarios;
import org.echosoap.client.scenario.rpc.RpcColumn;

/**
 * The parts of each suite: which scenarios at which sizes on which stacks, in which order, with which priming, and
 * the rows left out (a parser variant or a stack the server lacks) with why. A suite command parses its options,
 * builds the {@link RunOptions}, asks this for the parts and hands them to {@link PlanRunner}.
 *
 * <pre>{@code
 * SuitePlanner planner = new SuitePlanner(false, false, SoapStack.all(), err);
 * List<Part> parts = planner.stacks(options, List.of(10, 1_000, 10_000));
 * SuiteReport report = PlanRunner.execute("stacks", parts, planner.skipped(), abort, false, System.err, history);
 * }</pre>
 */
public final class SuitePlanner {

    private final boolean quick;
    /** The user's --prime is kept for every part: no longer priming of a suite's cold first parts. */
    private final boolean keepPrime;
    private final List<SoapStack> stacks;
    /** Where planning notes go (which client stack a matrix column is). */
    private final PrintWriter notes;
    /** Rows found unavailable while planning (e.g. a parser variant the server lacks), with reasons. */
    private final List<String> skipped = new ArrayList<>();
    /** The layers suite's plan (set when its parts are planned), which its table needs. */
    private LayersSuite layersPlan;

    /**
     * @param quick     the --quick smoke run's shorter lists
     * @param primeGiven whether --prime was given (then no part gets a longer cold-path priming)
     * @param stacks    the stacks the suite measures
     * @param notes     where planning notes are printed
     */
    public SuitePlanner(boolean quick, boolean primeGiven, List<SoapStack> stacks, PrintWriter notes) {
        this.quick = quick;
        this.keepPrime = quick || primeGiven;
        this.stacks = List.copyOf(stacks);
        this.notes = notes;
    }

    /** The rows left out so far, each with its reason. */
    public List<String> skipped() {
        return skipped;
    }

    /** The layers suite's plan, once {@link #layers} has planned it; null before. */
    public LayersSuite layersPlan() {
        return layersPlan;
    }

    /** The longest priming of each system's first part in the full rpc suite (its code is cold there). */
    static final Duration RPC_COLD_PRIME = Duration.ofSeconds(15);

    /**
     * Priming limit of the first part of each stack's EchoFloat and Benchmark service in the full stacks suite. A suite
     * starts on a fresh server, and a service's first part meets its code cold: with 1 s of priming the first parts
     * measured 2-7x the warm cost (2026-11-23: Axis2 EchoFloat 425 µs, CXF 668 µs, still getting faster). Why 20 s:
     * MSER-5 ({@link org.echosoap.client.stats.SteadyState}) passes a warm-up only in the first half of the priming
     * series, and a fresh server's ~7 s of JIT steps needed 15 s of 250 ms blocks (SteadyStateTest's trace); within
     * 10 s these parts would end not steady and go unranked. Priming ends at the first look that finds the endpoint
     * steady, so this costs only what the rule needs.
     */
    public static final Duration COLD_PATH_PRIME = Duration.ofSeconds(20);

    /** The stacks suite's Benchmark operations: echo, send and receive of five types. */
    static final List<String> STACK_OPERATIONS = List.of(
            "echoInts", "sendInts", "receiveInts", "echoStrings", "sendStrings", "receiveStrings",
            "echoSimpleEvents", "sendSimpleEvents", "receiveSimpleEvents", "echoBase64", "sendBase64", "receiveBase64",
            "echoMeshInterfaceObjects", "sendMeshInterfaceObjects", "receiveMeshInterfaceObjects");

    /** Seed 001's one parser that cannot be measured, in the parsers suite's "skipped" list. */
    static final String ELECTRIC_XML = "Electric XML (seed 001's thread: The Mind Electric's parser, in GLUE): "
            + "proprietary, never published, unobtainable today: no row";

    /** The five echoes of --quick. */
    static final List<String> QUICK_STACK_OPERATIONS = List.of("echoInts", "echoStrings", "echoSimpleEvents",
            "echoBase64", "echoMeshInterfaceObjects");

    private static Duration max(Duration a, Duration b) {
        return a.compareTo(b) >= 0 ? a : b;
    }

    /** The parsers suite: one rotation of every parser variant the server has, besides echoFloat (seed 001's table). */
    public List<Part> parsers(RunOptions options) {
        List<Part> parts = new ArrayList<>();
        // One rotation, so every row alternates with null and with each other (seed 001's table).
        List<String> rows = new ArrayList<>(List.of("bytes", "chars"));
        for (String parser : Scenarios.PARSERS) {
            boolean seed001Only = Scenarios.SEED_001_PARSERS.contains(parser);
            for (String mode : seed001Only ? List.of("") : List.of("", ".preread")) {
                String row = "variant." + parser + mode;
                String problem = Preflight.check(options, List.of(Scenarios.extraRow(row)));
                if (problem == null) {
                    rows.add(row);
                } else {
                    skipped.add(row + ": " + problem);
                }
            }
        }
        skipped.add(ELECTRIC_XML);
        parts.add(new Part("echoFloat", new ScenarioParameters(-1, 0), options, rows));
        return parts;
    }

    /** The soapbench suite: every Benchmark operation at every size (void ones once). */
    public List<Part> soapbench(RunOptions options, List<Integer> sizes) {
        List<Part> parts = new ArrayList<>();
        for (BenchmarkOperation op : BenchmarkOperation.all()) {
            List<Integer> opSizes = op.kind() == BenchmarkOperation.Kind.VOID ? List.of(-1) : sizes;
            for (int size : opSizes) {
                parts.add(new Part("benchmark." + op.name(), new ScenarioParameters(size, 0), options, List.of()));
            }
        }
        return parts;
    }

    /** The latency suite: seed 003's reference rows, then its calls at every size. */
    public List<Part> latency(RunOptions options, List<Integer> sizes) {
        List<Part> parts = new ArrayList<>();
        // Seed 003's reference rows: TCP setup (a new connection per request) and HTTP + servlet (null).
        parts.add(new Part("null", new ScenarioParameters(-1, 0), options.withKeepAlive(false), List.of()));
        parts.add(new Part("latency.doNothing", new ScenarioParameters(-1, 0), options, List.of()));
        for (String op : List.of("getString", "getIntegers")) {
            for (int size : sizes) {
                parts.add(new Part("latency." + op, new ScenarioParameters(size, 0), options, List.of()));
            }
        }
        return parts;
    }

    /** The memory suite: per payload size, the simple-events operations on every stack and the parser's two modes. */
    public List<Part> memory(RunOptions options, List<Integer> sizes) {
        List<Part> parts = new ArrayList<>();
        for (int payloadBytes : sizes) {
            ScenarioParameters events = new ScenarioParameters(BenchmarkMessages.simpleEventsForBytes(payloadBytes), 0);
            for (String op : List.of("sendSimpleEvents", "receiveSimpleEvents", "echoSimpleEvents")) {
                for (SoapStack stack : stacks) {
                    if (quick && payloadBytes > QUICK_SLOW_STACK_MAX_BYTES && QUICK_SLOW_STACKS.contains(stack)) {
                        continue; // said once below, in the skipped list
                    }
                    parts.add(new Part("benchmark." + op, events, options.withStack(stack), List.of()));
                }
            }
            // Stream and preread in one rotation, so their difference is measured under the same conditions.
            parts.add(new Part(Scenarios.EVENTS_VARIANT, events, options,
                    List.of(Scenarios.EVENTS_VARIANT + ".preread")));
        }
        List<SoapStack> slow = stacks.stream().filter(QUICK_SLOW_STACKS::contains).toList();
        if (quick && !slow.isEmpty() && sizes.stream().anyMatch(b -> b > QUICK_SLOW_STACK_MAX_BYTES)) {
            skipped.add(String.format(java.util.Locale.ROOT, "%s above %,d payload bytes: left out of --quick (a "
                    + "message there takes seconds, so one round of blocks outlasts the part's limit many times; the "
                    + "full suite measures them)", String.join(" and ", slow.stream().map(SoapStack::displayName)
                    .toList()), QUICK_SLOW_STACK_MAX_BYTES));
        }
        return parts;
    }

    /**
     * The stacks the memory suite's --quick measures only at its smallest size. Why: every block holds at least one
     * message a side, so a part cannot end sooner than a round of its messages. Measured 2026-12-01 (--quick, a busy
     * 2-vCPU VM, 1,248 s in all): Axis 1's echo of 2 MB took 6.1 s a message, its six parts above 200 KB measured and
     * primed 441 s against limits of 3 s each; Axis2 XMLBeans answered receive and echo of 1 and 2 MB not at all within
     * the 30 s timeout (four preflights, 120 s), and its send of 2 MB took 1.2 s a message.
     */
    static final List<SoapStack> QUICK_SLOW_STACKS = List.of(SoapStack.AXIS1, SoapStack.AXIS2_XMLBEANS);

    /** The largest payload the {@link #QUICK_SLOW_STACKS} are measured at in --quick. */
    static final int QUICK_SLOW_STACK_MAX_BYTES = 200_000;

    /** The stacks suite: echoFloat and the Benchmark operations, the stacks of one operation and size one after another. */
    public List<Part> stacks(RunOptions options, List<Integer> sizes) {
        List<Part> parts = new ArrayList<>();
        // The stacks of one operation and size one after the other: the comparison between them spans
        // seconds, not the whole suite, so slow drift of the machine hardly enters it.
        // A --prime given on the command line is the user's choice for every part.
        RunOptions cold = keepPrime ? options
                : options.withPrime(max(options.prime(), COLD_PATH_PRIME));
        for (SoapStack stack : stacks) {
            // The generated Axis2 bindings serve the Benchmark contract only: no echoFloat row for them.
            if (stack.serves(SoapStack.ECHO_FLOAT)) {
                parts.add(new Part("echoFloat", new ScenarioParameters(-1, 0), cold.withStack(stack), List.of()));
            }
        }
        boolean first = true;
        for (String op : quick ? QUICK_STACK_OPERATIONS : STACK_OPERATIONS) {
            for (int size : sizes) {
                for (SoapStack stack : stacks) {
                    parts.add(new Part("benchmark." + op, new ScenarioParameters(size, 0),
                            (first ? cold : options).withStack(stack), List.of()));
                }
                first = false;
            }
        }
        return parts;
    }

    /** The layers suite ({@link LayersSuite}): what each built layer adds, per stack. */
    public List<Part> layers(RunOptions options, List<Integer> sizes) {
        List<Part> parts = new ArrayList<>();
        layersPlan = LayersSuite.plan(options, stacks, sizes, quick,
                keepPrime ? options.prime() : LayersSuite.COLD_PRIME);
        if (layersPlan.parts().isEmpty()) {
            throw new IllegalStateException("the layers suite has nothing to measure: no stack of --stacks "
                    + "can serve a built layer");
        }
        parts.addAll(layersPlan.parts());
        return parts;
    }

    /**
     * The rpc suite's parts: the reference rows, then per call and size every system one after the other (as the
     * stacks suite, so a row's comparison spans seconds). A system whose server does not answer its doNothing is left
     * out with one line; every cost is over the ping-pong in the RMI server's JVM, so without it nothing is measured.
     */
    public List<Part> rpc(RunOptions options, List<Integer> sizes) {
        String pingPong = Preflight.check(options, List.of(Endpoint.pingPong(Scenarios.PING_PONG_BASELINE, 16, 16)));
        if (pingPong != null) {
            throw new IllegalStateException("the rpc suite measures every system over the raw TCP ping-pong in the RMI "
                    + "server's JVM, which does not answer: " + pingPong);
        }
        List<RpcColumn> columns = new ArrayList<>();
        for (RpcColumn c : RpcColumn.values()) {
            String available = rpcColumnProblem(c, options.withStack(c.stack()));
            if (available == null) {
                columns.add(c);
            } else {
                skipped.add(c.displayName() + ": " + available);
            }
        }
        RunOptions cold = keepPrime ? options : options.withPrime(max(options.prime(), RPC_COLD_PRIME));
        List<Part> parts = new ArrayList<>();
        // Seed 003's reference rows: TCP setup (a new connection per request) and HTTP to Tomcat (null over TCP).
        parts.add(new Part("null", new ScenarioParameters(-1, 0), options.withKeepAlive(false), List.of()));
        parts.add(overTcp("null", -1, cold));
        java.util.Set<RpcColumn> warm = java.util.EnumSet.noneOf(RpcColumn.class);
        for (String call : quick ? List.of("doNothing", "getString") : RpcColumn.CALLS) {
            for (int size : RpcColumn.sized(call) ? (call.equals("setSize") ? sizes.subList(0, 1) : sizes) : List.of(-1)) {
                for (RpcColumn c : columns) {
                    parts.add(overTcp(c.scenario(call), size, (warm.add(c) ? cold : options).withStack(c.stack())));
                }
            }
        }
        return parts;
    }

    /** The matrix suite's operations: seed 002's echoes of a simple and a structured type. */
    static final List<String> MATRIX_OPERATIONS = List.of("echoInts", "echoSimpleEvents");

    /**
     * The longest priming of each client/server pair's first part in the full matrix suite: the client stack's code
     * is cold there (its first calls also make its proxies and load its classes), and so may be the server's.
     */
    static final Duration MATRIX_COLD_PRIME = Duration.ofSeconds(10);

    /**
     * The matrix suite's parts: per operation and size, every server stack and, on each, every client stack, one
     * after the other (as the stacks suite: a cell's comparison spans seconds). A server stack whose Benchmark service
     * does not answer the raw client, and a client stack that cannot be loaded or cannot call, are left out with one
     * line each.
     */
    public List<Part> matrix(RunOptions options, List<Integer> sizes) {
        ScenarioParameters probe = new ScenarioParameters(10, 0);
        List<SoapStack> servers = new ArrayList<>();
        for (SoapStack server : stacks) {
            Scenario s = Scenarios.byName(org.echosoap.client.scenario.clientstack.ClientStacks.name(
                    org.echosoap.client.scenario.clientstack.ClientStacks.KEYS.get(0), "echoInts"), probe, server, null);
            String problem = Preflight.check(options.withStack(server), List.of(s.baseline().orElseThrow()));
            if (problem == null) {
                servers.add(server);
            } else {
                skipped.add("server stack " + server.key() + ": " + problem);
            }
        }
        List<String> clients = new ArrayList<>();
        for (String client : org.echosoap.client.scenario.clientstack.ClientStacks.KEYS) {
            String name = org.echosoap.client.scenario.clientstack.ClientStacks.name(client, "echoInts");
            SoapStack server = servers.isEmpty() ? SoapStack.AXIS2 : servers.get(0);
            Scenario s = Scenarios.byName(name, probe, server, null);
            String problem = Preflight.check(options.withStack(server), List.of(s.measured()));
            if (problem == null) {
                clients.add(client);
            } else {
                skipped.add("client stack " + client + ": " + problem);
            }
        }
        if (servers.isEmpty() || clients.isEmpty()) {
            throw new IllegalStateException("the matrix suite has nothing to measure: " + String.join("; ", skipped));
        }
        // Which generated client and HTTP client each column is (progress output: the table names only the key).
        for (String client : clients) {
            notes.println("echosoap suite: client stack " + client + " = "
                    + org.echosoap.client.rpc.ClientStackLoader.load(client).stack().description());
        }
        // A pair whose client cannot call its server (an operation the server lacks, an answer the client cannot
        // read) is a row of the bottom line that says so, never a silent gap.
        java.util.Set<String> unserved = new java.util.HashSet<>();
        for (SoapStack server : servers) {
            for (String client : clients) {
                Scenario s = Scenarios.byName(org.echosoap.client.scenario.clientstack.ClientStacks.name(client, "echoInts"), probe,
                        server, null);
                String problem = Preflight.check(options.withStack(server), List.of(s.measured()));
                if (problem != null) {
                    unserved.add(client + "->" + server.key());
                    skipped.add(org.echosoap.client.report.MatrixTable.unservedPair(client, server.key(), problem));
                }
            }
        }
        RunOptions cold = keepPrime ? options : options.withPrime(max(options.prime(), MATRIX_COLD_PRIME));
        java.util.Set<String> warm = new java.util.HashSet<>(unserved);
        List<Part> parts = new ArrayList<>();
        for (String op : MATRIX_OPERATIONS) {
            for (int size : sizes) {
                for (SoapStack server : servers) {
                    for (String client : clients) {
                        if (unserved.contains(client + "->" + server.key())) {
                            continue;
                        }
                        boolean first = warm.add(client + "->" + server.key());
                        parts.add(new Part(org.echosoap.client.scenario.clientstack.ClientStacks.name(client, op),
                                new ScenarioParameters(size, 0), (first ? cold : options).withStack(server), List.of()));
                    }
                }
            }
        }
        // Seed 002's bottom line: per pair, one pass of the whole suite (every operation the client stacks call, at
        // the suite's sizes, once each), timed as one call; after the cells, so every pair's code is warm.
        for (SoapStack server : servers) {
            for (String client : clients) {
                if (unserved.contains(client + "->" + server.key())) {
                    continue;
                }
                RunOptions on = options.withStack(server);
                parts.add(new Part(org.echosoap.client.scenario.clientstack.ClientStacks.name(client,
                        org.echosoap.client.scenario.clientstack.ClientStacks.SUITE_PASS), new ScenarioParameters(-1, 0), on,
                        List.of(), sizer -> org.echosoap.client.scenario.clientstack.ClientStacks.suitePass(client, sizes, server)));
            }
        }
        return parts;
    }

    /** A part of {@code scenario} over the ping-pong of its own bytes ({@link Scenarios#overTcp}). */
    private static Part overTcp(String scenario, int size, RunOptions options) {
        ScenarioParameters p = new ScenarioParameters(size, 0);
        return new Part(scenario, p, options, List.of(),
                sizer -> Scenarios.overTcp(Scenarios.byName(scenario, p, options.stack(), sizer), sizer));
    }

    /** Null when the column's server answers its doNothing rightly, else why not (one line). */
    private static String rpcColumnProblem(RpcColumn column, RunOptions options) {
        String name = column.scenario("doNothing");
        if (Scenarios.rpcSystem(name) == null && !name.startsWith("latency.") && !name.startsWith("json.")) {
            return "this client has no " + column.displayName() + " calls";
        }
        try {
            Scenario s = Scenarios.byName(name, new ScenarioParameters(-1, 0), options.stack(), Preflight.sizer(options));
            return Preflight.check(options, List.of(s.measured()));
        } catch (IllegalStateException | IllegalArgumentException e) {
            return e.getMessage();
        }
    }
}
