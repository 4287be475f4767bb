package org.echosoap.client.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.echosoap.client.result.ResultSchema;
import org.junit.jupiter.api.Test;

/** result.json of a suite: every cost carries the noise of the part that measured it, checked against the schema. */
class SuiteNoiseJsonTest {

    private static SuiteReport suite(RunReport... parts) {
        return new SuiteReport("soapbench", ReportFixture.ENVIRONMENT, List.of(parts), List.of(), 30_000_000_000L, true);
    }

    @Test
    void eachCostCarriesItsOwnPartsNoise() {
        RunReport quiet = NoiseFixture.part("one", NoiseFixture.sameHost(4.0, 1.5, 0.1, 2.0, 300, 900));
        RunReport busy = NoiseFixture.part("two", NoiseFixture.sameHost(18.0, 6.0, 0.3, 73.0, 850, 1600));
        JsonNode root = ResultSchema.valid(ResultJson.render(suite(quiet, busy)));
        assertNull(root.get("noise"), "a suite has no one noise: each part has its own");
        JsonNode costs = root.get("costs");
        assertEquals(2, costs.size());
        // In the parts' order: the first cost is part one's, the second part two's.
        assertEquals(4.0, costs.get(0).get("noise").get("machineWanderPercent").asDouble(), 1e-9);
        assertEquals(1.5, costs.get(0).get("noise").get("messageSpreadPercent").asDouble(), 1e-9);
        assertEquals(List.of("unknown"), causes(costs.get(0)));
        assertEquals(18.0, costs.get(1).get("noise").get("machineWanderPercent").asDouble(), 1e-9);
        assertEquals(73.0, costs.get(1).get("noise").get("client").get("otherProcessesPercent").asDouble(), 1e-9);
        assertEquals(1600, costs.get(1).get("noise").get("server").get("involuntarySwitchesPerSec").asDouble(), 1e-9);
        assertEquals(List.of("busy-machine"), causes(costs.get(1)));
    }

    @Test
    void everyCostOfAPartCarriesThatPartsNoise() {
        RunReport base = NoiseFixture.part("rotation", NoiseFixture.sameHost(9.0, 2.0, 0.2, 5.0, 400, 800));
        RunReport twoCosts = base.withCosts(List.of(ResolutionTest.cost(50, 5, 20), ResolutionTest.cost(80, 5, 20)));
        JsonNode costs = ResultSchema.valid(ResultJson.render(suite(twoCosts, base))).get("costs");
        assertEquals(3, costs.size());
        for (JsonNode c : costs) {
            assertEquals(9.0, c.get("noise").get("machineWanderPercent").asDouble(), 1e-9, c.toString());
        }
    }

    @Test
    void aPartWithoutNoiseFiguresLeavesItsCostsWithoutNoise() {
        RunReport measured = NoiseFixture.part("one", NoiseFixture.sameHost(4.0, 1.5, 0.1, 2.0, 300, 900));
        RunReport unmeasured = NoiseFixture.part("two", NoiseFigures.UNKNOWN);
        JsonNode costs = ResultSchema.valid(ResultJson.render(suite(measured, unmeasured))).get("costs");
        assertTrue(costs.get(0).has("noise"));
        assertNull(costs.get(1).get("noise"), "not measured: no figures, not zeros");
    }

    @Test
    void aSingleRunKeepsItsTopLevelNoiseAndItsCostCarriesTheSame() {
        RunReport run = NoiseFixture.part("echoFloat", NoiseFixture.sameHost(14.2, 3.1, 6.1, 2.0, 850, 1600));
        JsonNode root = ResultSchema.valid(ResultJson.render(run));
        assertEquals(14.2, root.get("noise").get("machineWanderPercent").asDouble(), 1e-9);
        assertEquals(root.get("noise"), root.get("costs").get(0).get("noise"));
    }

    private static List<String> causes(JsonNode cost) {
        return java.util.stream.StreamSupport.stream(cost.get("noise").get("causes").spliterator(), false)
                .map(JsonNode::asText).toList();
    }
}
