package org.echosoap.client.report.html;

import org.echosoap.client.resultfile.Json;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.echosoap.client.capacity.CapacityOutcome;
import org.echosoap.client.capacity.Slo;

/**
 * Reads the {@code capacity} block of a capacity suite's result.json back into the {@link CapacityOutcome} that
 * wrote it, so the report words and computes what the console table did (the SOAP share, each endpoint's capacity
 * line) from one definition. Older results have no such block: they read as null.
 */
final class CapacityBlock {

    private CapacityBlock() {
    }

    /**
     * The capacity suite's outcome, or null when {@code root} has no {@code capacity} object.
     *
     * @throws IllegalArgumentException when the block has no usable objective ({@code sloPercentile},
     *                                  {@code sloLimitMicros}): without it the chart has no limit to draw
     */
    static CapacityOutcome read(JsonNode root) {
        JsonNode c = Json.at(root, "capacity");
        if (c == null || !c.isObject()) {
            return null;
        }
        double percentile = Json.number(c, "sloPercentile");
        double limit = Json.number(c, "sloLimitMicros");
        if (!Double.isFinite(percentile) || !Double.isFinite(limit)) {
            throw new IllegalArgumentException("capacity block without sloPercentile and sloLimitMicros");
        }
        Slo slo;
        try {
            slo = new Slo(percentile, Math.round(limit));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("capacity block with an unusable objective (sloPercentile " + percentile
                    + ", sloLimitMicros " + limit + ")", e);
        }
        List<CapacityOutcome.EndpointCapacity> endpoints = new ArrayList<>();
        for (JsonNode e : Json.objects(c, "endpoints")) {
            List<CapacityOutcome.Step> steps = new ArrayList<>();
            for (JsonNode s : Json.objects(e, "steps")) {
                Boolean held = Json.flag(s, "held");
                Boolean met = Json.flag(s, "met");
                // A step is judged by these two flags; one without them (a hand-edited file) cannot be shown fairly.
                if (held != null && met != null) {
                    double errors = Json.number(s, "errors");
                    steps.add(new CapacityOutcome.Step(Json.number(s, "askedPerSec"), Json.number(s, "achievedPerSec"),
                            held, Double.isFinite(errors) ? (long) errors : 0, Json.number(s, "p50Micros"),
                            Json.number(s, "sloPercentileMicros"), Json.number(s, "p999Micros"), met, trials(s)));
                }
            }
            endpoints.add(new CapacityOutcome.EndpointCapacity(String.valueOf(Json.text(e, "endpoint")),
                    String.valueOf(Json.text(e, "role")), steps, Json.number(e, "highestMetPerSec"),
                    Json.number(e, "lowestMissedPerSec")));
        }
        return new CapacityOutcome(slo, endpoints);
    }

    /** The trials a step was judged on: 1 in results written before second looks existed. */
    private static int trials(JsonNode step) {
        double t = Json.number(step, "trials");
        return Double.isFinite(t) && t >= 1 ? (int) t : 1;
    }
}
