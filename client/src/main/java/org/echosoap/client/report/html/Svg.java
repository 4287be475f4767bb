package org.echosoap.client.report.html;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Draws {@link BarChart} and {@link LineChart} as inline SVG: axes with labels and units, a legend, and a
 * {@code <title>} (hover text) on every bar, whisker and point. Plain SVG 1.1, no script, no external reference.
 */
final class Svg {

    /** Okabe–Ito colours: told apart by colour-blind readers and in greyscale print better than rainbow palettes. */
    static final String[] PALETTE = {"#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442",
        "#000000", "#999999"};

    private static final int WIDTH = 820;
    private static final int LEGEND_ROW = 18;

    private Svg() {
    }

    static String color(int index) {
        return PALETTE[Math.floorMod(index, PALETTE.length)];
    }

    // ------------------------------------------------------------------ bars

    static String bars(BarChart c) {
        int longest = c.rows().stream().mapToInt(r -> r.label().length()).max().orElse(4);
        double left = Math.min(430, 16 + longest * 6.2);
        double right = 30;
        double top = 10;
        int perRow = c.stacked() ? 20 : Math.max(1, c.series().size()) * 12 + 8;
        double plotHeight = Math.max(1, c.rows().size()) * perRow;
        double axisY = top + plotHeight;
        int legendRows = legendRows(c.series());
        double height = axisY + 46 + legendRows * LEGEND_ROW;
        double min = 0;
        double max = 0;
        for (BarChart.Row r : c.rows()) {
            double stack = 0;
            double below = 0;
            for (int s = 0; s < r.values().length; s++) {
                double v = r.values()[s];
                if (!Double.isFinite(v)) {
                    continue;
                }
                if (c.stacked()) {
                    stack += Math.max(0, v);
                    below += Math.min(0, v);
                } else {
                    double e = errorAt(r, s);
                    max = Math.max(max, v + e);
                    min = Math.min(min, v - e);
                }
            }
            if (c.stacked()) {
                double e = errorAt(r, 0);
                double center = Double.isFinite(r.errorCenter()) ? r.errorCenter() : stack + below;
                max = Math.max(max, Math.max(stack, center + e));
                min = Math.min(min, Math.min(below, center - e));
            }
        }
        Axis x = Axis.linear(min, max <= min ? min + 1 : max);
        Scale sx = new Scale(x.lo, x.hi, left, WIDTH - right, false);
        StringBuilder sb = open(c.title(), height);
        // grid and value axis
        for (double t : x.ticks) {
            double px = sx.at(t);
            sb.append(line(px, top, px, axisY, "grid"));
            sb.append(text(px, axisY + 14, "middle", "tick", x.format(t)));
        }
        sb.append(line(sx.at(0), top, sx.at(0), axisY, "axis"));
        sb.append(text((left + WIDTH - right) / 2, axisY + 32, "middle", "axis-label", c.valueLabel()));
        for (int i = 0; i < c.rows().size(); i++) {
            BarChart.Row r = c.rows().get(i);
            double y0 = top + i * perRow;
            sb.append(text(left - 6, y0 + perRow / 2.0 + 4, "end", "category", r.label()));
            double stack = 0;
            double below = 0;
            for (int s = 0; s < r.values().length; s++) {
                double v = r.values()[s];
                if (!Double.isFinite(v)) {
                    continue;
                }
                String hover = r.label() + " · " + c.series().get(s) + ": " + Html.number(v, 1) + unit(c.valueLabel());
                if (c.stacked()) {
                    // Diverging stack: positive parts grow right from 0, negative ones left of it, so a negative part
                    // is drawn as what it is instead of silently taking no room.
                    if (v >= 0) {
                        sb.append(rect(sx.at(stack), y0 + 3, sx.at(stack + v) - sx.at(stack), perRow - 6, s, hover));
                        stack += v;
                    } else {
                        sb.append(rect(sx.at(below + v), y0 + 3, sx.at(below) - sx.at(below + v), perRow - 6, s,
                                hover + " (negative)"));
                        below += v;
                    }
                } else {
                    double y = y0 + 4 + s * 12;
                    double a = Math.min(0, v);
                    double b = Math.max(0, v);
                    sb.append(rect(sx.at(a), y, Math.max(0.5, sx.at(b) - sx.at(a)), 10, s, hover));
                    double e = errorAt(r, s);
                    if (e > 0) {
                        sb.append(whisker(sx, v, e, y + 5, hover + " ± " + Html.number(e, 1) + " (95% CI)"));
                    }
                }
            }
            if (c.stacked()) {
                double e = errorAt(r, 0);
                if (e > 0) {
                    double center = Double.isFinite(r.errorCenter()) ? r.errorCenter() : stack + below;
                    sb.append(whisker(sx, center, e, y0 + perRow / 2.0, r.label() + ": " + Html.number(center, 1)
                            + " ± " + Html.number(e, 1) + unit(c.valueLabel()) + " (95% CI of the SOAP cost)"));
                }
            }
        }
        legend(sb, c.series(), axisY + 46);
        return sb.append("</svg>\n").toString();
    }

