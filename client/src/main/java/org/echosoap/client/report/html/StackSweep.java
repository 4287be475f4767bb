package org.echosoap.client.report.html;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.echosoap.client.report.RowStanding;
import org.echosoap.client.report.StackRanking;

/**
 * Chart 7 (seed 002's toolkit chart): the SOAP stacks side by side. Per operation, the cost per message
 * against message size, one line per stack; the table has every operation and size with each stack's cost ± CI, its
 * ratio to the fastest ({@code ~} when not significantly different, {@link StackRanking}) and the server allocation
 * per message beyond the baseline's; a cost whose priming was not steady, or from too few pairs, is listed but not
 * ranked ({@link RowStanding}). Drawn from any result whose costs span two stacks or more (the stacks suite); a
 * layer's costs are {@link LayerSweep}'s.
 *
 * @param points every cost of such results, in file order
 */
public record StackSweep(List<Point> points) {

    public StackSweep {
        points = List.copyOf(points);
    }

    /**
     * One stack's cost of one operation at one size.
     *
     * @param operation     the scenario ({@code echoFloat}, {@code benchmark.echoInts}), with the result's label
     *                      when several results have stacks
     * @param size          elements per message, or -1
     * @param stack         {@code axis2}, {@code cxf}, {@code metro}
     * @param costMicros    cost over the stack's own baseline
     * @param ci95Micros    its 95% CI half-width
     * @param allocBytes    server allocation per message beyond the baseline's (NaN when unknown)
     * @param rank          how it stands to the fastest stack of the operation and size
     */
    public record Point(String operation, int size, String stack, double costMicros, double ci95Micros,
                        double allocBytes, StackRanking.Rank rank) {
    }

    static StackSweep of(List<ResultData> results) {
        List<ResultData> withStacks = results.stream()
                .filter(r -> r.costs().stream().filter(c -> !LayerSweep.isLayer(c.scenario()))
                        .map(ResultData.Cost::stack).distinct().count() > 1).toList();
        List<Point> points = new ArrayList<>();
        for (ResultData r : withStacks) {
            String prefix = withStacks.size() > 1 ? r.label() + ": " : "";
            Map<String, List<ResultData.Cost>> groups = new LinkedHashMap<>();
            for (ResultData.Cost c : r.costs()) {
                if (LayerSweep.isLayer(c.scenario())) {
                    continue; // a layer's cost is a difference between two SOAP messages: the layers section's
                }
                groups.computeIfAbsent(c.scenario() + "@" + c.size(), k -> new ArrayList<>()).add(c);
            }
            for (List<ResultData.Cost> group : groups.values()) {
                List<StackRanking.Rank> ranks = StackRanking.of(group.stream()
                        .map(c -> new StackRanking.Entry(c.perMessageCostMicros(), c.pairCostMicros(),
                                c.unrankedBecause())).toList());
                for (int i = 0; i < group.size(); i++) {
                    ResultData.Cost c = group.get(i);
                    points.add(new Point(prefix + c.scenario(), c.size(), c.stack(), c.perMessageCostMicros(),
                            c.ci95Micros(), allocOverBaseline(r, c), ranks.get(i)));
                }
            }
        }
        return new StackSweep(points);
    }

    /** The measured run's server allocation per message minus its baseline's, same scenario, size and stack. */
    private static double allocOverBaseline(ResultData r, ResultData.Cost c) {
        double soap = Double.NaN;
        double baseline = Double.NaN;
        for (ResultData.Run run : r.runs()) {
            boolean same = run.size() == c.size() && java.util.Objects.equals(run.scenario(), c.scenario())
                    && java.util.Objects.equals(run.stack(), c.stack());
            if (same && java.util.Objects.equals(run.endpoint(), c.endpoint())) {
                soap = run.allocatedBytesPerMessage();
            } else if (same && "baseline".equals(run.role())) {
                baseline = run.allocatedBytesPerMessage();
            }
        }
        return soap - baseline;
    }

    public boolean isEmpty() {
        return points.isEmpty();
    }

    /** One chart per operation measured at two sizes or more: cost against size, one line per stack. */
    List<LineChart> charts() {
        Map<String, Map<String, List<LineChart.Point>>> byOperation = new LinkedHashMap<>();
        for (Point p : points) {
            if (p.size() < 0 || !Double.isFinite(p.costMicros())) {
                continue;
            }
            byOperation.computeIfAbsent(p.operation(), k -> new LinkedHashMap<>())
                    .computeIfAbsent(p.stack(), k -> new ArrayList<>())
                    .add(new LineChart.Point(Math.max(p.size(), 1), p.costMicros(), p.stack() + ", size " + p.size()
                            + ": " + Html.withCi(p.costMicros(), p.ci95Micros()) + " µs, " + p.rank().text()));
        }
        List<LineChart> charts = new ArrayList<>();
        byOperation.forEach((operation, byStack) -> {
            if (byStack.values().stream().mapToInt(List::size).max().orElse(0) < 2) {
                return;
            }
            boolean positive = byStack.values().stream().flatMap(List::stream).allMatch(p -> p.y() > 0);
            List<LineChart.Series> series = new ArrayList<>();
            byStack.forEach((stack, pts) -> {
                List<LineChart.Point> sorted = new ArrayList<>(pts);
                sorted.sort(java.util.Comparator.comparingDouble(LineChart.Point::x));
                series.add(new LineChart.Series(stack, series.size(), 0, sorted));
            });
            charts.add(new LineChart(operation + ": cost per message against size", "message size (elements, log)",
                    "cost over the stack's baseline (µs" + (positive ? ", log" : "") + ")", true, positive, List.of(),
                    series));
        });
        return charts;
    }

    /**
     * Cost per operation and size as grouped bars, one per stack, with the CI as whiskers: the chart when no
     * operation was measured at two sizes ({@code --quick}), where there is no line to draw.
     */
    BarChart bars() {
        return BarChart.grouped("Cost per message by stack", "cost over the stack's baseline (µs, ± 95% CI)",
                points.stream().map(p -> new BarChart.Bar(p.operation() + (p.size() < 0 ? "" : " [size " + p.size()
                        + "]"), p.stack(), p.costMicros(), p.ci95Micros())).toList());
    }

    public Table table() {
        return new Table(List.of("operation", "size (elements)", "stack", "cost µs (± 95% CI)", "× fastest",
                "server alloc beyond baseline (bytes/msg)"),
                points.stream().map(p -> List.of(p.operation(), p.size() < 0 ? "-" : String.valueOf(p.size()), p.stack(),
                        RowStanding.NOT_MEASURED_ENOUGH.equals(p.rank().excludedBecause()) ? RowStanding.NOT_MEASURED_ENOUGH
                                : Html.withCi(p.costMicros(), p.ci95Micros()), p.rank().text(), Html.number(p.allocBytes(), 0)))
                        .toList());
    }
}
