package org.echosoap.client.report;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.echosoap.client.scenario.clientstack.ClientStacks;
import org.echosoap.client.stats.CostEstimate;

/**
 * The matrix suite's table (seed 002's mixed client/server charts): per operation and size, one line per client
 * stack and server stack with the raw client's and the client stack's mean µs per message and the client stack's own
 * cost (its call minus the raw client's request to the same service) ± 95% CI; then seed 002's bottom line: per
 * client/server pair, the time of one pass of the whole Benchmark suite (every operation the client stacks call, at
 * the suite's sizes, once each; the {@code clientstack.STACK.suite} parts), beside seed 002's four figures of 2006 and
 * each as a multiple of ADB client -> ADB service, the seed's fastest pair. A pair that could not be measured is a row
 * saying why.
 */
public final class MatrixTable {

    private MatrixTable() {
    }

    /** How a pair the client cannot call is listed among the suite's skipped parts (and found again here). */
    private static final String UNSERVED = "pair ";

    /** Seed 002's bottom line (2006, seconds for its whole suite), by our pair names. */
    static final Map<String, Double> SEED_SECONDS = seedSeconds();

    /** The pair the seed's and our ratios are taken against: its fastest, Axis2 ADB at both ends. */
    static final String REFERENCE_PAIR = pair("axis2-adb", "axis2-adb");

    private static Map<String, Double> seedSeconds() {
        Map<String, Double> m = new LinkedHashMap<>();
        m.put(pair("axis2-adb", "axis2-adb"), 178.829);
        m.put(pair("axis2-xmlbeans", "axis2-xmlbeans"), 330.093);
        m.put(pair("axis1", "axis2-adb"), 421.219);
        m.put(pair("axis1", "axis1"), 1359.094);
        return java.util.Collections.unmodifiableMap(m);
    }

    /** "axis1 client -> axis2-adb service". */
    static String pair(String client, String server) {
        return client + " client -> " + server + " service";
    }

    /** The skipped-list line of a pair the client stack cannot call (its preflight's one-line reason). */
    public static String unservedPair(String client, String server, String problem) {
        return UNSERVED + pair(client, server) + ": not measured: " + problem;
    }

    public static String render(SuiteReport suite, String title) {
        StringBuilder sb = new StringBuilder();
        SuiteTable.heading(sb, suite, title, o -> o.target() + " (Axis2) and the stacks' WARs next to it");
        sb.append(String.format(Locale.ROOT, "%-26s %7s %-14s %-14s %10s %10s %22s %7s %7s%n", "operation", "size",
                "client", "server", "raw µs", "stack µs", "client stack µs/msg", "±%", "errors"));
        String lastCell = "";
        Map<String, RunReport> passes = new LinkedHashMap<>(); // "cxf client -> axis2 service": its pass part
        for (RunReport part : suite.parts()) {
            String[] stackAndOp = stackAndOperation(part.scenario());
            if (stackAndOp == null) {
                continue;
            }
            if (stackAndOp[1].equals(ClientStacks.SUITE_PASS)) {
                passes.put(pair(stackAndOp[0], part.options().stack().key()), part);
                continue;
            }
            String cell = stackAndOp[1] + "/" + part.size();
            boolean first = !cell.equals(lastCell);
            lastCell = cell;
            EndpointFigures raw = figures(part, "baseline");
            EndpointFigures stack = figures(part, "measured");
            Optional<CostEstimate> cost = part.costs().stream().findFirst();
            boolean steady = cost.map(c -> RowStanding.steady(part, c)).orElse(false);
            long errors = part.endpoints().stream().mapToLong(EndpointFigures::errors).sum();
            sb.append(String.format(Locale.ROOT, "%-26s %7s %-14s %-14s %10s %10s %22s %7s %7d%s%n",
                    first ? stackAndOp[1] : "", first ? (part.size() < 0 ? "-" : String.format(Locale.ROOT, "%,d",
                            part.size())) : "",
                    stackAndOp[0], part.options().stack().key(), mean(raw), mean(stack),
                    cost.map(SuiteTable::overBaseline).orElse("-"), cost.map(SuiteTable::relativeCi).orElse("-"),
                    errors, steady ? "" : "  " + RowStanding.NOT_STEADY));
        }
        String statistic = suite.parts().isEmpty() ? "median" : suite.parts().get(0).options().statistic().key();
        sb.append(String.format(Locale.ROOT, "(raw = echosoap's raw client (prepared request bytes, a byte-scanning check) "
                + "sending the same request to the same service;%n stack = the call through the generated client, its "
                + "answer checked value by value (the check's time taken out, as the raw client's);%n client stack "
                + "µs/msg = mean over block pairs of the difference in block %ss, stack - raw, ± 95%% CI: what the%n"
                + " client stack itself costs per message beyond the raw client; the server's work is in both and cancels)%n",
                statistic));
        SuiteTable.standingNote(sb, sb.toString());
        bottomLine(sb, passes, suite.skipped());
        SuiteTable.precisionSummary(suite, sb);
        SuiteTable.closing(sb, suite);
        return sb.toString();
    }

