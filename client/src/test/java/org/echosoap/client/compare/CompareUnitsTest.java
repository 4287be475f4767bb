package org.echosoap.client.compare;

import org.echosoap.client.resultfile.ResultFile;
import static org.echosoap.client.compare.CompareFixtures.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Which units a cost row is tested on: a result's independent units ({@code costs[].unitKind} epoch, fork or client
 * with {@code unitCostMicros}) where it has them, else its block pairs; and the note for a side whose intervals leave
 * out the variation between runs.
 */
class CompareUnitsTest {

    @Test
    void unitKindAndUnitCostsAreRead() {
        ResultFile.Cost c = result("units/epochs-a.json").costs().get(0);
        assertEquals("epoch", c.unitKind());
        assertEquals(List.of(66.0, 72.0, 74.0, 68.0, 70.0), c.unitCostMicros());
        assertTrue(c.independentUnits());
        ResultFile.Cost old = result("units/pairs-only-b.json").costs().get(0);
        assertEquals(ResultFile.Cost.PAIR, old.unitKind(), "a file without unitKind has pairs");
        assertEquals(List.of(), old.unitCostMicros());
        assertFalse(old.independentUnits());
    }

    @Test
    void epochsAreTestedOnTheirUnitsNotOnTheirPairs() {
        // The pairs (sd 0.13 µs) would make +3 µs look certain; the epochs (sd 3.16 µs, 5 each) carry the variation
        // between connection placements: Welch on the epochs, t = 3 / sqrt(2 × 10 / 5) = 1.5, df 8, p = 0.172.
        Comparison c = ComparisonBuilder.build(result("units/epochs-a.json"), result("units/epochs-b.json"), "a", "b",
                Threshold.DEFAULT);
        CompareRow r = c.rows().get(0);
        assertEquals("epoch", r.aUnitKind());
        assertEquals("epoch", r.bUnitKind());
        assertEquals(5, r.test().aCount());
        assertEquals(ComparisonBuilder.UNIT_COSTS, r.units());
        assertEquals(0.172, r.test().pValue(), 0.001);
        assertEquals(8.0, r.test().degreesOfFreedom(), 1e-9);
        // Not significant, but its 90% CI, 3 ± t(0.95, 8) × 2 = [-0.72, +6.72], lies within ±10% of 70 = ±7 µs.
        assertEquals(CompareRow.Verdict.EQUIVALENT, r.verdict());
        assertFalse(c.leavesOutRunVariationA());
        assertFalse(c.leavesOutRunVariationB());
        assertFalse(CompareTable.render(c).contains("leave out"), CompareTable.render(c));
    }

    @Test
    void aSideWithOnlyPairsIsNamedAsLeavingOutTheVariationBetweenRuns() throws Exception {
        Comparison c = ComparisonBuilder.build(result("units/epochs-a.json"), result("units/pairs-only-b.json"), "a",
                "b", Threshold.DEFAULT);
        CompareRow r = c.rows().get(0);
        assertEquals("epoch", r.aUnitKind());
        assertEquals(ResultFile.Cost.PAIR, r.bUnitKind());
        assertEquals("unitCostMicros vs pairCostMicros", r.units());
        assertEquals(8, r.test().bCount());
        assertFalse(c.leavesOutRunVariationA());
        assertTrue(c.leavesOutRunVariationB());
        String table = CompareTable.render(c);
        assertTrue(table.contains("note: b's cost intervals come from one run's block pairs (unitKind pair): they leave"
                + " out\n the variation between runs, so a difference may be a restart's\n"), table);
        assertFalse(table.contains("note: a's"), table);
        JsonNode json = new ObjectMapper().readTree(CompareJson.render(c));
        assertTrue(json.at("/test/runVariation/b").asText().startsWith("left out"), json.toString());
        assertTrue(json.at("/test/runVariation/a").asText().startsWith("carried"), json.toString());
        assertEquals("pair", json.at("/rows/0/bUnitKind").asText());
    }

