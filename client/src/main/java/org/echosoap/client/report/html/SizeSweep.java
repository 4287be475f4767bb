package org.echosoap.client.report.html;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Chart 3 (seed 002, the SOAP Benchmark Suite): µs per message and messages per second against message size, one
 * line per operation, from the measured runs that have a size. The cost over the size's baseline is in the table.
 *
 * @param points every sized measured run, grouped by operation in file order
 */
public record SizeSweep(List<Point> points) {

    public SizeSweep {
        points = List.copyOf(points);
    }

    /**
     * One operation at one size.
     *
     * @param operation   the endpoint (with the result's label when there are several)
     * @param size        elements per message
     * @param meanMicros  mean latency
     * @param perSec      throughput
     * @param costMicros  cost over the size's baseline
     * @param ci95Micros  its 95% CI
     */
    public record Point(String operation, int size, double meanMicros, double perSec, double costMicros,
                        double ci95Micros) {
    }

    static SizeSweep of(List<ResultData> results) {
        return new SizeSweep(RunLines.points(results, SizeSweep::counts, java.util.Comparator.comparingInt(Point::size),
                (op, r, run) -> {
                    ResultData.Cost cost = r.costs().stream().filter(c -> c.of(run)).findFirst().orElse(null);
                    return new Point(op, run.size(), run.meanMicros(), run.throughputPerSec(),
                            cost == null ? Double.NaN : cost.perMessageCostMicros(),
                            cost == null ? Double.NaN : cost.ci95Micros());
                }));
    }

    private static boolean counts(ResultData.Run run) {
        return run.size() >= 0 && !"baseline".equals(run.role());
    }

    public boolean isEmpty() {
        return points.isEmpty();
    }

    LineChart latencyChart() {
        return chart("µs per message against size (log-log)", "mean latency per message (µs)", true, false);
    }

    LineChart throughputChart() {
        return chart("Messages per second against size", "throughput (messages/s)", false, true);
    }

    private LineChart chart(String title, String yLabel, boolean yLog, boolean perSec) {
        Map<String, List<LineChart.Point>> byOp = new LinkedHashMap<>();
        for (Point p : points) {
            double y = perSec ? p.perSec() : p.meanMicros();
            byOp.computeIfAbsent(p.operation(), k -> new ArrayList<>()).add(new LineChart.Point(Math.max(p.size(), 1), y,
                    "size " + p.size() + ": " + (perSec ? Html.number(y, 0) + " msgs/s" : Html.number(y, 1) + " µs")));
        }
        List<LineChart.Series> series = new ArrayList<>();
        byOp.forEach((op, pts) -> series.add(new LineChart.Series(op, series.size(), series.size() / Svg.PALETTE.length, pts)));
        return new LineChart(title, "message size (elements, log; 0 drawn at 1)", yLabel, true, yLog, List.of(), series);
    }

    public Table table() {
        return new Table(List.of("operation", "size (elements)", "µs/msg", "msgs/s", "cost over baseline µs (± 95% CI)"),
                points.stream().map(p -> List.of(p.operation(), String.valueOf(p.size()), Html.number(p.meanMicros(), 1),
                        Html.number(p.perSec(), 0), Html.withCi(p.costMicros(), p.ci95Micros()))).toList());
    }
}
