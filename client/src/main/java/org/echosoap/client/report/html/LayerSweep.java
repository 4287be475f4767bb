package org.echosoap.client.report.html;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Chart 10: what a layer (SOAP 1.2, TLS, WS-Security, MTOM, Fast Infoset) adds to the same message on each stack, from
 * the layers suite's costs ({@code layer.LAYER.MESSAGE}: the message with the layer minus the same message without
 * it, in the same blocks). One grouped bar chart per layer, a bar per stack and message with its 95% CI; the table
 * adds the plain message's own latency (the scale the cost is read against), the body bytes and the server
 * allocation the layer adds per message. A layer's cost is a difference and may be negative (the layer is cheaper).
 *
 * @param points every layer cost of the results, in file order
 */
public record LayerSweep(List<Point> points) {

    /** How every layer scenario's name starts. */
    static final String PREFIX = "layer.";

    public LayerSweep {
        points = List.copyOf(points);
    }

    /**
     * One stack's layer cost on one message.
     *
     * @param layer           the layer's key ({@code soap12}), with the result's label when several results have layers
     * @param message         {@code echoFloat}, {@code echoInts}
     * @param size            elements per message, or -1
     * @param stack           {@code axis2}, {@code cxf}, ...
     * @param costMicros      the layer's cost per message (measured minus plain)
     * @param ci95Micros      its 95% CI half-width
     * @param plainMicros     the plain message's mean latency
     * @param bodyBytesAdded  request plus response body bytes, with the layer minus without (NaN when unknown)
     * @param allocBytesAdded server allocation per message, with the layer minus without (NaN when unknown)
     */
    public record Point(String layer, String message, int size, String stack, double costMicros, double ci95Micros,
                        double plainMicros, double bodyBytesAdded, double allocBytesAdded) {
    }

    /** Whether {@code scenario} is a layer's ({@code layer.soap12.echoFloat}). */
    static boolean isLayer(String scenario) {
        return scenario != null && scenario.startsWith(PREFIX);
    }

    static LayerSweep of(List<ResultData> results) {
        List<ResultData> withLayers = results.stream()
                .filter(r -> r.costs().stream().anyMatch(c -> isLayer(c.scenario()))).toList();
        List<Point> points = new ArrayList<>();
        for (ResultData r : withLayers) {
            String prefix = withLayers.size() > 1 ? r.label() + ": " : "";
            for (ResultData.Cost c : r.costs()) {
                if (!isLayer(c.scenario())) {
                    continue;
                }
                String rest = c.scenario().substring(PREFIX.length());
                int dot = rest.indexOf('.');
                String layer = dot < 0 ? rest : rest.substring(0, dot);
                String message = dot < 0 ? "?" : rest.substring(dot + 1);
                ResultData.Run with = run(r, c, c.endpoint());
                ResultData.Run without = run(r, c, c.baselineEndpoint());
                points.add(new Point(prefix + layer, message, c.size(), c.stack(), c.perMessageCostMicros(),
                        c.ci95Micros(), c.baselineMicros(), bodyBytes(with) - bodyBytes(without),
                        alloc(with) - alloc(without)));
            }
        }
        return new LayerSweep(points);
    }

    /** The run of {@code endpoint} in the cost's scenario, size and stack, or null. */
    private static ResultData.Run run(ResultData r, ResultData.Cost c, String endpoint) {
        for (ResultData.Run run : r.runs()) {
            if (run.size() == c.size() && Objects.equals(run.scenario(), c.scenario())
                    && Objects.equals(run.stack(), c.stack()) && Objects.equals(run.endpoint(), endpoint)) {
                return run;
            }
        }
        return null;
    }

    private static double bodyBytes(ResultData.Run run) {
        return run == null ? Double.NaN : run.requestBytes() + run.responseBytes();
    }

    private static double alloc(ResultData.Run run) {
        return run == null ? Double.NaN : run.allocatedBytesPerMessage();
    }

    public boolean isEmpty() {
        return points.isEmpty();
    }

    /** One chart per layer: a row per message (and size), a bar per stack, the CI as whiskers. */
    List<BarChart> charts() {
        Map<String, List<Point>> byLayer = new LinkedHashMap<>();
        points.forEach(p -> byLayer.computeIfAbsent(p.layer(), k -> new ArrayList<>()).add(p));
        List<BarChart> charts = new ArrayList<>();
        byLayer.forEach((layer, layerPoints) -> charts.add(BarChart.grouped(
                "Layer " + layer + ": cost over the same message without it", "cost added per message (µs, ± 95% CI)",
                layerPoints.stream().map(p -> new BarChart.Bar(messageLabel(p), p.stack(), p.costMicros(),
                        p.ci95Micros())).toList())));
        return charts;
    }

    private static String messageLabel(Point p) {
        return p.message() + (p.size() < 0 ? "" : " [size " + p.size() + "]");
    }

    public Table table() {
        return new Table(List.of("layer", "message", "stack", "cost added µs (± 95% CI)", "plain message µs",
                "body bytes added (request + response)", "server alloc added (bytes/msg)"),
                points.stream().map(p -> List.of(p.layer(), messageLabel(p), p.stack(),
                        Html.withCi(p.costMicros(), p.ci95Micros()), Html.number(p.plainMicros(), 1),
                        Html.number(p.bodyBytesAdded(), 0), Html.number(p.allocBytesAdded(), 0))).toList());
    }
}
