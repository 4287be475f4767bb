package org.echosoap.client.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.echosoap.client.config.BlockStatistic;
import org.echosoap.client.stats.CostEstimate;
import org.echosoap.client.stats.PairedEstimate;
import org.junit.jupiter.api.Test;

/**
 * A cost whose interval is wider than half of it is printed as {@code not resolved here (±N µs)}, in every table
 * that prints costs, with the measuring that would resolve it in the summary; result.json keeps the figure.
 */
class ResolutionTest {

    /** A cost of {@code pairs} pairs alternating {@code mean ± swing}: mean {@code mean}, interval from the swing. */
    static CostEstimate cost(double mean, double swing, int pairs) {
        double[] d = new double[pairs];
        for (int i = 0; i < pairs; i++) {
            d[i] = mean + (i % 2 == 0 ? swing : -swing);
        }
        PairedEstimate e = PairedEstimate.of(d);
        return new CostEstimate("echoFloat", "EchoFloat", "null", BlockStatistic.MEDIAN, 100, 100 + mean, e, e, e,
                PairedEstimate.NONE, PairedEstimate.NONE, Double.NaN, Double.NaN);
    }

    @Test
    void aCostWithAnIntervalWiderThanHalfOfItPrintsTheIntervalNotTheFigure() {
        CostEstimate noisy = cost(234.0, 2500, 20); // the "+234.0 ± 1141.8"
        assertFalse(Resolution.resolved(noisy));
        String cell = Resolution.cell(noisy, "234.0 ± " + noisy.ci95Micros());
        assertTrue(cell.matches("not resolved here \\(±\\d+\\.\\d µs\\)"), cell);
        assertFalse(cell.contains("234"), cell);

        CostEstimate clear = cost(50, 20, 20);
        assertTrue(Resolution.resolved(clear), "±" + clear.ci95Micros());
        assertEquals("50.0 ± x", Resolution.cell(clear, "50.0 ± x"));
        // Exactly at half is resolved; a negative cost by its size.
        assertTrue(Resolution.resolved(cost(-50, 20, 20)));
        assertEquals(RowStanding.NOT_MEASURED_ENOUGH, Resolution.cell(cost(50, 1, 10), "x"));
    }

    @Test
    void theSuiteTableLeavesOutUnresolvedFiguresAndTheSummarySaysHowMuchLongerWouldResolveThem() {
        RunReport base = ReportFixture.report(); // measured 12 s
        RunReport noisy = base.withCosts(List.of(cost(10, 30, 20)));
        RunReport clear = base.withCosts(List.of(cost(50, 5, 20)));
        SuiteReport suite = new SuiteReport("soapbench", ReportFixture.ENVIRONMENT, List.of(noisy, clear), List.of(),
                30_000_000_000L, true);
        String table = SuiteTable.render(suite, "echosoap suite soapbench");
        assertTrue(table.contains("not resolved here (±"), table);
        assertFalse(table.contains("10.0 ±"), "the unresolved figure is not printed: " + table);
        assertTrue(table.contains("50.0 ± "), table);
        // 20 pairs of sd ~30.8: (t·s/5)² ≈ 147 pairs for ±5 µs, 7.4 times the 12 s measured: ~76 s more.
        double need = Resolution.measuringSecondsToResolve(noisy);
        assertTrue(need > 80 && need < 95, need + " s");
        assertTrue(table.contains("resolution: 1 of 2 costs not resolved here"), table);
        assertTrue(table.contains("resolving them needs about"), table);
        assertTrue(table.contains("echoFloat ~"), table);
        String json = ResultJson.render(suite);
        assertTrue(json.contains("\"resolved\" : false") && json.contains("\"resolved\" : true"), json);
        assertTrue(json.contains("\"perMessageCostMicros\" : 10.0"), "result.json keeps the figure");
    }

    @Test
    void aCostNearZeroIsOutOfReachAndDoesNotHoldBackTheOtherCostsOfItsPart() {
        // One rotation of several rows (the parsers suite): one row's cost is ~0, whose half is out of reach.
        RunReport part = ReportFixture.report().withCosts(List.of(cost(10, 30, 20), cost(0.001, 30, 20)));
        double need = Resolution.measuringSecondsToResolve(part);
        assertTrue(need > 80 && need < 95, need + " s: the reachable cost's need");
        StringBuilder sb = new StringBuilder();
        Resolution.summary(new SuiteReport("parsers", ReportFixture.ENVIRONMENT, List.of(part), List.of(), 1L, true), sb);
        assertTrue(sb.toString().contains("2 of 2 costs not resolved"), sb.toString());
        assertTrue(sb.toString().contains("1 cost is out of reach"), sb.toString());
        RunReport onlyZero = ReportFixture.report().withCosts(List.of(cost(0.001, 30, 20)));
        assertEquals(Double.POSITIVE_INFINITY, Resolution.measuringSecondsToResolve(onlyZero));
    }

    @Test
    void aCostBoundedNearZeroSaysNoDifferenceWithItsBound() {
        // 20 pairs alternating 0.5 ± 4 µs over a 100 µs baseline: sd 4.1, ±1.92 µs; the interval -1.42..2.42 holds 0
        // and its farther end, 2.42 µs, is within 10% of the baseline's 100 µs.
        CostEstimate zero = cost(0.5, 4, 20);
        assertFalse(Resolution.resolved(zero), "half of ~0 is no interval");
        assertTrue(Resolution.boundedNearZero(zero));
        assertTrue(Resolution.printsFigure(zero), "a figure a reader can use: the quick budget need not re-run it");
        assertEquals("no difference (within ±2.4 µs)", Resolution.cell(zero, "x"));
        // Not bounded: an interval that holds 0 but reaches past 10 µs; one that does not hold 0; too few pairs.
        assertTrue(Resolution.cell(cost(0.001, 30, 20), "x").startsWith("not resolved here (±"));
        CostEstimate small = cost(3, 4, 20);
        assertFalse(Resolution.boundedNearZero(small), "1.1..4.9 µs: a cost, not yet resolved");
        assertTrue(Resolution.cell(small, "x").startsWith("not resolved here (±"));
        assertEquals(RowStanding.NOT_MEASURED_ENOUGH, Resolution.cell(cost(0.5, 4, 10), "x"));

        RunReport part = ReportFixture.report().withCosts(List.of(zero, cost(10, 30, 20)));
        StringBuilder sb = new StringBuilder();
        Resolution.summary(new SuiteReport("layers", ReportFixture.ENVIRONMENT, List.of(part), List.of(), 1L, true), sb);
        assertTrue(sb.toString().contains("2 of 2 costs not resolved here"), sb.toString());
        assertTrue(sb.toString().contains("; 1 printed as 'no difference (within ±B µs)': no difference found, the "
                + "interval holds 0 and stays within 10% of the baseline's time"), sb.toString());
    }

    @Test
    void everySuiteTablePrintsTheSameCell() {
        RunReport noisy = ReportFixture.report().withCosts(List.of(cost(10, 30, 20)));
        List<RunReport> parts = new ArrayList<>(List.of(noisy));
        SuiteReport suite = new SuiteReport("stacks", ReportFixture.ENVIRONMENT, parts, List.of(), 1L, true);
        for (String table : List.of(StacksTable.render(suite, "t"), SuiteTable.render(suite, "t"),
                MatrixTable.render(suite, "t"))) {
            assertTrue(table.contains("not resolved here (±"), table);
            assertFalse(table.contains("10.0 ±"), table);
        }
    }
}
