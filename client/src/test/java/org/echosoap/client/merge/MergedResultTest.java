package org.echosoap.client.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.echosoap.client.stats.Histograms;
import org.echosoap.client.stats.SerialMean;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Three clients with known samples ({@link MergeFixtures}) merged: every figure checked against its truth. */
class MergedResultTest {

    @TempDir
    Path dir;

    private List<ClientResult> clients;
    private ObjectNode merged;

    @BeforeEach
    void mergeTheThreeClients() throws IOException {
        clients = MergeFixtures.write(dir).stream().map(ClientResult::read).toList();
        merged = MergedResult.of(clients);
    }

    private JsonNode run(String endpoint) {
        for (JsonNode r : merged.get("runs")) {
            if (r.get("endpoint").asText().equals(endpoint)) {
                return r;
            }
        }
        throw new AssertionError("no run " + endpoint);
    }

    @Test
    void thePercentilesAreThoseOfEveryClientsSamplesTogether() {
        JsonNode echo = run("EchoFloat").get("latencyMicros");
        assertEquals(1800, echo.get("count").asLong(), "1..1800 µs, each once");
        assertEquals(900, echo.get("p50").asDouble(), 0.0);
        assertEquals(1782, echo.get("p99").asDouble(), 0.0);
        assertEquals(1800, echo.get("max").asDouble(), 0.0);
        JsonNode nul = run("null").get("latencyMicros");
        assertEquals(900, nul.get("count").asLong());
        assertEquals(450, nul.get("p50").asDouble(), 0.0);
        assertEquals(891, nul.get("p99").asDouble(), 0.0);
        // Not the mean of the clients' p50s (300.5, 800.5, 1400.5 -> 833.8): the percentile of the samples.
        Histogram all = MergeFixtures.combined(MergeFixtures.ECHO_FROM, MergeFixtures.ECHO_TO, v -> v);
        assertEquals(all, Histograms.fromCompressedBase64(run("EchoFloat").get("histogram").asText()), "bucket by bucket");
        Histogram server = MergeFixtures.combined(MergeFixtures.ECHO_FROM, MergeFixtures.ECHO_TO, v -> v / 2);
        assertEquals(server, Histograms.fromCompressedBase64(run("EchoFloat").get("serverAppHistogram").asText()));
        assertEquals(server.getValueAtPercentile(99), run("EchoFloat").get("serverAppMicros").get("p99").asDouble(), 0.0);
        Histogram outside = MergeFixtures.combined(MergeFixtures.ECHO_FROM, MergeFixtures.ECHO_TO, v -> v - v / 2);
        assertEquals(outside.getValueAtPercentile(50), run("EchoFloat").get("outsideMicros").get("p50").asDouble(), 0.0);
        Histogram allocated = MergeFixtures.combined(MergeFixtures.ECHO_FROM, MergeFixtures.ECHO_TO, v -> 10 * v);
        assertEquals(allocated.getValueAtPercentile(50),
                run("EchoFloat").get("serverAllocatedBytes").get("p50").asDouble(), 0.0);
        assertEquals(1800, run("EchoFloat").get("serverAllocatedBytes").get("count").asLong());
    }

