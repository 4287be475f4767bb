package org.echosoap.client.merge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import org.HdrHistogram.Histogram;
import org.echosoap.client.report.AllocationFigures;
import org.echosoap.client.report.MemoryTable;
import org.echosoap.client.report.ResultJson;
import org.echosoap.client.resultfile.Json;
import org.echosoap.client.stats.Histograms;
import org.echosoap.client.stats.LatencySummary;

/**
 * One endpoint's {@code runs[]} entry from the clients' entries for it: histograms added (every percentile is that
 * of all the clients' requests together), counts and errors added, the throughput the sum of the clients' (they ran
 * at the same time), per-request figures weighted by each client's requests, and every block kept with its
 * client's index ({@code blocks[].client}). Keys that are the plan's own ({@link #PLAN_KEYS}: endpoint, path, role,
 * sizes) are the first client's, which {@link SamePlan} found equal. A key this class does not know is left out rather
 * than copied from one client (its figure would be one client's, not the plan's); {@code MergedResultTest} fails when
 * result.json gains a run key merge does not handle.
 */
final class RunMerge {

    /** Run keys that are the same for every client of a plan: taken from the first. */
    static final java.util.Set<String> PLAN_KEYS = java.util.Set.of("endpoint", "path", "role", "scenario", "stack",
            "size", "keepAlive", "requestBytes", "histogramFormat");

    private RunMerge() {
    }

    /**
     * @param runs    the endpoint's entry of each client, in client order
     * @param clients the clients, in the same order
     */
    static ObjectNode merge(List<JsonNode> runs, List<ClientResult> clients) {
        ObjectNode n = ((ObjectNode) runs.get(0)).objectNode();
        n.put("connections", (int) sum(runs, r -> Json.number(r, "connections")));
        ResultJson.number(n, "throughputPerSec", sum(runs, r -> Json.number(r, "throughputPerSec")));
        if (runs.stream().allMatch(r -> Json.at(r, "rate") != null)) {
            n.set("rate", rate(runs, clients));
        }
        Histogram latency = added(runs, "histogram");
        Histogram serverApp = added(runs, "serverAppHistogram");
        Histogram outside = added(runs, "outsideHistogram");
        Histogram allocated = added(runs, "serverAllocatedBytesHistogram");
        n.set("latencyMicros", ResultJson.latency(LatencySummary.of(latency)));
        // Several clients together are a setup of their own: no run history for it.
        n.putNull("runToRunSdMicros");
        n.put("runToRunRuns", 0);
        n.set("serverAppMicros", ResultJson.latency(LatencySummary.of(serverApp)));
        n.set("outsideMicros", ResultJson.latency(LatencySummary.of(outside)));
        measuring(n, runs);
        priming(n, runs);
        n.put("errors", (long) sum(runs, r -> Json.number(r, "errors")));
        n.set("errorsByKind", errorsByKind(runs));
        n.set("throughputSpread", widestSpread(runs));
        // Per-request figures of each client, weighted by its requests: the mean over all of them.
        long answered = (long) sum(runs, RunMerge::answered);
        long sent = (long) sum(runs, r -> Json.number(r, "requestsSent"));
        double responseBytes = weighted(runs, r -> Json.number(r, "responseBytesPerMessage"), RunMerge::answered);
        ResultJson.number(n, "responseBytesPerMessage", responseBytes);
        ResultJson.number(n, "clientCpuMicrosPerRequest",
                weighted(runs, r -> Json.number(r, "clientCpuMicrosPerRequest"), r -> Json.number(r, "requestsSent")));
        n.put("requestsSent", sent);
        long requestBytes = (long) Json.number(runs.get(0), "requestBytes");
        double clientAllocated = sum(runs, r -> Json.number(r, "clientAllocatedBytesPerRequest") * Json.number(r, "requestsSent"));
        AllocationFigures a = AllocationFigures.of(allocated, requestBytes, answered == 0 ? Double.NaN : responseBytes,
                Double.isNaN(clientAllocated) ? -1 : Math.round(clientAllocated), sent);
        ObjectNode alloc = n.putObject("serverAllocatedBytes");
        alloc.put("count", a.count());
        ResultJson.number(alloc, "mean", a.meanBytes());
        ResultJson.number(alloc, "p50", a.p50Bytes());
        ResultJson.number(alloc, "max", a.maxBytes());
        ResultJson.number(n, "allocationPerRequestByte", a.perRequestByte());
        ResultJson.number(n, "allocationPerResponseByte", a.perResponseByte());
        ResultJson.number(n, "clientAllocatedBytesPerRequest", a.clientBytesPerRequest());
        double payload = MemoryTable.payloadBytes(requestBytes, responseBytes);
        ResultJson.number(n, "payloadBytes", payload);
        ResultJson.number(n, "allocationPerPayloadByte", MemoryTable.allocationPerPayloadByte(a, payload));
        ArrayNode blocks = n.putArray("blocks");
        for (int i = 0; i < runs.size(); i++) {
            int client = clients.get(i).share().index();
            for (JsonNode b : Json.objects(runs.get(i), "blocks")) {
                ObjectNode copy = blocks.addObject();
                copy.put("client", client);
                copy.setAll((ObjectNode) b);
            }
        }
        n.put("histogram", Histograms.toCompressedBase64(latency));
        n.put("serverAppHistogram", Histograms.toCompressedBase64(serverApp));
        n.put("outsideHistogram", Histograms.toCompressedBase64(outside));
        n.put("serverAllocatedBytesHistogram", Histograms.toCompressedBase64(allocated));
        return inFileOrder((ObjectNode) runs.get(0), n);
    }

