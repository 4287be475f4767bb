package org.echosoap.client.report.html;

import java.util.ArrayList;
import java.util.List;

/**
 * Chart 5 (seed 003): every figure of a comparison, A and B side by side (same-host vs cross-host), with the costs'
 * 95% CI as whiskers. From compare.json. The table says what compare concluded about each difference: its 95% CI and
 * p-value (Welch's t test) and whether it is a finding (significant and beyond the threshold) or noise.
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
     * @param labelA           column A
     * @param labelB           column B
     * @param thresholdPercent compare's threshold, NaN if not known
     * @param equivalencePercent compare's equivalence margin, NaN if not known or off
     * @param rows             its rows
     */
    public record Comparison(String labelA, String labelB, double thresholdPercent, double equivalencePercent,
                             List<CompareData.Row> rows) {
        public Comparison {
            rows = List.copyOf(rows);
        }
    }

    static SameVsCross of(List<CompareData> compares) {
        List<Comparison> list = new ArrayList<>();
        for (CompareData c : compares) {
            list.add(new Comparison(c.labelA(), c.labelB(), c.thresholdPercent(), c.equivalencePercent(), c.rows()));
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
            tables.add(new Table(List.of("figure", "kind", c.labelA() + " µs", c.labelB() + " µs", "B − A µs",
                    "95% CI of B − A µs", "p (Welch)", "q (BH)", "finding"),
                    c.rows().stream().map(r -> List.of(r.name(), String.valueOf(r.kind()),
                            Html.withCi(r.aMicros(), r.aCi95Micros()), Html.withCi(r.bMicros(), r.bCi95Micros()),
                            Html.number(r.bMicros() - r.aMicros(), 1),
                            interval(r.differenceCi95LowMicros(), r.differenceCi95HighMicros()), pValue(r.pValue()),
                            pValue(r.qValue()), finding(r, c))).toList()));
        }
        return tables;
    }

    private static String interval(double low, double high) {
        return Double.isFinite(low) && Double.isFinite(high)
                ? "[" + Html.number(low, 1) + ", " + Html.number(high, 1) + "]" : "-";
    }

    /** As compare's table: three decimals, {@code <0.001} below, "-" when no test was possible. */
    private static String pValue(double p) {
        if (!Double.isFinite(p)) {
            return "-";
        }
        if (p < 0.001) {
            return "<0.001";
        }
        // Rounded towards the verdict: a significant 0.0496 shows 0.049, not 0.050.
        return Html.number(p < 0.05 ? Math.floor(p * 1000) / 1000 : p, 3);
    }

    /**
     * The cell says it in words: the report has no legend for compare's {@code *} and {@code ~}. With compare's
     * verdict (files since the false-discovery step and equivalence tests): faster, slower, equivalent or ~.
     */
    static String finding(CompareData.Row r, Comparison c) {
        String threshold = percent(c.thresholdPercent(), "the threshold");
        if (r.verdict() == null) {
            return finding(r.finding(), c.thresholdPercent());
        }
        return switch (r.verdict()) {
            case "faster" -> "faster: B lower (q < 0.05, beyond " + threshold + ")";
            case "slower" -> "slower: B higher (q < 0.05, beyond " + threshold + ")";
            case "equivalent" -> "equivalent within ±" + percent(c.equivalencePercent(), "the margin");
            default -> r.finding() == CompareData.Finding.WITHIN_THRESHOLD ? "~ significant, within " + threshold
                    : finding(r.finding(), c.thresholdPercent());
        };
    }

    private static String percent(double value, String otherwise) {
        return Double.isFinite(value)
                ? new java.math.BigDecimal(Double.toString(value)).stripTrailingZeros().toPlainString() + "%"
                : otherwise;
    }

    /** The words for a file from before verdicts. */
    static String finding(CompareData.Finding f, double thresholdPercent) {
        String threshold = percent(thresholdPercent, "the threshold");
        return switch (f) {
            case MARKED -> "* differs (p < 0.05, beyond " + threshold + ")";
            case WITHIN_THRESHOLD -> "significant, within " + threshold;
            case NOT_SIGNIFICANT -> "~ no significant difference";
            case UNTESTABLE -> "~ no test possible (too few units or no spread)";
            case NOT_TESTED -> "not tested (older compare.json)";
            case NO_DIFFERENCE -> "";
        };
    }
}
