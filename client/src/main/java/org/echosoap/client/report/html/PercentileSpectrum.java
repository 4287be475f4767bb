package org.echosoap.client.report.html;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.echosoap.client.stats.Histograms;

/**
 * Chart 4: the latency percentile spectrum of each run, from the HdrHistogram recorded in result.json, on a "nines"
 * axis (x = 1 / (1 − p), log: 0, 90, 99, 99.9 … are equally spaced). A percentile is shown only where the run has
 * enough messages for it (1 / (1 − p) ≤ count). One chart per suite or scenario: results of the same one (same-host
 * and cross-host runs of one scenario) are overlaid, the same endpoint in the same colour, one line style per result.
 *
 * @param groups one chart each
 * @param notes  runs left out and why
 */
public record PercentileSpectrum(List<Group> groups, List<String> notes) {

    /** Percentiles drawn (when the run has the messages for them). */
    static final double[] PERCENTILES = {0, 50, 75, 90, 95, 99, 99.5, 99.9, 99.95, 99.99, 99.995, 99.999, 99.9999};

    /** More lines than this in one chart are unreadable: baselines go first, then the rest is left out. */
    static final int MAX_SERIES = 12;

    public PercentileSpectrum {
        groups = List.copyOf(groups);
        notes = List.copyOf(notes);
    }

    /**
     * One chart: the runs of results of one suite or scenario.
     *
     * @param title  e.g. "suite latency" or "run echoFloat"
     * @param series one per run drawn
     */
    public record Group(String title, List<Series> series) {
        public Group {
            series = List.copyOf(series);
        }

        boolean severalResults() {
            return series.stream().map(Series::result).distinct().count() > 1;
        }
    }

    /**
     * One run's spectrum.
     *
     * @param result   the result's label
     * @param run      the run's name
     * @param count    messages recorded
     * @param points   (percentile, µs) pairs, ascending
     */
    public record Series(String result, String run, long count, List<double[]> points) {
        public Series {
            points = List.copyOf(points);
        }
    }

    static PercentileSpectrum of(List<ResultData> results) {
        List<String> notes = new ArrayList<>();
        Map<String, List<ResultData>> byKind = new LinkedHashMap<>();
        for (ResultData r : results) {
            byKind.computeIfAbsent(kind(r), k -> new ArrayList<>()).add(r);
        }
        List<Group> groups = new ArrayList<>();
        byKind.forEach((kind, members) -> {
            List<Series> all = new ArrayList<>();
            List<Boolean> baseline = new ArrayList<>();
            for (ResultData r : members) {
                for (ResultData.Run run : r.runs()) {
                    if (run.histogramBase64() == null) {
                        continue;
                    }
                    Histogram h;
                    try {
                        h = Histograms.fromCompressedBase64(run.histogramBase64());
                    } catch (IllegalArgumentException e) {
                        notes.add(r.label() + ": " + run.name() + ": histogram unreadable, not drawn");
                        continue;
                    }
                    if (h.getTotalCount() > 0) {
                        all.add(new Series(r.label(), run.name(), h.getTotalCount(), spectrum(h)));
                        baseline.add("baseline".equals(run.role()));
                    }
                }
            }
            List<Series> kept = new ArrayList<>();
            boolean dropBaselines = all.size() > MAX_SERIES;
            for (int i = 0; i < all.size(); i++) {
                if (!(dropBaselines && baseline.get(i))) {
                    kept.add(all.get(i));
                }
            }
            if (dropBaselines) {
                notes.add(kind + ": " + (all.size() - kept.size())
                        + " baseline runs not drawn in the spectrum (too many lines); their percentiles are in result.json");
            }
            if (kept.size() > MAX_SERIES) {
                notes.add(kind + ": " + (kept.size() - MAX_SERIES)
                        + " more runs not drawn in the spectrum (too many lines); their percentiles are in result.json");
                kept = new ArrayList<>(kept.subList(0, MAX_SERIES));
            }
            if (!kept.isEmpty()) {
                groups.add(new Group(kind, kept));
            }
        });
        return new PercentileSpectrum(groups, notes);
    }

