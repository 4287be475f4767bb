package org.echosoap.client.report;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import org.echosoap.client.config.Durations;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.stats.CostEstimate;

/**
 * The table of a suite or a size sweep: one row per endpoint and size, with msgs/s, µs/msg, the cost over the
 * baseline ± 95% CI and the server's share; then what was skipped and the warnings, and the suite's total time
 * (the 2006 study's bottom line). A row whose priming did not end steady is marked {@value RowStanding#NOT_STEADY}
 * at its end; a cost from fewer pairs than the precision rule's first look reads {@value
 * RowStanding#NOT_MEASURED_ENOUGH} ({@link RowStanding}).
 */
public final class SuiteTable {

    private SuiteTable() {
    }

    public static String render(SuiteReport suite, String title) {
        StringBuilder sb = new StringBuilder();
        heading(sb, suite, title, RunOptions::targetBase);
        sb.append(String.format(Locale.ROOT, "%-34s %8s %10s %9s %9s %20s %6s %9s %10s %7s%n",
                "scenario / endpoint", "size", "msgs/s", "p50 µs", "mean µs", "over baseline µs", "±%", "p99 µs",
                "server µs", "errors"));
        for (RunReport part : suite.parts()) {
            for (EndpointFigures e : part.endpoints()) {
                Optional<CostEstimate> cost = part.costs().stream()
                        .filter(c -> c.soapEndpoint().equals(e.endpoint())).findFirst();
                String over = cost.map(SuiteTable::overBaseline)
                        .orElse(e.role().equals("baseline") ? "(baseline)" : "");
                // A cost depends on both sides' priming; a baseline row on its own.
                boolean steady = cost.map(c -> RowStanding.steady(part, c))
                        .orElse(RowStanding.steady(part, e.endpoint()));
                String relative = cost.map(c -> relativeCi(c)).orElse("");
                String label = e.role().equals("baseline") ? "  " + e.endpoint() + " " + e.path().replaceFirst("^/baseline/null", "")
                        : e.endpoint();
                if (!part.options().keepAlive()) {
                    label += " (new connection per request)"; // seed 003's "TCP setup time" row
                }
                sb.append(String.format(Locale.ROOT, "%-34s %8s %,10.0f %9.1f %9.1f %20s %6s %9.1f %10s %7d%s%n",
                        abbreviate(label, 34), part.size() < 0 ? "-" : String.format(Locale.ROOT, "%,d", part.size()),
                        e.throughputPerSec(), e.latencyMicros().p50Micros(), e.latencyMicros().meanMicros(), over,
                        relative, e.latencyMicros().p99Micros(),
                        e.serverAppMicros().count() == 0 ? "-" : String.format(Locale.ROOT, "%.1f", e.serverAppMicros().meanMicros()),
                        e.errors(), steady ? "" : "  " + RowStanding.NOT_STEADY));
            }
        }
        String statistic = suite.parts().isEmpty() ? "median" : suite.parts().get(0).options().statistic().key();
        sb.append(String.format(Locale.ROOT,
                "(figures pool every measured block; 'over baseline' = mean over block pairs of the difference in block "
                        + "%ss ± 95%% CI;%n ±%% = that CI relative to the cost; baselines answer the same request with an "
                        + "answer of the same length)%n", statistic));
        standingNote(sb, sb.toString());
        precisionSummary(suite, sb);
        closing(sb, suite);
        return sb.toString();
    }

    /** The title, the settings every part shares (with {@code target}'s view of the URL) and the client's line. */
    static void heading(StringBuilder sb, SuiteReport suite, String title, Function<RunOptions, String> target) {
        sb.append(title).append(System.lineSeparator());
        if (!suite.parts().isEmpty()) {
            RunOptions o = suite.firstPassPart().options();
            sb.append(String.format(Locale.ROOT, "target %s; %s; blocks of %s, interleaved A B B A, each part %s;%n"
                            + "each endpoint primed until steady (at most %s)%n",
                    target.apply(o), RunReportBuilder.connections(o.connections()), Durations.format(o.duration()),
                    ConsoleTable.stopRule(o), ConsoleTable.primeLimit(o)));
        }
        sb.append(String.format(Locale.ROOT, "client %s (%d CPUs), %s%n%n", suite.environment().clientHost(),
                suite.environment().cpus(), suite.environment().jvm()));
    }

