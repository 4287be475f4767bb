package org.echosoap.client.compare;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.echosoap.client.resultfile.ResultFile;
import org.echosoap.client.resultfile.ResultFileReader;

/**
 * Synthetic result.json documents of the echoFloat scenario (null and EchoFloat, the cost of EchoFloat over null)
 * with bytes per phase chosen by hand, written with the keys {@code run --profile} writes ({@code runs[].phases.byPhase},
 * {@code costs[].phases}) and read back through {@link ResultFileReader}.
 *
 * <p>The figures are two of the five fresh server JVMs of bench/results/phases.md (2026-11-28, 5 ms, 300/s): the same
 * code, so any difference between them is the estimate's, not the program's. Each side's within-run interval is
 * {@value #WITHIN_RUN_SHARE} of its figure.
 */
public final class PhaseResults {

    /** The within-run 95% half width of every phase's bytes, as a share of them. */
    static final double WITHIN_RUN_SHARE = 0.02;

    /** null: all of its 936 B in the container. */
    static final Map<String, Double> NULL = Map.of("http", 936.0);

    /** EchoFloat's bytes per phase in the first JVM (51,089 B in all). */
    public static final Map<String, Double> JVM_1 = phases(20_286, 10_572, 413, 8_800, 11_018);

    /** ... and in the second (51,217 B in all). */
    public static final Map<String, Double> JVM_2 = phases(19_953, 11_965, 325, 9_152, 9_822);

    private static final String[] ORDER = {"http", "reading", "binding", "handlers", "writing", "security", "service",
            "gc", "other"};

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private PhaseResults() {
    }

    /** The five phases that allocate, in bench/results/phases.md's order; the others 0. */
    static Map<String, Double> phases(double http, double reading, double binding, double handlers, double writing) {
        Map<String, Double> m = new LinkedHashMap<>();
        m.put("http", http);
        m.put("reading", reading);
        m.put("binding", binding);
        m.put("handlers", handlers);
        m.put("writing", writing);
        return m;
    }

    /** A profiled result whose EchoFloat allocates {@code echoFloat} per phase. */
    static ResultFile profiled(String name, Map<String, Double> echoFloat) {
        return ResultFileReader.parse(name, document(echoFloat, true).getBytes(StandardCharsets.UTF_8));
    }

    /** The same run without {@code --profile}: no phases anywhere. */
    static ResultFile plain(String name, Map<String, Double> echoFloat) {
        return ResultFileReader.parse(name, document(echoFloat, false).getBytes(StandardCharsets.UTF_8));
    }

    /** The result.json text. */
    public static String document(Map<String, Double> echoFloat, boolean profile) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("schema", "echosoap-result/2");
        root.put("complete", true);
        root.putObject("environment").put("clientHost", "h").put("targetHost", "h");
        root.putObject("settings").put("connections", 1).put("keepAlive", true).put("transport", "core");
        ArrayNode runs = root.putArray("runs");
        run(runs.addObject(), "null", "baseline", 56, NULL, profile);
        run(runs.addObject(), "EchoFloat", "measured", 75, echoFloat, profile);
        ObjectNode cost = root.putArray("costs").addObject();
        cost.put("scenario", "echoFloat");
        cost.putNull("size");
        cost.put("endpoint", "EchoFloat");
        cost.put("baselineEndpoint", "null");
        cost.put("statistic", "mean");
        cost.put("perMessageCostMicros", 19.0);
        cost.put("ci95Micros", 2.0);
        ArrayNode pairs = cost.putArray("pairCostMicros");
        for (int i = 0; i < 10; i++) {
            pairs.add(19.0 + (i % 3 - 1));
        }
        if (profile) {
            ObjectNode phases = cost.putObject("phases");
            for (String p : ORDER) {
                double m = echoFloat.getOrDefault(p, 0.0);
                double b = NULL.getOrDefault(p, 0.0);
                ObjectNode pn = phases.putObject(p);
                pn.put("micros", 0.0);
                pn.put("ci95Micros", 0.0);
                pn.put("allocatedBytes", m - b);
                pn.put("ci95AllocatedBytes", Math.hypot(WITHIN_RUN_SHARE * m, WITHIN_RUN_SHARE * b));
            }
        }
        return root.toString();
    }

    private static void run(ObjectNode n, String endpoint, String role, double latencyMicros,
                            Map<String, Double> bytes, boolean profile) {
        double total = bytes.values().stream().mapToDouble(Double::doubleValue).sum();
        n.put("endpoint", endpoint);
        n.put("role", role);
        n.put("scenario", "echoFloat");
        n.putNull("size");
        n.putObject("latencyMicros").put("mean", latencyMicros);
        n.putObject("serverAppMicros").put("mean", latencyMicros / 4);
        n.putObject("serverAllocatedBytes").put("mean", total);
        ArrayNode blocks = n.putArray("blocks");
        for (int i = 0; i < 10; i++) {
            blocks.addObject().put("meanMicros", latencyMicros + (i % 3 - 1)).put("serverAllocatedMeanBytes",
                    total + (i % 2 == 0 ? -10 : 10));
        }
        if (!profile) {
            return;
        }
        ObjectNode phases = n.putObject("phases");
        phases.put("requests", 100_000);
        phases.put("samples", 150);
        phases.put("insideMicros", latencyMicros / 4);
        phases.put("allocatedBytesPerMessage", total);
        ObjectNode byPhase = phases.putObject("byPhase");
        for (String p : ORDER) {
            double b = bytes.getOrDefault(p, 0.0);
            ObjectNode pn = byPhase.putObject(p);
            pn.put("share", total == 0 ? 0 : b / total);
            pn.put("micros", 0.0);
            pn.put("allocatedBytes", b);
            pn.put("allocatedBytesCi95", WITHIN_RUN_SHARE * b);
            pn.put("samples", 10);
            pn.putObject("topFrames");
        }
    }
}