    @Test
    void theThroughputIsTheSumOfTheClientsAndTheCountsAreAdded() {
        // Client c answered its n_c requests in 2 blocks of 2 s: 600/4 + 400/4 + 800/4 = 450 per second.
        assertEquals(450.0, run("EchoFloat").get("throughputPerSec").asDouble(), 1e-9);
        double sum = 0;
        long sent = 0;
        for (ClientResult c : clients) {
            sum += c.runs().get(1).get("throughputPerSec").asDouble();
            sent += c.runs().get(1).get("requestsSent").asLong();
        }
        assertEquals(sum, run("EchoFloat").get("throughputPerSec").asDouble(), 1e-9);
        assertEquals(sent, run("EchoFloat").get("requestsSent").asLong());
        assertEquals(1800 + 3 * 2 * 100, sent, "each block's sent requests are its answers + 100 settling");
        assertEquals(225.0, run("null").get("throughputPerSec").asDouble(), 1e-9);
        assertEquals(0, run("EchoFloat").get("errors").asLong());
        assertEquals(6, run("EchoFloat").get("connections").asInt(), "2 + 2 + 2");
        assertEquals(6, merged.get("settings").get("connections").asInt(), "the whole plan");
        assertFalse(merged.get("settings").has("share"), "each client's share is in merged.clients");
        assertEquals(278.0, run("EchoFloat").get("responseBytesPerMessage").asDouble(), 1e-9);
        assertEquals(1_500.0, run("EchoFloat").get("clientAllocatedBytesPerRequest").asDouble(), 1e-9);
        // 30 µs of CPU per answer, over every request sent (answers + 100 settling per block): 54 ms / 2,400.
        assertEquals(1800 * 30.0 / 2400, run("EchoFloat").get("clientCpuMicrosPerRequest").asDouble(), 1e-9);
    }

    @Test
    void everyBlockIsKeptWithItsClient() {
        JsonNode blocks = run("EchoFloat").get("blocks");
        assertEquals(MergeFixtures.CLIENTS * MergeFixtures.ROUNDS, blocks.size());
        List<Integer> owners = new ArrayList<>();
        blocks.forEach(b -> owners.add(b.get("client").asInt()));
        assertEquals(List.of(0, 0, 1, 1, 2, 2), owners);
        assertEquals(List.of(0, 1, 0, 1, 0, 1), blocks.findValues("round").stream().map(JsonNode::asInt).toList());
        assertEquals("6", run("EchoFloat").get("measuring").get("rounds").asText(), "every client's rounds");
        assertEquals(8_002, run("EchoFloat").get("measuring").get("millis").asLong(), "the longest");
        assertEquals(90, run("EchoFloat").get("measuring").get("openingMillis").asLong(), "the longest opening");
        assertEquals("fixed-rounds", run("EchoFloat").get("measuring").get("stop").asText());
        assertFalse(run("EchoFloat").get("priming").get("steady").asBoolean(), "client 2's priming was not steady");
        assertEquals(702, run("EchoFloat").get("priming").get("millis").asLong());
        assertEquals(2_000 + 2_001 + 2_002, run("EchoFloat").get("priming").get("requests").asLong(),
                "every client's priming requests");
    }

    @Test
    void theCostComesFromEveryClientsPairsOneClientAfterAnother() {
        JsonNode cost = merged.get("costs").get(0);
        assertEquals(6, cost.get("pairs").asInt());
        assertEquals(3, cost.get("clients").asInt());
        List<Double> joined = new ArrayList<>();
        for (ClientResult c : clients) {
            c.costs().get(0).get("pairCostMicros").forEach(v -> joined.add(v.asDouble()));
        }
        List<Double> merged = new ArrayList<>();
        cost.get("pairCostMicros").forEach(v -> merged.add(v.asDouble()));
        assertEquals(joined.size(), merged.size());
        for (int i = 0; i < joined.size(); i++) {
            assertEquals(joined.get(i), merged.get(i), 0.002, "pair " + i + " is the client's own pair");
        }
        SerialMean m = SerialMean.of(merged.stream().mapToDouble(Double::doubleValue).toArray());
        assertEquals(m.mean(), cost.get("perMessageCostMicros").asDouble(), 0.001);
        // Each client is one unit of the interval: its own cost (the mean of its 2 pairs), t over the 3 clients.
        assertEquals("client", cost.get("unitKind").asText());
        assertEquals(3, cost.get("units").asInt());
        double[] perClient = new double[3];
        for (int c = 0; c < 3; c++) {
            perClient[c] = (merged.get(2 * c) + merged.get(2 * c + 1)) / 2;
            assertEquals(perClient[c], cost.get("unitCostMicros").get(c).asDouble(), 0.002, "client " + c);
        }
        assertEquals(org.echosoap.client.stats.Sample.ci95HalfWidth(perClient), cost.get("ci95Micros").asDouble(),
                0.005, "recomputable from unitCostMicros");
        assertTrue(cost.get("ciMethod").asText().contains("clients' own costs"), cost.get("ciMethod").asText());
        assertEquals(cost.get("soapMicros").asDouble() - cost.get("baselineMicros").asDouble(),
                cost.get("perMessageCostMicros").asDouble(), 0.01);
        assertTrue(cost.get("serverCostMicros").isNumber(), "the inside part from every client's pairs too");
    }

