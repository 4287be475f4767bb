package org.echosoap.client.report.html;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.echosoap.client.capacity.CapacityOutcome;
import org.echosoap.client.report.CapacityTable;

/**
 * Chart 9: latency against rate, from capacity suites. Per result, each endpoint's latency at the
 * objective's percentile (solid) and its median (dashed) against the rate it achieved, and the objective's limit as
 * a dotted line. The suite measures up a ladder and then bisects; the chart joins the steps in rate order, so a line
 * reads left to right. A step whose rate was not held is a ring: the client fell behind, so that latency is not
 * quite the rate's. The tables give each endpoint's capacity at the objective, the SOAP share of the baseline's
 * rate, and every step.
 *
 * @param results every result with a capacity block, in the order given
 */
public record CapacitySweep(List<Labelled> results) {

    /** Milliseconds: the unit an objective is usually given in ({@code p99=10ms}); result.json has µs. */
    private static final double MICROS_PER_MILLI = 1_000;

    /** The palette's black: the limit is a reference, not an endpoint. */
    private static final int LIMIT_COLOR = 7;

    public CapacitySweep {
        results = List.copyOf(results);
    }

    /**
     * One capacity suite.
     *
     * @param label   the result's label, or empty when it is the only capacity result
     * @param part    what was measured, e.g. "echoFloat on axis2"
     * @param outcome the suite's steps and findings, as result.json has them
     */
    public record Labelled(String label, String part, CapacityOutcome outcome) {

        /** Chart title and heading: "echoFloat on axis2, p99 ≤ 10ms", after the label when there are several. */
        public String title() {
            return (label.isEmpty() ? "" : label + ": ") + part + ", " + outcome.slo().describe();
        }
    }

    static CapacitySweep of(List<ResultData> results) {
        List<ResultData> with = results.stream().filter(r -> r.capacity() != null).toList();
        return new CapacitySweep(with.stream().map(r -> new Labelled(with.size() > 1 ? r.label() : "",
                r.settings().getOrDefault("scenario", "?") + " on " + r.settings().getOrDefault("stack", "axis2"),
                r.capacity())).toList());
    }

    public boolean isEmpty() {
        return results.isEmpty();
    }

    /** One chart per result: x the achieved rate, y latency in ms, both log (the ladder's rates are geometric). */
    List<LineChart> charts() {
        List<LineChart> charts = new ArrayList<>();
        for (Labelled l : results) {
            CapacityOutcome c = l.outcome();
            String percentile = c.slo().percentileName();
            List<LineChart.Series> series = new ArrayList<>();
            for (int i = 0; i < c.endpoints().size(); i++) {
                CapacityOutcome.EndpointCapacity e = c.endpoints().get(i);
                List<CapacityOutcome.Step> steps = byRate(e.steps());
                series.add(new LineChart.Series(e.endpoint() + " " + percentile, i, 0,
                        steps.stream().map(st -> point(st, st.sloMicros(), percentile)).toList()));
                series.add(new LineChart.Series(e.endpoint() + " p50", i, 1,
                        steps.stream().map(st -> point(st, st.p50Micros(), "p50")).toList()));
            }
            limit(c).ifPresent(series::add);
            charts.add(new LineChart(l.title(), "achieved rate (messages/s, log)", "latency (ms, log)", true, true,
                    List.of(), series));
        }
        return charts;
    }

    /** The steps in the order of their achieved rate (as measured, they climb and then bisect). */
    static List<CapacityOutcome.Step> byRate(List<CapacityOutcome.Step> steps) {
        return steps.stream().sorted(Comparator.comparingDouble(CapacityOutcome.Step::achievedPerSec)).toList();
    }

    private static LineChart.Point point(CapacityOutcome.Step st, double micros, String percentile) {
        String hover = "asked " + Html.number(st.askedPerSec(), 0) + "/s, achieved " + Html.number(st.achievedPerSec(), 0)
                + "/s: " + percentile + " " + Html.number(micros / MICROS_PER_MILLI, 2) + " ms, "
                + CapacityTable.verdict(st);
        return new LineChart.Point(st.achievedPerSec(), micros / MICROS_PER_MILLI, hover, !st.held());
    }