    /** "suite latency", "run echoFloat": results of the same kind are overlaid. */
    private static String kind(ResultData r) {
        return r.suite() != null ? "suite " + r.suite() : "run " + r.settings().getOrDefault("scenario", "?");
    }

    private static List<double[]> spectrum(Histogram h) {
        List<double[]> points = new ArrayList<>();
        for (double p : PERCENTILES) {
            if (nines(p) <= h.getTotalCount()) {
                points.add(new double[] {p, h.getValueAtPercentile(p)});
            }
        }
        points.add(new double[] {100, h.getMaxValue()});
        return points;
    }

    /** 1 / (1 − p): where percentile p sits on the nines axis; 100 % is placed one decade past the last nine. */
    static double nines(double percentile) {
        return percentile >= 100 ? Double.POSITIVE_INFINITY : 1 / (1 - percentile / 100);
    }

    public boolean isEmpty() {
        return groups.isEmpty();
    }

    List<LineChart> charts() {
        return groups.stream().map(PercentileSpectrum::chart).toList();
    }

    private static LineChart chart(Group g) {
        Map<String, Integer> colors = new LinkedHashMap<>();
        Map<String, Integer> styles = new LinkedHashMap<>();
        double maxX = 10;
        for (Series s : g.series()) {
            maxX = Math.max(maxX, s.count());
        }
        List<LineChart.Series> lines = new ArrayList<>();
        boolean several = g.severalResults();
        for (Series s : g.series()) {
            int color = colors.computeIfAbsent(s.run(), k -> colors.size());
            int style = styles.computeIfAbsent(s.result(), k -> styles.size());
            List<LineChart.Point> pts = new ArrayList<>();
            for (double[] p : s.points()) {
                double x = p[0] >= 100 ? s.count() : nines(p[0]);
                pts.add(new LineChart.Point(x, Math.max(p[1], 1), (p[0] >= 100 ? "max" : "p" + percentile(p[0]))
                        + ": " + Html.number(p[1], 0) + " µs"));
            }
            lines.add(new LineChart.Series(several ? s.result() + ": " + s.run() : s.run(), color, style, pts));
        }
        List<LineChart.Tick> ticks = new ArrayList<>();
        ticks.add(new LineChart.Tick(1, "0%"));
        String[] names = {"90%", "99%", "99.9%", "99.99%", "99.999%", "99.9999%"};
        for (int i = 0; i < names.length && Math.pow(10, i + 1) <= maxX; i++) {
            ticks.add(new LineChart.Tick(Math.pow(10, i + 1), names[i]));
        }
        return new LineChart("Latency percentile spectrum: " + g.title(),
                "percentile (log \"nines\" scale; last point of a line = max)", "latency (µs, log)", true, true,
                ticks, lines);
    }

    static String percentile(double p) {
        String s = String.format(Locale.ROOT, "%.4f", p).replaceAll("0+$", "");
        return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
    }

    /** One table per chart. */
    public List<Table> tables() {
        List<Table> tables = new ArrayList<>();
        for (Group g : groups) {
            List<String> header = new ArrayList<>(List.of("run", "messages"));
            for (double p : PERCENTILES) {
                header.add("p" + percentile(p) + " µs");
            }
            header.add("max µs");
            List<List<String>> rows = new ArrayList<>();
            for (Series s : g.series()) {
                List<String> row = new ArrayList<>(List.of(g.severalResults() ? s.result() + ": " + s.run() : s.run(),
                        String.valueOf(s.count())));
                int k = 0;
                for (double p : PERCENTILES) {
                    boolean has = k < s.points().size() && s.points().get(k)[0] == p;
                    row.add(has ? Html.number(s.points().get(k++)[1], 0) : "-");
                }
                row.add(Html.number(s.points().get(s.points().size() - 1)[1], 0));
                rows.add(row);
            }
            tables.add(new Table(header, rows));
        }
        return tables;
    }
}