    @Test
    void theStartSkewIsTheSpreadOfTheClientsOwnStarts() {
        JsonNode m = merged.get("merged");
        assertEquals(2, m.get("startSkewMillis").asLong(), "0, 1 and 2 ms after the shared start");
        assertTrue(m.get("startSkew").asText().contains("own host's clock"));
        assertEquals(3, m.get("clients").size());
        JsonNode second = m.get("clients").get(1);
        assertEquals("host-1", second.get("host").asText());
        assertEquals("1/3", second.get("share").asText());
        assertEquals(2, second.get("connections").asInt());
        assertEquals(1, second.get("startLateMillis").asLong());
        assertEquals("2026-11-23T19:00:00.001Z", second.get("measuringStartedAt").asText());
        assertEquals(dir.resolve("client-1").toString(), second.get("dir").asText());
        assertEquals("2026-11-23T19:00:00Z", merged.get("environment").get("scheduledStartAt").asText());
        assertEquals("host-0, host-1, host-2", merged.get("environment").get("clientHost").asText());
        assertEquals("10.78.0.1", merged.get("environment").get("targetHost").asText());
        assertEquals(2, merged.get("environment").get("cpus").asInt(), "each client host's, when they agree");
        assertEquals(2, second.get("cpus").asInt());
        assertEquals("2026-11-23T19:00:00.000Z", merged.get("environment").get("measuringStartedAt").asText(), "the first");
    }

    @Test
    void theClientsWarningsArePrefixedWithTheClientAndAStartOfOneBlockIsNoWarning() {
        List<String> warnings = new ArrayList<>();
        merged.get("warnings").forEach(w -> warnings.add(w.asText()));
        assertFalse(warnings.stream().anyMatch(w -> w.contains("apart")), warnings.toString());
        assertTrue(warnings.stream().filter(w -> w.startsWith("client ")).allMatch(w -> w.matches("client \\d \\(host-\\d\\): .*")),
                warnings.toString());
    }

    @Test
    void everyRunKeyIsMergedNoneIsDropped() {
        List<String> clientKeys = new ArrayList<>();
        clients.get(0).runs().get(1).fieldNames().forEachRemaining(clientKeys::add);
        List<String> mergedKeys = new ArrayList<>();
        run("EchoFloat").fieldNames().forEachRemaining(mergedKeys::add);
        assertEquals(clientKeys, mergedKeys, "a run key merge does not handle (RunMerge) would be lost here");
        assertTrue(clientKeys.containsAll(RunMerge.PLAN_KEYS), "the only keys taken from the first client");
    }

    @Test
    void aClientsUnmeasuredEndpointsAreKeptWithItsLabel() throws IOException {
        // Client 1's time limit cut its first round of a third endpoint: its priming stays, marked as client 1's.
        Path file = dir.resolve("client-1").resolve("result.json");
        ObjectNode root = (ObjectNode) new ObjectMapper().readTree(file.toFile());
        ObjectNode cut = root.putArray("unmeasured").addObject().put("endpoint", "EchoStruct").put("scenario", "x");
        cut.putObject("measuring").put("stop", "time-limit").put("rounds", 0).put("millis", 4_100);
        cut.putObject("priming").put("millis", 610).put("blocks", 1).put("requests", 12_288).put("steady", false);
        java.nio.file.Files.writeString(file, org.echosoap.client.report.ResultJson.text(root));
        ObjectNode m = MergedResult.of(List.of(clients.get(0), ClientResult.read(file.getParent()), clients.get(2)));

        JsonNode unmeasured = org.echosoap.client.result.ResultSchema.valid(
                org.echosoap.client.report.ResultJson.text(m)).get("unmeasured");
        assertEquals(1, unmeasured.size(), String.valueOf(unmeasured));
        assertEquals("EchoStruct", unmeasured.get(0).get("endpoint").asText());
        assertEquals(clients.get(1).label(), unmeasured.get(0).get("client").asText());
        assertEquals(12_288, unmeasured.get(0).get("priming").get("requests").asLong());
        assertFalse(merged.has("unmeasured"), "the clients without one add none");
    }

