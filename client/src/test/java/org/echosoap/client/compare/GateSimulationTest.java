package org.echosoap.client.compare;

import org.echosoap.client.resultfile.ResultFile;
import static org.echosoap.client.compare.CompareFixtures.file;
import static org.echosoap.client.compare.CompareFixtures.pairedCost;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The gate on comparisons with a known truth, through the real path ({@link ComparisonBuilder}, {@link Gate}): a
 * suite-sized comparison of 12 cost rows of 70 µs, 40 independent pair costs a side with sd 8 µs (SE of a
 * difference 1.8 µs, 2.6% of A), seeded; rule {@code cost>5%}.
 */
class GateSimulationTest {

    private static final double COST_MICROS = 70;
    private static final double PAIR_SD_MICROS = 8;
    private static final int PAIRS = 40;
    private static final int ROWS = 12;
    private static final int TRIALS = 500;

    /** The share of trials whose gate failed; {@code shift} multiplies B's cost on the first {@code shifted} rows. */
    private static double failRate(long seed, double shift, int shifted, boolean naive) {
        SplittableRandom random = new SplittableRandom(seed);
        int failed = 0;
        for (int t = 0; t < TRIALS; t++) {
            ResultFile.Cost[] a = new ResultFile.Cost[ROWS];
            ResultFile.Cost[] b = new ResultFile.Cost[ROWS];
            for (int row = 0; row < ROWS; row++) {
                a[row] = pairedCost("s", row, "E", pairs(random, COST_MICROS));
                b[row] = pairedCost("s", row, "E", pairs(random, COST_MICROS * (row < shifted ? shift : 1)));
            }
            Comparison c = ComparisonBuilder.build(file("a.json", "vm", "127.0.0.1", List.of(), List.of(a)),
                    file("b.json", "vm", "127.0.0.1", List.of(), List.of(b)), "a", "b", Threshold.DEFAULT);
            boolean fails = naive
                    ? c.rows().stream().anyMatch(r -> r.verdict() == CompareRow.Verdict.SLOWER)
                    : !Gate.evaluate(c, List.of(GateRule.parse("cost>5%"))).passed();
            failed += fails ? 1 : 0;
        }
        return failed / (double) TRIALS;
    }

    private static double[] pairs(SplittableRandom random, double mean) {
        double[] p = new double[PAIRS];
        for (int i = 0; i < PAIRS; i++) {
            p[i] = mean + PAIR_SD_MICROS * random.nextGaussian();
        }
        return p;
    }

    /** Measured: 0 of 500 A/A comparisons of 12 rows failed the gate; asserted at most 1%. */
    @Test
    void anAaComparisonPassesTheGate() {
        double rate = failRate(20261126L, 1.0, 0, false);
        assertTrue(rate <= 0.01, "A/A failed the gate in " + rate);
    }

    /**
     * A level shift of 4% on every row (a restart, a wander of the machine; below the rule's 5%): the gate lets it
     * pass (measured 0.8% of trials failed, asserted at most 5%), where compare's own "slower" verdict (significant
     * and the point estimate beyond 5%) fired in 61.2% (asserted above 20%): why the gate asks the lower bound to
     * clear the threshold.
     */
    @Test
    void aShiftBelowTheThresholdPassesWhereThePointEstimateRuleWouldFail() {
        double gate = failRate(20261127L, 1.04, ROWS, false);
        double naive = failRate(20261127L, 1.04, ROWS, true);
        assertTrue(gate <= 0.05, "a 4% shift failed the gate in " + gate);
        assertTrue(naive > 0.20, "the point-estimate rule failed a 4% shift in only " + naive);
    }

    /**
     * A real regression of 20% on one row of twelve: the gate fails (measured 100%, asserted at least 95%). A 15% one
     * failed it in 82.2%: the lower bound must clear 5% after the false-discovery step over twelve rows.
     */
    @Test
    void aRegressionBeyondTheThresholdFails() {
        double rate = failRate(20261128L, 1.20, 1, false);
        assertTrue(rate >= 0.95, "a 20% regression failed the gate in only " + rate);
    }

    /** Getting faster never fails a build. */
    @Test
    void gettingFasterPasses() {
        double rate = failRate(20261129L, 0.80, ROWS, false);
        assertTrue(rate == 0, "a 20% improvement failed the gate in " + rate);
    }
}