    /**
     * The open-loop rate of the plan: the clients' rates asked and achieved added, held when every client held its
     * share, the connections' busy share and the send lag weighted by each client's scheduled requests, and the
     * causes of the clients that did not hold theirs, each named by its client.
     */
    private static ObjectNode rate(List<JsonNode> runs, List<ClientResult> clients) {
        ObjectNode n = ((ObjectNode) runs.get(0)).objectNode();
        ResultJson.number(n, "askedPerSec", sum(runs, r -> Json.number(r, "rate", "askedPerSec")));
        ResultJson.number(n, "achievedPerSec", sum(runs, r -> Json.number(r, "rate", "achievedPerSec")));
        n.put("held", runs.stream().allMatch(r -> Json.at(r, "rate").path("held").asBoolean()));
        n.put("scheduledRequests", (long) sum(runs, r -> Json.number(r, "rate", "scheduledRequests")));
        n.put("unsentRequests", (long) sum(runs, r -> Json.number(r, "rate", "unsentRequests")));
        ToDoubleFunction<JsonNode> scheduled = r -> Json.number(r, "rate", "scheduledRequests");
        ResultJson.number(n, "connectionBusyPercent",
                weighted(runs, r -> Json.number(r, "rate", "connectionBusyPercent"), scheduled));
        ResultJson.number(n, "meanSendLagMicros", weighted(runs, r -> Json.number(r, "rate", "meanSendLagMicros"), scheduled));
        StringBuilder causes = new StringBuilder();
        for (int i = 0; i < runs.size(); i++) {
            JsonNode cause = Json.at(runs.get(i), "rate").get("cause");
            if (cause != null && !cause.isNull()) {
                causes.append(causes.length() == 0 ? "" : "; ").append("client ").append(clients.get(i).share().index())
                        .append(": ").append(cause.asText());
            }
        }
        ResultJson.text(n, "cause", causes.length() == 0 ? null : causes.toString());
        return n;
    }

    /** The plan's keys from {@code first} and the merged ones from {@code merged}, in the order a run has them. */
    private static ObjectNode inFileOrder(ObjectNode first, ObjectNode merged) {
        ObjectNode n = first.objectNode();
        first.fieldNames().forEachRemaining(key -> {
            if (PLAN_KEYS.contains(key)) {
                n.set(key, first.get(key).deepCopy());
            } else if (merged.has(key)) {
                n.set(key, merged.get(key));
            }
        });
        return n;
    }

    /** Successful answers of a client: its blocks' requests, partial blocks included, as its own figures count them. */
    private static double answered(JsonNode run) {
        return Json.objects(run, "blocks").stream().mapToDouble(b -> Json.number(b, "requests")).sum();
    }

    private static Histogram added(List<JsonNode> runs, String key) {
        return Histograms.sumOfCompressed(runs.stream().map(r -> Json.text(r, key)).toList());
    }

    /** The sum; NaN if any client's figure is unknown (null stays null, never a partial sum). */
    private static double sum(List<JsonNode> runs, ToDoubleFunction<JsonNode> figure) {
        return runs.stream().mapToDouble(figure).sum();
    }

