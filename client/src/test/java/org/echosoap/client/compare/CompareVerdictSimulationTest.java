package org.echosoap.client.compare;

import org.echosoap.client.resultfile.ResultFile;
import static org.echosoap.client.compare.CompareFixtures.file;
import static org.echosoap.client.compare.CompareFixtures.pairedCost;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Verdicts on comparisons with a known truth, through the real path ({@link ComparisonBuilder}): cost rows of 70 µs
 * with independent normal pair costs, sd 5 µs, seeded. Equivalence (TOST within ±10% = ±7 µs) and the
 * Benjamini–Hochberg step over a suite-sized comparison.
 */
class CompareVerdictSimulationTest {

    private static final double COST_MICROS = 70;
    private static final double PAIR_SD_MICROS = 5;

    private static double[] pairs(SplittableRandom random, double costMicros, int n) {
        double[] p = new double[n];
        for (int i = 0; i < n; i++) {
            p[i] = costMicros + PAIR_SD_MICROS * random.nextGaussian();
        }
        return p;
    }

    /** One comparison of one cost row; the share of trials with each verdict. */
    private static double[] verdictRates(long seed, double shift, int n, int trials) {
        SplittableRandom random = new SplittableRandom(seed);
        double[] rates = new double[CompareRow.Verdict.values().length];
        for (int t = 0; t < trials; t++) {
            ResultFile a = file("a.json", "vm-a", "127.0.0.1", List.of(),
                    List.of(pairedCost("s", ResultFile.NO_SIZE, "E", pairs(random, COST_MICROS, n))));
            ResultFile b = file("b.json", "vm-a", "10.77.0.2", List.of(),
                    List.of(pairedCost("s", ResultFile.NO_SIZE, "E", pairs(random, COST_MICROS * shift, n))));
            CompareRow r = ComparisonBuilder.build(a, b, "a", "b", Threshold.DEFAULT).rows().get(0);
            rates[r.verdict().ordinal()] += 1.0 / trials;
        }
        return rates;
    }

    private static double rate(double[] rates, CompareRow.Verdict v) {
        return rates[v.ordinal()];
    }

    /**
     * A/A with 30 pairs a side: SE of the difference 1.29 µs, 90% CI half-width about 2.2 µs, so the CI lies within
     * ±7 µs unless the difference is beyond ±4.8 µs (3.7 SE): equivalent in 99.1% of 1,000 trials (the other 0.9%
     * were false findings, significant and beyond 5%); asserted at least 98%. With 10 pairs (SE 2.24 µs, half-width
     * about 3.9 µs, wider with the serial-correlation allowance) the power of TOST measured 76.7%, asserted at least
     * 72%.
     */
    @Test
    void anAaComparisonIsEquivalentWhenPreciseEnough() {
        double[] thirty = verdictRates(20261125L, 1.0, 30, 1_000);
        System.out.printf("A/A 30 pairs: equivalent %.4f, ~ %.4f%n", rate(thirty, CompareRow.Verdict.EQUIVALENT),
                rate(thirty, CompareRow.Verdict.INCONCLUSIVE));
        assertTrue(rate(thirty, CompareRow.Verdict.EQUIVALENT) >= 0.98, "equivalent " + thirty[2]);
        double[] ten = verdictRates(20261126L, 1.0, 10, 1_000);
        System.out.printf("A/A 10 pairs: equivalent %.4f%n", rate(ten, CompareRow.Verdict.EQUIVALENT));
        assertTrue(rate(ten, CompareRow.Verdict.EQUIVALENT) >= 0.72, "equivalent " + ten[2]);
        // A finding in an A/A comparison is a false one: at most the test's 5%.
        assertTrue(rate(ten, CompareRow.Verdict.SLOWER) + rate(ten, CompareRow.Verdict.FASTER) <= 0.05);
    }

    /** A true +20% (14 µs, twice the margin) is never called equivalent, and with 10 pairs almost always slower. */
    @Test
    void aTrueTwentyPercentIsNeverEquivalent() {
        double[] rates = verdictRates(7L, 1.2, 10, 1_000);
        System.out.printf("+20%%, 10 pairs: slower %.4f, equivalent %.4f%n", rate(rates, CompareRow.Verdict.SLOWER),
                rate(rates, CompareRow.Verdict.EQUIVALENT));
        assertEquals(0.0, rate(rates, CompareRow.Verdict.EQUIVALENT));
        assertTrue(rate(rates, CompareRow.Verdict.SLOWER) >= 0.99);
    }

    /**
     * A suite-like comparison: 100 cost rows of 10 pairs, 10 of them truly 20% slower in B, 200 comparisons. The
     * share of false rows among those flagged significant (q &lt; 0.05) averages at most 5% (BH bounds it by
     * 0.05 × 90/100 = 4.5%; measured 2.8%), while per-row p &lt; 0.05 flagged 3.3 of the 90 unchanged rows in every
     * comparison (asserted at least 3); the true rows were found 9.8 of 10 times (asserted at least 9).
     */
    @Test
    void theFalseDiscoveryRateOfASuiteStaysWithinFivePercent() {
        SplittableRandom random = new SplittableRandom(1995L);
        int comparisons = 200;
        double fdpSum = 0;
        double falseByP = 0;
        double trueFound = 0;
        for (int c = 0; c < comparisons; c++) {
            List<ResultFile.Cost> costsA = new ArrayList<>();
            List<ResultFile.Cost> costsB = new ArrayList<>();
            for (int row = 0; row < 100; row++) {
                double shift = row < 10 ? 1.2 : 1.0;
                costsA.add(pairedCost("s", row, "E", pairs(random, COST_MICROS, 10)));
                costsB.add(pairedCost("s", row, "E", pairs(random, COST_MICROS * shift, 10)));
            }
            Comparison comparison = ComparisonBuilder.build(file("a.json", "vm-a", "127.0.0.1", List.of(), costsA),
                    file("b.json", "vm-a", "10.77.0.2", List.of(), costsB), "a", "b", Threshold.DEFAULT);
            int flagged = 0;
            int falseFlagged = 0;
            for (CompareRow r : comparison.rows()) {
                boolean real = r.size() < 10;
                if (r.significant()) {
                    flagged++;
                    falseFlagged += real ? 0 : 1;
                    trueFound += real ? 1 : 0;
                }
                falseByP += !real && r.significantAlone() ? 1 : 0;
            }
            fdpSum += flagged == 0 ? 0 : (double) falseFlagged / flagged;
        }
        double fdr = fdpSum / comparisons;
        System.out.printf("suite: FDR %.4f, false rows by p alone %.2f per comparison, true found %.2f of 10%n", fdr,
                falseByP / comparisons, trueFound / comparisons);
        assertTrue(fdr <= 0.05, "FDR " + fdr);
        assertTrue(falseByP / comparisons >= 3, "per-row p flags false rows: " + falseByP / comparisons);
        assertTrue(trueFound / comparisons >= 9, "power kept: " + trueFound / comparisons);
    }
}
