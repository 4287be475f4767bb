package org.echosoap.client.report;

import java.util.Locale;
import org.echosoap.client.config.SoapStack;
import org.echosoap.client.compare.WelchTest;

/**
 * The stacks suite's table: per scenario and size, one line per stack with its cost over its own WAR's
 * baseline ± 95% CI, the CI relative to the cost, the ratio to the fastest stack ({@code ~} when Welch's test finds
 * no significant difference, as benchstat prints it) and the server allocation per message beyond the baseline's.
 */
public final class StacksTable {

    private StacksTable() {
    }

    /** The stack column: as wide as the longest stack key ({@code axis2-xmlbeans}). */
    static final int STACK_COLUMN_CHARS = SoapStack.all().stream().mapToInt(s -> s.key().length()).max().orElse(6);

    public static String render(SuiteReport suite, String title) {
        StringBuilder sb = new StringBuilder();
        SuiteTable.heading(sb, suite, title, o -> o.target() + " (Axis2) and the stacks' WARs next to it");
        String row = "%-30s %7s %-" + STACK_COLUMN_CHARS + "s %20s %7s %19s %16s %7";
        sb.append(String.format(Locale.ROOT, row + "s%n", "scenario", "size", "stack",
                "cost µs/msg", "±%", "× fastest", "alloc B/msg", "errors"));
        for (StackComparison.Group g : StackComparison.of(suite.parts())) {
            boolean first = true;
            for (StackComparison.Row r : g.rows()) {
                sb.append(String.format(Locale.ROOT, row + "d%n",
                        first ? abbreviate(g.scenario(), 30) : "",
                        first ? (g.size() < 0 ? "-" : String.format(Locale.ROOT, "%,d", g.size())) : "",
                        r.stack().key(), r.cost().map(SuiteTable::overBaseline).orElse("-"),
                        r.cost().map(SuiteTable::relativeCi).orElse("-"), r.rank().text(), alloc(r), errors(suite, g, r)));
                first = false;
            }
        }
        String statistic = suite.parts().isEmpty() ? "median" : suite.parts().get(0).options().statistic().key();
        sb.append(String.format(Locale.ROOT, "(cost = mean over block pairs of the difference in block %ss between the "
                + "stack's SOAP endpoint and its own WAR's /baseline/null%n answering as many bytes, ± 95%% CI; "
                + "× fastest = cost ÷ the lowest cost of the group, '~' = not significantly different%n from the fastest "
                + "(Welch's t test on the parts' epoch costs, which carry the run-to-run spread, p >= %.2f);%n"
                + " alloc = the SOAP endpoint's server allocation per message minus its baseline's, from Server-Timing)%n",
                statistic, WelchTest.ALPHA));
        SuiteTable.standingNote(sb, sb.toString());
        SuiteTable.precisionSummary(suite, sb);
        SuiteTable.closing(sb, suite);
        return sb.toString();
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
