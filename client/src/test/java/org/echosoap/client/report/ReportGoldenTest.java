package org.echosoap.client.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.echosoap.client.result.ResultSchema;
import org.echosoap.client.result.BlockOutcome;
import org.echosoap.client.result.MeasuredRun;
import org.echosoap.client.config.BlockStatistic;
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
    void costIsThePairedDifferenceOfBlockMedians() {
        CostEstimate c = ReportFixture.report().costs().get(0);
        assertEquals(BlockStatistic.MEDIAN, c.statistic(), "the fixture's headline statistic");
        // Block medians: null 99, 89, 94; EchoFloat 139, 133, 137 (flat over 20 µs from 90/80/85 and 130/124/128).
        assertEquals(List.of(40.0, 44.0, 43.0), c.pairCostMicros());
        assertEquals(42.0 + 1.0 / 3, c.perMessageCostMicros(), 1e-9);
        // sd of {40, 44, 43} = 2.0817; t(0.975, 2) = 4.302653 (R: qt(0.975, 2)).
        assertEquals(4.302653 * Math.sqrt(13.0 / 3) / Math.sqrt(3), c.ci95Micros(), 1e-5);
        assertEquals(3, c.pairs());
        assertEquals(94.0, c.baselineMicros(), 1e-9);
        assertEquals(136.0 + 1.0 / 3, c.soapMicros(), 1e-9);
        assertEquals(37.0, c.serverCostMicros(), 1e-9);             // server medians 3 and 40 in every block
    }

    @Test
    void byDefaultTheHeadlineIsTheAverageMessageAndItsSplitAddsUp() {
        RunReport report = ReportFixture.report(ReportFixture.optionsBuilder().statistic(
                org.echosoap.client.config.Defaults.HEADLINE_STATISTIC).build(), ReportFixture.blocks(), List.of(),
                new MeasuredRun.StopReason(MeasuredRun.StopReason.Kind.FIXED_ROUNDS, 3, 12_000));
        CostEstimate c = report.costs().get(0);
        assertEquals(BlockStatistic.MEAN, c.statistic(), "the default headline statistic");
        assertEquals(c.costByMean().micros(), c.perMessageCostMicros(), 1e-9);
        // By block means, latency = server time + the rest request by request: the parts add up to the whole.
        assertEquals(0.0, c.residualMicros(), 0.5);
        String table = ConsoleTable.render(report);
        assertTrue(table.contains("robust, by block medians: " + ConsoleTable.plusMinus(c.costByMedian().micros(),
                c.costByMedian().ci95Micros())), table);
        assertTrue(table.contains("on one set of connections: leaves out how much a figure moves"), table);
    }

    @Test
    void theTableFiguresArePooledOverEveryBlock() {
        // No best-of: each endpoint's figures are those of all its requests, so its mean latency is the
        // request-weighted mean of its block means, its throughput all requests over all measured time.
        RunReport report = ReportFixture.report();
        Map<String, List<BlockOutcome>> twoRounds = new LinkedHashMap<>();
        ReportFixture.blocks().forEach((endpoint, blocks) -> twoRounds.put(endpoint, blocks.subList(0, 2)));
        RunReport shorter = ReportFixture.report(ReportFixture.optionsBuilder().repeat(2).build(), twoRounds, List.of(),
                new MeasuredRun.StopReason(MeasuredRun.StopReason.Kind.FIXED_ROUNDS, 2, 8_000));
        // Two rounds: EchoFloat 14,000 + 15,000 requests in 2 x 2 s, neither block's own 7,000 or 7,500 per s.
        assertEquals(7_250, shorter.endpoints().get(1).throughputPerSec(), 1e-9);
        assertEquals(10_500, shorter.endpoints().get(0).throughputPerSec(), 1e-9);
        for (EndpointFigures e : java.util.stream.Stream.concat(report.endpoints().stream(),
                shorter.endpoints().stream()).toList()) {
            double weighted = 0;
            long requests = 0;
            for (EndpointFigures.BlockFigures b : e.blocks()) {
                weighted += b.meanMicros() * b.requests();
                requests += b.requests();
            }
            assertEquals(weighted / requests, e.latencyMicros().meanMicros(), 1e-9, e.endpoint());
            assertEquals(requests, e.latencyMicros().count(), e.endpoint());
            assertEquals(requests / (e.blocks().size() * 2.0), e.throughputPerSec(), 1e-9, e.endpoint());
        }
        EndpointFigures echo = report.endpoints().get(1);
        // (139.5 x 14,000 + 133.5 x 15,000 + 137.5 x 14,500) / 43,500: none of the blocks' own means (139.5, 133.5,
        // 137.5), nor their plain mean (136.833).
        assertEquals(5_949_250.0 / 43_500, echo.latencyMicros().meanMicros(), 1e-9);
        assertEquals(7_250, echo.throughputPerSec(), 1e-9);
        assertEquals(149, echo.latencyMicros().maxMicros(), 0.0, "the first block's largest latency");
        assertEquals(40.5, echo.serverAppMicros().meanMicros(), 1e-9);
        assertEquals(43_500, echo.serverAppMicros().count());
        assertEquals(43_500, echo.outsideMicros().count(), "outside time of every request with Server-Timing");
    }

    @Test
    void jsonCarriesTheInterfaceKeysAndTheRawHistogram() throws IOException {
        JsonNode r = ResultSchema.valid(ResultJson.render(ReportFixture.report()));
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
    void jsonCarriesEveryPooledHistogramAndTheShareAndStartOfAClientOfSeveral() throws IOException {
        java.time.Instant scheduled = java.time.Instant.parse("2026-11-23T19:00:00Z");
        RunReport base = ReportFixture.report();
        RunReport shared = new RunReport(base.scenario(), base.size(),
                ReportFixture.ENVIRONMENT.measuringFrom(scheduled, scheduled.plusNanos(1_234_567)),
                ReportFixture.optionsBuilder().share(new org.echosoap.client.config.Share(1, 3), 8).build(),
                base.endpoints(), base.costs(), base.warningList(), true, null, base.priming(), base.stop(), null);
        JsonNode r = ResultSchema.valid(ResultJson.render(shared));
        JsonNode share = r.get("settings").get("share");
        assertEquals(1, share.get("index").asInt());
        assertEquals(3, share.get("count").asInt());
        assertEquals(8, share.get("planConnections").asInt());
        assertEquals(3, r.get("settings").get("connections").asInt(), "this client's part: 3 + 3 + 2");
        assertEquals("2026-11-23T19:00:00Z", r.get("environment").get("scheduledStartAt").asText());
        assertEquals("2026-11-23T19:00:00.001Z", r.get("environment").get("measuringStartedAt").asText(), "ms, this host's clock");
        JsonNode run = r.get("runs").get(1);
        assertEquals(43_500, Histograms.fromCompressedBase64(run.get("serverAppHistogram").asText()).getTotalCount());
        assertEquals(run.get("serverAppMicros").get("p99").asDouble(),
                Histograms.fromCompressedBase64(run.get("serverAppHistogram").asText()).getValueAtPercentile(99), 0.0);
        assertEquals(run.get("outsideMicros").get("p50").asDouble(),
                Histograms.fromCompressedBase64(run.get("outsideHistogram").asText()).getValueAtPercentile(50), 0.0);
        assertEquals(run.get("serverAllocatedBytes").get("max").asDouble(),
                Histograms.fromCompressedBase64(run.get("serverAllocatedBytesHistogram").asText()).getMaxValue(), 0.0);
        JsonNode alone = ResultSchema.valid(ResultJson.render(base)).get("environment");
        assertTrue(alone.get("scheduledStartAt").isNull(), "null when not measured or not given");
    }

    @Test
    void theCostCanBeRecomputedFromTheBlocksInResultJson() throws IOException {
        // What docs/result-json.md promises: pair the blocks by round, subtract the medians, average.
        JsonNode r = ResultSchema.valid(ResultJson.render(ReportFixture.report()));
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
