package org.echosoap.client.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.echosoap.client.result.ResultSchema;
import org.echosoap.client.config.RequestRate;
import org.echosoap.client.result.BlockOutcome;
import org.echosoap.client.result.MeasuredRun;
import org.echosoap.client.result.PacingFigures;
import org.junit.jupiter.api.Test;

/**
 * An open-loop run's report: the rate asked next to the rate achieved per endpoint, and a run that did not hold its
 * rate flagged with its cause named from what the connections did.
 */
class OpenLoopReportTest {

    private static final MeasuredRun.StopReason STOP =
            new MeasuredRun.StopReason(MeasuredRun.StopReason.Kind.FIXED_ROUNDS, 3, 12_000);

    /** A fixture block (2 s measured) with the given schedule figures. */
    private static BlockOutcome paced(BlockOutcome b, PacingFigures pacing) {
        return new BlockOutcome(b.result(), b.errors(), b.responseBytes(), b.clientCpuNanos(), b.sentRequests(),
                b.histograms(), b.clientAllocatedBytes(), b.partial(), pacing);
    }

    /** 3 rounds: null answers 20,000 per 2 s block (10,000/s), EchoFloat {@code echoRequests} per block. */
    private static RunReport report(int echoRequests, PacingFigures echoPacing) {
        PacingFigures calm = new PacingFigures(20_000, 0, 20_000, 20_000 * 40_000L, 0, 600_000_000L, 2_000_000_000L);
        Map<String, List<BlockOutcome>> blocks = new LinkedHashMap<>();
        blocks.put("null", List.of(paced(ReportFixture.trial(0, "null", 90, 3, 20_000), calm),
                paced(ReportFixture.trial(1, "null", 80, 3, 20_000), calm),
                paced(ReportFixture.trial(2, "null", 85, 3, 20_000), calm)));
        blocks.put("EchoFloat", List.of(paced(ReportFixture.trial(0, "EchoFloat", 130, 40, echoRequests), echoPacing),
                paced(ReportFixture.trial(1, "EchoFloat", 124, 40, echoRequests), echoPacing),
                paced(ReportFixture.trial(2, "EchoFloat", 128, 40, echoRequests), echoPacing)));
        return ReportFixture.report(ReportFixture.optionsBuilder().rate(RequestRate.parse("10k")).build(), blocks,
                List.of(), STOP);
    }

    @Test
    void aHeldRateIsReportedNextToTheRateAsked() throws Exception {
        PacingFigures calm = new PacingFigures(20_000, 0, 20_000, 20_000 * 40_000L, 0, 900_000_000L, 2_000_000_000L);
        RunReport report = report(20_000, calm);
        for (EndpointFigures e : report.endpoints()) {
            assertTrue(e.rate().held(), e.endpoint() + ": " + e.rate());
            assertEquals(10_000, e.rate().achievedPerSec(), 1e-6);
            assertNull(e.rate().cause());
            assertEquals(40.0, e.rate().meanSendLagMicros(), 1e-9);
        }
        String table = ConsoleTable.render(report);
        assertTrue(table.contains("1 connection; open loop at 10,000/s (latency from each request's intended send time)"),
                table);
        assertTrue(table.contains("rate 10,000/s asked, achieved: null 10,000/s, EchoFloat 10,000/s"), table);
        assertFalse(table.contains("rate not held"), table);

        JsonNode json = ResultSchema.valid(ResultJson.render(report));
        assertEquals("open", json.get("settings").get("loop").asText());
        assertEquals(10_000, json.get("settings").get("ratePerSec").asDouble(), 0);
        JsonNode rate = json.get("runs").get(1).get("rate");
        assertTrue(rate.get("held").asBoolean());
        assertEquals(60_000, rate.get("scheduledRequests").asLong());
        assertEquals(45.0, rate.get("connectionBusyPercent").asDouble(), 1e-9);
        assertTrue(rate.get("cause").isNull());
    }

