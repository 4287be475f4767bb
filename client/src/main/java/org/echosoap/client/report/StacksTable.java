package org.echosoap.client.report;

import java.util.List;
import java.util.Locale;
import org.echosoap.client.config.DurationConverter;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.compare.WelchTest;

/**
 * The stacks suite's table (issue 14): per scenario and size, one line per stack with its cost over its own WAR's
 * baseline ± 95% CI, the CI relative to the cost, the ratio to the fastest stack ({@code ~} when Welch's test finds
 * no significant difference, as benchstat prints it) and the server allocation per message beyond the baseline's.
 */
public final class StacksTable {

    private StacksTable() {
    }

    public static String render(SuiteReport suite, String title) {
        StringBuilder sb = new StringBuilder();
        sb.append(title).append(System.lineSeparator());
        if (!suite.parts().isEmpty()) {
            RunOptions o = suite.parts().get(0).options();
            sb.append(String.format(Locale.ROOT, "target %s (Axis2) and the stacks' WARs next to it; %s; blocks of %s, "
                            + "interleaved A B B A, each part %s;%neach endpoint primed until steady (at most %s)%n",
                    o.target(), RunReportBuilder.connections(o.connections()), DurationConverter.format(o.duration()),
                    ConsoleTable.stopRule(o), DurationConverter.format(o.prime())));
        }
        sb.append(String.format(Locale.ROOT, "client %s (%d CPUs), %s%n%n", suite.environment().clientHost(),
                suite.environment().cpus(), suite.environment().jvm()));
        sb.append(String.format(Locale.ROOT, "%-30s %7s %-6s %20s %7s %11s %16s %7s%n", "scenario", "size", "stack",
                "cost µs/msg", "±%", "× fastest", "alloc B/msg", "errors"));
        for (StackComparison.Group g : StackComparison.of(suite.parts())) {
            boolean first = true;
            for (StackComparison.Row r : g.rows()) {
                sb.append(String.format(Locale.ROOT, "%-30s %7s %-6s %20s %7s %11s %16s %7d%n",
                        first ? abbreviate(g.scenario(), 30) : "",
                        first ? (g.size() < 0 ? "-" : String.format(Locale.ROOT, "%,d", g.size())) : "",
                        r.stack().key(),
                        r.cost().map(c -> ConsoleTable.plusMinus(c.perMessageCostMicros(), c.ci95Micros())).orElse("-"),
                        r.cost().map(SuiteTable::relativeCi).orElse("-"), ratio(g, r), alloc(r), errors(suite, g, r)));
                first = false;
            }
        }
        String statistic = suite.parts().isEmpty() ? "median" : suite.parts().get(0).options().statistic().key();
        sb.append(String.format(Locale.ROOT, "(cost = mean over block pairs of the difference in block %ss between the "
                + "stack's SOAP endpoint and its own WAR's /baseline/null%n answering as many bytes, ± 95%% CI; "
                + "× fastest = cost ÷ the lowest cost of the group, '~' = not significantly different%n from the fastest "
                + "(Welch's t test on the pair costs, p >= %.2f); alloc = the SOAP endpoint's server allocation per "
                + "message%n minus its baseline's, from Server-Timing)%n", statistic, WelchTest.ALPHA));
        SuiteTable.precisionSummary(suite, sb);
        if (!suite.skipped().isEmpty()) {
            sb.append(String.format(Locale.ROOT, "%nskipped:%n"));
            suite.skipped().forEach(s -> sb.append("  - ").append(s).append(System.lineSeparator()));
        }
        List<String> warnings = suite.warningLines();
        if (!warnings.isEmpty()) {
            sb.append(String.format(Locale.ROOT, "%nwarnings:%n"));
            warnings.forEach(w -> sb.append("  ! ").append(w).append(System.lineSeparator()));
        }
        if (suite.suite() != null) {
            sb.append(String.format(Locale.ROOT, "%nwhole suite: %.1f s%s%n", suite.elapsedNanos() / 1e9,
                    suite.complete() ? "" : " (INCOMPLETE)"));
        }
        return sb.toString();
    }

    /** "1.00 fastest", "1.35", "~1.02" (not significantly different), "-" (unknown). */
    static String ratio(StackComparison.Group g, StackComparison.Row r) {
        if (!Double.isFinite(r.ratioToFastest())) {
            return "-";
        }
        boolean fastest = g.fastest().map(f -> f.stack() == r.stack()).orElse(false);
        if (fastest) {
            return "fastest";
        }
        return String.format(Locale.ROOT, "%s%.2f", r.differsFromFastest() ? "" : "~", r.ratioToFastest());
    }

    private static String alloc(StackComparison.Row r) {
        double over = r.allocOverBaselineBytes();
        return Double.isFinite(over) ? String.format(Locale.ROOT, "%,.0f", over) : "-";
    }

    private static long errors(SuiteReport suite, StackComparison.Group g, StackComparison.Row r) {
        return suite.parts().stream()
                .filter(p -> p.scenario().equals(g.scenario()) && p.size() == g.size() && p.options().stack() == r.stack())
                .flatMap(p -> p.endpoints().stream()).mapToLong(EndpointFigures::errors).sum();
    }

    private static String abbreviate(String s, int max) {
        return s.length() <= max ? s : s.substring(0, max - 1) + "…";
    }
}
