package org.echosoap.client.report;

import java.util.Locale;
import java.util.Optional;
import org.echosoap.client.config.DurationConverter;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.stats.CostEstimate;

/**
 * The run's table in the shape of seeds 000/001: one row per endpoint (null, bytes, chars, EchoFloat), with
 * msgs/s, µs/msg, the cost over the baseline with its 95% CI, p50/p99 and errors, then the per-message SOAP
 * cost spelled out with its inputs (baseline, SOAP, difference, error: JMH's "score ± error").
 */
public final class ConsoleTable {

    private ConsoleTable() {
    }

    public static String render(RunReport report) {
        return render(report, false);
    }

    /** With {@code verbose}, also the client's own CPU and allocation per request sent. */
    public static String render(RunReport report, boolean verbose) {
        RunOptions o = report.options();
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "echosoap run: scenario %s, target %s%n", report.scenario(), o.targetBase()));
        sb.append(String.format(Locale.ROOT, "%s, %d trial%s x %s (+%s warm-up) per endpoint after %s priming, alternating; %s trial shown%s%n",
                RunReportBuilder.connections(o.connections()), o.repeat(), o.repeat() == 1 ? "" : "s",
                DurationConverter.format(o.duration()), DurationConverter.format(o.warmup()), DurationConverter.format(o.prime()),
                o.pick().name().toLowerCase(Locale.ROOT), o.keepAlive() ? "" : "; NEW CONNECTION PER REQUEST"));
        sb.append(String.format(Locale.ROOT, "client %s (%d CPUs), %s%n%n", report.environment().clientHost(),
                report.environment().cpus(), report.environment().jvm()));

        String baselineName = report.endpoints().stream().filter(e -> e.role().equals("baseline"))
                .map(EndpointFigures::endpoint).findFirst().orElse(null);
        String overHeader = baselineName == null ? "" : "over " + baselineName + " µs";
        sb.append(String.format(Locale.ROOT, "%-12s %10s %9s %18s %9s %9s %9s %10s %8s%n",
                "endpoint", "msgs/s", "µs/msg", overHeader, "p50 µs", "p99 µs", "server µs", "alloc B", "errors"));
        for (EndpointFigures e : report.endpoints()) {
            String over = "";
            Optional<CostEstimate> cost = costOf(report, e.endpoint());
            if (cost.isPresent()) {
                over = plusMinus(cost.get().perMessageCostMicros(), cost.get().ci95Micros());
            } else if (e.role().equals("baseline")) {
                over = "-";
            }
            sb.append(String.format(Locale.ROOT, "%-12s %,10.0f %9.1f %18s %9.1f %9.1f %9s %10s %8d%n",
                    e.endpoint(), e.throughputPerSec(), e.latencyMicros().meanMicros(), over,
                    e.latencyMicros().p50Micros(), e.latencyMicros().p99Micros(),
                    e.serverAppMicros().count() == 0 ? "-" : String.format(Locale.ROOT, "%.1f", e.serverAppMicros().meanMicros()),
                    e.allocation().count() == 0 ? "-" : String.format(Locale.ROOT, "%,.0f", e.allocation().meanBytes()),
                    e.errors()));
        }
        sb.append(String.format(Locale.ROOT,
                "(µs/msg = mean latency of the shown trial; 'over' = paired mean difference over all rounds ± 95%% CI;%n"
                        + " server = Server-Timing time inside the webapp; alloc = bytes the server allocated per message)%n"));
        for (CostEstimate c : report.costs()) {
            sb.append(String.format(Locale.ROOT, "%nper-message cost of %s over %s: %s µs (95%% CI, %d pair%s); p50 difference %.1f µs%n",
                    c.soapEndpoint(), c.baselineEndpoint(), plusMinus(c.perMessageCostMicros(), c.ci95Micros()),
                    c.pairs(), c.pairs() == 1 ? "" : "s", c.perMessageCostP50Micros()));
            sb.append(String.format(Locale.ROOT, "  %s %.1f µs - %s %.1f µs%n",
                    c.soapEndpoint(), c.soapMicros(), c.baselineEndpoint(), c.baselineMicros()));
            if (c.hasServerSplit()) {
                sb.append(String.format(Locale.ROOT, "  inside the webapp (Server-Timing): %+.1f µs; network + HTTP stack + client: %+.1f µs%n",
                        c.serverCostMicros(), c.networkAndHttpCostMicros()));
            }
        }
        if (verbose) {
            sb.append(String.format(Locale.ROOT, "%nclient cost per request sent (load threads, warm-up included):%n"));
            for (EndpointFigures e : report.endpoints()) {
                sb.append(String.format(Locale.ROOT, "  %-12s %7.1f µs CPU  %,9.0f bytes allocated  (%,d requests)%n",
                        e.endpoint(), e.clientCpuMicrosPerRequest(), e.allocation().clientBytesPerRequest(),
                        e.requestsSent()));
            }
        }
        if (!report.warnings().isEmpty()) {
            sb.append(String.format(Locale.ROOT, "%nwarnings:%n"));
            report.warnings().forEach(w -> sb.append("  ! ").append(w).append(System.lineSeparator()));
        }
        return sb.toString();
    }

    private static Optional<CostEstimate> costOf(RunReport report, String endpoint) {
        return report.costs().stream().filter(c -> c.soapEndpoint().equals(endpoint)).findFirst();
    }

    /** "44.0 ± 3.2", or "44.0" when there is no interval (a single pair). */
    static String plusMinus(double value, double ci95) {
        return Double.isNaN(ci95) ? String.format(Locale.ROOT, "%.1f", value)
                : String.format(Locale.ROOT, "%.1f ± %.1f", value, ci95);
    }
}
