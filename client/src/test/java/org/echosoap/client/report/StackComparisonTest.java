package org.echosoap.client.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.echosoap.client.result.BlockOutcome;
import org.echosoap.client.result.MeasuredRun;
import org.echosoap.client.config.SoapStack;
import org.echosoap.client.config.PrecisionTarget;
import org.junit.jupiter.api.Test;

/**
 * The stacks table on runs with a known truth: each stack's EchoFloat blocks are the null blocks shifted by a known
 * cost per round, so the costs, the fastest stack and which differences are real are known in advance.
 */
class StackComparisonTest {

    private static final long[] NULL_LOWS = {90, 80, 85, 88, 83, 86};

    /** One stack's run: null blocks, and EchoFloat blocks {@code costs[i]} µs slower in round i. */
    private static RunReport run(SoapStack stack, long... costs) {
        return run(stack, List.of(), costs);
    }

    /** The same, primed as {@code priming} says. */
    private static RunReport run(SoapStack stack, List<MeasuredRun.Priming> priming, long... costs) {
        Map<String, List<BlockOutcome>> blocks = new LinkedHashMap<>();
        List<BlockOutcome> nulls = new ArrayList<>();
        List<BlockOutcome> soap = new ArrayList<>();
        for (int i = 0; i < costs.length; i++) {
            nulls.add(ReportFixture.trial(i, "null", NULL_LOWS[i % NULL_LOWS.length], 3, 20_000));
            soap.add(ReportFixture.trial(i, "EchoFloat", NULL_LOWS[i % NULL_LOWS.length] + costs[i], 40, 14_000));
        }
        blocks.put("null", nulls);
        blocks.put("EchoFloat", soap);
        return ReportFixture.report(ReportFixture.optionsBuilder().repeat(costs.length).stack(stack).build(), blocks,
                priming, new MeasuredRun.StopReason(MeasuredRun.StopReason.Kind.FIXED_ROUNDS, costs.length, 12_000));
    }

    /**
     * {@code pattern} repeated to {@link PrecisionTarget#MIN_PAIRS} pairs or more: rows with fewer are not ranked
     * ({@link RowStanding}).
     */
    private static long[] pairs(long... pattern) {
        int n = (PrecisionTarget.MIN_PAIRS + pattern.length - 1) / pattern.length * pattern.length;
        long[] costs = new long[n];
        for (int i = 0; i < n; i++) {
            costs[i] = pattern[i % pattern.length];
        }
        return costs;
    }

    private static final List<MeasuredRun.Priming> NOT_STEADY = List.of(
            new MeasuredRun.Priming("null", 1_000, 45, 9_000, true, 3.0, 0),
            new MeasuredRun.Priming("EchoFloat", 1_000, 45, 5_000, false, 41.0, 20));

    @Test
    void ranksTheStacksAndMarksOnlyRealDifferences() {
        List<StackComparison.Group> groups = StackComparison.of(List.of(
                run(SoapStack.AXIS2, pairs(60, 62, 58, 61, 59, 60)),
                run(SoapStack.CXF, pairs(40, 41, 39, 40, 42, 38)),
                run(SoapStack.METRO, pairs(41, 38, 42, 39, 40, 41))));
        assertEquals(1, groups.size(), "one scenario at one size");
        StackComparison.Group g = groups.get(0);
        assertEquals(List.of(SoapStack.AXIS2, SoapStack.CXF, SoapStack.METRO),
                g.rows().stream().map(StackComparison.Row::stack).toList(), "rows keep the stacks' order");
        assertEquals(SoapStack.CXF, g.fastest().orElseThrow().stack());

        StackComparison.Row axis2 = g.rows().get(0);
        assertEquals(60.0, axis2.costMicros(), 1.0);
        assertEquals(1.5, axis2.rank().ratioToFastest(), 0.05);
        assertTrue(axis2.rank().differsFromFastest(), "20 µs more with ±2 µs noise is real, run-to-run spread allowed");
        assertTrue(axis2.rank().pValue() < 0.05);

        StackComparison.Row metro = g.rows().get(2);
        assertFalse(metro.rank().differsFromFastest(), "0.2 µs more with ±2 µs noise is noise");
        assertEquals("~1.00", metro.rank().text());
        assertEquals("fastest", g.rows().get(1).rank().text());
        assertEquals("1.50", axis2.rank().text());
    }

    @Test
    void allocationIsTheSoapEndpointsBeyondItsBaselines() {
        StackComparison.Row row = StackComparison.of(List.of(run(SoapStack.AXIS2, 60, 62, 58))).get(0).rows().get(0);
        // ReportFixture.trial allocates flat over [serverMicros * 100, + 10): null 300..309, EchoFloat 4,000..4,009.
        assertEquals(3_700, row.allocOverBaselineBytes(), 1.0);
    }

