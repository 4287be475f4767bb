package org.echosoap.client.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.echosoap.client.stats.CostEstimate;
import org.echosoap.client.stats.Histograms;
import org.junit.jupiter.api.Test;

/**
 * The console table and result.csv of a fixed run, compared with golden files (fixed inputs, fixed Locale).
 * To accept an intended change, print the new output and replace the file after reading the diff.
 */
class ReportGoldenTest {

    private static String golden(String name) throws IOException {
        try (InputStream in = ReportGoldenTest.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void consoleTableMatchesGolden() throws IOException {
        assertEquals(golden("run-table.golden.txt"), ConsoleTable.render(ReportFixture.report()).replace("\r\n", "\n"));
    }

    @Test
    void csvMatchesGolden() throws IOException {
        assertEquals(golden("run.golden.csv"), ResultCsv.render(ReportFixture.report()));
    }

    @Test
    void costIsThePairedDifferenceOfMeans() {
        CostEstimate c = ReportFixture.report().costs().get(0);
        // Pairs differ by 40, 44, 43 µs in their lower bounds, same spread: mean 42.333.
        assertEquals(42.333, c.perMessageCostMicros(), 0.2);
        assertEquals(3, c.pairs());
        assertEquals(37.0, c.serverCostMicros(), 0.1);
    }

    @Test
    void jsonCarriesTheInterfaceKeysAndTheRawHistogram() throws IOException {
        JsonNode r = new ObjectMapper().readTree(ResultJson.render(ReportFixture.report()));
        assertEquals("echosoap-result/2", r.get("schema").asText());
        assertEquals("client-host", r.get("environment").get("clientHost").asText());
        JsonNode run = r.get("runs").get(1);
        assertEquals("EchoFloat", run.get("endpoint").asText());
        assertEquals("echoFloat", run.get("scenario").asText());
        assertEquals(1, run.get("connections").asInt());
        assertEquals(3, run.get("blocks").size());
        // Pooled over every block, no best-of: 14,000 + 15,000 + 14,500 requests in 3 x 2 s.
        assertEquals(7_250, run.get("throughputPerSec").asDouble(), 1e-9);
        assertTrue(run.get("latencyMicros").get("p50").asDouble() >= 124);
        assertEquals(43_500, Histograms.fromCompressedBase64(run.get("histogram").asText()).getTotalCount());
        assertEquals(43_500, run.get("latencyMicros").get("count").asLong());
        assertTrue(run.get("pickedTrial") == null, "no best-of trial any more");
        JsonNode block = run.get("blocks").get(1);
        assertEquals(1, block.get("round").asInt());
        assertEquals(15_000, block.get("requests").asLong());
        assertEquals(133.5, block.get("meanMicros").asDouble(), 0.6);   // flat over [124, 144)
        assertEquals(134.0, block.get("medianMicros").asDouble(), 1.0);
        assertEquals(40.5, block.get("serverMeanMicros").asDouble(), 0.6);
        assertEquals(15_000, Histograms.fromCompressedBase64(block.get("histogram").asText()).getTotalCount());
        assertEquals(4004.5, run.get("serverAllocatedBytes").get("mean").asDouble(), 2.0); // HdrHistogram buckets are 4 wide here
        assertEquals(14_000 + 15_000 + 14_500, run.get("serverAllocatedBytes").get("count").asLong(), "every message of every trial");
        long requestBytes = run.get("requestBytes").asLong();
        assertTrue(requestBytes > 200, "the seed request");
        assertEquals(4004.5 / requestBytes, run.get("allocationPerRequestByte").asDouble(), 0.01);
        assertEquals(4004.5 / 278, run.get("allocationPerResponseByte").asDouble(), 0.01);
        assertEquals(1_500, run.get("clientAllocatedBytesPerRequest").asDouble(), 0.001);
        JsonNode cost = r.get("costs").get(0);
        assertEquals("echoFloat", cost.get("scenario").asText());
        assertEquals(cost.get("soapMicros").asDouble() - cost.get("baselineMicros").asDouble(),
                cost.get("perMessageCostMicros").asDouble(), 0.01);
        assertTrue(cost.get("ci95Micros").asDouble() > 0);
        assertEquals("median", cost.get("statistic").asText());
        assertEquals(3, cost.get("pairCostMedianMicros").size());
        assertEquals(cost.get("perMessageCostMicros").asDouble(), cost.get("perMessageCostMedianMicros").asDouble(), 1e-9);
        assertEquals(1, cost.get("jvms").asInt());
        assertTrue(cost.get("outsideCostCi95Micros").isNumber());
    }

    @Test
    void theCostCanBeRecomputedFromTheBlocksInResultJson() throws IOException {
        // What the README promises: pair the blocks by round, subtract the medians, average.
        JsonNode r = new ObjectMapper().readTree(ResultJson.render(ReportFixture.report()));
        JsonNode base = r.get("runs").get(0).get("blocks");
        JsonNode soap = r.get("runs").get(1).get("blocks");
        double sum = 0;
        for (int i = 0; i < base.size(); i++) {
            assertEquals(base.get(i).get("round").asInt(), soap.get(i).get("round").asInt());
            sum += soap.get(i).get("medianMicros").asDouble() - base.get(i).get("medianMicros").asDouble();
        }
        assertEquals(r.get("costs").get(0).get("perMessageCostMicros").asDouble(), sum / base.size(), 0.001);
    }
}
