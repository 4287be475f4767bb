package org.echosoap.client.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.echosoap.client.resultfile.ResultFile;
import org.junit.jupiter.api.Test;

/**
 * The byte rows through the gate, on synthetic results with a known truth: per-block allocation around EchoFloat's
 * ~51,088 B with the spread seen on these VMs (blocks ±0.1%, runs' levels ±0.15%), wire bytes exact.
 */
class BytesGateTest {

    private static final double ALLOC_BYTES = 51_088;
    private static final int BLOCKS = 20;

    /** One run's blocks: a level of its own (a restart moves it), then block noise around it. */
    private static List<Double> allocBlocks(Random random, double level) {
        double runLevel = level * (1 + 0.0015 * random.nextGaussian());
        List<Double> blocks = new ArrayList<>();
        for (int i = 0; i < BLOCKS; i++) {
            blocks.add(runLevel * (1 + 0.001 * random.nextGaussian()));
        }
        return blocks;
    }

    private static List<Double> constant(double value) {
        return java.util.Collections.nCopies(BLOCKS, value);
    }

    private static ResultFile result(String name, List<Double> alloc, List<Double> client, List<Double> wire) {
        return CompareFixtures.file(name, "h", "h", List.of(CompareFixtures.bytesRun("EchoFloat", alloc, client, wire)),
                List.of());
    }

    private static Gate.Outcome gate(ResultFile a, ResultFile b, String... rules) {
        Comparison c = ComparisonBuilder.build(a, b, "a", "b", Threshold.DEFAULT);
        return Gate.evaluate(c, java.util.Arrays.stream(rules).map(GateRuleParser::parse).toList());
    }

    @Test
    void aTwoPercentRiseInAllocationFailsAtOnePercentAndAnEqualOnePasses() {
        Random random = new Random(37);
        int risesFailed = 0;
        int equalsFailed = 0;
        int trials = 200;
        for (int i = 0; i < trials; i++) {
            ResultFile a = result("a", allocBlocks(random, ALLOC_BYTES), constant(900), constant(1061));
            ResultFile same = result("b", allocBlocks(random, ALLOC_BYTES), constant(900), constant(1061));
            ResultFile risen = result("b", allocBlocks(random, ALLOC_BYTES * 1.02), constant(900), constant(1061));
            equalsFailed += gate(a, same, "alloc>1%").passed() ? 0 : 1;
            risesFailed += gate(a, risen, "alloc>1%").passed() ? 0 : 1;
        }
        assertEquals(0, equalsFailed, "equal allocation never fails at 1%");
        assertEquals(trials, risesFailed, "a 2% rise always fails at 1%");
    }

    @Test
    void aRiseWithinTheThresholdPassesAndAFallNeverFails() {
        Random random = new Random(5);
        ResultFile a = result("a", allocBlocks(random, ALLOC_BYTES), constant(900), constant(1061));
        assertTrue(gate(a, result("b", allocBlocks(random, ALLOC_BYTES * 1.005), constant(900), constant(1061)),
                "alloc>1%").passed(), "+0.5% is within 1%");
        assertTrue(gate(a, result("b", allocBlocks(random, ALLOC_BYTES * 0.9), constant(900), constant(1061)),
                "alloc>1%").passed(), "less allocation never fails");
    }

    @Test
    void aWireChangeFailsAtZeroAndIsExact() {
        ResultFile a = result("a", constant(ALLOC_BYTES), constant(900), constant(1061));
        ResultFile sameWire = result("b", constant(ALLOC_BYTES), constant(900), constant(1061));
        ResultFile oneByteMore = result("b", constant(ALLOC_BYTES), constant(900), constant(1062));
        assertTrue(gate(a, sameWire, "wire>0").passed());
        Gate.Outcome o = gate(a, oneByteMore, "wire>0");
        assertFalse(o.passed(), "one more byte on the wire is a finding");
        Gate.Judged j = o.failures().get(0);
        assertTrue(j.row().exact());
        assertEquals(1.0, j.lowerBound(), 0, "the difference itself, without an interval");
        assertEquals(0, j.resolutionPercent(), 0);
        assertTrue(GateReport.text(o).contains("  EchoFloat wire: +0.09% (+1 B, exact; allowed wire>0%)\n"),
                GateReport.text(o));
        assertTrue(gate(a, oneByteMore, "wire>0.1%").passed(), "+0.09% is within 0.1%");
    }

