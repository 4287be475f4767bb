package org.echosoap.client.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.echosoap.client.result.BlockOutcome;
import org.echosoap.client.result.MeasuredRun;
import org.echosoap.client.report.html.CostBreakdown;
import org.echosoap.client.report.html.ReportInputs;
import org.echosoap.client.report.html.ReportModel;
import org.echosoap.client.config.BlockStatistic;
import org.echosoap.client.stats.CostEstimate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The cost's split into the part inside the webapp (Server-Timing) and the part outside it. Both parts are measured
 * request by request (outside = that request's latency − its own server time), neither is the cost minus the other,
 * so "inside + outside = cost" is a check, not an identity: it must hold exactly for block means whenever every
 * request's parts add up (a mean is linear), hold for block medians only as far as the parts' distributions allow,
 * and the table, result.json and the HTML chart must show the measured parts even when they do not add up.
 */
class CostSplitTest {

    private static final MeasuredRun.StopReason STOP = new MeasuredRun.StopReason(
            MeasuredRun.StopReason.Kind.FIXED_ROUNDS, 3, 12_000);

    private static RunReport fixtureBy(BlockStatistic statistic) {
        return ReportFixture.report(ReportFixture.optionsBuilder().statistic(statistic).build(), ReportFixture.blocks(),
                List.of(), STOP);
    }

    @Test
    void byBlockMeansInsidePlusOutsideIsTheCostWhenEveryRequestAddsUp() {
        CostEstimate c = fixtureBy(BlockStatistic.MEAN).costs().get(0);
        assertEquals(BlockStatistic.MEAN, c.statistic());
        // Block means: server 3.5 and 40.5 µs; latency pairs differ by 40, 44, 43 µs.
        assertEquals(42.0 + 1.0 / 3, c.perMessageCostMicros(), 1e-9);
        assertEquals(37.0, c.serverCostMicros(), 1e-9);
        assertEquals(5.0 + 1.0 / 3, c.outsideCostMicros(), 1e-9);
        // Tolerance: floating-point only (values below 2,048 µs are stored exactly, the mean is linear).
        assertEquals(c.perMessageCostMicros(), c.serverCostMicros() + c.outsideCostMicros(), 1e-9);
        for (int i = 0; i < c.pairs(); i++) {
            assertEquals(c.pairCostMicros().get(i), c.inside().pairMicros().get(i) + c.outside().pairMicros().get(i),
                    1e-9, "pair " + i);
        }
    }

    @Test
    void byBlockMediansInsidePlusOutsideIsTheCostWithinTheServerTimesOwnSpread() {
        CostEstimate c = fixtureBy(BlockStatistic.MEDIAN).costs().get(0);
        assertEquals(BlockStatistic.MEDIAN, c.statistic());
        // Within a block the server time takes two values 1 µs apart, so the median of (latency − server) is within
        // 1 µs of median(latency) − median(server): the stated tolerance.
        assertEquals(c.perMessageCostMicros(), c.serverCostMicros() + c.outsideCostMicros(), 1.0);
        assertEquals(37.0, c.serverCostMicros(), 1e-9);
    }

    /** 300 requests per block, every request's latency exactly its server time plus its outside time. */
    private static Map<String, List<BlockOutcome>> anticorrelatedBlocks(int rounds) {
        Map<String, List<BlockOutcome>> blocks = new LinkedHashMap<>();
        List<BlockOutcome> baseline = new java.util.ArrayList<>();
        List<BlockOutcome> soap = new java.util.ArrayList<>();
        for (int round = 0; round < rounds; round++) {
            long[] latency = new long[300];
            long[] server = new long[300];
            java.util.Arrays.fill(latency, 65);
            java.util.Arrays.fill(server, 5); // baseline: server 5, outside 60
            baseline.add(ReportFixture.block(round, "null", latency, server, null));
            long[] soapLatency = new long[300];
            long[] soapServer = new long[300];
            // SOAP: a third each of (server 10, outside 70), (server 50, outside 40), (server 30, outside 100): the
            // slow-inside requests are the fast-outside ones. Medians: latency 90, server 30, outside 70; means:
            // latency 100, server 30, outside 70.
            long[][] parts = {{10, 70}, {50, 40}, {30, 100}};
            for (int i = 0; i < 300; i++) {
                long[] p = parts[i % 3];
                soapServer[i] = p[0];
                soapLatency[i] = p[0] + p[1];
            }
            soap.add(ReportFixture.block(round, "EchoFloat", soapLatency, soapServer, null));
        }
        blocks.put("null", baseline);
        blocks.put("EchoFloat", soap);
        return blocks;
    }

    private static RunReport anticorrelated(BlockStatistic statistic) {
        return ReportFixture.report(ReportFixture.optionsBuilder().repeat(2).statistic(statistic).build(),
                anticorrelatedBlocks(2), List.of(), new MeasuredRun.StopReason(MeasuredRun.StopReason.Kind.FIXED_ROUNDS,
                        2, 8_000));
    }

    @Test
    void byBlockMediansTheMeasuredPartsNeedNotAddUpAndTheReportShowsThemAsMeasured(@TempDir Path dir)
            throws Exception {
        RunReport report = anticorrelated(BlockStatistic.MEDIAN);
        CostEstimate c = report.costs().get(0);
        assertEquals(25.0, c.perMessageCostMicros(), 1e-9);   // 90 − 65
        assertEquals(25.0, c.serverCostMicros(), 1e-9);       // 30 − 5
        assertEquals(10.0, c.outsideCostMicros(), 1e-9);      // 70 − 60, not cost − inside = 0
        assertEquals(-10.0, c.perMessageCostMicros() - c.serverCostMicros() - c.outsideCostMicros(), 1e-9,
                "a gap the report must not hide");

        assertTrue(ConsoleTable.render(report).contains(
                "  inside the webapp (Server-Timing): +25.0 ± 0.0 µs; outside it (Tomcat, kernel, client): +10.0 ± 0.0 µs"),
                ConsoleTable.render(report));
        String json = ResultJson.render(report);
        JsonNode cost = new ObjectMapper().readTree(json).get("costs").get(0);
        assertEquals(25.0, cost.get("perMessageCostMicros").asDouble(), 1e-9);
        assertEquals(25.0, cost.get("serverCostMicros").asDouble(), 1e-9);
        assertEquals(10.0, cost.get("outsideCostMicros").asDouble(), 1e-9);

        // The HTML chart reads result.json: its outside segment is the measured 10 µs, not a remainder.
        Files.writeString(dir.resolve("result.json"), json);
        CostBreakdown.Row row = ReportModel.of(ReportInputs.load(List.of(dir))).costBreakdown().rows().get(0);
        assertEquals(25.0, row.costMicros(), 1e-9);
        assertEquals(25.0, row.soapInsideMicros(), 1e-9);
        assertEquals(10.0, row.soapOutsideMicros(), 1e-9);
    }

    @Test
    void theSameRequestsByBlockMeansAddUp() {
        CostEstimate c = anticorrelated(BlockStatistic.MEAN).costs().get(0);
        assertEquals(35.0, c.perMessageCostMicros(), 1e-9);   // 100 − 65
        assertEquals(25.0, c.serverCostMicros(), 1e-9);
        assertEquals(10.0, c.outsideCostMicros(), 1e-9);
        assertEquals(c.perMessageCostMicros(), c.serverCostMicros() + c.outsideCostMicros(), 1e-9);
    }
}