    /**
     * Seed 002's bottom line: per pair, the mean time of one pass of the whole suite, its passes and errors, and its
     * multiple of the reference pair's, beside the seed's seconds and multiple where the seed measured that pair.
     */
    static void bottomLine(StringBuilder sb, Map<String, RunReport> passes, List<String> skipped) {
        List<String> unserved = skipped.stream().filter(s -> s.startsWith(UNSERVED)).toList();
        if (passes.isEmpty() && unserved.isEmpty()) {
            return;
        }
        String sizes = passes.values().stream().findFirst().map(p -> figures(p, "measured"))
                .map(f -> f.path().replaceAll("^.*#suite\\((.*)\\)$", "$1")).orElse("");
        sb.append(String.format(Locale.ROOT, "%nbottom line (seed 002's time for running the whole suite): per pair, one "
                + "pass of all %d operations of%nthe contract (echo, send and receive of each type, echoVoid) at sizes %s, "
                + "once each; mean ms per pass%n(seed 002: seconds for its whole suite in 2006; x ADB = multiple of ADB "
                + "client -> ADB service, the seed's fastest pair)%n",
                org.echosoap.client.stackapi.BenchmarkCall.values().length, sizes));
        sb.append(String.format(Locale.ROOT, "  %-48s %10s %8s %7s %7s %12s %7s%n", "pair", "ms/pass", "x ADB", "passes",
                "errors", "seed 002 s", "x ADB"));
        EndpointFigures reference = passes.containsKey(REFERENCE_PAIR) ? figures(passes.get(REFERENCE_PAIR), "measured")
                : null;
        double referenceMicros = reference == null || reference.latencyMicros().count() == 0 ? Double.NaN
                : reference.latencyMicros().meanMicros();
        double seedReference = SEED_SECONDS.get(REFERENCE_PAIR);
        for (Map.Entry<String, RunReport> e : passes.entrySet()) {
            EndpointFigures f = figures(e.getValue(), "measured");
            boolean measured = f != null && f.latencyMicros().count() > 0;
            double micros = measured ? f.latencyMicros().meanMicros() : Double.NaN;
            Double seed = SEED_SECONDS.get(e.getKey());
            sb.append(String.format(Locale.ROOT, "  %-48s %10s %8s %7d %7d %12s %7s%n", e.getKey(),
                    measured ? String.format(Locale.ROOT, "%,.2f", micros / 1000) : "-",
                    measured && Double.isFinite(referenceMicros) ? String.format(Locale.ROOT, "%.2f", micros / referenceMicros) : "-",
                    measured ? f.latencyMicros().count() : 0, f == null ? 0 : f.errors(),
                    seed == null ? "" : String.format(Locale.ROOT, "%,.1f", seed),
                    seed == null ? "" : String.format(Locale.ROOT, "%.2f", seed / seedReference)));
        }
        for (String s : unserved) {
            sb.append("  ").append(s.substring(UNSERVED.length())).append(System.lineSeparator());
        }
    }

    /** {cxf, echoInts} of {@code clientstack.cxf.echoInts}, or null for another scenario. */
    static String[] stackAndOperation(String scenario) {
        if (!ClientStacks.isClientStack(scenario)) {
            return null;
        }
        String rest = scenario.substring(ClientStacks.PREFIX.length());
        int dot = rest.indexOf('.');
        return dot < 0 ? null : new String[] {rest.substring(0, dot), rest.substring(dot + 1)};
    }

    private static EndpointFigures figures(RunReport part, String role) {
        List<EndpointFigures> e = part.endpoints().stream().filter(f -> f.role().equals(role)).toList();
        return e.isEmpty() ? null : e.get(0);
    }

    private static String mean(EndpointFigures e) {
        return e == null || e.latencyMicros().count() == 0 ? "-" : String.format(Locale.ROOT, "%.1f", e.latencyMicros().meanMicros());
    }
}