    /** The mean of a per-request figure over all clients' requests; NaN if any is unknown. */
    private static double weighted(List<JsonNode> runs, ToDoubleFunction<JsonNode> figure,
                                   ToDoubleFunction<JsonNode> weight) {
        double sum = 0;
        double weights = 0;
        for (JsonNode r : runs) {
            double w = weight.applyAsDouble(r);
            if (w > 0) {
                sum += figure.applyAsDouble(r) * w;
                weights += w;
            }
        }
        return weights == 0 ? Double.NaN : sum / weights;
    }

    /**
     * Why each client stopped (one word if they agree), every client's rounds, the longest measuring time and the
     * longest opening of connections (absent when no client's result has one: results before the field).
     */
    private static void measuring(ObjectNode n, List<JsonNode> runs) {
        if (Json.at(runs.get(0), "measuring") == null) {
            return;
        }
        ObjectNode m = n.putObject("measuring");
        m.put("stop", String.join(",", runs.stream().map(r -> Json.text(r, "measuring", "stop")).distinct().toList()));
        m.put("rounds", (long) sum(runs, r -> Json.number(r, "measuring", "rounds")));
        m.put("millis", (long) runs.stream().mapToDouble(r -> Json.number(r, "measuring", "millis")).max().orElse(0));
        runs.stream().mapToDouble(r -> Json.number(r, "measuring", "openingMillis")).filter(Double::isFinite).max()
                .ifPresent(opening -> m.put("openingMillis", (long) opening));
    }

    /**
     * The longest priming, every client's blocks and requests, steady only if every client's was; a last median or
     * warm-up estimate of several clients would be none of theirs: null. Bytes: moving if any client's moved.
     */
    private static void priming(ObjectNode n, List<JsonNode> runs) {
        if (Json.at(runs.get(0), "priming") == null) {
            return;
        }
        ObjectNode p = n.putObject("priming");
        p.put("millis", (long) runs.stream().mapToDouble(r -> Json.number(r, "priming", "millis")).max().orElse(0));
        p.put("blocks", (long) sum(runs, r -> Json.number(r, "priming", "blocks")));
        // Every client's, like requestsSent; unknown (null) when a client's result predates the field.
        double requests = sum(runs, r -> Json.number(r, "priming", "requests"));
        if (Double.isNaN(requests)) {
            p.putNull("requests");
        } else {
            p.put("requests", (long) requests);
        }
        p.put("steady", runs.stream().allMatch(r -> Json.at(r, "priming", "steady") != null
                && Json.at(r, "priming", "steady").asBoolean()));
        p.putNull("lastMedianMicros");
        p.putNull("warmupBlocks");
        // Moving if any client's bytes still moved, held only if every client's held; else not judged.
        List<String> bytes = runs.stream().map(r -> Json.text(r, "priming", "bytes")).toList();
        ResultJson.text(p, "bytes", bytes.contains("moving") ? "moving"
                : bytes.stream().allMatch("held"::equals) ? "held" : null);
    }

    private static ObjectNode errorsByKind(List<JsonNode> runs) {
        Map<String, long[]> counts = new LinkedHashMap<>();
        Map<String, String> reasons = new LinkedHashMap<>();
        for (JsonNode r : runs) {
            JsonNode kinds = Json.at(r, "errorsByKind");
            if (kinds == null) {
                continue;
            }
            kinds.fields().forEachRemaining(e -> {
                counts.computeIfAbsent(e.getKey(), k -> new long[1])[0] += e.getValue().path("count").asLong();
                reasons.putIfAbsent(e.getKey(), Json.text(e.getValue(), "firstReason"));
            });
        }
        ObjectNode byKind = ((ObjectNode) runs.get(0)).objectNode();
        counts.forEach((kind, count) -> {
            ObjectNode k = byKind.putObject(kind);
            k.put("count", count[0]);
            k.put("firstReason", reasons.get(kind));
        });
        return byKind;
    }

    /**
     * The throughput spread of the client whose blocks varied most: a block carries its client's share of the load,
     * so the blocks of clients with different shares are not comparable with each other.
     */
    private static JsonNode widestSpread(List<JsonNode> runs) {
        JsonNode widest = null;
        double most = -1;
        for (JsonNode r : runs) {
            double relative = Json.number(r, "throughputSpread", "relativePercent");
            if (widest == null || relative > most) {
                widest = Json.at(r, "throughputSpread");
                most = relative;
            }
        }
        return widest == null ? ((ObjectNode) runs.get(0)).objectNode() : widest.deepCopy();
    }
}