    private static double errorAt(BarChart.Row r, int s) {
        if (r.errors() == null || s >= r.errors().length || !Double.isFinite(r.errors()[s])) {
            return 0;
        }
        return Math.abs(r.errors()[s]);
    }

    private static String whisker(Scale sx, double center, double e, double y, String hover) {
        double a = sx.at(center - e);
        double b = sx.at(center + e);
        return "<g class=\"whisker\"><title>" + Html.escape(hover) + "</title>"
                + line(a, y, b, y, "err") + line(a, y - 4, a, y + 4, "err") + line(b, y - 4, b, y + 4, "err") + "</g>\n";
    }

    private static String rect(double x, double y, double w, double h, int series, String hover) {
        return "<rect class=\"bar\" x=\"" + Html.coord(x) + "\" y=\"" + Html.coord(y) + "\" width=\"" + Html.coord(w)
                + "\" height=\"" + Html.coord(h) + "\" fill=\"" + color(series) + "\"><title>" + Html.escape(hover)
                + "</title></rect>\n";
    }

    // ------------------------------------------------------------------ lines

    static String lines(LineChart c) {
        double left = 78;
        double right = 24;
        double top = 12;
        double plotHeight = 300;
        double axisY = top + plotHeight;
        List<String> names = c.series().stream().map(LineChart.Series::name).toList();
        double height = axisY + 50 + legendRows(names) * LEGEND_ROW;
        double xmin = Double.POSITIVE_INFINITY;
        double xmax = Double.NEGATIVE_INFINITY;
        double ymin = Double.POSITIVE_INFINITY;
        double ymax = Double.NEGATIVE_INFINITY;
        for (LineChart.Series s : c.series()) {
            for (LineChart.Point p : s.points()) {
                if (usable(p.x(), c.xLog()) && usable(p.y(), c.yLog())) {
                    xmin = Math.min(xmin, p.x());
                    xmax = Math.max(xmax, p.x());
                    ymin = Math.min(ymin, p.y());
                    ymax = Math.max(ymax, p.y());
                }
            }
        }
        for (LineChart.Tick t : c.xTicks()) {
            xmin = Math.min(xmin, t.x());
        }
        if (!Double.isFinite(xmin)) {
            xmin = c.xLog() ? 1 : 0;
            xmax = xmin * 10 + 1;
            ymin = c.yLog() ? 1 : 0;
            ymax = ymin * 10 + 1;
        }
        Axis xa = c.xLog() ? Axis.log(xmin, xmax) : Axis.linear(Math.min(0, xmin), xmax);
        Axis ya = c.yLog() ? Axis.log(ymin, ymax) : Axis.linear(Math.min(0, ymin), ymax);
        Scale sx = new Scale(xa.lo, xa.hi, left, WIDTH - right, c.xLog());
        Scale sy = new Scale(ya.lo, ya.hi, axisY, top, c.yLog());
        StringBuilder sb = open(c.title(), height);
        for (double t : ya.ticks) {
            sb.append(line(left, sy.at(t), WIDTH - right, sy.at(t), "grid"));
            sb.append(text(left - 6, sy.at(t) + 4, "end", "tick", ya.format(t)));
        }
        if (c.xTicks().isEmpty()) {
            for (double t : xa.ticks) {
                sb.append(line(sx.at(t), top, sx.at(t), axisY, "grid"));
                sb.append(text(sx.at(t), axisY + 14, "middle", "tick", xa.format(t)));
            }
        } else {
            for (LineChart.Tick t : c.xTicks()) {
                if (t.x() <= xa.hi * 1.0001) {
                    sb.append(line(sx.at(t.x()), top, sx.at(t.x()), axisY, "grid"));
                    sb.append(text(sx.at(t.x()), axisY + 14, "middle", "tick", t.label()));
                }
            }
        }
        sb.append(line(left, axisY, WIDTH - right, axisY, "axis")).append(line(left, top, left, axisY, "axis"));
        sb.append(text((left + WIDTH - right) / 2, axisY + 34, "middle", "axis-label", c.xLabel()));
        sb.append("<text class=\"axis-label\" text-anchor=\"middle\" transform=\"translate(16,")
                .append(Html.coord(top + plotHeight / 2)).append(") rotate(-90)\">").append(Html.escape(c.yLabel()))
                .append("</text>\n");
        for (LineChart.Series s : c.series()) {
            List<LineChart.Point> pts = new ArrayList<>();
            s.points().stream().filter(p -> usable(p.x(), c.xLog()) && usable(p.y(), c.yLog())).forEach(pts::add);
            if (pts.isEmpty()) {
                continue;
            }
            StringBuilder d = new StringBuilder();
            for (LineChart.Point p : pts) {
                d.append(d.length() == 0 ? "M" : " L").append(Html.coord(sx.at(p.x()))).append(',')
                        .append(Html.coord(sy.at(p.y())));
            }
            sb.append("<g class=\"series\">");
            sb.append("<path class=\"line\" d=\"").append(d).append("\" stroke=\"").append(color(s.color()))
                    .append('"').append(dash(s.style(), 1)).append("><title>")
                    .append(Html.escape(s.name())).append("</title></path>\n");
            for (LineChart.Point p : s.marked() ? pts : List.<LineChart.Point>of()) {
                sb.append("<circle class=\"point").append(p.hollow() ? " hollow" : "").append("\" cx=\"")
                        .append(Html.coord(sx.at(p.x()))).append("\" cy=\"").append(Html.coord(sy.at(p.y())))
                        .append(p.hollow() ? "\" r=\"4\" fill=\"#fff\" stroke-width=\"1.5\" stroke=\"" : "\" r=\"3\" fill=\"")
                        .append(color(s.color())).append("\"><title>").append(Html.escape(s.name() + ": " + p.hover()))
                        .append("</title></circle>\n");
            }
            sb.append("</g>\n");
        }
        legendLines(sb, c.series(), axisY + 50);
        return sb.append("</svg>\n").toString();
    }

