package org.echosoap.client.report.html;

import org.echosoap.client.resultfile.Json;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * One compare.json (schema {@code echosoap-compare/1}) as the report needs it. Files written before compare tested
 * significance lack the test's keys: their rows' {@link Row#finding()} is "not tested".
 *
 * @param source           the file as named on the command line
 * @param labelA           column A's name (e.g. same-host)
 * @param labelB           column B's name (e.g. cross-host)
 * @param inputA           the result.json compare read as A, as written in compare.json
 * @param inputB           the same for B
 * @param thresholdPercent compare's --threshold, NaN if the file lacks it
 * @param equivalencePercent compare's --equivalence margin, NaN if the file lacks it or it was off
 * @param rows             latency and cost rows
 * @param warnings         what compare warned about
 */
public record CompareData(String source, String labelA, String labelB, String inputA, String inputB,
                          double thresholdPercent, double equivalencePercent, List<Row> rows,
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
                    Json.number(r, "aCi95Micros"), Json.number(r, "bCi95Micros"),
                    Json.number(r, "differenceCi95LowMicros"), Json.number(r, "differenceCi95HighMicros"),
                    Json.number(r, "pValue"), Json.number(r, "qValue"), finding(r), Json.text(r, "verdict")));
        }
        String a = Json.text(root, "labels", "a");
        String b = Json.text(root, "labels", "b");
        return new CompareData(source, a == null ? "A" : a, b == null ? "B" : b, Json.text(root, "inputs", "a"),
                Json.text(root, "inputs", "b"), Json.number(root, "thresholdPercent"),
                Json.number(root, "test", "equivalenceMarginPercent"), rows,
                Json.texts(root, "warnings"));
    }

    /** What compare concluded about a row, from its {@code marked}, {@code significant} and {@code testOutcome}. */
    private static Finding finding(JsonNode r) {
        boolean inBoth = Boolean.TRUE.equals(bool(r, "inA")) && Boolean.TRUE.equals(bool(r, "inB"));
        Boolean significant = bool(r, "significant");
        if (!inBoth || Double.isNaN(Json.number(r, "differenceMicros"))) {
            return Finding.NO_DIFFERENCE;
        }
        if (significant == null) {
            return Finding.NOT_TESTED; // compare.json from before the test
        }
        if (Boolean.TRUE.equals(bool(r, "marked"))) {
            return Finding.MARKED;
        }
        if (significant) {
            return Finding.WITHIN_THRESHOLD;
        }
        return "tested".equals(Json.text(r, "testOutcome")) ? Finding.NOT_SIGNIFICANT : Finding.UNTESTABLE;
    }

    private static Boolean bool(JsonNode n, String key) {
        JsonNode v = Json.at(n, key);
        return v != null && v.isBoolean() ? v.asBoolean() : null;
    }

    /** What compare concluded about one row's difference. */
    public enum Finding {
        /** significant (Welch, p &lt; 0.05) and beyond the threshold: {@code *} */
        MARKED,
        /** significant but within the threshold */
        WITHIN_THRESHOLD,
        /** tested, not significant: {@code ~} */
        NOT_SIGNIFICANT,
        /** fewer than 2 units on a side, or no spread: no test possible, {@code ~} */
        UNTESTABLE,
        /** compare.json written before compare tested significance */
        NOT_TESTED,
        /** the row is not in both results or its difference is not known */
        NO_DIFFERENCE
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
     * @param differenceCi95LowMicros  low end of the 95% CI of B − A (Welch), NaN if not tested
     * @param differenceCi95HighMicros high end
     * @param pValue      Welch's two-sided p-value, NaN if not tested
     * @param qValue      its Benjamini–Hochberg q-value over the comparison's rows, NaN if not tested or older file
     * @param finding     what compare's test said
     * @param verdict     compare's verdict ({@code faster}, {@code slower}, {@code equivalent}, {@code ~}), null in
     *                    files from before verdicts
     */
    public record Row(String label, int size, String kind, double aMicros, double bMicros, double aCi95Micros,
                      double bCi95Micros, double differenceCi95LowMicros, double differenceCi95HighMicros,
                      double pValue, double qValue, Finding finding, String verdict) {

        /** The label with {@code [size N]} when the row has a size. */
        public String name() {
            return size < 0 ? label : label + " [size " + size + "]";
        }
    }
}
