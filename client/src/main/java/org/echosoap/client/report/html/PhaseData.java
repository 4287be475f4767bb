package org.echosoap.client.report.html;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.echosoap.client.result.Phase;
import org.echosoap.client.resultfile.Json;

/**
 * The {@code --profile} part of one result.json as the report needs it: each profiled endpoint's split by phase
 * ({@code runs[].phases}), each cost's ({@code costs[].phases}) and each part's profile ({@code profiles[]}: how it
 * was recorded, its flame graph's file name, what no rule claimed, or why there is none). Empty for results made
 * without {@code --profile}; figures a file lacks are NaN.
 *
 * @param parts     one per {@code profiles[]} entry, in file order
 * @param endpoints one per {@code runs[]} entry with phases
 * @param costs     one per {@code costs[]} entry with phases
 */
public record PhaseData(List<Part> parts, List<Endpoint> endpoints, List<Cost> costs) {

    /** No profile in the file. */
    static final PhaseData NONE = new PhaseData(List.of(), List.of(), List.of());

    public PhaseData {
        parts = List.copyOf(parts);
        endpoints = List.copyOf(endpoints);
        costs = List.copyOf(costs);
    }

    /** Whether the file has a profile or says why it has none. */
    public boolean isEmpty() {
        return parts.isEmpty() && endpoints.isEmpty() && costs.isEmpty();
    }

    /** Reads the profile keys of {@code root}; {@link #NONE} when there are none. */
    static PhaseData of(JsonNode root) {
        List<Part> parts = new ArrayList<>();
        for (JsonNode p : Json.objects(root, "profiles")) {
            parts.add(new Part(new PartKey(Json.text(p, "scenario"), stack(p), Json.size(p)), Json.text(p, "problem"),
                    Json.text(p, "sampler"), Json.number(p, "samplingMillis"), Json.number(p, "measuredSeconds"),
                    Json.number(p, "profilerCpuShare"), Json.text(p, "flameGraph"), Json.text(p, "recording"),
                    counts(Json.at(p, "unclaimedFrames"))));
        }
        List<Endpoint> endpoints = new ArrayList<>();
        for (JsonNode r : Json.objects(root, "runs")) {
            JsonNode n = Json.at(r, "phases");
            if (n == null || !n.isObject()) {
                continue;
            }
            Map<String, Figure> byPhase = new LinkedHashMap<>();
            for (Map.Entry<String, JsonNode> e : ordered(Json.at(n, "byPhase"))) {
                JsonNode f = e.getValue();
                byPhase.put(e.getKey(), new Figure(Json.number(f, "micros"), Json.number(f, "microsCi95"),
                        Json.number(f, "share"), Json.number(f, "shareCi95"), Json.number(f, "allocatedBytes"),
                        Json.number(f, "samples"), counts(Json.at(f, "topFrames"))));
            }
            endpoints.add(new Endpoint(new PartKey(Json.text(r, "scenario"), stack(r), Json.size(r)),
                    Json.text(r, "endpoint"), Json.number(n, "requests"), Json.number(n, "samples"),
                    Json.number(n, "insideMicros"), Json.number(n, "insideCi95Micros"),
                    Json.number(n, "allocatedBytesPerMessage"), byPhase));
        }
        List<Cost> costs = new ArrayList<>();
        for (JsonNode c : Json.objects(root, "costs")) {
            JsonNode n = Json.at(c, "phases");
            if (n == null || !n.isObject()) {
                continue;
            }
            Map<String, Figure> byPhase = new LinkedHashMap<>();
            for (Map.Entry<String, JsonNode> e : ordered(n)) {
                JsonNode f = e.getValue();
                byPhase.put(e.getKey(), new Figure(Json.number(f, "micros"), Json.number(f, "ci95Micros"), Double.NaN,
                        Double.NaN, Json.number(f, "allocatedBytes"), Double.NaN, Map.of()));
            }
            costs.add(new Cost(new PartKey(Json.text(c, "scenario"), stack(c), Json.size(c)), Json.text(c, "endpoint"),
                    Json.text(c, "baselineEndpoint"), Json.number(c, "serverCostMicros"),
                    Json.number(c, "serverCostCi95Micros"), byPhase));
        }
        return parts.isEmpty() && endpoints.isEmpty() && costs.isEmpty() ? NONE
                : new PhaseData(parts, endpoints, costs);
    }

