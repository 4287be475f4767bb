package org.echosoap.client.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.echosoap.client.config.Durations;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.config.SoapStack;

/**
 * The memory suite's table (seed 004): one row per measured endpoint and size with the payload's actual
 * bytes, µs/msg, the server's allocation per message and that allocation ÷ the payload; then seed 004's comparison,
 * stream vs preread, in time and in allocated bytes ÷ payload, per size and on average; then each stack's ratios
 * (the same SimpleEvents operations on Axis2, CXF and Metro).
 *
 * <p>Payload = the larger of the request and the response body (send: the answer; receive: the request; echo:
 * the request, the answer being the same size again). Baseline rows (null, answering as many bytes) stay in
 * result.json.
 */
public final class MemoryTable {

    /** Row names of the variant pair compared in the summary. */
    static final String STREAM = "variant.events";
    static final String PREREAD = "variant.events.preread";

    private MemoryTable() {
    }

    /** The payload of an endpoint's messages: the larger direction, in bytes (NaN when nothing was measured). */
    public static double payloadBytes(EndpointFigures e) {
        return payloadBytes(e.requestBytes(), e.responseBytesPerMessage());
    }

    /** The larger of the request body and the mean response body. */
    public static double payloadBytes(long requestBytes, double responseBytesPerMessage) {
        return Math.max(requestBytes, Double.isNaN(responseBytesPerMessage) ? 0 : responseBytesPerMessage);
    }

    /** Mean server allocation per message ÷ payload bytes, NaN when either is unknown. */
    public static double allocationPerPayloadByte(EndpointFigures e) {
        return allocationPerPayloadByte(e.allocation(), payloadBytes(e));
    }

    /** {@code allocation}'s mean per message ÷ {@code payloadBytes}, NaN when either is unknown. */
    public static double allocationPerPayloadByte(AllocationFigures allocation, double payloadBytes) {
        return allocation.count() == 0 || payloadBytes <= 0 ? Double.NaN : allocation.meanBytes() / payloadBytes;
    }

    public static String render(SuiteReport suite, String title) {
        StringBuilder sb = new StringBuilder();
        String nl = System.lineSeparator();
        sb.append(title).append(nl);
        if (!suite.parts().isEmpty()) {
            RunOptions o = suite.firstPassPart().options();
            sb.append(String.format(Locale.ROOT, "target %s; %s; blocks of %s, interleaved, each part %s; primed until "
                            + "steady (at most %s)%n", o.targetBase(), RunReportBuilder.connections(o.connections()),
                    Durations.format(o.duration()), ConsoleTable.stopRule(o), ConsoleTable.primeLimit(o)));
        }
        sb.append(String.format(Locale.ROOT, "client %s (%d CPUs), %s%n%n", suite.environment().clientHost(),
                suite.environment().cpus(), suite.environment().jvm()));
        sb.append(String.format(Locale.ROOT, "%-32s %8s %10s %11s %12s %14s %9s %7s%n", "endpoint", "events",
                "payload B", "direction", "µs/msg", "alloc B/msg", "alloc/pay", "errors"));
        for (RunReport part : suite.parts()) {
            for (EndpointFigures e : part.endpoints()) {
                if (e.role().equals("baseline")) {
                    continue;
                }
                sb.append(String.format(Locale.ROOT, "%-32s %,8d %,10.0f %11s %,12.1f %14s %9s %7d%n", rowName(part, e),
                        part.size(), payloadBytes(e), direction(e), e.latencyMicros().meanMicros(),
                        e.allocation().count() == 0 ? "-" : String.format(Locale.ROOT, "%,.0f", e.allocation().meanBytes()),
                        ratio(allocationPerPayloadByte(e)), e.errors()));
            }
        }
        sb.append(String.format(Locale.ROOT, "(payload = the larger body of the pair, actual bytes; alloc = bytes the server's "
                + "thread allocated per message%n inside the webapp, from Server-Timing, mean over all measured messages; "
                + "alloc/pay = alloc ÷ payload)%n"));
        streamVersusPreread(suite, sb);
        stackRatios(suite, sb);
        if (!suite.skipped().isEmpty()) {
            sb.append(String.format(Locale.ROOT, "%nskipped:%n"));
            suite.skipped().forEach(s -> sb.append("  - ").append(s).append(nl));
        }
        List<String> warnings = suite.warningLines();
        if (!warnings.isEmpty()) {
            sb.append(String.format(Locale.ROOT, "%nwarnings:%n"));
            warnings.forEach(w -> sb.append("  ! ").append(w).append(nl));
        }
        SuiteNoise.summary(suite, sb);
        sb.append(String.format(Locale.ROOT, "%nwhole suite: %.1f s%s%n", suite.elapsedNanos() / 1e9,
                suite.complete() ? "" : " (INCOMPLETE)"));
        return sb.toString();
    }