    @Test
    void theByteRowsComeWithTheirOwnIntervalsInTheTableAndJson() {
        Random random = new Random(11);
        Comparison c = ComparisonBuilder.build(
                result("a", allocBlocks(random, ALLOC_BYTES), constant(900), constant(1061)),
                result("b", allocBlocks(random, ALLOC_BYTES * 1.02), constant(900), constant(1061)), "a", "b",
                Threshold.DEFAULT);
        assertEquals(List.of(RowMetric.ALLOC, RowMetric.CLIENT, RowMetric.WIRE),
                c.bytesRows().stream().map(BytesRow::metric).toList());
        BytesRow alloc = c.bytesRows().get(0);
        assertFalse(alloc.exact());
        assertTrue(alloc.test().ci95Low() > 0.015 * ALLOC_BYTES && alloc.test().ci95High() < 0.025 * ALLOC_BYTES,
                alloc.test().toString());
        assertTrue(c.bytesRows().get(2).exact());
        String table = CompareTable.render(c);
        assertTrue(table.contains("\nbytes per message (alloc:"), table);
        assertTrue(table.matches("(?s).*\n  EchoFloat wire +1,061 +1,061 +\\+0 +\\+0\\.0% +exact\n.*"), table);
        String json = CompareJson.render(c);
        assertTrue(json.contains("\"bytesRows\""), json);
        assertTrue(json.contains("\"metric\" : \"wire\""), json);
        assertEquals(List.of(RowMetric.LATENCY, RowMetric.ALLOC, RowMetric.CLIENT, RowMetric.WIRE), c.metrics());
    }

    @Test
    void resultsWithoutBytesPerBlockHaveNoByteRowsAndTheGoldenOutputsStay() {
        Comparison c = ComparisonBuilder.build(CompareFixtures.result("v2/same-host/result.json"),
                CompareFixtures.result("v2/cross-host/result.json"), "a", "b", Threshold.DEFAULT);
        assertTrue(c.bytesRows().isEmpty());
        assertFalse(CompareJson.render(c).contains("bytesRows"));
    }

    @Test
    void aRuleNamingARowTheseResultsLackGetsOneLineListingTheirRows() {
        ResultFile noClient = CompareFixtures.file("a", "h", "h", List.of(CompareFixtures.bytesRun("EchoFloat",
                constant(ALLOC_BYTES), List.of(), constant(1061))), List.of());
        Comparison c = ComparisonBuilder.build(noClient, noClient, "a", "b", Threshold.DEFAULT);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Gate.requireRows(List.of(GateRuleParser.parse("client>1%")), c));
        assertEquals("--fail-on 'client>1%': these results have no client row; their rows: latency, alloc, wire "
                + "(bytes per block are in results of this version: run again)", e.getMessage());
        Gate.requireRows(List.of(GateRuleParser.parse("alloc>1%"), GateRuleParser.parse("5%")), c);
    }

    @Test
    void aTimeRuleTighterThanTheRunsResolveIsNamedInOneLine() {
        // Latency blocks spread ±20% around 100 µs: a 5% time gate cannot resolve anything; 60% can.
        Random random = new Random(3);
        ResultFile a = timeResult("a", random, 0.2);
        ResultFile b = timeResult("b", random, 0.2);
        Gate.Outcome tight = gate(a, b, "5%");
        assertEquals(1, tight.unresolved().size());
        double resolution = tight.unresolved().get(0).resolutionPercent();
        assertTrue(resolution > 5 && resolution < 40, "resolution " + resolution);
        String text = GateReport.text(tight);
        String line = String.format(java.util.Locale.ROOT, "  time gate at 5%% is below what these runs resolve "
                + "(±%.0f%%): it can neither pass nor fail reliably;", resolution);
        assertTrue(text.contains(line), text);
        assertEquals(1, text.lines().filter(l -> l.contains("below what these runs resolve")).count());
        assertTrue(gate(a, b, "60%").unresolved().isEmpty());
        assertTrue(gate(a, b, "alloc>1%").unresolved().isEmpty(), "byte rules are never limited by time's spread");
        assertTrue(text.contains(String.format(java.util.Locale.ROOT, "or time at %.0f%% or more\n",
                Math.ceil(resolution))), text);
        String hopeless = GateReport.text(gate(timeResult("a", random, 5), timeResult("b", random, 5), "5%"));
        assertTrue(hopeless.contains(", and time only on longer runs or a quieter machine\n"), hopeless);
    }

    /** Eight blocks of latency around 100 µs, each off by {@code spread} (a share) times a standard normal. */
    private static ResultFile timeResult(String name, Random random, double spread) {
        List<Double> blocks = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            blocks.add(100 * (1 + spread * random.nextGaussian()));
        }
        double mean = blocks.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        ResultFile.Run run = new ResultFile.Run(null, ResultFile.NO_SIZE, "EchoFloat", "measured", mean, Double.NaN,
                blocks, ResultFile.Run.BLOCK_MEANS, null, Double.NaN, new ResultFile.PerMessageBytes(ALLOC_BYTES,
                constant(ALLOC_BYTES), Double.NaN, List.of(), Double.NaN, List.of()));
        return CompareFixtures.file(name, "h", "h", List.of(run), List.of());
    }
}
