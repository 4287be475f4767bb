package org.echosoap.client.report.html;

import java.util.ArrayList;
import java.util.List;

/**
 * Chart 5 (seed 003): every figure of a comparison, A and B side by side (same-host vs cross-host), with the costs'
 * 95% CI as whiskers. From compare.json.
 *
 * @param comparisons one per compare given
 */
public record SameVsCross(List<Comparison> comparisons) {

    public SameVsCross {
        comparisons = List.copyOf(comparisons);
    }

    /**
     * One compare.json.
     *
     * @param labelA column A
     * @param labelB column B
     * @param rows   its rows
     */
    public record Comparison(String labelA, String labelB, List<CompareData.Row> rows) {
        public Comparison {
            rows = List.copyOf(rows);
        }
    }

    static SameVsCross of(List<CompareData> compares) {
        List<Comparison> list = new ArrayList<>();
        for (CompareData c : compares) {
            list.add(new Comparison(c.labelA(), c.labelB(), c.rows()));
        }
        return new SameVsCross(list);
    }

    public boolean isEmpty() {
        return comparisons.stream().allMatch(c -> c.rows().isEmpty());
    }

    List<BarChart> charts() {
        List<BarChart> charts = new ArrayList<>();
        for (Comparison c : comparisons) {
            List<BarChart.Row> bars = c.rows().stream().map(r -> new BarChart.Row(
                    "latency".equals(r.kind()) ? r.name() + " (latency)" : r.name(),
                    new double[] {r.aMicros(), r.bMicros()}, new double[] {r.aCi95Micros(), r.bCi95Micros()},
                    Double.NaN)).toList();
            charts.add(new BarChart(c.labelA() + " vs " + c.labelB(), "mean latency or per-message cost (µs)",
                    List.of(c.labelA(), c.labelB()), bars, false));
        }
        return charts;
    }

    List<Table> tables() {
        List<Table> tables = new ArrayList<>();
        for (Comparison c : comparisons) {
            tables.add(new Table(List.of("figure", "kind", c.labelA() + " µs", c.labelB() + " µs", "B − A µs"),
                    c.rows().stream().map(r -> List.of(r.name(), String.valueOf(r.kind()),
                            Html.withCi(r.aMicros(), r.aCi95Micros()), Html.withCi(r.bMicros(), r.bCi95Micros()),
                            Html.number(r.bMicros() - r.aMicros(), 1))).toList()));
        }
        return tables;
    }
}
