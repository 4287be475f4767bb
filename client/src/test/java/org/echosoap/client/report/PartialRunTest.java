package org.echosoap.client.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.echosoap.client.result.ResultSchema;
import org.echosoap.client.result.ErrorCounts;
import org.echosoap.client.result.ErrorKind;
import org.echosoap.client.result.MeasuredRun;
import org.echosoap.client.result.BlockHistograms;
import org.echosoap.client.result.BlockOutcome;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.ScenarioParameters;
import org.echosoap.client.scenario.catalog.Scenarios;
import org.echosoap.client.stats.BlockResult;
import org.junit.jupiter.api.Test;

/** A run aborted mid-trial (server killed, Ctrl-C): nothing measured is lost, nothing half-measured is used. */
class PartialRunTest {

    @Test
    void aPartialTrialCountsItsErrorsButNotItsFigures() throws Exception {
        Scenario scenario = Scenarios.byName("echoFloat", new ScenarioParameters(-1, 0), e -> 0);
        ErrorCounts errors = new ErrorCounts();
        for (int i = 0; i < 7; i++) {
            errors.add(ErrorKind.CONNECT, "cannot connect to 127.0.0.1:8080: Connection refused");
        }
        // The cut-short block looks very fast (few requests in a tiny window): none of its figures may be used.
        BlockResult cut = BlockResult.of(1, "EchoFloat", 50, 7, 1_000_000L, ReportFixture.flat(10, 2, 50),
                ReportFixture.flat(5, 1, 50));
        BlockOutcome partial = new BlockOutcome(cut, errors, 0, 0, 60, BlockHistograms.of(ReportFixture.flat(10, 2, 50),
                ReportFixture.flat(5, 1, 50), null, ReportFixture.flat(100, 1, 50)), 0, true);
        Map<String, List<BlockOutcome>> trials = new LinkedHashMap<>();
        trials.put("null", List.of(ReportFixture.trial(0, "null", 90, 3, 20_000), ReportFixture.trial(1, "null", 80, 3, 22_000)));
        trials.put("EchoFloat", List.of(ReportFixture.trial(0, "EchoFloat", 130, 40, 14_000), partial));
        MeasuredRun run = MeasuredRun.pooling(List.of(scenario.baseline().orElseThrow(), scenario.measured()), trials,
                false, "aborted after 7 failed requests", List.of(),
                new MeasuredRun.StopReason(MeasuredRun.StopReason.Kind.ABORTED, 1, 4_000));
        RunReport report = RunReportBuilder.build(scenario, ReportFixture.options(), ReportFixture.ENVIRONMENT, run);

        EndpointFigures echo = report.endpoints().get(1);
        assertEquals(7, echo.errors(), "the partial trial's errors are reported");
        assertEquals(7_000, echo.throughputPerSec(), 1e-9, "the complete block's 14,000 requests in 2 s");
        assertEquals(14_000, echo.latencyMicros().count(), "the partial block's requests are not pooled");
        assertTrue(echo.latencyMicros().p50Micros() > 100, "its fast-looking latencies neither");
        assertEquals(1, report.costs().get(0).pairs(), "only complete trials are paired");
        assertFalse(report.complete());
        assertTrue(report.warnings().get(0).startsWith("INCOMPLETE run: aborted after 7 failed requests"));

        JsonNode json = ResultSchema.valid(ResultJson.render(report));
        assertFalse(json.get("complete").asBoolean());
        JsonNode t = json.get("runs").get(1).get("blocks");
        assertEquals(2, t.size());
        assertTrue(t.get(1).get("partial").asBoolean());
        assertEquals(7, json.get("runs").get(1).get("errorsByKind").get("connect").get("count").asLong());
        assertFalse(json.has("unmeasured"), "every endpoint has figures");
    }

    @Test
    void aRunCutBeforeItsFirstPairSaysSoInOneLine() throws Exception {
        // 4,096 connections and --max-time 3s: the limit cut the first round's blocks, none complete (left out).
        Scenario scenario = Scenarios.byName("echoFloat", new ScenarioParameters(-1, 0), e -> 0);
        Map<String, List<BlockOutcome>> none = new LinkedHashMap<>();
        none.put("null", List.of());
        none.put("EchoFloat", List.of());
        List<MeasuredRun.Priming> priming = List.of(new MeasuredRun.Priming("null", 620, 2, 24_576, false, 95.0, -1),
                new MeasuredRun.Priming("EchoFloat", 640, 1, 12_288, false, 180.0, -1));
        MeasuredRun run = MeasuredRun.pooling(List.of(scenario.baseline().orElseThrow(), scenario.measured()), none,
                true, null, priming, new MeasuredRun.StopReason(MeasuredRun.StopReason.Kind.TIME_LIMIT, 0, 4_550));
        RunReport report = RunReportBuilder.build(scenario, ReportFixture.optionsBuilder().connections(4096)
                .build(), ReportFixture.ENVIRONMENT, run);

        List<String> lines = report.warnings().stream().filter(w -> w.contains("no pair")).toList();
        assertEquals(List.of("precision target not met: no pair in 4.6 s of measuring: the time limit cut the first "
                + "round before its blocks completed (each waits for 3 requests on each of 4,096 connections) - give "
                + "the run more time (--max-time) or fewer connections"), lines, report.warnings().toString());
        String console = ConsoleTable.render(report);
        assertFalse(console.contains("NaN") || console.contains("Infinity"), console);

        // Where opening the connections took the limit, the line says so.
        MeasuredRun opened = MeasuredRun.pooling(List.of(scenario.baseline().orElseThrow(), scenario.measured()), none,
                true, null, priming, new MeasuredRun.StopReason(MeasuredRun.StopReason.Kind.TIME_LIMIT, 0, 0, 3_600));
        assertTrue(RunReportBuilder.build(scenario, ReportFixture.optionsBuilder().connections(4096).build(),
                ReportFixture.ENVIRONMENT, opened).warnings().stream().anyMatch(w -> w.contains("no pair in 0.0 s of "
                + "measuring (opening the 4,096 connections took 3.6 s of --max-time before it): the time limit")),
                "opening named");

        // No figures, so no runs[]; the priming and why measuring stopped are kept in unmeasured[].
        JsonNode json = ResultSchema.valid(ResultJson.render(report));
        assertEquals(0, json.get("runs").size());
        JsonNode unmeasured = json.get("unmeasured");
        assertEquals(2, unmeasured.size(), unmeasured.toString());
        assertEquals("EchoFloat", unmeasured.get(1).get("endpoint").asText());
        assertEquals(640, unmeasured.get(1).get("priming").get("millis").asLong());
        assertEquals(12_288, unmeasured.get(1).get("priming").get("requests").asLong());
        assertEquals("time-limit", unmeasured.get(1).get("measuring").get("stop").asText());
        assertEquals(4_550, unmeasured.get(0).get("measuring").get("millis").asLong());
    }
}