    @Test
    void theOrderOfTheInputsDoesNotMatter() {
        ObjectNode reversed = MergedResult.of(List.of(clients.get(2), clients.get(0), clients.get(1)));
        assertEquals(merged, reversed);
    }

    @Test
    void theCsvHasOneRowPerEndpointWithTheMergedFigures() {
        String[] lines = MergedCsv.render(merged).split("\n");
        assertEquals(3, lines.length);
        assertEquals(org.echosoap.client.report.ResultCsv.HEADER, lines[0]);
        assertTrue(lines[2].startsWith("echoFloat,,EchoFloat,measured,6,6,450.000,"), lines[2]);
        assertTrue(lines[2].contains(",900.000,"), "p50: " + lines[2]);
    }

    @Test
    void withoutSharedStartTheMergeSaysSo(@TempDir Path other) throws IOException {
        List<ClientResult> unscheduled = new ArrayList<>();
        for (int c = 0; c < 3; c++) {
            unscheduled.add(ClientResult.read(MergeFixtures.write(other.resolve("c" + c), c,
                    org.echosoap.client.report.ReportFixture.optionsBuilder()
                            .share(new org.echosoap.client.config.Share(c, 3), 6).build(), null)));
        }
        ObjectNode m = MergedResult.of(unscheduled);
        assertTrue(m.get("warnings").get(0).asText().startsWith("no shared start (--start-at): the clients began "
                + "measuring 2 ms apart"), m.get("warnings").toString());
        assertTrue(m.get("environment").get("scheduledStartAt").isNull());
        assertNull(m.get("merged").get("clients").get(0).get("startLateMillis").numberValue());
    }

    @Test
    void openLoopClientsAddTheirRates() throws IOException {
        // Three clients of a 300/s plan, 100/s each; the fixture's blocks answer 600, 400 and 800 EchoFloat requests
        // over 4 s per client (150, 100 and 200 per second): every client reached its share.
        Path open = dir.resolve("open");
        List<ClientResult> openClients = new java.util.ArrayList<>();
        for (int c = 0; c < MergeFixtures.CLIENTS; c++) {
            openClients.add(ClientResult.read(MergeFixtures.write(open, c, org.echosoap.client.report.ReportFixture
                    .optionsBuilder().rate(new org.echosoap.client.config.RequestRate(100)))));
        }
        JsonNode m = MergedResult.of(openClients);
        assertEquals(300, m.get("settings").get("ratePerSec").asDouble(), 1e-9, "the plan's rate: the clients' summed");
        JsonNode echoRate = null;
        for (JsonNode r : m.get("runs")) {
            if (r.get("endpoint").asText().equals("EchoFloat")) {
                echoRate = r.get("rate");
            }
        }
        assertEquals(300, echoRate.get("askedPerSec").asDouble(), 1e-9);
        double achieved = 0;
        for (ClientResult c : openClients) {
            for (JsonNode r : c.root().get("runs")) {
                if (r.get("endpoint").asText().equals("EchoFloat")) {
                    achieved += r.get("rate").get("achievedPerSec").asDouble();
                }
            }
        }
        assertEquals(achieved, echoRate.get("achievedPerSec").asDouble(), 1e-6);
        assertEquals(450, achieved, 1e-6, "1,800 answers over 4 s");
        assertTrue(echoRate.get("held").asBoolean(), "every client held its share: " + echoRate);
        assertTrue(echoRate.get("cause").isNull(), echoRate.toString());
    }
}
