package org.echosoap.client.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.echosoap.client.result.ResultSchema;
import org.echosoap.client.capacity.CapacityOutcome;
import org.echosoap.client.capacity.CapacityOutcome.Step;
import org.echosoap.client.capacity.Slo;
import org.echosoap.client.report.html.CapacitySweep;
import org.echosoap.client.report.html.ReportInputs;
import org.echosoap.client.report.html.ReportModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The capacity suite's table and result.json block, from a known outcome, and the HTML report's reading of it. */
class CapacityTableTest {

    @TempDir
    Path dir;

    private static SuiteReport suite() {
        CapacityOutcome.EndpointCapacity base = new CapacityOutcome.EndpointCapacity("null", "baseline", List.of(
                new Step(4_000, 4_001, true, 0, 280, 3_379, 5_487, true),
                new Step(8_000, 7_100, false, 0, 9_000, 23_119, 31_135, false),
                new Step(5_657, 5_660, true, 0, 320, 1_152, 3_165, true)), 5_657, 8_000);
        CapacityOutcome.EndpointCapacity soap = new CapacityOutcome.EndpointCapacity("EchoFloat", "measured", List.of(
                new Step(2_000, 2_000, true, 0, 700, 9_000, 12_000, true),
                new Step(3_000, 3_000, true, 2, 800, 9_500, 15_000, false, 2)), 2_000, 3_000);
        return new SuiteReport("capacity", ReportFixture.ENVIRONMENT, List.of(), List.of(), 42_000_000_000L, true,
                new CapacityOutcome(Slo.DEFAULT, List.of(base, soap)));
    }

    @Test
    void listsEveryStepAndTheSoapShareOfTheBaselinesRate() {
        String table = CapacityTable.render(suite(), "echosoap suite capacity");
        assertTrue(table.contains("echosoap suite capacity: highest rate with p99 ≤ 10ms, open loop"), table);
        assertTrue(table.contains("null               8,000       7,100      9,000     23,119      31,135        0  "
                + "missed (rate not held)"), table);
        assertTrue(table.contains("EchoFloat          3,000       3,000        800      9,500      15,000        2  "
                + "missed (errors) over 2 trials"), table);
        assertTrue(table.contains("null         5,657/s meets it (8,000/s does not)"), table);
        assertTrue(table.contains("EchoFloat sustains 35% of the null baseline's rate at p99 ≤ 10ms (2,000/s against "
                + "5,657/s"), table);
    }

    @Test
    void resultJsonCarriesTheLadderOfEachEndpoint() throws Exception {
        JsonNode c = ResultSchema.valid(ResultJson.render(suite())).get("capacity");
        assertEquals("p99 ≤ 10ms", c.get("slo").asText());
        assertEquals(10_000, c.get("sloLimitMicros").asLong());
        assertEquals(0.354, c.get("soapShareOfBaseline").asDouble(), 1e-9, "2,000 / 5,657, rounded as result.json rounds");
        JsonNode base = c.get("endpoints").get(0);
        assertEquals("baseline", base.get("role").asText());
        assertEquals(5_657, base.get("highestMetPerSec").asDouble(), 0);
        assertEquals(3, base.get("steps").size());
        assertEquals(23_119, base.get("steps").get(1).get("sloPercentileMicros").asDouble(), 0);
        assertTrue(!base.get("steps").get(1).get("met").asBoolean());
    }

    @Test
    void theHtmlReportReadsBackTheOutcomeResultJsonWrote() throws Exception {
        Path file = dir.resolve("result.json");
        Files.writeString(file, ResultJson.render(suite()));
        CapacitySweep sweep = ReportModel.of(ReportInputs.load(List.of(file))).capacitySweep();
        assertEquals(suite().capacity(), sweep.results().get(0).outcome(), "every step, flag and rate as written");
    }

    @Test
    void anObjectiveCloseToTheMachinesOwnTailIsNamed() throws Exception {
        // The fixture's baseline: p99 3.4 ms at its lowest rate (4,000/s), 34% of 10 ms: too close.
        SuiteReport suite = suite();
        assertEquals(3_379, suite.capacity().tailFloorMicros(), 0);
        String table = CapacityTable.render(suite, "t");
        assertTrue(table.contains("! objective near this machine's own tail: p99 at 4,000/s was already 3.4 ms (34% of "
                + "p99 ≤ 10ms)"), table);
        JsonNode c = ResultSchema.valid(ResultJson.render(suite)).get("capacity");
        assertTrue(c.get("objectiveNearTailFloor").asBoolean());
        // With 50 ms the same tail is 7% of the objective: no warning.
        CapacityOutcome loose = new CapacityOutcome(Slo.parse("p99=50ms"), suite.capacity().endpoints());
        assertTrue(!loose.objectiveNearTailFloor());
        assertEquals(null, CapacityTable.tailFloorWarning(loose));
    }
}
