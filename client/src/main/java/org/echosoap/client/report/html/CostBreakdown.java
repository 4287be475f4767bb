package org.echosoap.client.report.html;

import java.util.ArrayList;
import java.util.List;

/**
 * Chart 1: where the time of a SOAP request goes, per measured endpoint. The baseline's mean latency splits (by
 * Server-Timing) into network + HTTP client + connector and the servlet's own work; on top comes the per-message SOAP
 * cost from the subtraction, split again into the part inside the webapp and the rest (more bytes on the wire, the
 * client reading them). The whisker is the cost's 95% CI around the stack's end.
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

    public CostBreakdown {
        rows = List.copyOf(rows);
    }

    /**
     * One cost.
     *
     * @param label                what is measured over what
     * @param networkMicros        baseline latency − baseline Server-Timing
     * @param servletMicros        baseline Server-Timing
     * @param soapInsideMicros     the cost's Server-Timing part (the whole cost when there is no split)
     * @param soapOutsideMicros    the rest of the cost (NaN when there is no split)
     * @param costMicros           per-message cost (paired mean difference)
     * @param ci95Micros           its 95% CI half-width
     * @param baselineMicros       baseline mean latency
     */
    public record Row(String label, double networkMicros, double servletMicros, double soapInsideMicros,
                      double soapOutsideMicros, double costMicros, double ci95Micros, double baselineMicros) {
    }

    static CostBreakdown of(List<ResultData> results) {
        List<Row> rows = new ArrayList<>();
        for (ResultData r : results) {
            for (ResultData.Cost c : r.costs()) {
                String label = (results.size() > 1 ? r.label() + ": " : "") + c.endpoint() + " − "
                        + (c.baselineEndpoint() == null ? "baseline" : c.baselineEndpoint())
                        + (c.size() >= 0 ? " [size " + c.size() + "]" : "");
                boolean baselineSplit = Double.isFinite(c.serverBaselineMicros());
                boolean costSplit = Double.isFinite(c.serverCostMicros());
                rows.add(new Row(label,
                        baselineSplit ? c.baselineMicros() - c.serverBaselineMicros() : c.baselineMicros(),
                        baselineSplit ? c.serverBaselineMicros() : Double.NaN,
                        costSplit ? c.serverCostMicros() : c.perMessageCostMicros(),
                        costSplit ? c.outsideCostMicros() : Double.NaN,
                        c.perMessageCostMicros(), c.ci95Micros(), c.baselineMicros()));
            }
        }
        return new CostBreakdown(rows);
    }

    public boolean isEmpty() {
        return rows.isEmpty();
    }

    BarChart chart() {
        List<BarChart.Row> bars = rows.stream().map(r -> new BarChart.Row(r.label(),
                new double[] {r.networkMicros(), r.servletMicros(), r.soapInsideMicros(), r.soapOutsideMicros()},
                new double[] {r.ci95Micros()}, r.baselineMicros() + r.costMicros())).toList();
        return new BarChart("Cost breakdown per endpoint", "mean time per message (µs)", SEGMENTS, bars, true);
    }

    public Table table() {
        List<List<String>> cells = rows.stream().map(r -> List.of(r.label(), Html.number(r.networkMicros(), 1),
                Html.number(r.servletMicros(), 1), Html.number(r.soapInsideMicros(), 1),
                Html.number(r.soapOutsideMicros(), 1), Html.withCi(r.costMicros(), r.ci95Micros()),
                Html.number(r.baselineMicros() + r.costMicros(), 1))).toList();
        return new Table(List.of("SOAP endpoint − baseline", "network + HTTP client µs", "servlet baseline µs",
                "SOAP inside webapp µs", "SOAP outside webapp µs", "SOAP cost µs (± 95% CI)", "total µs"), cells);
    }
}