    /** Seed 004's two numbers per size: preread's extra time (%) and extra allocation (× payload). */
    private static void streamVersusPreread(SuiteReport suite, StringBuilder sb) {
        List<double[]> rows = new ArrayList<>(); // payload, time %, extra alloc ÷ payload
        for (RunReport part : suite.parts()) {
            Optional<EndpointFigures> stream = endpoint(part, STREAM);
            Optional<EndpointFigures> preread = endpoint(part, PREREAD);
            if (stream.isEmpty() || preread.isEmpty()) {
                continue;
            }
            EndpointFigures s = stream.get();
            EndpointFigures p = preread.get();
            double payload = payloadBytes(s);
            double timePercent = 100 * (p.latencyMicros().meanMicros() - s.latencyMicros().meanMicros())
                    / s.latencyMicros().meanMicros();
            double extraAlloc = s.allocation().count() == 0 || p.allocation().count() == 0 ? Double.NaN
                    : (p.allocation().meanBytes() - s.allocation().meanBytes()) / payload;
            rows.add(new double[] {payload, timePercent, extraAlloc, allocationPerPayloadByte(s), allocationPerPayloadByte(p)});
        }
        if (rows.isEmpty()) {
            return;
        }
        sb.append(String.format(Locale.ROOT, "%nstream vs preread (seed 004 saw preread ~4%% slower and ~9x the payload "
                + "more collectible memory):%n"));
        sb.append(String.format(Locale.ROOT, "  %10s %16s %22s %12s %12s%n", "payload B", "preread time", "preread extra alloc",
                "stream a/p", "preread a/p"));
        for (double[] r : rows) {
            sb.append(String.format(Locale.ROOT, "  %,10.0f %15s%% %21sx %12s %12s%n", r[0], signed(r[1]), ratio(r[2]),
                    ratio(r[3]), ratio(r[4])));
        }
        sb.append(String.format(Locale.ROOT, "  %10s %15s%% %21sx %12s %12s%n", "mean", signed(mean(rows, 1)),
                ratio(mean(rows, 2)), ratio(mean(rows, 3)), ratio(mean(rows, 4))));
    }

    /** "benchmark.echoSimpleEvents" on Axis2, "benchmark.echoSimpleEvents (cxf)" on another stack. */
    static String rowName(RunReport part, EndpointFigures e) {
        SoapStack stack = part.options().stack();
        return stack.isAxis2() ? e.endpoint() : e.endpoint() + " (" + stack.key() + ")";
    }

    /** Each stack's allocation ÷ payload per operation, averaged over the sizes: a finding, not a target. */
    private static void stackRatios(SuiteReport suite, StringBuilder sb) {
        List<String> lines = new ArrayList<>();
        for (SoapStack stack : SoapStack.all()) {
            for (String op : List.of("sendSimpleEvents", "receiveSimpleEvents", "echoSimpleEvents")) {
                List<double[]> rows = new ArrayList<>();
                for (RunReport part : suite.parts()) {
                    if (part.options().stack() == stack) {
                        endpoint(part, "benchmark." + op).ifPresent(e -> rows.add(new double[] {allocationPerPayloadByte(e)}));
                    }
                }
                if (!rows.isEmpty()) {
                    lines.add(String.format(Locale.ROOT, "  %-14s %-20s %sx the payload (mean over %d size%s)",
                            stack.displayName(), op, ratio(mean(rows, 0)), rows.size(), rows.size() == 1 ? "" : "s"));
                }
            }
        }
        if (!lines.isEmpty()) {
            sb.append(String.format(Locale.ROOT, "%nallocation per message, by stack:%n"));
            lines.forEach(l -> sb.append(l).append(System.lineSeparator()));
        }
    }

    private static Optional<EndpointFigures> endpoint(RunReport part, String name) {
        return part.endpoints().stream().filter(e -> e.endpoint().equals(name)).findFirst();
    }

    private static String direction(EndpointFigures e) {
        double response = Double.isNaN(e.responseBytesPerMessage()) ? 0 : e.responseBytesPerMessage();
        double smaller = Math.min(e.requestBytes(), response);
        double larger = Math.max(e.requestBytes(), response);
        if (larger > 0 && smaller >= larger / 2) {
            return "both";
        }
        return e.requestBytes() >= response ? "request" : "response";
    }

    private static double mean(List<double[]> rows, int column) {
        return rows.stream().mapToDouble(r -> r[column]).filter(v -> !Double.isNaN(v)).average().orElse(Double.NaN);
    }

    private static String ratio(double v) {
        return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, "%.2f", v);
    }

    private static String signed(double v) {
        return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, "%+.1f", v);
    }
}
