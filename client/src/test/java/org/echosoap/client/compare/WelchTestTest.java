package org.echosoap.client.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Welch's t test against values R's {@code t.test(b, a)} prints (and that can be checked by hand): difference
 * mean(B) − mean(A), t, Welch–Satterthwaite df, two-sided p and the 95% CI.
 */
class WelchTestTest {

    private static final double[] ONE_TO_FIVE = {1, 2, 3, 4, 5};

    @Test
    void equalVariancesAndSizes() {
        // t.test(c(2,3,4,5,6), c(1,2,3,4,5)): t = 1, df = 8, p-value = 0.3466, 95% CI -1.306004 3.306004.
        // By hand: both variances 2.5, SE = sqrt(2.5/5 + 2.5/5) = 1, t = 1/1, df = 1 / (2 * 0.25/4) = 8.
        WelchTest.Result r = WelchTest.of(ONE_TO_FIVE, new double[] {2, 3, 4, 5, 6});
        assertEquals(1.0, r.difference(), 1e-12);
        assertEquals(8.0, r.degreesOfFreedom(), 1e-12);
        assertEquals(0.346594, r.pValue(), 1e-6);
        assertEquals(2.306004, r.ci95HalfWidth(), 1e-6);
        assertEquals(-1.306004, r.ci95Low(), 1e-6);
        assertEquals(3.306004, r.ci95High(), 1e-6);
        assertEquals(WelchTest.Outcome.TESTED, r.outcome());
        assertFalse(r.significant());
    }

    @Test
    void unequalVariancesAndSizesAreSignificant() {
        // Wikipedia "Welch's t-test", example 2 (n 10 and 20, variances 1.4 and 17.1): t = 2.22, df = 24.5, p = 0.036.
        double[] a = {19.8, 20.4, 19.6, 17.8, 18.5, 18.9, 18.3, 18.9, 19.5, 22.0};
        double[] b = {28.2, 26.6, 20.1, 23.3, 25.2, 22.1, 17.7, 27.6, 20.6, 13.7, 23.2, 17.5, 20.6, 18.0, 23.9, 21.6,
                24.3, 20.4, 23.9, 13.3};
        WelchTest.Result r = WelchTest.of(a, b);
        assertEquals(2.22, r.difference(), 1e-9);
        assertEquals(24.524635, r.degreesOfFreedom(), 1e-6);
        assertEquals(0.0354845, r.pValue(), 1e-7);
        assertEquals(0.163541, r.ci95Low(), 1e-6);
        assertEquals(4.276459, r.ci95High(), 1e-6);
        assertEquals(10, r.aCount());
        assertEquals(20, r.bCount());
        assertTrue(r.significant());
    }

    @Test
    void fewDegreesOfFreedomWhenOneSideDominates() {
        // A = 1..4 (var 5/3), B = 10, 20, 30 (var 100): SE² = 5/12 + 100/3 = 33.75, t = 17.5 / 5.8095 = 3.0123,
        // df = 33.75² / ((5/12)²/3 + (100/3)²/2) = 2.0501: B's 3 values decide, and 3.01 is not enough with df 2.
        WelchTest.Result r = WelchTest.of(new double[] {1, 2, 3, 4}, new double[] {10, 20, 30});
        assertEquals(17.5, r.difference(), 1e-12);
        assertEquals(2.050099, r.degreesOfFreedom(), 1e-6);
        assertEquals(0.0919893, r.pValue(), 1e-7);
        assertEquals(24.419820, r.ci95HalfWidth(), 1e-5);
        assertFalse(r.significant());
    }

    @Test
    void theSignFollowsBMinusA() {
        WelchTest.Result r = WelchTest.of(new double[] {2, 3, 4, 5, 6}, ONE_TO_FIVE);
        assertEquals(-1.0, r.difference(), 1e-12);
        assertEquals(0.346594, r.pValue(), 1e-6);
    }

    @Test
    void oneSideWithoutSpreadStillTests() {
        // A constant: only B's variance counts, df = nB − 1 = 4; mean(B) = 5 = A, so t = 0 and p = 1.
        WelchTest.Result r = WelchTest.of(new double[] {5, 5, 5, 5}, new double[] {4, 6, 5, 7, 3});
        assertEquals(WelchTest.Outcome.TESTED, r.outcome());
        assertEquals(4.0, r.degreesOfFreedom(), 1e-12);
        assertEquals(1.0, r.pValue(), 1e-12);
        assertEquals(2.776445 * Math.sqrt(2.5 / 5), r.ci95HalfWidth(), 1e-5);
    }

    @Test
    void fewerThanTwoValuesOnASideIsNoTest() {
        for (double[][] sides : new double[][][] {{{40.0}, ONE_TO_FIVE}, {ONE_TO_FIVE, {40.0}}, {{}, ONE_TO_FIVE},
                {{40.0}, {90.0}}}) {
            WelchTest.Result r = WelchTest.of(sides[0], sides[1]);
            assertEquals(WelchTest.Outcome.TOO_FEW, r.outcome());
            assertTrue(Double.isNaN(r.pValue()), "no p-value");
            assertTrue(Double.isNaN(r.ci95HalfWidth()));
            assertTrue(Double.isNaN(r.ci95Low()));
            assertFalse(r.significant(), "one pair against another is never a finding");
        }
        assertEquals(50.0, WelchTest.of(new double[] {40.0}, new double[] {90.0}).difference(), 1e-12,
                "the difference of the means is still shown");
        assertTrue(Double.isNaN(WelchTest.of(new double[] {}, ONE_TO_FIVE).difference()));
    }

    @Test
    void noSpreadOnEitherSideIsNoTest() {
        // R: t.test(c(130.19, 130.19, 130.19), c(82.468, 82.468, 82.468)) stops with "data are essentially constant".
        WelchTest.Result r = WelchTest.of(new double[] {82.468, 82.468, 82.468}, new double[] {130.19, 130.19, 130.19});
        assertEquals(WelchTest.Outcome.NO_SPREAD, r.outcome());
        assertEquals(47.722, r.difference(), 1e-9);
        assertTrue(Double.isNaN(r.pValue()));
        assertFalse(r.significant(), "identical copies are not infinite precision");
        WelchTest.Result same = WelchTest.of(new double[] {0.1, 0.1}, new double[] {0.1, 0.1, 0.1});
        assertEquals(WelchTest.Outcome.NO_SPREAD, same.outcome());
        assertFalse(same.significant());
    }

    @Test
    void aListOfBoxedValuesGivesTheSameResult() {
        assertEquals(WelchTest.of(ONE_TO_FIVE, new double[] {2, 3, 4, 5, 6}),
                WelchTest.of(java.util.List.of(1.0, 2.0, 3.0, 4.0, 5.0), java.util.List.of(2.0, 3.0, 4.0, 5.0, 6.0)));
    }
}
