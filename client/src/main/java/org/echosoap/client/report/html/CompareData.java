package org.echosoap.client.report.html;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * One compare.json (schema {@code echosoap-compare/1}) as the report needs it.
 *
 * @param source   the file as named on the command line
 * @param labelA   column A's name (e.g. same-host)
 * @param labelB   column B's name (e.g. cross-host)
 * @param inputA   the result.json compare read as A, as written in compare.json
 * @param inputB   the same for B
 * @param rows     latency and cost rows
 * @param warnings what compare warned about
 */
public record CompareData(String source, String labelA, String labelB, String inputA, String inputB, List<Row> rows,
                          List<String> warnings) {

    public CompareData {
        rows = List.copyOf(rows);
        warnings = List.copyOf(warnings);
    }

    static CompareData of(String source, JsonNode root) {
        List<Row> rows = new ArrayList<>();
        for (JsonNode r : Json.objects(root, "rows")) {
            String label = Json.text(r, "label");
            rows.add(new Row(label == null ? Json.text(r, "endpoint") : label, Json.size(r), Json.text(r, "kind"),
                    Json.number(r, "aMicros"), Json.number(r, "bMicros"),
                    Json.number(r, "aCi95Micros"), Json.number(r, "bCi95Micros")));
        }
        String a = Json.text(root, "labels", "a");
        String b = Json.text(root, "labels", "b");
        return new CompareData(source, a == null ? "A" : a, b == null ? "B" : b, Json.text(root, "inputs", "a"),
                Json.text(root, "inputs", "b"), rows, Json.texts(root, "warnings"));
    }

    /**
     * One compared figure.
     *
     * @param label       what is compared ({@code null}, {@code EchoFloat − null (SOAP cost)})
     * @param size        elements per message, or -1
     * @param kind        latency or cost
     * @param aMicros     A's figure (NaN: not in A)
     * @param bMicros     B's
     * @param aCi95Micros A's 95% CI half-width, NaN if none
     * @param bCi95Micros B's
     */
    public record Row(String label, int size, String kind, double aMicros, double bMicros, double aCi95Micros,
                      double bCi95Micros) {

        /** The label with {@code [size N]} when the row has a size. */
        public String name() {
            return size < 0 ? label : label + " [size " + size + "]";
        }
    }
}
