package org.echosoap.client.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.echosoap.client.result.HostNoise;
import org.echosoap.client.result.ResultSchema;
import org.junit.jupiter.api.Test;

/** result.json's {@code noise} object and the console's noise line, checked against the published schema. */
class NoiseJsonTest {

    @Test
    void aRunsNoiseIsWrittenAndMatchesTheSchema() {
        RunReport plain = ReportFixture.report();
        HostNoise host = new HostNoise(new HostNoise.Side(true, null, 20.1, 6.1, 2.0, 40.0, 850),
                new HostNoise.Side(true, null, 20.1, Double.NaN, Double.NaN, 52.0, 1600), true);
        NoiseFigures noise = new NoiseFigures(host, "null", "EchoFloat", 12, 14.2, 3.1,
                NoiseCauses.judge(new NoiseCauses.Evidence(6.1, Double.NaN, 2.0, Double.NaN, false, false)));
        RunReport report = new RunReport(plain.scenario(), plain.size(), plain.environment(), plain.options(),
                plain.endpoints(), plain.costs(), plain.warningList(), plain.complete(), plain.abortReason(),
                plain.priming(), plain.stop(), plain.precision(), noise);
        JsonNode n = ResultSchema.valid(ResultJson.render(report)).get("noise");
        assertEquals(14.2, n.get("machineWanderPercent").asDouble(), 1e-9);
        assertEquals(3.1, n.get("messageSpreadPercent").asDouble(), 1e-9);
        assertTrue(n.get("sameHost").asBoolean());
        assertEquals(6.1, n.get("client").get("stealPercent").asDouble(), 1e-9);
        assertTrue(n.get("server").get("stealPercent").isNull(), "one host: its steal is written once");
        assertEquals("neighbour-steal", n.get("causes").get(0).asText());
        assertTrue(ConsoleTable.render(report).contains("  noise: this VM's speed moved ±14% over the run (null's "
                + "level, 1 sd over 12 epochs; steal 6.1%"), ConsoleTable.render(report));
    }

    @Test
    void absentFiguresSaySoInTheFile() {
        RunReport plain = ReportFixture.report();
        HostNoise host = new HostNoise(HostNoise.Side.absent("no /proc (not Linux)"),
                HostNoise.Side.absent("the server does not report its counters (GET /status/noise: 404)"), false);
        NoiseFigures noise = new NoiseFigures(host, "null", "EchoFloat", 12, 9.0, 2.0,
                NoiseCauses.judge(new NoiseCauses.Evidence(Double.NaN, Double.NaN, Double.NaN, Double.NaN, false,
                        false)));
        RunReport report = new RunReport(plain.scenario(), plain.size(), plain.environment(), plain.options(),
                plain.endpoints(), plain.costs(), plain.warningList(), plain.complete(), plain.abortReason(),
                plain.priming(), plain.stop(), plain.precision(), noise);
        JsonNode n = ResultSchema.valid(ResultJson.render(report)).get("noise");
        assertFalse(n.get("client").get("known").asBoolean());
        assertEquals("no /proc (not Linux)", n.get("client").get("absentReason").asText());
        assertEquals(List.of("unknown"), List.of(n.get("causes").get(0).asText()));
    }

    @Test
    void aReportWithoutNoiseFiguresWritesNoNoiseObject() {
        assertTrue(ResultSchema.valid(ResultJson.render(ReportFixture.report())).get("noise") == null);
    }
}
