package org.echosoap.client.report.html;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.echosoap.client.resultfile.Json;

/**
 * The exact stages of one result ({@code run --stages}, implied by {@code --profile}): each endpoint's
 * {@code runs[].stages} and each cost's {@code costs[].stages}, as the server's own clock and allocation counter
 * measured them at the stack's pipeline boundaries. {@link #NONE} for results without stages.
 *
 * @param endpoints the endpoints that sent stages, in file order
 * @param costs     the costs whose both sides sent stages, in file order
 */
public record StageData(List<Endpoint> endpoints, List<Cost> costs) {

    static final StageData NONE = new StageData(List.of(), List.of());

    public StageData {
        endpoints = List.copyOf(endpoints);
        costs = List.copyOf(costs);
    }

    public boolean isEmpty() {
        return endpoints.isEmpty() && costs.isEmpty();
    }

    /**
     * One stage's figures per message.
     *
     * @param stage          the stage's name (container-in, inbound, security, invocation, outbound, writing,
     *                       container-out)
     * @param micros         µs per message (a cost's: over its baseline)
     * @param ci95Micros     its 95% CI half-width, NaN when unknown
     * @param allocatedBytes bytes the request thread allocated in the stage per message
     * @param exact          every block (or pair) gave the same bytes
     */
    public record Figure(String stage, double micros, double ci95Micros, double allocatedBytes, boolean exact) {
    }

    /** An endpoint's stages; {@code part} names the scenario, size and stack it belongs to. */
    public record Endpoint(String part, String endpoint, List<Figure> stages) {
        public Endpoint {
            stages = List.copyOf(stages);
        }
    }

    /** A cost's stages: the endpoint's minus its baseline's, paired by round over {@code pairs} pairs. */
    public record Cost(String part, String endpoint, String baselineEndpoint, long pairs, List<Figure> stages) {
        public Cost {
            stages = List.copyOf(stages);
        }
    }

    static StageData of(JsonNode root) {
        List<Endpoint> endpoints = new ArrayList<>();
        for (JsonNode r : Json.objects(root, "runs")) {
            List<Figure> stages = figures(r);
            if (!stages.isEmpty()) {
                endpoints.add(new Endpoint(part(r), Json.text(r, "endpoint"), stages));
            }
        }
        List<Cost> costs = new ArrayList<>();
        for (JsonNode c : Json.objects(root, "costs")) {
            List<Figure> stages = figures(c);
            if (!stages.isEmpty()) {
                costs.add(new Cost(part(c), Json.text(c, "endpoint"), Json.text(c, "baselineEndpoint"),
                        (long) Json.number(c, "stagePairs"), stages));
            }
        }
        return endpoints.isEmpty() && costs.isEmpty() ? NONE : new StageData(endpoints, costs);
    }

    private static List<Figure> figures(JsonNode entry) {
        List<Figure> figures = new ArrayList<>();
        for (JsonNode s : Json.objects(entry, "stages")) {
            String name = Json.text(s, "name");
            if (name != null) {
                Boolean exact = Json.flag(s, "exact");
                figures.add(new Figure(name, Json.number(s, "micros"), Json.number(s, "ci95Micros"),
                        Json.number(s, "allocatedBytes"), exact != null && exact));
            }
        }
        return figures;
    }

    /** The part a run entry belongs to ({@code benchmark.echoInts [size 10] (cxf)}), titled as the phases' parts are. */
    private static String part(JsonNode entry) {
        String stack = Json.text(entry, "stack");
        return new PhaseData.PartKey(Json.text(entry, "scenario"), stack == null ? "axis2" : stack, Json.size(entry))
                .title();
    }
}
