package org.echosoap.client.report;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.echosoap.client.scenario.ClientStacks;
import org.echosoap.client.stats.CostEstimate;

/**
 * The matrix suite's table (seed 002's mixed client/server charts): per operation and size, one line per client
 * stack and server stack with the raw client's and the client stack's mean µs per message and the client stack's own
 * cost (its call minus the raw client's request to the same service) ± 95% CI; then seed 002's bottom line in the
 * form these figures allow: per client/server pair, one call of every cell of the table, mean µs summed.
 */
public final class MatrixTable {

    private MatrixTable() {
    }

    public static String render(SuiteReport suite, String title) {
        StringBuilder sb = new StringBuilder();
        SuiteTable.heading(sb, suite, title, o -> o.target() + " (Axis2) and the stacks' WARs next to it");
        sb.append(String.format(Locale.ROOT, "%-26s %7s %-7s %-7s %10s %10s %22s %7s %7s%n", "operation", "size",
                "client", "server", "raw µs", "stack µs", "client stack µs/msg", "±%", "errors"));
        String lastCell = "";
        Map<String, double[]> pairs = new LinkedHashMap<>(); // "cxf -> axis2": {stack µs, raw µs, cells}
        int cells = 0;
        java.util.Set<String> cellKeys = new java.util.HashSet<>();
        for (RunReport part : suite.parts()) {
            String[] stackAndOp = stackAndOperation(part.scenario());
            if (stackAndOp == null) {
                continue;
            }
            String cell = stackAndOp[1] + "/" + part.size();
            cellKeys.add(cell);
            boolean first = !cell.equals(lastCell);
            lastCell = cell;
            EndpointFigures raw = figures(part, "baseline");
            EndpointFigures stack = figures(part, "measured");
            Optional<CostEstimate> cost = part.costs().stream().findFirst();
            boolean steady = cost.map(c -> RowStanding.steady(part, c)).orElse(false);
            long errors = part.endpoints().stream().mapToLong(EndpointFigures::errors).sum();
            sb.append(String.format(Locale.ROOT, "%-26s %7s %-7s %-7s %10s %10s %22s %7s %7d%s%n",
                    first ? stackAndOp[1] : "", first ? (part.size() < 0 ? "-" : String.format(Locale.ROOT, "%,d",
                            part.size())) : "",
                    stackAndOp[0], part.options().stack().key(), mean(raw), mean(stack),
                    cost.map(SuiteTable::overBaseline).orElse("-"), cost.map(SuiteTable::relativeCi).orElse("-"),
                    errors, steady ? "" : "  " + RowStanding.NOT_STEADY));
            String pair = stackAndOp[0] + " client -> " + part.options().stack().key() + " service";
            double[] sums = pairs.computeIfAbsent(pair, k -> new double[3]);
            if (raw != null && stack != null && stack.latencyMicros().count() > 0 && raw.latencyMicros().count() > 0) {
                sums[0] += stack.latencyMicros().meanMicros();
                sums[1] += raw.latencyMicros().meanMicros();
                sums[2]++;
            }
        }
        cells = cellKeys.size();
        String statistic = suite.parts().isEmpty() ? "median" : suite.parts().get(0).options().statistic().key();
        sb.append(String.format(Locale.ROOT, "(raw = echosoap's raw client (prepared request bytes, a byte-scanning check) "
                + "sending the same request to the same service;%n stack = the call through the generated client, its "
                + "answer checked value by value (the check's time taken out, as the raw client's);%n client stack "
                + "µs/msg = mean over block pairs of the difference in block %ss, stack - raw, ± 95%% CI: what the%n"
                + " client stack itself costs per message beyond the raw client; the server's work is in both and cancels)%n",
                statistic));
        SuiteTable.standingNote(sb, sb.toString());
        if (!pairs.isEmpty()) {
            sb.append(String.format(Locale.ROOT, "%nbottom line (seed 002's 'time for the whole suite' per pair; here: "
                    + "one call of each of the %d cells above, mean µs summed):%n", cells));
            for (Map.Entry<String, double[]> e : pairs.entrySet()) {
                double[] s = e.getValue();
                sb.append(String.format(Locale.ROOT, "  %-32s %,12.1f µs   (raw client %,.1f µs)%s%n", e.getKey(), s[0],
                        s[1], s[2] == cells ? "" : "  INCOMPLETE: " + (int) s[2] + " of " + cells + " cells measured"));
            }
        }
        SuiteTable.precisionSummary(suite, sb);
        SuiteTable.closing(sb, suite);
        return sb.toString();
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