    /** The objective's limit across every rate measured, undotted: its ends are no measurements. */
    private static Optional<LineChart.Series> limit(CapacityOutcome c) {
        double[] rates = c.endpoints().stream().flatMap(e -> e.steps().stream())
                .mapToDouble(CapacityOutcome.Step::achievedPerSec).filter(r -> Double.isFinite(r) && r > 0).sorted()
                .toArray();
        if (rates.length == 0) {
            return Optional.empty();
        }
        double ms = c.slo().limitMicros() / MICROS_PER_MILLI;
        String hover = "limit " + Html.number(ms, 2) + " ms";
        return Optional.of(new LineChart.Series("objective: " + c.slo().describe(), LIMIT_COLOR, 2,
                List.of(new LineChart.Point(rates[0], ms, hover), new LineChart.Point(rates[rates.length - 1], ms, hover)),
                false));
    }

    /**
     * The SOAP endpoint's share of the baseline's rate, in words, as the console says it (or why there is none), and
     * the console's warning when the objective is close to the machine's own tail.
     */
    String shareLine(Labelled l) {
        String line = CapacityTable.shareLine(l.outcome());
        String share = line != null ? line : "no SOAP share of the baseline's rate: it needs a baseline and a SOAP "
                + "endpoint that both met " + l.outcome().slo().describe() + " at some rate";
        String floor = CapacityTable.tailFloorWarning(l.outcome());
        return floor == null ? share : share + ". Note: " + floor;
    }

    /** Per endpoint: the highest rate meeting the objective, the lowest missing it, the share of the baseline's. */
    public Table table() {
        List<List<String>> rows = new ArrayList<>();
        for (Labelled l : results) {
            CapacityOutcome c = l.outcome();
            List<CapacityOutcome.EndpointCapacity> endpoints = c.endpoints();
            for (int i = 0; i < endpoints.size(); i++) {
                CapacityOutcome.EndpointCapacity e = endpoints.get(i);
                // soapShareOfBaseline is the last endpoint's rate over the first's: the share belongs to that row.
                boolean soap = endpoints.size() > 1 && i == endpoints.size() - 1;
                rows.add(bySuite(l, List.of(e.endpoint(), e.role(), Html.number(e.highestMetPerSec(), 0),
                        Html.number(e.lowestMissedPerSec(), 0), soap ? percent(c.soapShareOfBaseline()) : "-",
                        CapacityTable.capacityLine(e))));
            }
        }
        return new Table(header(List.of("endpoint", "role", "highest rate meeting the objective (msgs/s)",
                "lowest rate missing it (msgs/s)", "share of the baseline's rate", "in words")), rows);
    }

    /** Every step, each endpoint's in rate order with the order it was measured in. */
    public Table steps() {
        List<String> percentiles = results.stream().map(l -> l.outcome().slo().percentileName()).distinct().toList();
        String percentile = percentiles.size() == 1 ? percentiles.get(0) : "objective's percentile";
        List<List<String>> rows = new ArrayList<>();
        for (Labelled l : results) {
            for (CapacityOutcome.EndpointCapacity e : l.outcome().endpoints()) {
                List<CapacityOutcome.Step> measured = e.steps();
                IntStream.range(0, measured.size()).boxed()
                        .sorted(Comparator.comparingDouble(i -> measured.get(i).achievedPerSec()))
                        .forEach(i -> {
                            CapacityOutcome.Step st = measured.get(i);
                            rows.add(bySuite(l, List.of(e.endpoint(), String.valueOf(i + 1),
                                    Html.number(st.askedPerSec(), 0), Html.number(st.achievedPerSec(), 0),
                                    st.held() ? "yes" : "no", String.valueOf(st.errors()),
                                    ms(st.p50Micros()), ms(st.sloMicros()), ms(st.p999Micros()),
                                    CapacityTable.verdict(st))));
                        });
            }
        }
        return new Table(header(List.of("endpoint", "step (order measured)", "asked (msgs/s)", "achieved (msgs/s)",
                "rate held", "errors", "p50 (ms)", percentile + " (ms)", "p99.9 (ms)", "objective")), rows);
    }

    /** A table's columns: with the suite's title first when there are several suites (one needs no naming). */
    private List<String> header(List<String> columns) {
        return results.size() > 1 ? Stream.concat(Stream.of("capacity suite"), columns.stream()).toList() : columns;
    }

    private List<String> bySuite(Labelled l, List<String> cells) {
        return results.size() > 1 ? Stream.concat(Stream.of(l.title()), cells.stream()).toList() : cells;
    }

    private static String ms(double micros) {
        return Html.number(micros / MICROS_PER_MILLI, 2);
    }

    /** "9%", as the console rounds it; "-" when unknown. */
    private static String percent(double share) {
        return Double.isFinite(share) ? Html.number(share * 100, 0) + "%" : "-";
    }
}
