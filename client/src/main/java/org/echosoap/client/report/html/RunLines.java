package org.echosoap.client.report.html;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Groups the runs of several results into lines, one per endpoint, for the charts that draw a figure against a
 * size (SOAP Benchmark sweep, memory sweep). A line is named by its endpoint, prefixed by the result's label when
 * more than one result has runs to draw, so two results' lines never merge.
 *
 * <pre>{@code
 * List<Point> points = RunLines.points(results, run -> run.size() >= 0, Comparator.comparingInt(Point::size),
 *         (name, result, run) -> new Point(name, run.size(), run.meanMicros()));
 * }</pre>
 */
final class RunLines {

    /** Makes one chart point of a run that counts. */
    @FunctionalInterface
    interface PointMaker<P> {
        P make(String lineName, ResultData result, ResultData.Run run);
    }

    private RunLines() {
    }

    /** The points of every run that {@code counts}, line after line in file order, each line sorted by {@code order}. */
    static <P> List<P> points(List<ResultData> results, Predicate<ResultData.Run> counts, Comparator<P> order,
                              PointMaker<P> make) {
        long resultsWithRuns = results.stream().filter(r -> r.runs().stream().anyMatch(counts)).count();
        Map<String, List<P>> byLine = new LinkedHashMap<>();
        for (ResultData r : results) {
            for (ResultData.Run run : r.runs()) {
                if (counts.test(run)) {
                    String name = (resultsWithRuns > 1 ? r.label() + ": " : "") + run.lineName();
                    byLine.computeIfAbsent(name, k -> new ArrayList<>()).add(make.make(name, r, run));
                }
            }
        }
        List<P> all = new ArrayList<>();
        byLine.values().forEach(line -> {
            line.sort(order);
            all.addAll(line);
        });
        return all;
    }
}