    @Test
    void busyConnectionsThatCannotKeepUpAreNamedAsTheCause() throws Exception {
        // EchoFloat: 14,000 answers per 2 s block (7,000/s of 10,000/s), the connection busy 99% of the time.
        PacingFigures busy = new PacingFigures(20_000, 0, 100, 100 * 30_000L, 19_800, 1_980_000_000L, 2_000_000_000L);
        RunReport report = report(14_000, busy);
        RateFigures echo = report.endpoints().get(1).rate();
        assertFalse(echo.held());
        assertEquals(7_000, echo.achievedPerSec(), 1e-6);
        assertTrue(echo.cause().startsWith("connections exhausted: the 1 connection was busy 99% of the time"), echo.cause());
        assertTrue(report.endpoints().get(0).rate().held(), "null kept up");

        String table = ConsoleTable.render(report);
        assertTrue(table.contains("EchoFloat 7,000/s (NOT held)"), table);
        assertTrue(table.contains("rate not held: EchoFloat 7,000/s of 10,000/s (connections exhausted"), table);
        assertTrue(table.contains("its latencies are those of the rate achieved, not the rate asked"), table);
        JsonNode json = ResultSchema.valid(ResultJson.render(report));
        assertFalse(json.get("runs").get(1).get("rate").get("held").asBoolean());
        assertTrue(json.get("warnings").toString().contains("rate not held"), json.get("warnings").toString());
    }

    @Test
    void idleConnectionsWithLateSendsNameTheClientsCpu() {
        // 9,500/s of 10,000/s with the connection busy only 30% of the time: the sends themselves were late.
        PacingFigures late = new PacingFigures(20_000, 0, 19_000, 19_000 * 800_000L, 0, 600_000_000L, 2_000_000_000L);
        RateFigures echo = report(19_000, late).endpoints().get(1).rate();
        assertFalse(echo.held());
        assertTrue(echo.cause().startsWith("client CPU: the connections were busy only 30% of the time, yet requests "
                + "went out 800 µs late on average"), echo.cause());
    }

    @Test
    void unsentRequestsAreNeverHeldEvenAtTheFullRate() {
        PacingFigures gaveUp = new PacingFigures(20_000, 50, 19_000, 0, 950, 1_200_000_000L, 2_000_000_000L);
        RateFigures echo = report(20_000, gaveUp).endpoints().get(1).rate();
        assertFalse(echo.held());
        assertTrue(echo.cause().contains("150 scheduled requests never sent"), echo.cause());
    }

    @Test
    void closedLoopRunsHaveNoRateFigures() throws Exception {
        RunReport report = ReportFixture.report();
        assertNull(report.endpoints().get(0).rate());
        JsonNode json = ResultSchema.valid(ResultJson.render(report));
        assertEquals("closed", json.get("settings").get("loop").asText());
        assertTrue(json.get("settings").get("ratePerSec").isNull());
        assertNull(json.get("runs").get(0).get("rate"));
        assertFalse(ConsoleTable.render(report).contains("open loop"));
    }

    @Test
    void sendsOnScheduleHoldTheRateEvenWhenTheLastAnswersComeLate() {
        // EchoFloat's blocks answer 14,000 in their 2 s (slow answers at the end stretched the answer time), but every
        // connection sent its 20,000 measured requests within 2 s: the schedule held.
        PacingFigures onTime = new PacingFigures(20_000, 0, 20_000, 20_000 * 40_000L, 0, 600_000_000L,
                2_000_000_000L, 2_000_000_000L);
        RateFigures echo = report(14_000, onTime).endpoints().get(1).rate();
        assertTrue(echo.held(), echo.toString());
        assertEquals(10_000, echo.achievedPerSec(), 1e-6, "the send rate, not the answer rate");
        // The same answers with sends that took 2.5 s: 8,000/s sent, not held.
        PacingFigures late = new PacingFigures(20_000, 0, 5_000, 0, 15_000, 1_900_000_000L, 2_600_000_000L,
                2_500_000_000L);
        RateFigures slow = report(14_000, late).endpoints().get(1).rate();
        assertFalse(slow.held());
        assertEquals(8_000, slow.achievedPerSec(), 1e-6);
        assertTrue(slow.cause().startsWith("connections exhausted"), slow.cause());
    }
}