    /** What was skipped, the warnings and, for a suite, its resolution, the machine's noise and its whole time. */
    static void closing(StringBuilder sb, SuiteReport suite) {
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
            Resolution.summary(suite, sb);
            SuiteNoise.summary(suite, sb);
            sb.append(String.format(Locale.ROOT, "%nwhole suite: %.1f s%s%n", suite.elapsedNanos() / 1e9,
                    suite.complete() ? "" : " (INCOMPLETE)"));
        }
    }

    /**
     * "42.3 ± 1.2"; "not resolved here (±N µs)" when the interval is wider than half the cost, {@value
     * RowStanding#NOT_MEASURED_ENOUGH} for a cost from too few pairs ({@link Resolution#cell}).
     */
    static String overBaseline(CostEstimate c) {
        return Resolution.cell(c, ConsoleTable.plusMinus(c.perMessageCostMicros(), c.ci95Micros()));
    }

    /** What the marks that {@code table} uses mean, under it. */
    static void standingNote(StringBuilder sb, String table) {
        if (table.contains(RowStanding.NOT_STEADY)) {
            sb.append(String.format(Locale.ROOT, "(%s = priming ended before MSER-5 found the endpoint's block medians "
                    + "steady: its figures may be biased upward and are not ranked)%n", RowStanding.NOT_STEADY));
        }
        if (table.contains(RowStanding.NOT_MEASURED_ENOUGH)) {
            sb.append(String.format(Locale.ROOT, "(%s = fewer than %d pairs, the precision rule's first look: the "
                    + "number is in result.json, not printed or ranked)%n", RowStanding.NOT_MEASURED_ENOUGH,
                    org.echosoap.client.config.PrecisionTarget.MIN_PAIRS));
        }
        if (table.contains(" " + Resolution.INSIDE + " ")) {
            sb.append(String.format(Locale.ROOT, "(%s N ± M = the whole cost is not resolved here; its part inside the "
                    + "webapp is: the same pairs' difference in the server's own time (Server-Timing) ± 95%% CI; the "
                    + "part outside it%n (Tomcat's connector, the kernel, the client) needs the longer run the "
                    + "resolution line names)%n", Resolution.INSIDE));
        }
        if (table.contains(Resolution.NOT_RESOLVED)) {
            sb.append(String.format(Locale.ROOT, "(%s (±N µs) = the 95%% interval is wider than half the cost: the "
                    + "figure is in result.json (resolved: false), not printed or ranked)%n", Resolution.NOT_RESOLVED));
        }
    }

    /**
     * "4.8%" (of the inside figure when that leads the cell); "-" without an interval, or when the cost is not printed (not resolved, or not measured enough: a
     * percentage of a figure the table does not show says nothing).
     */
    static String relativeCi(CostEstimate c) {
        if (Resolution.insideLeads(c)) {
            return String.format(Locale.ROOT, "%.1f%%", 100 * c.inside().relativeCi95()); // the printed figure's
        }
        double r = c.cost().relativeCi95();
        if (!Double.isFinite(r) || !Resolution.resolved(c)) {
            return "-";
        }
        return String.format(Locale.ROOT, "%.1f%%", 100 * r);
    }

    /**
     * The suite's precision in one line: how many costs met the target, the median relative CI, and how many have a
     * CI wider than the cost itself (which then says nothing).
     */
    static void precisionSummary(SuiteReport suite, StringBuilder sb) {
        List<CostEstimate> costs = suite.parts().stream().flatMap(p -> p.costs().stream()).toList();
        if (costs.isEmpty() || suite.firstPassPart().options().precision().isOff()) {
            return;
        }
        var target = suite.firstPassPart().options().precision();
        // Each part by its own target (a layer pair's is relative to its plain message's latency).
        long met = suite.parts().stream().mapToLong(p -> p.costs().stream()
                .filter(c -> c.cost().meets(p.options().precision(), c.baselineMicros())).count()).sum();
        double[] relative = costs.stream().mapToDouble(c -> c.cost().relativeCi95()).filter(Double::isFinite).sorted().toArray();
        long wider = costs.stream().filter(c -> !(c.ci95Micros() < Math.abs(c.perMessageCostMicros()))).count();
        double median = relative.length == 0 ? Double.NaN : relative.length % 2 == 1 ? relative[relative.length / 2]
                : (relative[relative.length / 2 - 1] + relative[relative.length / 2]) / 2;
        sb.append(String.format(Locale.ROOT, "precision: %d of %d costs within %s; median CI ±%.1f%% of the cost; "
                + "%d with a CI as wide as the cost or wider (or none)%n", met, costs.size(), target.describe(),
                100 * median, wider));
    }

    private static String abbreviate(String s, int max) {
        return s.length() <= max ? s : s.substring(0, max - 1) + "…";
    }
}
