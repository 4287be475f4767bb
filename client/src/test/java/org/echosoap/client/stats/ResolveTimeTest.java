package org.echosoap.client.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The time a cost needs to reach a half-width, estimated from a short run's spread, against synthetic pairs whose
 * true spread, and so the true number of pairs needed, is known.
 */
class ResolveTimeTest {

    /** Pairs of cost 20 µs with sd 60 µs, 10 a second (100 ms blocks each side). */
    private static final double COST = 20;
    private static final double SD = 60;
    private static final double SECONDS_PER_PAIR = 0.1;

    private static double[] pairs(Random random, int n) {
        double[] d = new double[n];
        for (int i = 0; i < n; i++) {
            d[i] = COST + SD * random.nextGaussian();
        }
        return d;
    }

    /** The smallest n with t(n−1)·sd/√n ≤ h, from the true sd. */
    private static int trueUnits(double sd, double h) {
        int n = 2;
        while (StudentT.criticalValue95(n - 1) * sd / Math.sqrt(n) > h) {
            n++;
        }
        return n;
    }

    @Test
    void fromTwentyPairsTheMedianEstimateIsWithinFifteenPercentOfTheTruth() {
        Random random = new Random(37);
        double h = COST / 2;
        double truthSeconds = trueUnits(SD, h) * SECONDS_PER_PAIR; // 140 pairs: 14 s
        double[] estimates = new double[400];
        for (int r = 0; r < estimates.length; r++) {
            PairedEstimate first = PairedEstimate.of(pairs(random, 20));
            estimates[r] = ResolveTime.measuringSecondsFor(first, RunToRun.UNKNOWN, 20 * SECONDS_PER_PAIR, h);
        }
        Arrays.sort(estimates);
        double median = estimates[estimates.length / 2];
        assertTrue(Math.abs(median / truthSeconds - 1) < 0.15, "median " + median + " s, truth " + truthSeconds + " s");
    }

    @Test
    void aRunOfTheEstimatedLengthReachesTheHalfWidthAboutHalfTheTime() {
        Random random = new Random(5);
        double h = COST / 2;
        int reached = 0;
        int runs = 300;
        for (int r = 0; r < runs; r++) {
            PairedEstimate first = PairedEstimate.of(pairs(random, 20));
            double seconds = ResolveTime.measuringSecondsFor(first, RunToRun.UNKNOWN, 20 * SECONDS_PER_PAIR, h);
            int n = (int) Math.round(seconds / SECONDS_PER_PAIR);
            PairedEstimate longer = PairedEstimate.of(pairs(random, n));
            if (longer.ci95Micros() <= h) {
                reached++;
            }
        }
        // An unbiased guess of n lands on either side of the need: neither nearly always short nor nearly always over.
        assertTrue(reached > 0.3 * runs && reached < 0.8 * runs, reached + " of " + runs);
    }

    @Test
    void anIntervalAlreadyNarrowEnoughNeedsNoMore() {
        PairedEstimate quiet = PairedEstimate.of(pairs(new Random(1), 400));
        assertEquals(40.0, ResolveTime.measuringSecondsFor(quiet, RunToRun.UNKNOWN, 40.0, quiet.ci95Micros() * 2), 1e-9);
    }

    @Test
    void aRunToRunSpreadWiderThanTheTargetIsOutOfReachOfAnyRunLength() {
        PairedEstimate first = PairedEstimate.of(pairs(new Random(2), 20));
        assertEquals(Double.POSITIVE_INFINITY,
                ResolveTime.measuringSecondsFor(first, new RunToRun(8, 5), 2.0, 10.0));
        // A smaller one only lengthens the run: the room left for the run's own error is smaller.
        double without = ResolveTime.measuringSecondsFor(first, RunToRun.UNKNOWN, 2.0, 10.0);
        double with = ResolveTime.measuringSecondsFor(first, new RunToRun(2, 5), 2.0, 10.0);
        assertTrue(with > without && Double.isFinite(with), without + " " + with);
    }

    @Test
    void tooFewUnitsOrNoTargetSayUnknownOrUnreachable() {
        assertTrue(Double.isNaN(ResolveTime.measuringSecondsFor(PairedEstimate.of(new double[] {3}), RunToRun.UNKNOWN,
                1.0, 1.0)));
        PairedEstimate first = PairedEstimate.of(pairs(new Random(3), 20));
        assertEquals(Double.POSITIVE_INFINITY, ResolveTime.measuringSecondsFor(first, RunToRun.UNKNOWN, 2.0, 0.0));
    }
}
