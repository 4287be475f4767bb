package org.echosoap.client.report.html;

import java.util.ArrayList;
import java.util.List;

/**
 * Chart 1: where the time of a SOAP request goes, per measured endpoint. The baseline's mean latency splits (by
 * Server-Timing) into network + HTTP client + connector and the servlet's own work; on top comes the per-message SOAP
 * cost from the subtraction, split again into the part inside the webapp and the rest (more bytes on the wire, the
 * client reading them); a cost without Server-Timing stays whole ({@link #UNSPLIT_SEGMENT}). The whisker is the
 * cost's 95% CI around the stack's end.
 *
 * @param rows one per cost in the results, in file order
 */
public record CostBreakdown(List<Row> rows) {

    /** The four segments, bottom to top. */
    public static final List<String> SEGMENTS = List.of(
            "network + HTTP client + connector (baseline outside the webapp)",
            "HTTP + servlet baseline (inside the webapp, Server-Timing)",
            "SOAP processing inside the webapp (Server-Timing)",
            "SOAP cost outside the webapp (bytes, client parsing)");

    /**
     * The fifth, drawn only when some cost has no split: a service that sends no Server-Timing (run --url) gets its
     * whole cost as one segment rather than an invented inside/outside division.
     */
    public static final String UNSPLIT_SEGMENT = "SOAP cost, not split (the service sends no Server-Timing)";

    public CostBreakdown {
        rows = List.copyOf(rows);
    }

    /**
     * One cost.
     *
     * @param label                what is measured over what
     * @param networkMicros        baseline latency − baseline Server-Timing
     * @param servletMicros        baseline Server-Timing
     * @param soapInsideMicros     the cost's Server-Timing part (NaN when there is no split)
     * @param soapOutsideMicros    the rest of the cost (NaN when there is no split)
     * @param soapUnsplitMicros    the whole cost when there is no split, else NaN
     * @param costMicros           per-message cost (paired mean difference)
     * @param ci95Micros           its 95% CI half-width
     * @param baselineMicros       baseline mean latency
     */
    public record Row(String label, double networkMicros, double servletMicros, double soapInsideMicros,
                      double soapOutsideMicros, double soapUnsplitMicros, double costMicros, double ci95Micros,
                      double baselineMicros) {
    }

    static CostBreakdown of(List<ResultData> results) {
        List<Row> rows = new ArrayList<>();
        for (ResultData r : results) {
            for (ResultData.Cost c : r.costs()) {
                String label = (results.size() > 1 ? r.label() + ": " : "") + c.endpoint() + " − "
                        + (c.baselineEndpoint() == null ? "baseline" : c.baselineEndpoint())
                        + (c.size() >= 0 ? " [size " + c.size() + "]" : "") + ResultData.stackSuffix(c.stack());
                boolean baselineSplit = Double.isFinite(c.serverBaselineMicros());
                boolean costSplit = Double.isFinite(c.serverCostMicros());
                rows.add(new Row(label,
                        baselineSplit ? c.baselineMicros() - c.serverBaselineMicros() : c.baselineMicros(),
                        baselineSplit ? c.serverBaselineMicros() : Double.NaN,
                        costSplit ? c.serverCostMicros() : Double.NaN,
                        costSplit ? c.outsideCostMicros() : Double.NaN,
                        costSplit ? Double.NaN : c.perMessageCostMicros(),
                        c.perMessageCostMicros(), c.ci95Micros(), c.baselineMicros()));
            }
        }
        return new CostBreakdown(rows);
    }

    /** A part of the cost, or "not available" where the service sent no Server-Timing. */
    private static String split(double micros, Row r) {
        return Double.isFinite(r.soapUnsplitMicros()) ? "not available" : Html.number(micros, 1);
    }

    public boolean isEmpty() {
        return rows.isEmpty();
    }

    BarChart chart() {
        boolean unsplit = rows.stream().anyMatch(r -> Double.isFinite(r.soapUnsplitMicros()));
        List<String> segments = new ArrayList<>(SEGMENTS);
        if (unsplit) {
            segments.add(UNSPLIT_SEGMENT);
        }
        List<BarChart.Row> bars = rows.stream().map(r -> new BarChart.Row(r.label(), unsplit
                ? new double[] {r.networkMicros(), r.servletMicros(), r.soapInsideMicros(), r.soapOutsideMicros(),
                        r.soapUnsplitMicros()}
                : new double[] {r.networkMicros(), r.servletMicros(), r.soapInsideMicros(), r.soapOutsideMicros()},
                new double[] {r.ci95Micros()}, r.baselineMicros() + r.costMicros())).toList();
        return new BarChart("Cost breakdown per endpoint", "mean time per message (µs)", segments, bars, true);
    }

    public Table table() {
        List<List<String>> cells = rows.stream().map(r -> List.of(r.label(), Html.number(r.networkMicros(), 1),
                Html.number(r.servletMicros(), 1), split(r.soapInsideMicros(), r),
                split(r.soapOutsideMicros(), r), Html.withCi(r.costMicros(), r.ci95Micros()),
                Html.number(r.baselineMicros() + r.costMicros(), 1))).toList();
        return new Table(List.of("SOAP endpoint − baseline", "network + HTTP client µs", "servlet baseline µs",
                "SOAP inside webapp µs", "SOAP outside webapp µs", "SOAP cost µs (± 95% CI)", "total µs"), cells);
    }
}
