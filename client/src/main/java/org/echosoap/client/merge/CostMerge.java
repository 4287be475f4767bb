package org.echosoap.client.merge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.echosoap.client.report.ResultJson;
import org.echosoap.client.resultfile.Json;
import org.echosoap.client.stats.BlockResult;
import org.echosoap.client.config.BlockStatistic;
import org.echosoap.client.stats.BlockSummary;
import org.echosoap.client.stats.ConcurrentClients;
import org.echosoap.client.stats.CostEstimate;
import org.echosoap.client.stats.CostEstimator;

/**
 * One {@code costs[]} entry from every client's block pairs: each client's cost is estimated again from its own
 * {@code blocks[]} (paired by round, as the run did), then the clients' pair series are joined
 * ({@link ConcurrentClients}) for the headline, the mean over all pairs, as before.
 *
 * <p>The interval treats each client as one cluster ({@code unitKind} {@code client}): Student t over the clients'
 * own costs, {@code t(0.975, clients − 1) × sd / sqrt(clients)}, recomputable from {@code unitCostMicros}. Why not
 * the joined pairs: a client's pairs share its connections, its host and their placement, so a client's offset moves
 * all its pairs at once; taken as independent, the pairs' interval covered the truth in only 66% of simulated
 * merges with client offsets ({@code ClientClustersTest}). With 2 or 3 clients the interval is wide — that is what
 * 2 or 3 independent units can say.
 */
final class CostMerge {

    /** {@code costs[].ciMethod} of a merged result. */
    static final String CI_METHOD = "Student t over the clients' own costs (unitCostMicros, one per client: each "
            + "client a cluster of its block pairs), 95%, t(0.975, clients - 1) x sd / sqrt(clients); the headline is "
            + "the mean over every client's pairs; one server JVM, as a run";

    /** {@code costs[].unitKind} of a merged cost: its interval's independent units are the clients. */
    static final String UNIT_KIND = "client";

    private CostMerge() {
    }

    /**
     * @param cost    the cost's entry in the first client's file (what is subtracted from what)
     * @param clients every client, in order
     */
    static ObjectNode merge(JsonNode cost, List<ClientResult> clients) {
        String part = SamePlan.part(cost);
        String endpoint = Json.text(cost, "endpoint");
        String baseline = Json.text(cost, "baselineEndpoint");
        BlockStatistic statistic = BlockStatistic.parse(Json.text(cost, "statistic"));
        List<CostEstimate> perClient = new ArrayList<>();
        for (ClientResult c : clients) {
            perClient.add(CostEstimator.estimate(Json.text(cost, "scenario"), blocks(c, part, baseline),
                    blocks(c, part, endpoint), statistic));
        }
        CostEstimate all = ConcurrentClients.cost(perClient);
        ObjectNode n = JsonNodeFactory.instance.objectNode();
        ResultJson.costFigures(n, Json.text(cost, "stack"), Json.size(cost), all, CI_METHOD);
        n.put("clients", clients.size());
        ClientClusters.put(n, "ci95Micros", perClient, CostEstimate::perMessageCostMicros);
        ClientClusters.put(n, "ci95MeanMicros", perClient, c -> c.costByMean().micros());
        ClientClusters.put(n, "ci95MedianMicros", perClient, c -> c.costByMedian().micros());
        ClientClusters.put(n, "serverCostCi95Micros", perClient, c -> c.inside().micros());
        ClientClusters.put(n, "outsideCostCi95Micros", perClient, c -> c.outside().micros());
        n.put("unitKind", UNIT_KIND);
        n.put("units", perClient.size());
        ArrayNode units = n.putArray("unitCostMicros");
        perClient.forEach(c -> units.add(ClientClusters.rounded(c.perMessageCostMicros())));
        ResultJson.pairCosts(n, all);
        return n;
    }

    /** The complete blocks of {@code endpoint} in {@code part} of one client, as the statistics take them. */
    private static List<BlockResult> blocks(ClientResult c, String part, String endpoint) {
        for (JsonNode run : c.runs()) {
            if (SamePlan.part(run).equals(part) && endpoint.equals(Json.text(run, "endpoint"))) {
                List<BlockResult> blocks = new ArrayList<>();
                for (JsonNode b : Json.objects(run, "blocks")) {
                    JsonNode partial = Json.at(b, "partial");
                    if (partial == null || !partial.asBoolean()) {
                        blocks.add(block(b, endpoint));
                    }
                }
                if (!blocks.isEmpty()) {
                    return blocks;
                }
            }
        }
        throw new IllegalArgumentException(c.source() + " has a cost of " + endpoint + " but no complete blocks of it in "
                + part);
    }

    /**
     * A block of result.json as the statistics take it: the figures the file keeps (mean, median, p99; the server's
     * and outside's mean and median) with the request count; the measured time back from requests ÷ throughput.
     */
    static BlockResult block(JsonNode b, String endpoint) {
        long requests = (long) Json.number(b, "requests");
        double perSec = Json.number(b, "throughputPerSec");
        long measureNanos = requests > 0 && perSec > 0 ? Math.max(1, Math.round(requests / perSec * 1e9)) : 1;
        BlockSummary latency = new BlockSummary(requests, Json.number(b, "meanMicros"), Json.number(b, "medianMicros"),
                Json.number(b, "p99Micros"));
        return new BlockResult((int) Json.number(b, "round"), endpoint, requests, (long) Json.number(b, "errors"),
                measureNanos, latency, summary(b, "serverMeanMicros", "serverMedianMicros", requests),
                summary(b, "outsideMeanMicros", "outsideMedianMicros", requests),
                Double.isNaN(Json.number(b, "sequence")) ? -1 : (int) Json.number(b, "sequence"), Json.text(b, "histogram"),
                Double.isNaN(Json.number(b, "epoch")) ? 0 : (int) Json.number(b, "epoch"));
    }

    private static BlockSummary summary(JsonNode b, String meanKey, String medianKey, long requests) {
        double mean = Json.number(b, meanKey);
        return Double.isNaN(mean) ? BlockSummary.EMPTY
                : new BlockSummary(requests, mean, Json.number(b, medianKey), Double.NaN);
    }
}
