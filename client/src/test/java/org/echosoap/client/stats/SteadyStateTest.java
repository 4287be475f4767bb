package org.echosoap.client.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SteadyStateTest {

    /**
     * EchoFloat's block medians inside the webapp on a fresh server, 250 ms blocks (measured 2026-11-23, 2 vCPUs):
     * the JIT's last steps take until ~7 s (block 28); the level then is ~80 µs.
     */
    private static final List<Double> FRESH_SERVER = List.of(1248.0, 876.0, 699.0, 719.0, 410.0, 343.0, 453.0, 319.0,
            243.0, 205.0, 201.0, 163.0, 147.0, 126.0, 176.0, 154.0, 155.0, 116.0, 116.0, 122.0, 129.0, 120.0, 109.0,
            99.0, 68.0, 98.0, 69.0, 47.0, 92.0, 79.0, 82.0, 73.0, 82.0, 82.0, 81.0, 81.0, 88.0, 80.0, 76.0, 76.0, 64.0,
            76.0, 83.0, 90.0, 73.0, 76.0, 88.0, 91.0);

    /** The first look (block count) at which the series is steady, or -1. */
    private static int firstSteadyLook(List<Double> series) {
        for (int n = 1; n <= series.size(); n++) {
            if (SteadyState.isLook(n) && SteadyState.isSteady(series.subList(0, n))) {
                return n;
            }
        }
        return -1;
    }

    /** {@code n} blocks around {@code level}: a fixed pattern of ±3 µs noise. */
    private static List<Double> flat(int n, double level) {
        double[] noise = {1, -2, 3, 0, -1, 2, -3, 1, 0, -1, 2, -2};
        List<Double> x = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            x.add(level + noise[i % noise.length]);
        }
        return x;
    }

    @Test
    void aFreshServerIsSteadyOnlyOnceItsWarmUpLiesInTheFirstHalfOfThePriming() {
        // At the first look (40 blocks, 10 s) the warm-up (to block ~28) is more than half the series: not steady.
        assertFalse(SteadyState.isSteady(FRESH_SERVER.subList(0, 40)));
        // The trace continued on its plateau (its blocks 28-47 replayed twice): the look at 50 still finds the
        // warm-up on the half-way edge; at 60 (15 s) it is steady, the warm-up estimated at 25 blocks (6.25 s)
        // and the level after it on the plateau. The rule it replaces said steady at block 30-something, after
        // every block; MSER-5 needs the series twice as long as the warm-up.
        List<Double> continued = new ArrayList<>(FRESH_SERVER);
        continued.addAll(FRESH_SERVER.subList(28, 48));
        continued.addAll(FRESH_SERVER.subList(28, 48));
        assertFalse(SteadyState.isSteady(continued.subList(0, 50)));
        assertEquals(60, firstSteadyLook(continued));
        assertEquals(25, SteadyState.warmupBlocks(continued.subList(0, 60)));
        Mser5 m = Mser5.of(continued.subList(0, 60));
        assertTrue(m.truncatedMean() < 85, "on the plateau (~80 µs) when declared steady: " + m.truncatedMean());
        // Had --prime run out after the trace's own 48 blocks (12 s), the last judgement would not pass either: the
        // warm-up (25 blocks) is more than half of 9 batches.
        assertFalse(SteadyState.isSteady(FRESH_SERVER));
        assertEquals(25, SteadyState.warmupBlocks(FRESH_SERVER));
    }

    @Test
    void aTrendNeverPasses() {
        // JIT warm-up that does not end: 180 -> 120 µs over 80 blocks (20 s), ±3 µs noise. No look says steady.
        List<Double> falling = new ArrayList<>();
        List<Double> noise = flat(80, 0);
        for (int i = 0; i < 80; i++) {
            falling.add(180 - 60.0 * i / 80 + noise.get(i));
        }
        assertEquals(-1, firstSteadyLook(falling));
        // A slow fall, 0.1 µs a block under ±3 µs noise: the rule it replaces called this steady (its halves 0.8 µs
        // apart, under its 3 µs tolerance).
        List<Double> slow = new ArrayList<>();
        for (int i = 0; i < 80; i++) {
            slow.add(120 - 0.1 * i + noise.get(i));
        }
        assertEquals(-1, firstSteadyLook(slow));
    }

    @Test
    void aPlateauAfterATransientPasses() {
        List<Double> series = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            series.add(120 + 180 * Math.exp(-i / 4.0)); // 300 µs falling to 120 within ~20 blocks
        }
        series.addAll(flat(60, 120));
        // At 40 blocks the transient (still 4 µs above the level at block 15) reaches the half-way edge: the next
        // look says steady.
        assertEquals(50, firstSteadyLook(series), "20 blocks of warm-up: steady at the second look");
        int warmup = SteadyState.warmupBlocks(series.subList(0, 50));
        assertTrue(warmup >= 10 && warmup <= 20, "cut after the transient: " + warmup);
    }

    @Test
    void aFlatNoisyLevelIsSteadyAtTheFirstLook() {
        assertEquals(40, firstSteadyLook(flat(80, 120)));
        assertEquals(0, SteadyState.warmupBlocks(flat(40, 120)));
    }

    @Test
    void aRisingLevelIsNotSteady() {
        // Changed with MSER-5: a level that keeps rising (100 -> 112 µs) is not a steady state either; the rule it
        // replaces let it pass ("priming longer would not help"); priming now runs out and the report says so.
        List<Double> rising = new ArrayList<>();
        List<Double> noise = flat(80, 0);
        for (int i = 0; i < 80; i++) {
            rising.add(100 + 12.0 * i / 80 * 4 + noise.get(i));
        }
        assertEquals(-1, firstSteadyLook(rising));
    }

    @Test
    void oneStalledBlockIsNotATrend() {
        List<Double> series = flat(40, 120);
        series.set(30, 900.0);
        assertTrue(SteadyState.isSteady(series));
        series = flat(40, 120);
        series.set(2, 900.0);
        assertTrue(SteadyState.isSteady(series));
    }

    @Test
    void looksAreAtFixedSteps() {
        assertFalse(SteadyState.isLook(39));
        assertTrue(SteadyState.isLook(40));
        assertFalse(SteadyState.isLook(41));
        assertFalse(SteadyState.isLook(45));
        assertTrue(SteadyState.isLook(50));
        assertTrue(SteadyState.isLook(80));
    }

    @Test
    void tooFewBlocksAreNotSteadyAndHaveNoWarmUpEstimate() {
        assertFalse(SteadyState.isSteady(flat(39, 120)));
        assertEquals(-1, SteadyState.warmupBlocks(flat(39, 120)));
        assertEquals(-1, SteadyState.warmupBlocks(List.of(120.0)));
    }

    @Test
    void aBaselinesFewMicrosecondsFlippingAtTheHistogramsResolutionAreSteady() {
        double[] pattern = {2, 3, 1, 3, 1, 1, 2, 1, 2, 2, 3, 1, 2, 1};
        List<Double> series = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            series.add(pattern[i % pattern.length]);
        }
        assertTrue(SteadyState.isSteady(series));
    }

    /**
     * The whole priming of a suite's part as the rule sees it: 1 s of 15 ms blocks gives about 45, judged at the look
     * at 40 and once more at the end (45). Whether any judgement says steady, over 2,000 seeded series.
     */
    private static double passRate(long seed, java.util.function.Function<java.util.SplittableRandom, List<Double>> make) {
        java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
        int passed = 0;
        for (int t = 0; t < 2_000; t++) {
            List<Double> series = make.apply(random);
            if (SteadyState.isSteady(series.subList(0, 40)) || SteadyState.isSteady(series)) {
                passed++;
            }
        }
        return passed / 2_000.0;
    }

    @Test
    void overASuitesPrimingNoiseAlmostAlwaysPassesAndAFallRarely() {
        double noise = passRate(7, r -> {
            List<Double> x = new ArrayList<>();
            for (int i = 0; i < 45; i++) {
                x.add(100 + 10 * r.nextGaussian());
            }
            return x;
        });
        // Measured with this seed: 95.9 % (a single judgement at 40 blocks: ~83 %, Mser5Test).
        assertTrue(noise >= 0.93, "stationary noise steady at a look: " + noise);
        double falling = passRate(8, r -> {
            List<Double> x = new ArrayList<>();
            for (int i = 0; i < 45; i++) {
                x.add(100 - 60.0 * i / 45 + 10 * r.nextGaussian());
            }
            return x;
        });
        // One judgement passes such a fall (100 -> 40, noise sd 10, so the batch means' noise is two thirds of a
        // batch's fall) in under 1 % of series (Mser5Test); two judgements pass it more often: measured 3.75 % with
        // this seed. That is the price of judging twice in a 1 s priming; a fall clear of the noise never passes
        // (aTrendNeverPasses).
        assertTrue(falling <= 0.05, "a fall of 60 % under heavy noise passes at a look: " + falling);
    }
}
