package org.echosoap.client.report.html;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Chart 2 (seeds 000/001): µs per message of each parser variant, reading the request as a stream or after reading
 * it whole ({@code preread}), side by side; Axis2's own endpoint and the null baseline of the same result as reference
 * rows (stream column). From the runs named {@code variant.PARSER[.preread]}.
 *
 * @param rows one per parser (per result when several results have variants)
 */
public record ParserMatrix(List<Row> rows) {

    public ParserMatrix {
        rows = List.copyOf(rows);
    }

    /**
     * One parser.
     *
     * @param label          parser (with the result's label when there are several)
     * @param streamMicros   mean latency reading the stream (NaN: not measured)
     * @param prereadMicros  mean latency after reading the body whole
     */
    public record Row(String label, double streamMicros, double prereadMicros) {
    }

    static ParserMatrix of(List<ResultData> results) {
        List<ResultData> withVariants = results.stream()
                .filter(r -> r.runs().stream().anyMatch(run -> isVariant(run.endpoint()))).toList();
        List<Row> rows = new ArrayList<>();
        for (ResultData r : withVariants) {
            String prefix = withVariants.size() > 1 ? r.label() + ": " : "";
            Map<String, double[]> byParser = new LinkedHashMap<>();
            for (ResultData.Run run : r.runs()) {
                if (isVariant(run.endpoint())) {
                    String rest = run.endpoint().substring("variant.".length());
                    boolean preread = rest.endsWith(".preread");
                    String parser = preread ? rest.substring(0, rest.length() - ".preread".length()) : rest;
                    double[] v = byParser.computeIfAbsent(parser, k -> new double[] {Double.NaN, Double.NaN});
                    v[preread ? 1 : 0] = run.meanMicros();
                }
            }
            byParser.forEach((parser, v) -> rows.add(new Row(prefix + parser, v[0], v[1])));
            for (ResultData.Run run : r.runs()) {
                if ("measured".equals(run.role()) || "baseline".equals(run.role())) {
                    rows.add(new Row(prefix + run.endpoint() + " (" + run.role() + ")", run.meanMicros(), Double.NaN));
                }
            }
        }
        return new ParserMatrix(rows);
    }

    private static boolean isVariant(String endpoint) {
        return endpoint != null && endpoint.startsWith("variant.");
    }

    public boolean isEmpty() {
        return rows.isEmpty();
    }

    BarChart chart() {
        List<BarChart.Row> bars = rows.stream().map(r -> new BarChart.Row(r.label(),
                new double[] {r.streamMicros(), r.prereadMicros()}, null, Double.NaN)).toList();
        return new BarChart("Parser matrix", "mean latency per message (µs)", List.of("stream", "preread"), bars, false);
    }

    public Table table() {
        return new Table(List.of("parser", "stream µs/msg", "preread µs/msg"), rows.stream()
                .map(r -> List.of(r.label(), Html.number(r.streamMicros(), 1), Html.number(r.prereadMicros(), 1)))
                .toList());
    }
}