    /**
     * The entries of a {@code byPhase} object in {@link Phase} order, then any phase this build does not know (a
     * newer file's) in file order: the colours follow the phases, not the file.
     */
    private static List<Map.Entry<String, JsonNode>> ordered(JsonNode byPhase) {
        List<Map.Entry<String, JsonNode>> out = new ArrayList<>();
        if (byPhase == null || !byPhase.isObject()) {
            return out;
        }
        for (Phase p : Phase.values()) {
            JsonNode f = byPhase.get(p.key());
            if (f != null && f.isObject()) {
                out.add(Map.entry(p.key(), f));
            }
        }
        byPhase.fields().forEachRemaining(e -> {
            if (e.getValue().isObject() && out.stream().noneMatch(o -> o.getKey().equals(e.getKey()))) {
                out.add(Map.entry(e.getKey(), e.getValue()));
            }
        });
        return out;
    }

    /** frame → samples, in file order (most samples first as written); non-numbers left out. */
    private static Map<String, Long> counts(JsonNode node) {
        Map<String, Long> out = new LinkedHashMap<>();
        if (node != null && node.isObject()) {
            node.fields().forEachRemaining(e -> {
                if (e.getValue().isNumber()) {
                    out.put(e.getKey(), e.getValue().asLong());
                }
            });
        }
        return out;
    }

    private static String stack(JsonNode entry) {
        String stack = Json.text(entry, "stack");
        return stack == null ? "axis2" : stack;
    }

    /**
     * Which part of a run or suite an entry belongs to: the profile is recorded per part.
     *
     * @param scenario scenario, or null
     * @param stack    SOAP stack ({@code axis2} when the file names none)
     * @param size     elements per message, or -1
     */
    public record PartKey(String scenario, String stack, int size) {

        /** {@code echoFloat}, {@code benchmark.echoInts [size 10] (cxf)}. */
        public String title() {
            return (scenario == null ? "run" : scenario) + (size < 0 ? "" : " [size " + size + "]")
                    + ResultData.stackSuffix(stack);
        }
    }

    /**
     * One {@code profiles[]} entry.
     *
     * @param key               the part
     * @param problem           why it has no profile although one was asked for, or null
     * @param sampler           the JFR event the shares come from, or null
     * @param samplingMillis    the sampling period, ms (NaN when unknown)
     * @param measuredSeconds   the measured windows the recording covered, s
     * @param profilerCpuShare  the recorder threads' CPU as a share of one CPU (NaN when unknown)
     * @param flameGraph        the flame graph's file name next to result.json, or null
     * @param recording         the recording's file name there, or null
     * @param unclaimedFrames   frames no rule claimed (phase other) → samples, most first
     */
    public record Part(PartKey key, String problem, String sampler, double samplingMillis, double measuredSeconds,
                       double profilerCpuShare, String flameGraph, String recording,
                       Map<String, Long> unclaimedFrames) {

        public Part {
            unclaimedFrames = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(unclaimedFrames));
        }
    }

    /**
     * One phase's figures; what a cost's phase lacks (share, samples, frames) is NaN or empty.
     *
     * @param micros         µs per message
     * @param microsCi95     its 95% half width (NaN when unknown)
     * @param share          share of the time inside the webapp, 0..1
     * @param shareCi95      its 95% half width
     * @param allocatedBytes bytes allocated per message
     * @param samples        execution samples in it
     * @param topFrames      the frames that decided most of its samples → samples, most first
     */
    public record Figure(double micros, double microsCi95, double share, double shareCi95, double allocatedBytes,
                         double samples, Map<String, Long> topFrames) {

        public Figure {
            topFrames = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(topFrames));
        }
    }

    /**
     * One endpoint's split ({@code runs[].phases}).
     *
     * @param key                      its part
     * @param endpoint                 row name
     * @param requests                 measured requests the recording saw
     * @param samples                  their execution samples
     * @param insideMicros             time inside the webapp per message, µs
     * @param insideCi95Micros         its 95% half width
     * @param allocatedBytesPerMessage bytes allocated inside the webapp per message
     * @param byPhase                  phase key → figures, in {@link Phase} order
     */
    public record Endpoint(PartKey key, String endpoint, double requests, double samples, double insideMicros,
                           double insideCi95Micros, double allocatedBytesPerMessage, Map<String, Figure> byPhase) {

        public Endpoint {
            byPhase = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(byPhase));
        }
    }

    /**
     * One cost's split ({@code costs[].phases}): the endpoint's figures minus its baseline's, phase by phase.
     *
     * @param key                  its part
     * @param endpoint             the measured endpoint
     * @param baselineEndpoint     the endpoint subtracted
     * @param serverCostMicros     the cost inside the webapp (Server-Timing), what the phases split
     * @param serverCostCi95Micros its 95% half width (NaN when unknown)
     * @param byPhase              phase key → µs, ± and bytes, in {@link Phase} order
     */
    public record Cost(PartKey key, String endpoint, String baselineEndpoint, double serverCostMicros,
                       double serverCostCi95Micros, Map<String, Figure> byPhase) {

        public Cost {
            byPhase = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(byPhase));
        }
    }
}
