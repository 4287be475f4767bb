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
}
