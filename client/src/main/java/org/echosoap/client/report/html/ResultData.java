package org.echosoap.client.report.html;

import org.echosoap.client.resultfile.Json;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.echosoap.client.capacity.CapacityOutcome;
import org.echosoap.client.report.RowStanding;
import org.echosoap.client.config.PrecisionTarget;

/**
 * One result.json (schema {@code echosoap-result/1} or {@code /2}) as the report needs it: environment, settings, warnings, runs
 * (with their histogram text), costs and a capacity suite's outcome. Built from a tree that {@link org.echosoap.client.resultfile.ResultFile#read}
 * has already validated; figures the file lacks are NaN.
 *
 * @param label       the short name the report shows (directory name, or a compare's label)
 * @param source      the file as named on the command line
 * @param complete    false when the run stopped early
 * @param suite       the suite's name, or null for a run
 * @param environment tool version, JVM, OS, CPUs, hosts, start time (key → text, in file order)
 * @param settings    every setting the file records (key → text, in file order)
 * @param warnings    what the client warned about
 * @param runs        one per endpoint driven
 * @param costs       one per per-message cost
 * @param intervalLogs the {@code --hlog} interval logs found next to the file (empty when there are none)
 * @param capacity    the capacity suite's outcome ({@code capacity} block), or null: other results have none
 * @param phases      the {@code --profile} split by phase ({@link PhaseData#NONE} without a profile)
 * @param stages      the exact stages ({@code --stages}; {@link StageData#NONE} without them)
 */