    @Test
    void noAllowanceIsAddedUnlessGiven() {
        // Two pair-only results: the Welch test of their pairs alone, as with --run-spread 0.
        Comparison c = ComparisonBuilder.build(result("units/pairs-only-b.json"), result("units/pairs-only-b.json"),
                "a", "b", Threshold.DEFAULT);
        List<Double> pairs = result("units/pairs-only-b.json").costs().get(0).pairCostMicros();
        WelchTest.Result expected = WelchTest.ofSeries(pairs, pairs);
        assertEquals(expected, c.rows().get(0).test());
        assertEquals(0.0, c.runSpread().fraction());
    }

    /**
     * Two single runs whose epochs agree closely within each run (sd 1 µs) but whose figures are 8 µs apart: the
     * epochs alone call that certain; with the run-to-run sd each file measured on its machine (6 µs), counted once
     * per side, the 8 µs is within what a restart moves a figure: not significant.
     */
    @Test
    void theRunToRunSpreadAFileCarriesIsCountedOncePerSide() {
        List<Double> unitsA = List.of(69.0, 70.0, 71.0, 70.0, 69.0, 71.0);
        List<Double> unitsB = List.of(77.0, 78.0, 79.0, 78.0, 77.0, 79.0);
        CompareRow without = ComparisonBuilder.build(single("a", 70, unitsA, Double.NaN),
                single("b", 78, unitsB, Double.NaN), "a", "b", Threshold.DEFAULT).rows().get(0);
        assertTrue(without.test().pValue() < 1e-5, "p " + without.test().pValue());
        CompareRow with = ComparisonBuilder.build(single("a", 70, unitsA, 6.0), single("b", 78, unitsB, 6.0), "a",
                "b", Threshold.DEFAULT).rows().get(0);
        // Welch: se² = 0.8/6 + 36 per side, t = 8 / sqrt(72.27) = 0.94: p about 0.35.
        assertTrue(with.test().pValue() > 0.3, "p " + with.test().pValue());
        assertTrue(with.test().ci95HalfWidth() > 2 * Math.sqrt(72.27), "ci " + with.test().ci95HalfWidth());
        assertFalse(with.verdict() == CompareRow.Verdict.SLOWER);
    }

    private static ResultFile single(String source, double cost, List<Double> epochs, double runToRunSd) {
        return CompareFixtures.file(source, "vm", "vm", List.of(), List.of(new ResultFile.Cost("echoFloat", -1,
                "EchoFloat", "null", cost, 2.0, Double.NaN, "mean", epochs, ResultFile.AXIS2, "epoch", epochs,
                runToRunSd)));
    }

    /** Latency rows too: the run-to-run spread of an endpoint's mean latency from each file is added once per side. */
    @Test
    void latencyRowsCountTheirRunToRunSpreadToo() {
        List<Double> a = java.util.stream.IntStream.range(0, 20).mapToObj(i -> 70.0 + (i % 3) * 0.01).toList();
        List<Double> b = a.stream().map(v -> v + 6.0).toList();
        CompareRow without = ComparisonBuilder.build(latency("a", a, Double.NaN), latency("b", b, Double.NaN), "a",
                "b", Threshold.DEFAULT).rows().get(0);
        assertTrue(without.test().pValue() < 1e-6, "p " + without.test().pValue());
        CompareRow with = ComparisonBuilder.build(latency("a", a, 5.0), latency("b", b, 5.0), "a", "b",
                Threshold.DEFAULT).rows().get(0);
        assertTrue(with.test().pValue() > 0.3, "p " + with.test().pValue());
    }

    private static ResultFile latency(String source, List<Double> blockMeans, double runToRunSd) {
        double mean = blockMeans.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        return CompareFixtures.file(source, "vm", "vm", List.of(new ResultFile.Run("echoFloat", -1, "null",
                "baseline", mean, Double.NaN, blockMeans, ResultFile.Run.BLOCK_MEANS, ResultFile.AXIS2, runToRunSd)),
                List.of());
    }
}
