package org.echosoap.client.resultfile;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * The exact stages of a result file's runs and costs ({@code runs[].stages}, {@code costs[].stages}: a run made with
 * {@code --stages}), as compare and the gate read them: each stage's figures and its per-block (or per-pair) units.
 * Results without stages read as no sets; a stage entry that is not an object with a name is skipped.
 *
 * @param scenario scenario name, or null
 * @param size     elements per message, or {@link ResultFile#NO_SIZE}
 * @param endpoint the endpoint (a cost's SOAP endpoint)
 * @param baseline a cost's baseline; null for an endpoint's stages
 * @param stack    the stack key, or {@link ResultFile#AXIS2} where the entry names none
 * @param stages   the stages in pipeline order
 */
public record ResultStages(String scenario, int size, String endpoint, String baseline, String stack,
                           List<Entry> stages) {

    /** Freezes the list. */
    public ResultStages {
        stages = List.copyOf(stages);
    }

    /**
     * One stage.
     *
     * @param name           its wire name ({@code invocation})
     * @param micros         µs per message
     * @param allocatedBytes bytes per message (NaN when not exact)
     * @param exact          whether the bytes are exact per message
     * @param unitMicros     per block (endpoint) or pair (cost), µs
     * @param unitBytes      per block or pair, bytes (empty when not exact)
     */
    public record Entry(String name, double micros, double allocatedBytes, boolean exact, List<Double> unitMicros,
                        List<Double> unitBytes) {

        /** Freezes the lists. */
        public Entry {
            unitMicros = List.copyOf(unitMicros);
            unitBytes = List.copyOf(unitBytes);
        }
    }

    /** Whether these are a cost's stages. */
    public boolean ofCost() {
        return baseline != null;
    }

    /** The stages of a result document's runs and costs, in file order. */
    static List<ResultStages> of(JsonNode root) {
        List<ResultStages> out = new ArrayList<>();
        for (JsonNode run : Json.objects(root, "runs")) {
            add(out, run, null, "blockMicros", "blockAllocatedBytes");
        }
        for (JsonNode cost : Json.objects(root, "costs")) {
            add(out, cost, Json.text(cost, "baselineEndpoint"), "pairMicros", "pairAllocatedBytes");
        }
        return out;
    }

    private static void add(List<ResultStages> out, JsonNode n, String baseline, String microsKey, String bytesKey) {
        JsonNode stages = n.get("stages");
        String endpoint = Json.text(n, "endpoint");
        if (stages == null || !stages.isArray() || endpoint == null) {
            return;
        }
        List<Entry> entries = new ArrayList<>();
        for (JsonNode s : stages) {
            String name = Json.text(s, "name");
            if (!s.isObject() || name == null) {
                continue;
            }
            Boolean exact = Json.flag(s, "exact");
            entries.add(new Entry(name, Json.number(s, "micros"), Json.number(s, "allocatedBytes"),
                    exact != null && exact, numbers(s.get(microsKey)), numbers(s.get(bytesKey))));
        }
        String stack = Json.text(n, "stack");
        out.add(new ResultStages(Json.text(n, "scenario"), Json.size(n), endpoint, baseline,
                stack == null ? ResultFile.AXIS2 : stack, entries));
    }

    private static List<Double> numbers(JsonNode array) {
        List<Double> out = new ArrayList<>();
        if (array != null && array.isArray()) {
            for (JsonNode v : array) {
                if (v.isNumber()) {
                    out.add(v.asDouble());
                }
            }
        }
        return out;
    }
}