public record ResultData(String label, String source, boolean complete, String suite,
                         Map<String, String> environment, Map<String, String> settings, List<String> warnings,
                         List<Run> runs, List<Cost> costs, List<IntervalLog> intervalLogs,
                         CapacityOutcome capacity, PhaseData phases, StageData stages) {

    public ResultData {
        environment = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(environment));
        settings = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(settings));
        warnings = List.copyOf(warnings);
        runs = List.copyOf(runs);
        intervalLogs = List.copyOf(intervalLogs);
        costs = List.copyOf(costs);
    }

    /** Reads the parts of {@code root} the report shows. */
    static ResultData of(String label, String source, JsonNode root) {
        Map<String, String> env = new LinkedHashMap<>();
        putIfKnown(env, "tool version", Json.text(root, "tool", "version"));
        JsonNode e = Json.at(root, "environment");
        if (e != null && e.isObject()) {
            e.fields().forEachRemaining(f -> putIfKnown(env, f.getKey(), f.getValue().isValueNode() ? f.getValue().asText() : null));
        }
        Map<String, String> settings = new LinkedHashMap<>();
        JsonNode s = Json.at(root, "settings");
        if (s != null && s.isObject()) {
            s.fields().forEachRemaining(f -> {
                JsonNode v = f.getValue();
                if (v.isValueNode() && !v.isNull()) {
                    settings.put(f.getKey(), v.asText());
                } else if (v.isArray()) {
                    List<String> items = new ArrayList<>();
                    v.forEach(i -> items.add(i.asText()));
                    settings.put(f.getKey(), String.join(",", items));
                }
            });
        }
        List<String> warnings = new ArrayList<>(Json.texts(root, "warnings"));
        String abort = Json.text(root, "abortReason");
        JsonNode complete = Json.at(root, "complete");
        boolean isComplete = complete == null || !complete.isBoolean() || complete.asBoolean();
        if (!isComplete) {
            warnings.add(0, "INCOMPLETE run" + (abort == null ? "" : ": " + abort));
        }
        List<Run> runs = new ArrayList<>();
        for (JsonNode r : Json.objects(root, "runs")) {
            runs.add(new Run(Json.text(r, "scenario"), Json.size(r), Json.text(r, "endpoint"), Json.text(r, "role"),
                    stack(r),
                    Json.number(r, "throughputPerSec"), Json.number(r, "latencyMicros", "mean"),
                    Json.number(r, "latencyMicros", "p50"), Json.number(r, "latencyMicros", "p99"),
                    Json.number(r, "serverAppMicros", "mean"), Json.number(r, "requestBytes"),
                    Json.number(r, "responseBytesPerMessage"), Json.number(r, "payloadBytes"),
                    Json.number(r, "serverAllocatedBytes", "mean"),
                    Json.number(r, "errors"), Json.number(r, "rate", "askedPerSec"), Json.text(r, "histogram")));
        }
        // Runs whose priming was judged and did not end steady: their costs are not ranked (RowStanding).
        java.util.Set<String> unsteady = new java.util.HashSet<>();
        for (JsonNode r : Json.objects(root, "runs")) {
            JsonNode steady = Json.at(r, "priming", "steady");
            if (steady != null && steady.isBoolean() && !steady.asBoolean() && Json.number(r, "priming", "blocks") > 0) {
                unsteady.add(runKey(Json.text(r, "scenario"), Json.size(r), stack(r), Json.text(r, "endpoint")));
            }
        }
        List<Cost> costs = new ArrayList<>();
        for (JsonNode c : Json.objects(root, "costs")) {
            String scenario = Json.text(c, "scenario");
            boolean steady = !unsteady.contains(runKey(scenario, Json.size(c), stack(c), Json.text(c, "endpoint")))
                    && !unsteady.contains(runKey(scenario, Json.size(c), stack(c), Json.text(c, "baselineEndpoint")));
            costs.add(new Cost(scenario, stack(c), Json.size(c), Json.text(c, "endpoint"),
                    Json.text(c, "baselineEndpoint"), Json.number(c, "baselineMicros"), Json.number(c, "soapMicros"),
                    Json.number(c, "perMessageCostMicros"), Json.number(c, "ci95Micros"),
                    Json.number(c, "serverBaselineMicros"), Json.number(c, "serverCostMicros"),
                    outsideCost(c), pairCosts(c),
                    !steady ? RowStanding.NOT_STEADY : measuredEnough(c) ? null : RowStanding.NOT_MEASURED_ENOUGH));
        }
        CapacityOutcome capacity = null;
        try {
            capacity = CapacityBlock.read(root);
        } catch (IllegalArgumentException unusable) {
            warnings.add(unusable.getMessage() + ": its chart is not drawn");
        }
        return new ResultData(label, source, isComplete, Json.text(root, "suite"), env, settings, warnings, runs, costs,
                List.of(), capacity, PhaseData.of(root), StageData.of(root));
    }

    /** The same result with the interval logs found next to its file. */
    ResultData withIntervalLogs(List<IntervalLog> logs) {
        return new ResultData(label, source, complete, suite, environment, settings, warnings, runs, costs, logs,
                capacity, phases, stages);
    }

    /**
     * The part of the cost outside the webapp: measured per request in schema 2 ({@code outsideCostMicros}); schema 1
     * had only the remainder cost − inside ({@code networkAndHttpCostMicros}).
     */
    private static double outsideCost(JsonNode c) {
        double measured = Json.number(c, "outsideCostMicros");
        return Double.isFinite(measured) ? measured : Json.number(c, "networkAndHttpCostMicros");
    }

    private static String runKey(String scenario, int size, String stack, String endpoint) {
        return scenario + "@" + size + "@" + stack + "@" + endpoint;
    }

    /**
     * {@code measuredEnough}; results written before it say so by their {@code pairs}; without either, unknown,
     * and not held against the cost.
     */
    private static boolean measuredEnough(JsonNode c) {
        JsonNode enough = Json.at(c, "measuredEnough");
        if (enough != null && enough.isBoolean()) {
            return enough.asBoolean();
        }
        double pairs = Json.number(c, "pairs");
        return !Double.isFinite(pairs) || PrecisionTarget.measuredEnough((int) pairs);
    }

    /** The entry's SOAP stack; results written before stacks existed (and --url runs) are Axis2's. */
    private static String stack(JsonNode entry) {
        String stack = Json.text(entry, "stack");
        return stack == null ? "axis2" : stack;
    }

    /** The cost of each block pair of the headline statistic, for tests between results; empty if not recorded. */
    private static List<Double> pairCosts(JsonNode c) {
        List<Double> pairs = new ArrayList<>();
        // The interval's independent units (epochs) where the result has them: the pairs of one epoch share its
        // placement, so a test between results on pairs would find differences that a new set of connections makes.
        JsonNode units = Json.at(c, "unitCostMicros");
        JsonNode array = units != null && units.isArray() && units.size() >= 2 ? units : Json.at(c, "pairCostMicros");
        if (array != null && array.isArray()) {
            array.forEach(v -> {
                if (v.isNumber() && Double.isFinite(v.asDouble())) {
                    pairs.add(v.asDouble());
                }
            });
        }
        return pairs;
    }

    private static void putIfKnown(Map<String, String> map, String key, String value) {
        if (value != null) {
            map.put(key, value);
        }
    }

    /**
     * One {@code runs[]} entry.
     *
     * @param scenario               scenario, or null
     * @param size                   elements per message, or -1
     * @param endpoint               row name ({@code null}, {@code EchoFloat}, {@code variant.dom.preread})
     * @param role                   baseline, extra, measured, or null
     * @param stack                  the SOAP stack whose WAR served it ({@code axis2}, {@code cxf}, {@code metro})
     * @param throughputPerSec       messages per second of the shown trial
     * @param meanMicros             mean latency
     * @param p50Micros              median latency
     * @param p99Micros              99th percentile
     * @param serverMeanMicros       Server-Timing time inside the webapp
     * @param requestBytes           request body bytes
     * @param responseBytes          mean response body bytes
     * @param payloadBytes           the size the memory suite sweeps (its {@code payloadBytes}), NaN in other results
     * @param allocatedBytesPerMessage mean bytes the server allocated per message (Server-Timing alloc)
     * @param errors                 failed requests
     * @param askedPerSec            the open-loop rate asked ({@code run --rate}, a capacity step), NaN in closed loop
     * @param histogramBase64        HdrHistogram compressed base64 in µs, or null
     */
    public record Run(String scenario, int size, String endpoint, String role, String stack, double throughputPerSec,
                      double meanMicros, double p50Micros, double p99Micros, double serverMeanMicros,
                      double requestBytes, double responseBytes, double payloadBytes,
                      double allocatedBytesPerMessage, double errors, double askedPerSec,
                      String histogramBase64) {

        /**
         * The payload a message carries: {@code payloadBytes} where the result names it (the memory suite), else the
         * larger of request and response body (an echo's request, a send operation's response).
         */
        public double payloadOrLargerBody() {
            if (Double.isFinite(payloadBytes) && payloadBytes > 0) {
                return payloadBytes;
            }
            double larger = Math.max(Double.isFinite(requestBytes) ? requestBytes : 0,
                    Double.isFinite(responseBytes) ? responseBytes : 0);
            return larger > 0 ? larger : Double.NaN;
        }

        /**
         * {@code endpoint}, with {@code [size N]} when the run has a size, the stack when it is not Axis2 and the rate
         * when it was sent at one.
         */
        public String name() {
            return (size < 0 ? String.valueOf(endpoint) : endpoint + " [size " + size + "]") + stackSuffix(stack)
                    + rateSuffix();
        }

        /** {@code endpoint}, with the stack when it is not Axis2 and the rate when it was sent at one: a chart's line. */
        public String lineName() {
            return endpoint + stackSuffix(stack) + rateSuffix();
        }

        /**
         * " at 500/s" for an open-loop run: a capacity suite drives each endpoint at several rates, and without it
         * its runs would be lines of one name in the spectrum and rows of one name in the memory table.
         */
        private String rateSuffix() {
            return Double.isFinite(askedPerSec) ? " at " + Html.number(askedPerSec, 0) + "/s" : "";
        }
    }

    /**
     * One {@code costs[]} entry: SOAP endpoint minus its baseline.
     *
     * @param scenario             scenario, or null
     * @param stack                the SOAP stack ({@code axis2} for results without one)
     * @param size                 elements per message, or -1
     * @param endpoint             the measured endpoint
     * @param baselineEndpoint     the endpoint subtracted
     * @param baselineMicros       the baseline's mean latency over all trials
     * @param soapMicros           the measured endpoint's
     * @param perMessageCostMicros paired mean difference
     * @param ci95Micros           its 95% CI half-width
     * @param serverBaselineMicros Server-Timing time of the baseline inside the webapp
     * @param serverCostMicros     the part of the cost inside the webapp
     * @param outsideCostMicros    the part outside it (schema 2: measured; schema 1: cost − inside)
     * @param pairCostMicros       the cost of each block pair (empty in results that do not record them)
     * @param unrankedBecause      why it must not be ranked against other costs ({@link RowStanding#NOT_STEADY},
     *                             {@link RowStanding#NOT_MEASURED_ENOUGH}), or null
     */
    public record Cost(String scenario, String stack, int size, String endpoint, String baselineEndpoint,
                       double baselineMicros, double soapMicros, double perMessageCostMicros, double ci95Micros,
                       double serverBaselineMicros, double serverCostMicros, double outsideCostMicros,
                       List<Double> pairCostMicros, String unrankedBecause) {

        public Cost {
            pairCostMicros = List.copyOf(pairCostMicros);
        }

        /** Whether this is the cost of {@code run}'s endpoint: same scenario, size, endpoint and stack. */
        public boolean of(Run run) {
            return size == run.size() && java.util.Objects.equals(endpoint, run.endpoint())
                    && java.util.Objects.equals(scenario, run.scenario()) && java.util.Objects.equals(stack, run.stack());
        }
    }

    /** " (cxf)" for a stack other than Axis2, else nothing: Axis2 names stay as they were before stacks existed. */
    static String stackSuffix(String stack) {
        return stack == null || stack.equals("axis2") ? "" : " (" + stack + ")";
    }
}
