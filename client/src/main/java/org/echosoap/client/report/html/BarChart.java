package org.echosoap.client.report.html;

import java.util.List;

/**
 * A horizontal bar chart's data: one row per category, one bar (grouped) or one segment (stacked) per series,
 * optional ±error whiskers (grouped: per bar; stacked: on the row's {@code errorCenter}).
 *
 * @param title       chart title
 * @param valueLabel  the value axis, with its unit
 * @param series      series names (legend)
 * @param rows        the categories
 * @param stacked     segments add up (true) or bars stand side by side (false)
 */
record BarChart(String title, String valueLabel, List<String> series, List<Row> rows, boolean stacked) {

    BarChart {
        series = List.copyOf(series);
        rows = List.copyOf(rows);
    }

    /**
     * One category.
     *
     * @param label       category name
     * @param values      one per series (NaN: not drawn)
     * @param errors      ±half-width per series (grouped) or one for the row (stacked), NaN: none
     * @param errorCenter where a stacked row's whisker is centred (NaN: at the end of the stack)
     */
    record Row(String label, double[] values, double[] errors, double errorCenter) {
    }

    /** One bar of a grouped chart: its row, its series, its value and ±half-width (NaN: no whisker). */
    record Bar(String row, String series, double value, double error) {
    }

    /**
     * A grouped chart of {@code bars}: rows and series in the order they first appear; a row without a bar of some
     * series has none drawn there.
     */
    static BarChart grouped(String title, String valueLabel, List<Bar> bars) {
        List<String> series = bars.stream().map(Bar::series).distinct().toList();
        java.util.Map<String, double[][]> rows = new java.util.LinkedHashMap<>();
        for (Bar b : bars) {
            double[][] valuesAndErrors = rows.computeIfAbsent(b.row(), k -> {
                double[][] v = new double[2][series.size()];
                java.util.Arrays.fill(v[0], Double.NaN);
                java.util.Arrays.fill(v[1], Double.NaN);
                return v;
            });
            int i = series.indexOf(b.series());
            valuesAndErrors[0][i] = b.value();
            valuesAndErrors[1][i] = b.error();
        }
        List<Row> chartRows = new java.util.ArrayList<>();
        rows.forEach((label, v) -> chartRows.add(new Row(label, v[0], v[1], Double.NaN)));
        return new BarChart(title, valueLabel, series, chartRows, false);
    }
}