    @Test
    void theTableShowsEachGroupOnceWithOneLinePerStack() {
        RunReport axis2 = run(SoapStack.AXIS2, pairs(60, 62, 58, 61));
        RunReport cxf = run(SoapStack.CXF, pairs(40, 41, 39, 40));
        String table = StacksTable.render(new SuiteReport("stacks", ReportFixture.ENVIRONMENT, List.of(axis2, cxf),
                List.of(), 1_000_000_000L, true), "echosoap suite stacks");
        List<String> lines = table.lines().toList();
        assertEquals(1, lines.stream().filter(l -> l.startsWith("echoFloat ")).count(), table);
        assertTrue(lines.stream().anyMatch(l -> l.matches("\\s+cxf\\s.*fastest.*")), table);
        assertTrue(lines.stream().anyMatch(l -> l.matches("echoFloat\\s+-\\s+axis2\\s.*1\\.5\\d.*")), table);
        assertTrue(table.contains("whole suite: 1.0 s"), table);
    }

    @Test
    void aStackWhosePrimingWasNotSteadyIsListedButNotRankedEvenWhenCheapest() {
        // CXF is cheapest but its EchoFloat priming did not end steady: Metro is the fastest of the rest.
        List<StackComparison.Group> groups = StackComparison.of(List.of(
                run(SoapStack.AXIS2, pairs(60, 62, 58, 61, 59, 60)),
                run(SoapStack.CXF, NOT_STEADY, pairs(30, 31, 29, 30, 32, 28)),
                run(SoapStack.METRO, pairs(41, 38, 42, 39, 40, 41))));
        StackComparison.Group g = groups.get(0);
        assertEquals(SoapStack.METRO, g.fastest().orElseThrow().stack());
        StackComparison.Row cxf = g.rows().get(1);
        assertEquals(30.0, cxf.costMicros(), 1.0, "its figures stay");
        assertFalse(cxf.rank().fastest());
        assertEquals("not steady", cxf.rank().text());
        assertEquals(60.0 / 40.3, g.rows().get(0).rank().ratioToFastest(), 0.05, "ratio to Metro, not to CXF");

        String table = StacksTable.render(new SuiteReport("stacks", ReportFixture.ENVIRONMENT,
                List.of(run(SoapStack.AXIS2, pairs(60, 62, 58, 61)), run(SoapStack.CXF, NOT_STEADY, pairs(30, 31, 29, 30))),
                List.of(), 1_000_000_000L, true), "echosoap suite stacks");
        List<String> lines = table.lines().toList();
        assertTrue(lines.stream().anyMatch(l -> l.matches("\\s+cxf\\s+30\\.0 ± \\d+\\.\\d\\s.*not steady.*")), table);
        assertTrue(lines.stream().anyMatch(l -> l.matches("echoFloat\\s+-\\s+axis2\\s.*fastest.*")), table);
        assertTrue(table.contains("(not steady = priming ended before MSER-5"), table);
    }

    @Test
    void aCostFromFewerPairsThanTheFirstLookIsNotPrintedNorRanked() {
        // Metro ran 6 pairs only: its cost reads "not measured enough", and CXF is the fastest of the other two.
        List<StackComparison.Group> groups = StackComparison.of(List.of(
                run(SoapStack.AXIS2, pairs(60, 62, 58, 61, 59, 60)),
                run(SoapStack.CXF, pairs(40, 41, 39, 40, 42, 38)),
                run(SoapStack.METRO, 21, 18, 22, 19, 20, 21)));
        StackComparison.Group g = groups.get(0);
        assertEquals(SoapStack.CXF, g.fastest().orElseThrow().stack());
        assertEquals("not measured enough", g.rows().get(2).rank().text());
        assertEquals(20.2, g.rows().get(2).costMicros(), 0.5, "the number stays in the model (and result.json)");

        String table = StacksTable.render(new SuiteReport("stacks", ReportFixture.ENVIRONMENT,
                List.of(run(SoapStack.AXIS2, pairs(60, 62, 58, 61)), run(SoapStack.METRO, 21, 18, 22, 19, 20, 21)),
                List.of(), 1_000_000_000L, true), "echosoap suite stacks");
        String metro = table.lines().filter(l -> l.matches("\\s+metro\\s.*")).findFirst().orElseThrow();
        assertTrue(metro.contains("not measured enough"), table);
        assertFalse(metro.contains("20."), "no number printed: " + metro);
        assertTrue(table.contains("(not measured enough = fewer than 20 pairs"), table);
    }
}