    private static boolean usable(double v, boolean log) {
        return Double.isFinite(v) && (!log || v > 0);
    }

    // ------------------------------------------------------------------ shared

    private static StringBuilder open(String title, double height) {
        return new StringBuilder("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" role=\"img\" viewBox=\"0 0 ")
                .append(WIDTH).append(' ').append(Html.coord(height)).append("\" width=\"").append(WIDTH)
                .append("\" height=\"").append(Html.coord(height)).append("\"><title>").append(Html.escape(title))
                .append("</title>\n");
    }

    private static int legendRows(List<String> names) {
        return (names.size() + 1) / 2;
    }

    /** The dash pattern of a line style, scaled (the legend's short lines use shorter dashes). */
    private static String dash(int style, double scale) {
        double[][] patterns = {{}, {6, 4}, {1.5, 3}, {8, 3, 1.5, 3}};
        double[] p = patterns[Math.floorMod(style, patterns.length)];
        if (p.length == 0) {
            return "";
        }
        StringBuilder sb = new StringBuilder(" stroke-dasharray=\"");
        for (int i = 0; i < p.length; i++) {
            sb.append(i == 0 ? "" : " ").append(Html.coord(p[i] * scale));
        }
        return sb.append('"').toString();
    }

    private static void legend(StringBuilder sb, List<String> names, double y0) {
        for (int i = 0; i < names.size(); i++) {
            double x = 20 + (i % 2) * (WIDTH / 2.0);
            double y = y0 + (i / 2) * LEGEND_ROW;
            sb.append("<g class=\"legend\">");
            sb.append("<rect x=\"").append(Html.coord(x)).append("\" y=\"").append(Html.coord(y - 9))
                    .append("\" width=\"12\" height=\"10\" fill=\"").append(color(i)).append("\"/>");
            sb.append(text(x + 18, y, "start", "legend-text", names.get(i))).append("</g>\n");
        }
    }

