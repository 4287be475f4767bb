package org.echosoap.client.report.html;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Chart 8 ({@code --hlog}): latency over the run's time, from the interval logs next to a result.json: one
 * chart per log with the median, the 99th percentile and the largest answer of each second. Warm-up shows as a
 * falling start, a stall or a GC pause as a spike in p99 and max while the median stays.
 *
 * @param logs every readable log, labelled with its result when several results have logs
 */
public record TimeLine(List<Labelled> logs) {

    public TimeLine {
        logs = List.copyOf(logs);
    }

    /** A log and the label it is shown under. */
    public record Labelled(String label, IntervalLog log) {
    }

    static TimeLine of(List<ResultData> results) {
        long withLogs = results.stream().filter(r -> !r.intervalLogs().isEmpty()).count();
        List<Labelled> logs = new ArrayList<>();
        for (ResultData r : results) {
            for (IntervalLog log : r.intervalLogs()) {
                logs.add(new Labelled((withLogs > 1 ? r.label() + ": " : "") + log.file(), log));
            }
        }
        return new TimeLine(logs);
    }

    public boolean isEmpty() {
        return logs.stream().allMatch(l -> l.log().intervals().isEmpty());
    }

    List<LineChart> charts() {
        List<LineChart> charts = new ArrayList<>();
        for (Labelled l : logs) {
            List<IntervalLog.Interval> intervals = l.log().intervals();
            if (intervals.isEmpty()) {
                continue;
            }
            List<LineChart.Series> series = List.of(
                    series("p50", 0, intervals, IntervalLog.Interval::p50Micros),
                    series("p99", 1, intervals, IntervalLog.Interval::p99Micros),
                    series("max", 2, intervals, IntervalLog.Interval::maxMicros));
            charts.add(new LineChart(l.label() + " (" + l.log().tag() + "): latency over time", "time since the start (s)",
                    "latency (µs, log)", false, true, List.of(), series));
        }
        return charts;
    }

    private static LineChart.Series series(String name, int color, List<IntervalLog.Interval> intervals,
                                           java.util.function.ToDoubleFunction<IntervalLog.Interval> value) {
        List<LineChart.Point> points = new ArrayList<>();
        for (IntervalLog.Interval i : intervals) {
            double y = Math.max(value.applyAsDouble(i), 1);
            points.add(new LineChart.Point(i.startSeconds(), y, String.format(java.util.Locale.ROOT,
                    "%.0f s: %s %s µs (%,d answers)", i.startSeconds(), name, Html.number(y, 1), i.count())));
        }
        return new LineChart.Series(name, color, 0, points);
    }

    /** Per log: intervals, answers, the median of the seconds' medians, the worst second's p99 and when, the max. */
    public Table table() {
        List<List<String>> rows = new ArrayList<>();
        for (Labelled l : logs) {
            List<IntervalLog.Interval> intervals = l.log().intervals();
            if (intervals.isEmpty()) {
                rows.add(List.of(l.label(), l.log().tag(), "0", "0", "-", "-", "-"));
                continue;
            }
            double[] medians = intervals.stream().mapToDouble(IntervalLog.Interval::p50Micros).sorted().toArray();
            IntervalLog.Interval worst = intervals.stream().max(Comparator.comparingDouble(IntervalLog.Interval::p99Micros))
                    .orElseThrow();
            double max = intervals.stream().mapToDouble(IntervalLog.Interval::maxMicros).max().orElse(Double.NaN);
            rows.add(List.of(l.label(), l.log().tag(), String.valueOf(intervals.size()),
                    String.valueOf(intervals.stream().mapToLong(IntervalLog.Interval::count).sum()),
                    Html.number(medians[medians.length / 2], 1),
                    Html.number(worst.p99Micros(), 1) + " at " + Html.number(worst.startSeconds(), 0) + " s",
                    Html.number(max, 1)));
        }
        return new Table(List.of("log", "endpoint", "seconds", "answers", "median of p50 µs", "worst p99 µs", "max µs"),
                rows);
    }
}
