package org.echosoap.client.report.html;

import java.util.List;

/**
 * A line chart's data: series of points on linear or logarithmic axes, optionally with named x ticks (the "nines" of
 * a percentile spectrum).
 *
 * @param title  chart title
 * @param xLabel x axis, with its unit
 * @param yLabel y axis, with its unit
 * @param xLog   x axis logarithmic (all x must then be positive)
 * @param yLog   y axis logarithmic
 * @param xTicks named ticks, or empty for automatic ones
 * @param series the lines
 */
record LineChart(String title, String xLabel, String yLabel, boolean xLog, boolean yLog, List<Tick> xTicks,
                 List<Series> series) {

    LineChart {
        xTicks = List.copyOf(xTicks);
        series = List.copyOf(series);
    }

    /** A named tick at x. */
    record Tick(double x, String label) {
    }

    /**
     * One line.
     *
     * @param name   legend text
     * @param color  index into the palette
     * @param style  line style: 0 solid, 1 dashed, 2 dotted, 3 dash-dot (e.g. one per result of an overlay)
     * @param points in drawing order
     * @param marked whether each point gets a dot: false for a reference line (a limit), whose ends are no
     *               measurements
     */
    record Series(String name, int color, int style, List<Point> points, boolean marked) {
        Series {
            points = List.copyOf(points);
        }

        /** A line of measured points, each with its dot. */
        Series(String name, int color, int style, List<Point> points) {
            this(name, color, style, points, true);
        }
    }

    /**
     * A point and its hover text.
     *
     * @param hollow drawn as a ring instead of a dot: a point to read with care (a rate the client did not hold)
     */
    record Point(double x, double y, String hover, boolean hollow) {

        /** A point drawn as a dot. */
        Point(double x, double y, String hover) {
            this(x, y, hover, false);
        }
    }
}
