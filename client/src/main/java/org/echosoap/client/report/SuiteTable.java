package org.echosoap.client.report;

import java.util.Locale;
import java.util.Optional;
import org.echosoap.client.config.DurationConverter;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.stats.CostEstimate;

/**
 * The table of a suite or a size sweep: one row per endpoint and size, with msgs/s, µs/msg, the cost over the
 * baseline ± 95% CI and the server's share; then what was skipped and the warnings, and the suite's total time
 * (the 2006 study's bottom line).
 */
public final class SuiteTable {

    private SuiteTable() {
    }

    public static String render(SuiteReport suite, String title) {
        StringBuilder sb = new StringBuilder();
        sb.append(title).append(System.lineSeparator());
        if (!suite.parts().isEmpty()) {
            RunOptions o = suite.parts().get(0).options();
            sb.append(String.format(Locale.ROOT, "target %s; %s, %d trial%s x %s (+%s warm-up) per endpoint after %s priming, alternating%n",
                    o.targetBase(), RunReportBuilder.connections(o.connections()), o.repeat(), o.repeat() == 1 ? "" : "s",
                    DurationConverter.format(o.duration()), DurationConverter.format(o.warmup()),
                    DurationConverter.format(o.prime())));
        }
        sb.append(String.format(Locale.ROOT, "client %s (%d CPUs), %s%n%n", suite.environment().clientHost(),
                suite.environment().cpus(), suite.environment().jvm()));
        sb.append(String.format(Locale.ROOT, "%-34s %8s %10s %10s %18s %9s %9s %10s %7s%n",
                "scenario / endpoint", "size", "msgs/s", "µs/msg", "over baseline µs", "p50 µs", "p99 µs", "server µs",
                "errors"));
        for (RunReport part : suite.parts()) {
            for (EndpointFigures e : part.endpoints()) {
                Optional<CostEstimate> cost = part.costs().stream()
                        .filter(c -> c.soapEndpoint().equals(e.endpoint())).findFirst();
                String over = cost.map(c -> ConsoleTable.plusMinus(c.perMessageCostMicros(), c.ci95Micros()))
                        .orElse(e.role().equals("baseline") ? "(baseline)" : "");
                String label = e.role().equals("baseline") ? "  " + e.endpoint() + " " + e.path().replaceFirst("^/baseline/null", "")
                        : e.endpoint();
                if (!part.options().keepAlive()) {
                    label += " (new connection per request)"; // seed 003's "TCP setup time" row
                }
                sb.append(String.format(Locale.ROOT, "%-34s %8s %,10.0f %10.1f %18s %9.1f %9.1f %10s %7d%n",
                        abbreviate(label, 34), part.size() < 0 ? "-" : String.format(Locale.ROOT, "%,d", part.size()),
                        e.throughputPerSec(), e.latencyMicros().meanMicros(), over, e.latencyMicros().p50Micros(),
                        e.latencyMicros().p99Micros(),
                        e.serverAppMicros().count() == 0 ? "-" : String.format(Locale.ROOT, "%.1f", e.serverAppMicros().meanMicros()),
                        e.errors()));
            }
        }
        sb.append(String.format(Locale.ROOT,
                "(µs/msg = mean latency of the shown trial; 'over baseline' = paired mean difference ± 95%% CI over all rounds;%n"
                        + " baselines answer the same request with an answer of the same length)%n"));
        if (!suite.skipped().isEmpty()) {
            sb.append(String.format(Locale.ROOT, "%nskipped:%n"));
            suite.skipped().forEach(s -> sb.append("  - ").append(s).append(System.lineSeparator()));
        }
        boolean anyWarning = suite.parts().stream().anyMatch(p -> !p.warnings().isEmpty());
        if (anyWarning) {
            sb.append(String.format(Locale.ROOT, "%nwarnings:%n"));
            suite.parts().forEach(p -> p.warnings().forEach(w -> sb.append("  ! ").append(partLabel(p)).append(": ")
                    .append(w).append(System.lineSeparator())));
        }
        if (suite.suite() != null) {
            sb.append(String.format(Locale.ROOT, "%nwhole suite: %.1f s%s%n", suite.elapsedNanos() / 1e9,
                    suite.complete() ? "" : " (INCOMPLETE)"));
        }
        return sb.toString();
    }

    private static String partLabel(RunReport part) {
        return part.scenario() + (part.size() < 0 ? "" : " size " + part.size())
                + (part.options().keepAlive() ? "" : " (new connection per request)");
    }

    private static String abbreviate(String s, int max) {
        return s.length() <= max ? s : s.substring(0, max - 1) + "…";
    }
}
