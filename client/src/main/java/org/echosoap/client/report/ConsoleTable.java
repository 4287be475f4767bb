package org.echosoap.client.report;

import java.util.Locale;
import java.util.Optional;
import org.echosoap.client.config.Durations;
import org.echosoap.client.config.PrecisionTarget;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.result.MeasuredRun;
import org.echosoap.client.scenario.Protocol;
import org.echosoap.client.scenario.service.ServiceScenario;
import org.echosoap.client.config.BlockStatistic;
import org.echosoap.client.stats.BytesHold;
import org.echosoap.client.stats.CostEstimate;
import org.echosoap.client.stats.PairedEstimate;
import org.echosoap.client.stats.SteadyState;
import org.echosoap.client.stats.RunToRun;

/**
 * The run's table in the shape of seeds 000/001: one row per endpoint (null, bytes, chars, EchoFloat), with
 * msgs/s, p50 and mean latency, the cost over the baseline with its 95% CI, p99 and errors, all pooled over every
 * measured block; then the per-message SOAP cost spelled out with its inputs (baseline, SOAP, difference, error:
 * JMH's "score ± error"), the precision reached and the inside/outside split with their own intervals.
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
        boolean otherThanHttp = report.endpoints().stream()
                .anyMatch(e -> Protocol.Kind.ofPath(e.path()) != Protocol.Kind.HTTP);
        sb.append(String.format(Locale.ROOT, "%s%s; blocks of %s, interleaved A B B A; %s%s%s%n",
                RunReportBuilder.connections(o.connections()), pacing(o), Durations.format(o.duration()),
                stopRule(o), o.keepAlive() ? "" : "; NEW CONNECTION PER REQUEST",
                otherThanHttp ? "; a blocking thread per connection for every row (the event loops drive HTTP only)"
                        : ""));
        String priming = priming(report);
        if (!priming.isEmpty()) {
            sb.append(priming).append(System.lineSeparator());
        }
        sb.append(String.format(Locale.ROOT, "client %s (%d CPUs), %s%n%n", report.environment().clientHost(),
                report.environment().cpus(), report.environment().jvm()));

        String baselineName = report.endpoints().stream().filter(e -> e.role().equals("baseline"))
                .map(EndpointFigures::endpoint).findFirst().orElse(null);
        String overHeader = baselineName == null ? "" : "over " + baselineName + " µs";
        // The endpoint column as wide as the longest name (at least 12: the golden layout of the bundled scenarios).
        int nameWidth = Math.max(12, report.endpoints().stream().mapToInt(e -> e.endpoint().length()).max().orElse(0));
        String nameColumn = "%-" + nameWidth + "s";
        sb.append(String.format(Locale.ROOT, nameColumn + " %10s %9s %9s %18s %9s %9s %10s %8s%n",
                "endpoint", "msgs/s", "p50 µs", "mean µs", overHeader, "p99 µs", "server µs", "alloc B", "errors"));
        for (EndpointFigures e : report.endpoints()) {
            String over = "";
            Optional<CostEstimate> cost = costOf(report, e.endpoint());
            if (cost.isPresent()) {
                over = plusMinus(cost.get().perMessageCostMicros(), cost.get().ci95Micros());
            } else if (e.role().equals("baseline")) {
                over = "-";
            }
            sb.append(String.format(Locale.ROOT, nameColumn + " %,10.0f %9.1f %9.1f %18s %9.1f %9s %10s %8d%n",
                    e.endpoint(), e.throughputPerSec(), e.latencyMicros().p50Micros(), e.latencyMicros().meanMicros(),
                    over, e.latencyMicros().p99Micros(),
                    e.serverAppMicros().count() == 0 ? "-" : String.format(Locale.ROOT, "%.1f", e.serverAppMicros().meanMicros()),
                    e.allocation().count() == 0 ? "-" : String.format(Locale.ROOT, "%,.0f", e.allocation().meanBytes()),
                    e.errors()));
        }
        sb.append(String.format(Locale.ROOT,
                "(every figure pools all measured blocks; 'over' = mean over block pairs of the difference in block %ss"
                        + " ± 95%% CI;%n server = mean time inside the webapp (Server-Timing); alloc = bytes the server"
                        + " allocated per message)%n", o.statistic().key()));
        if (otherThanHttp) {
            sb.append(bytesLine(report)).append(System.lineSeparator());
        }
        String rates = rateLine(report);
        if (!rates.isEmpty()) {
            sb.append(rates).append(System.lineSeparator());
        }
        if (baselineName == null && report.scenario().equals(ServiceScenario.NAME)) {
            sb.append(String.format(Locale.ROOT, "%nno baseline (--baseline-url none): these are the service's own latencies;"
                    + " without the fixed HTTP and servlet part subtracted, no SOAP cost can be given%n"));
        }
        for (CostEstimate c : report.costs()) {
            // Without an interval (a single pair) the parenthesis says so rather than "95% CI" beside no ±.
            sb.append(String.format(Locale.ROOT, "%nper-message cost of %s over %s: %s µs (%s, %s)%n",
                    c.soapEndpoint(), c.baselineEndpoint(), plusMinus(c.perMessageCostMicros(), c.ci95Micros()),
                    Double.isFinite(c.ci95Micros()) ? "95% CI" : "no interval", intervalUnits(c)));
            String precision = precisionLine(report, c);
            if (!precision.isEmpty()) {
                sb.append(precision).append(System.lineSeparator());
            }
            sb.append(String.format(Locale.ROOT, "  %s %.1f µs - %s %.1f µs (block %ss); %s: %s µs%n",
                    c.soapEndpoint(), c.soapMicros(), c.baselineEndpoint(), c.baselineMicros(), c.statistic().key(),
                    c.statistic() == BlockStatistic.MEAN ? "robust, by block medians" : "by block means",
                    plusMinus(other(c).micros(), other(c).ci95Micros())));
            if (c.hasServerSplit()) {
                sb.append(String.format(Locale.ROOT, "  inside the webapp (Server-Timing): %s µs; outside it (Tomcat, "
                                + "kernel, client): %s µs; unexplained: %s µs%n",
                        signedPlusMinus(c.inside().micros(), c.inside().ci95Micros()),
                        signedPlusMinus(c.outside().micros(), c.outside().ci95Micros()),
                        String.format(Locale.ROOT, "%+.1f", c.residualMicros())));
            } else {
                sb.append(String.format(Locale.ROOT, "  inside / outside the webapp: not available (no Server-Timing)%n"));
            }
        }
        for (EndpointFigures e : report.endpoints()) {
            if (Double.isFinite(e.freshRequestMicros())) { // a request made anew per exchange: its making, untimed
                sb.append(String.format(Locale.ROOT, "  client: making one %s request took %.1f µs (median, outside the "
                        + "timed exchange; not in the cost above)%n", e.endpoint(), e.freshRequestMicros()));
            }
        }
        sb.append(PhaseTable.render(report.profile()));
        sb.append(StageTable.render(report.stages()));
        if (verbose) {
            sb.append(String.format(Locale.ROOT, "%nclient cost per request sent (load threads, warm-up included):%n"));
            for (EndpointFigures e : report.endpoints()) {
                sb.append(String.format(Locale.ROOT, "  %-12s %7.1f µs CPU  %,9.0f bytes allocated  (%,d requests)%n",
                        e.endpoint(), e.clientCpuMicrosPerRequest(), e.allocation().clientBytesPerRequest(),
                        e.requestsSent()));
            }
        }
        if (report.noise().known()) {
            sb.append("  noise: ").append(report.noise().consoleLine()).append(System.lineSeparator());
        }
        if (!report.warnings().isEmpty()) {
            sb.append(String.format(Locale.ROOT, "%nwarnings:%n"));
            report.warnings().forEach(w -> sb.append("  ! ").append(w).append(System.lineSeparator()));
        }
        return sb.toString();
    }

    /**
     * The bytes per message of every row, shown when some are RPC or ping-pong rows: for those every byte on the
     * connection (an RPC call's request counted in preflight, its answers on every call, RMI's liveness pings left
     * out), for HTTP the bodies.
     */
    static String bytesLine(RunReport report) {
        StringBuilder line = new StringBuilder("bytes per message, request / response (rmi, grpc, corba, tcp: all on the"
                + " connection; http: bodies):");
        for (EndpointFigures e : report.endpoints()) {
            line.append(String.format(Locale.ROOT, " %s %,d / %s;", e.endpoint(), e.requestBytes(),
                    Double.isNaN(e.responseBytesPerMessage()) ? "-"
                            : String.format(Locale.ROOT, "%,.1f", e.responseBytesPerMessage())));
        }
        line.setLength(line.length() - 1);
        return line.toString();
    }

    /**
     * What the interval is over: "9 epochs of new connections, 90 pairs, one server JVM", or for a run on one set
     * of connections, what such an interval leaves out; then whether it includes the run-to-run spread.
     */
    static String intervalUnits(CostEstimate c) {
        PairedEstimate e = c.cost();
        String pairs = String.format(Locale.ROOT, "%d pair%s", c.pairs(), c.pairs() == 1 ? "" : "s");
        String within = e.overEpochs()
                ? String.format(Locale.ROOT, "over %d epochs of new connections and client threads, %s", e.units(),
                        pairs)
                : pairs + " on one set of connections";
        RunToRun spread = c.runToRun();
        if (spread.known() && spread.sdMicros() == 0) {
            // DerSimonian-Laird's τ is 0 when the runs scatter no more than their own intervals say: nothing to add.
            return String.format(Locale.ROOT, "the %d runs of this setup here agree within their own intervals, so "
                    + "no run-to-run spread is added; %s", spread.runs(), within);
        }
        if (spread.known()) {
            return String.format(Locale.ROOT, "with a run-to-run sd of %.1f µs from %d runs of this setup here; this "
                    + "run alone ± %.1f, %s", spread.sdMicros(), spread.runs(), c.withinRunCi95Micros(), within);
        }
        String leavesOut = e.overEpochs() ? ", one server JVM: leaves out how much the next run moves it"
                : ": leaves out how much a figure moves on new connections or the next run";
        return within + leavesOut + (spread.runs() > 0 ? String.format(Locale.ROOT,
                " (run %d of this setup here; included from run %d)", spread.runs(), RunToRun.MIN_RUNS) : "");
    }

    private static Optional<CostEstimate> costOf(RunReport report, String endpoint) {
        return report.costs().stream().filter(c -> c.soapEndpoint().equals(endpoint)).findFirst();
    }

    private static PairedEstimate other(CostEstimate c) {
        return c.statistic() == BlockStatistic.MEAN ? c.costByMedian() : c.costByMean();
    }

    /** "; open loop at 1,000/s (latency from each request's intended send time)", or nothing in closed loop. */
    static String pacing(RunOptions o) {
        return o.rate().isOpenLoop() ? String.format(Locale.ROOT, "; open loop at %s (latency from each request's "
                + "intended send time)", o.rate().describe()) : "";
    }

    /** "rate 1,000/s asked: null 1,000/s, EchoFloat 999/s achieved (held)"; empty in closed loop. */
    static String rateLine(RunReport report) {
        if (!report.options().rate().isOpenLoop()) {
            return "";
        }
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "rate %s asked, achieved:",
                report.options().rate().describe()));
        String sep = " ";
        for (EndpointFigures e : report.endpoints()) {
            if (e.rate() != null) {
                sb.append(sep).append(String.format(Locale.ROOT, "%s %,.0f/s%s", e.endpoint(), e.rate().achievedPerSec(),
                        e.rate().held() ? "" : " (NOT held)"));
                sep = ", ";
            }
        }
        return sb.toString();
    }

    /**
     * "until the cost's CI is within ±5% (or ±1 µs), at most 60s" (a suite's: "at most 3s, or 12s to reach 20 pairs")
     * / "20 rounds (precision off)".
     */
    static String stopRule(RunOptions o) {
        if (o.precision().isOff()) {
            return String.format(Locale.ROOT, "%d rounds (precision off)", o.repeat());
        }
        String firstLook = o.firstLookTimeFactor() == 1 ? ""
                : String.format(Locale.ROOT, ", or %s to reach %d pairs", Durations.format(o.firstLookMaxTime()),
                        PrecisionTarget.MIN_PAIRS);
        return String.format(Locale.ROOT, "until the cost's CI is within %s, at most %s%s", o.precision().describe(),
                Durations.format(o.maxTime()), firstLook);
    }

    /** "1s" / a suite's "1s, or 4s to reach 40 blocks": how long an endpoint's priming may last. */
    static String primeLimit(RunOptions o) {
        return o.firstLookTimeFactor() == 1 ? Durations.format(o.prime())
                : String.format(Locale.ROOT, "%s, or %s to reach %d blocks", Durations.format(o.prime()),
                        Durations.format(o.firstLookPrimeLimit()), SteadyState.FIRST_LOOK_BLOCKS);
    }

    /**
     * "primed until steady: null 2.3s, EchoFloat 6.2s (not steady)", or "(bytes still falling)" where --stages waited
     * for the bytes and the time was steady; empty without priming.
     */
    static String priming(RunReport report) {
        if (report.priming().isEmpty() || report.priming().stream().allMatch(p -> p.blocks() == 0)) {
            return "";
        }
        StringBuilder sb = new StringBuilder("primed until steady:");
        String sep = " ";
        for (MeasuredRun.Priming p : report.priming()) {
            sb.append(sep).append(p.endpoint()).append(String.format(Locale.ROOT, " %.1fs", p.millis() / 1000.0))
                    .append(p.steady() ? "" : p.bytes() == BytesHold.Verdict.MOVING && report.options().stages()
                            ? " (bytes still falling)" : " (not steady)");
            sep = ", ";
        }
        return sb.toString();
    }

    /** "  target ±5% met after 34 pairs (12.3 s of measuring)"; empty for other rows or without a target. */
    static String precisionLine(RunReport report, CostEstimate c) {
        RunReport.PrecisionOutcome p = report.precision();
        if (p == null || !p.figure().startsWith(c.soapEndpoint() + " ")) {
            return "";
        }
        return String.format(Locale.ROOT, "  precision %s %s after %d pairs (%.1f s of measuring)",
                report.options().precision().describe(), p.met() ? "met" : "NOT met", p.pairs(),
                report.stop().measuringMillis() / 1000.0);
    }

    /** "+44.0 ± 3.2". */
    static String signedPlusMinus(double value, double ci95) {
        return (value >= 0 ? "+" : "") + plusMinus(value, ci95);
    }

    /** "44.0 ± 3.2", or "44.0" when there is no interval (a single pair). */
    public static String plusMinus(double value, double ci95) {
        return Double.isNaN(ci95) ? String.format(Locale.ROOT, "%.1f", value)
                : String.format(Locale.ROOT, "%.1f ± %.1f", value, ci95);
    }
}