    private static void legendLines(StringBuilder sb, List<LineChart.Series> series, double y0) {
        for (int i = 0; i < series.size(); i++) {
            LineChart.Series s = series.get(i);
            double x = 20 + (i % 2) * (WIDTH / 2.0);
            double y = y0 + (i / 2) * LEGEND_ROW;
            sb.append("<g class=\"legend\">").append("<line x1=\"").append(Html.coord(x)).append("\" y1=\"")
                    .append(Html.coord(y - 4)).append("\" x2=\"").append(Html.coord(x + 14)).append("\" y2=\"")
                    .append(Html.coord(y - 4)).append("\" stroke=\"").append(color(s.color()))
                    .append("\" stroke-width=\"2\"").append(dash(s.style(), 0.7)).append("/>")
                    .append(text(x + 20, y, "start", "legend-text", s.name())).append("</g>\n");
        }
    }

    private static String line(double x1, double y1, double x2, double y2, String cls) {
        return "<line class=\"" + cls + "\" x1=\"" + Html.coord(x1) + "\" y1=\"" + Html.coord(y1) + "\" x2=\""
                + Html.coord(x2) + "\" y2=\"" + Html.coord(y2) + "\"/>";
    }

    private static String text(double x, double y, String anchor, String cls, String s) {
        return "<text class=\"" + cls + "\" x=\"" + Html.coord(x) + "\" y=\"" + Html.coord(y) + "\" text-anchor=\""
                + anchor + "\">" + Html.escape(s) + "</text>";
    }

    private static String unit(String axisLabel) {
        int open = axisLabel.lastIndexOf('(');
        int close = axisLabel.lastIndexOf(')');
        return open >= 0 && close > open ? " " + axisLabel.substring(open + 1, close) : "";
    }

    /** Maps data values to pixels. */
    private record Scale(double lo, double hi, double from, double to, boolean log) {
        double at(double v) {
            double a = log ? Math.log10(lo) : lo;
            double b = log ? Math.log10(hi) : hi;
            double x = log ? Math.log10(Math.max(v, lo)) : v;
            return from + (x - a) / (b - a) * (to - from);
        }
    }

    /** An axis range with its tick values. */
    private record Axis(double lo, double hi, List<Double> ticks, boolean log) {

        static Axis linear(double min, double max) {
            double span = max - min <= 0 ? 1 : max - min;
            double raw = span / 6;
            double mag = Math.pow(10, Math.floor(Math.log10(raw)));
            double step = raw / mag < 1.5 ? mag : raw / mag < 3 ? 2 * mag : raw / mag < 7 ? 5 * mag : 10 * mag;
            double lo = Math.floor(min / step) * step;
            double hi = Math.ceil(max / step) * step;
            List<Double> ticks = new ArrayList<>();
            for (double t = lo; t <= hi + step / 2; t += step) {
                ticks.add(Math.abs(t) < step / 1e6 ? 0 : t);
            }
            return new Axis(lo, hi, ticks, false);
        }

        static Axis log(double min, double max) {
            double lo = Math.pow(10, Math.floor(Math.log10(min)));
            double hi = Math.pow(10, Math.ceil(Math.log10(max)));
            if (hi <= lo) {
                hi = lo * 10;
            }
            List<Double> ticks = new ArrayList<>();
            int decades = (int) Math.round(Math.log10(hi / lo));
            for (double t = lo; t <= hi * 1.0001; t *= 10) {
                ticks.add(t);
                if (decades <= 2 && t * 2 < hi) {
                    ticks.add(t * 2);
                    ticks.add(t * 5);
                }
            }
            ticks.sort(Double::compare);
            return new Axis(lo, hi, ticks, true);
        }

        String format(double v) {
            if (v == 0) {
                return "0";
            }
            double a = Math.abs(v);
            if (a >= 1e6) {
                return String.format(Locale.ROOT, "%.0fM", v / 1e6).replace(".0M", "M");
            }
            if (a >= 1e4) {
                return String.format(Locale.ROOT, "%.0fk", v / 1e3);
            }
            if (a >= 1) {
                return v == Math.rint(v) ? String.format(Locale.ROOT, "%.0f", v) : String.format(Locale.ROOT, "%.1f", v);
            }
            return String.format(Locale.ROOT, "%.2g", v);
        }
    }
}
