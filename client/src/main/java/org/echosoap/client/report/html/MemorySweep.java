package org.echosoap.client.report.html;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Chart 6: bytes the server allocated per message (Server-Timing {@code alloc}) against the payload in bytes (the
 * memory suite's {@code payloadBytes}, else the larger of request and response body), one line per endpoint measured
 * at several sizes (the memory suite, or any suite with sizes). Endpoints measured at one payload size only are in the
 * table, not drawn: one point is not a line.
 *
 * @param points every run with an allocation figure, grouped by endpoint
 */
public record MemorySweep(List<Point> points) {

    public MemorySweep {
        points = List.copyOf(points);
    }

    /**
     * One run.
     *
     * @param endpoint       the endpoint (with the result's label when there are several)
     * @param size           elements per message, or -1
     * @param requestBytes   request body bytes
     * @param responseBytes  mean response body bytes
     * @param payloadBytes   the x of the chart ({@link ResultData.Run#payloadOrLargerBody})
     * @param allocatedBytes mean bytes allocated per message by the server
     */
    public record Point(String endpoint, int size, double requestBytes, double responseBytes, double payloadBytes,
                        double allocatedBytes) {
    }

    static MemorySweep of(List<ResultData> results) {
        return new MemorySweep(RunLines.points(results, MemorySweep::counts,
                java.util.Comparator.comparingDouble(Point::payloadBytes),
                (name, r, run) -> new Point(name, run.size(), run.requestBytes(), run.responseBytes(),
                        run.payloadOrLargerBody(), run.allocatedBytesPerMessage())));
    }

    private static boolean counts(ResultData.Run run) {
        return Double.isFinite(run.allocatedBytesPerMessage()) && Double.isFinite(run.payloadOrLargerBody())
                && !"baseline".equals(run.role());
    }

    public boolean isEmpty() {
        return points.isEmpty();
    }

    /** Some endpoint was measured at two or more request sizes: there is a line to draw. */
    public boolean hasSweep() {
        return !chart().series().isEmpty();
    }

    LineChart chart() {
        Map<String, List<LineChart.Point>> byEndpoint = new LinkedHashMap<>();
        for (Point p : points) {
            byEndpoint.computeIfAbsent(p.endpoint(), k -> new ArrayList<>()).add(new LineChart.Point(p.payloadBytes(),
                    p.allocatedBytes(), Html.number(p.payloadBytes(), 0) + " B payload: "
                    + Html.number(p.allocatedBytes(), 0) + " B allocated"));
        }
        List<LineChart.Series> series = new ArrayList<>();
        byEndpoint.forEach((name, pts) -> {
            if (pts.stream().map(LineChart.Point::x).distinct().count() >= 2) {
                series.add(new LineChart.Series(name, series.size(), series.size() / Svg.PALETTE.length, pts));
            }
        });
        return new LineChart("Memory per message against payload size", "payload (bytes, log)",
                "server allocation per message (bytes, log)", true, true, List.of(), series);
    }

    public Table table() {
        return new Table(List.of("endpoint", "size (elements)", "request bytes", "response bytes", "payload bytes",
                "allocated bytes/msg", "allocated per payload byte"), points.stream().map(p -> List.of(p.endpoint(),
                p.size() < 0 ? "-" : String.valueOf(p.size()), Html.number(p.requestBytes(), 0),
                Html.number(p.responseBytes(), 0), Html.number(p.payloadBytes(), 0), Html.number(p.allocatedBytes(), 0),
                Html.number(p.allocatedBytes() / p.payloadBytes(), 1))).toList());
    }
}
