package org.echosoap.client.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * MSER-5 on synthetic series with a known truth: seeded, many trials, rates asserted within fixed bands (the bands
 * hold for these seeds and were chosen around the rates measured with them, so a change of the rule shows).
 */
class Mser5Test {

    private static final int TRIALS = 2_000;

    /** The share of {@link #TRIALS} series from {@code make} whose result satisfies {@code test}. */
    private static double rate(long seed, Function<SplittableRandom, double[]> make, Predicate<Mser5> test) {
        SplittableRandom random = new SplittableRandom(seed);
        int hits = 0;
        for (int t = 0; t < TRIALS; t++) {
            if (test.test(Mser5.of(make.apply(random)))) {
                hits++;
            }
        }
        return (double) hits / TRIALS;
    }

    private static double[] stationary(SplittableRandom r, int n, double level, double sd) {
        double[] x = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = level + sd * r.nextGaussian();
        }
        return x;
    }

    /** Level 100 decaying to 40 with a time constant of 10 values, noise sd 3. */
    private static double[] warmUp(SplittableRandom r, int n) {
        double[] x = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = 40 + 60 * Math.exp(-i / 10.0) + 3 * r.nextGaussian();
        }
        return x;
    }

    @Test
    void stationaryNoiseIsSteadyWithLittleOrNoTruncationAndItsMeanRecovered() {
        Function<SplittableRandom, double[]> noise = r -> stationary(r, 80, 100, 10);
        double steady = rate(1, noise, Mser5::steady);
        double small = rate(1, noise, m -> m.truncationValues() <= 2 * Mser5.BATCH);
        double recovered = rate(1, noise, m -> Math.abs(m.truncatedMean() - 100) <= 3); // ~2.7 standard errors
        // Measured with this seed: 92.5 % steady (the trend guard's 5 % level costs some), 78.5 % cut at most 2
        // batches, 98 % within ±3 of the level.
        assertTrue(steady >= 0.88 && steady <= 0.97, "steady: " + steady);
        assertTrue(small >= 0.74, "truncation of at most 10 values: " + small);
        assertTrue(recovered >= 0.96, "mean within ±3 of 100: " + recovered);
    }

    @Test
    void shortStationarySeriesEndOnTheLastCandidateOftenWhichIsWhyEightBatchesAreTheMinimum() {
        double at4 = rate(6, r -> stationary(r, 20, 100, 10), m -> m.truncationValues() == 2 * Mser5.BATCH);
        double at8 = rate(6, r -> stationary(r, 40, 100, 10), m -> m.truncationValues() == 4 * Mser5.BATCH);
        // The class comment quotes these: ~40 % with 4 batches, ~15 % with 8.
        assertTrue(at4 >= 0.33 && at4 <= 0.47, "4 batches, argmin on the last candidate: " + at4);
        assertTrue(at8 >= 0.10 && at8 <= 0.20, "8 batches, argmin on the last candidate: " + at8);
        assertEquals(0.0, rate(6, r -> stationary(r, 35, 100, 10), Mser5::steady), "7 batches are never steady");
    }

    @Test
    void anExponentialWarmUpIsCutAfterTheTransientAndTheRestIsNearlyUnbiased() {
        Function<SplittableRandom, double[]> warmUp = r -> warmUp(r, 200);
        double untruncatedBias = 0;
        for (int i = 0; i < 200; i++) {
            untruncatedBias += 60 * Math.exp(-i / 10.0) / 200;
        }
        assertTrue(untruncatedBias > 3.0, "the untruncated mean is ~3.2 above 40: " + untruncatedBias);
        // At 15 values the transient is still 13 above the level (4 noise sd's): the cut lies past it.
        assertTrue(rate(2, warmUp, m -> m.truncationValues() >= 15) >= 0.99);
        // Bias bound: within ±1 of 40 (under a third of the untruncated mean's bias) in 99 % of trials.
        double withinOne = rate(2, warmUp, m -> Math.abs(m.truncatedMean() - 40) <= 1.0);
        assertTrue(withinOne >= 0.99, "truncated mean within ±1 of 40: " + withinOne);
        double steady = rate(2, warmUp, Mser5::steady);
        assertTrue(steady >= 0.85, "steady once the transient is well inside the first half: " + steady);
    }

    @Test
    void aWarmUpNotOverByHalfTheSeriesIsNotSteady() {
        // 40 values: at value 20 the transient is still 8 above the level.
        assertTrue(rate(2, r -> warmUp(r, 40), m -> !m.steady()) >= 0.99);
    }

    @Test
    void aLinearDownwardTrendIsNeverSteady() {
        for (int n : new int[] {40, 80, 200}) {
            Function<SplittableRandom, double[]> falling = r -> {
                double[] x = stationary(r, n, 0, 10);
                for (int i = 0; i < n; i++) {
                    x[i] += 100 - 60.0 * i / n; // 100 -> 40 over the series, noise sd 10
                }
                return x;
            };
            double steady = rate(3, falling, Mser5::steady);
            assertTrue(steady <= 0.01, n + " values, steady: " + steady);
            // MSER-5's argmin alone (first half, enough batches) passes a third or more of them: why the trend guard.
            double mserAlone = rate(3, falling, m -> m.enoughBatches() && 2 * (m.truncationValues() / Mser5.BATCH) < m.batches());
            assertTrue(mserAlone >= 0.25, n + " values, MSER-5's argmin alone in the first half: " + mserAlone);
        }
    }

    @Test
    void aLateStepDownIsNotSteady() {
        // 60 values at 100, then 20 at 80 (noise sd 5): the truncation that would help lies in the second half.
        double steady = rate(4, r -> {
            double[] x = stationary(r, 80, 100, 5);
            for (int i = 60; i < 80; i++) {
                x[i] -= 20;
            }
            return x;
        }, Mser5::steady);
        assertTrue(steady <= 0.01, "steady: " + steady);
    }

    @Test
    void aBimodalStationarySeriesIsSteadyUnlessItsRegimesLastLong() {
        // Each value at 40 or 100 (70/30): batches of 5 average the regimes, and the series is as steady as noise.
        double independent = rate(5, r -> bimodal(r, 80, 0.0), Mser5::steady);
        assertTrue(independent >= 0.88, "regime drawn for each value: " + independent);
        // Regimes that last ~10 values look like level shifts: measured 83 % steady, 64 % cut at most 2 batches.
        // A run of the slow regime near the end can fail the trend guard; that is the honest answer for so few
        // regime switches.
        double sticky = rate(5, r -> bimodal(r, 80, 0.9), Mser5::steady);
        assertTrue(sticky >= 0.75 && sticky <= 0.90, "regimes lasting ~10 values: " + sticky);
    }

    @Test
    void aPlateauAfterAStepIsCutExactly() {
        double[] x = new double[40];
        for (int i = 0; i < 40; i++) {
            x[i] = i < 10 ? 200 : 100;
        }
        Mser5 m = Mser5.of(x);
        assertEquals(10, m.truncationValues(), "ties go to the smallest cut");
        assertEquals(100.0, m.truncatedMean(), 1e-12);
        assertEquals(8, m.batches());
        assertFalse(m.trendInRest());
        assertTrue(m.steady());
    }

    @Test
    void aRemainderAtTheEndIsLeftOut() {
        List<Double> x = new java.util.ArrayList<>(java.util.Collections.nCopies(40, 100.0));
        x.addAll(List.of(0.0, 0.0, 0.0, 0.0)); // 4 values: not a batch
        Mser5 m = Mser5.of(x);
        assertEquals(44, m.values());
        assertEquals(8, m.batches());
        assertEquals(100.0, m.truncatedMean(), 1e-12);
        assertTrue(m.steady());
    }

    @Test
    void fewValuesAreNeverSteady() {
        assertFalse(Mser5.of(new double[] {1, 2, 3}).steady());
        assertTrue(Double.isNaN(Mser5.of(new double[0]).truncatedMean()));
        assertFalse(Mser5.of(java.util.Collections.nCopies(39, 100.0)).steady(), "7 batches");
        assertTrue(Mser5.of(java.util.Collections.nCopies(40, 100.0)).steady(), "8 batches");
    }

    @Test
    void nanIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> Mser5.of(new double[] {1, Double.NaN, 3, 4, 5}));
    }

    /** Values at 40 or 100 µs (70 % / 30 %, noise sd 3); {@code stay}: the chance the next value keeps the regime. */
    private static double[] bimodal(SplittableRandom r, int n, double stay) {
        double[] x = new double[n];
        boolean high = r.nextDouble() < 0.3;
        for (int i = 0; i < n; i++) {
            if (i > 0 && r.nextDouble() >= stay) {
                high = r.nextDouble() < 0.3;
            }
            x[i] = (high ? 100 : 40) + 3 * r.nextGaussian();
        }
        return x;
    }
}
