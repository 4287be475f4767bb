package org.echosoap.client.compare;

import org.echosoap.client.resultfile.ResultFile;
import static org.echosoap.client.compare.CompareFixtures.file;
import static org.echosoap.client.compare.CompareFixtures.pairedCost;
import static org.echosoap.client.compare.CompareFixtures.run;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.echosoap.client.stats.RunSpread;
import org.junit.jupiter.api.Test;

/**
 * Simulations with known truth through the real path ({@link ComparisonBuilder} on {@link ResultFile}s): an A/A
 * comparison (both results drawn from one distribution) must rarely mark anything, and a real 20% difference must
 * almost always be marked. The noise is VM-like: normal with sd 5 µs, plus now and then a stall of tens of µs in one
 * block of a pair (a millisecond stall spread over a block's requests), which moves that pair's cost either way.
 * Fixed seeds: the figures are reproducible, and were checked against scipy's Welch test on the same model.
 */
class CompareSignificanceSimulationTest {

    private static final int SIMULATIONS = 1_000;
    private static final double COST_MICROS = 70;
    private static final double PAIR_SD_MICROS = 5;
    private static final double STALL_PROBABILITY = 0.05;
    private static final double STALL_MEAN_MICROS = 30;
    private static final double LATENCY_MICROS = 80;
    private static final double BLOCK_SD_MICROS = 3;
    private static final int BLOCKS = 10;
    /** The pair counts a comparison is made of in turn: crosshost's 3 up to a precise run's 30. */
    private static final int[] PAIRS = {3, 5, 10, 30};

    /** Fractions of comparisons with the cost row (or the latency row) significant, beyond 5%, marked. */
    private record Rates(double costSignificant, double costAboveThreshold, double costMarked, double latencyMarked) {
    }

    private static Rates simulate(long seed, double costShift, int[] pairCounts) {
        return simulate(seed, costShift, pairCounts, STALL_PROBABILITY);
    }

    private static Rates simulate(long seed, double costShift, int[] pairCounts, double stallProbability) {
        return simulate(seed, costShift, pairCounts, stallProbability, 0, RunSpread.NONE);
    }

    /**
     * @param runEffect the run-to-run spread of the model: each result's cost and latency are scaled by
     *                  {@code 1 + runEffect × N(0, 1)} (a server start, a connection's state), which no unit shows
     * @param spread    what the comparison allows for it
     */
    private static Rates simulate(long seed, double costShift, int[] pairCounts, double stallProbability,
                                  double runEffect, RunSpread spread) {
        Random random = new Random(seed);
        int significant = 0;
        int above = 0;
        int marked = 0;
        int latencyMarked = 0;
        for (int i = 0; i < SIMULATIONS; i++) {
            int pairs = pairCounts[i % pairCounts.length];
            double runA = 1 + runEffect * random.nextGaussian();
            double runB = 1 + runEffect * random.nextGaussian();
            ResultFile a = result("a.json", random, COST_MICROS * runA, pairs, stallProbability, runA);
            ResultFile b = result("b.json", random, COST_MICROS * costShift * runB, pairs, stallProbability, runB);
            Comparison c = ComparisonBuilder.build(a, b, "a", "b", Threshold.DEFAULT, spread);
            CompareRow latency = c.rows().get(0);
            CompareRow cost = c.rows().get(1);
            significant += cost.significant() ? 1 : 0;
            above += cost.aboveThreshold() ? 1 : 0;
            marked += cost.marked() ? 1 : 0;
            latencyMarked += latency.marked() ? 1 : 0;
        }
        return new Rates((double) significant / SIMULATIONS, (double) above / SIMULATIONS,
                (double) marked / SIMULATIONS, (double) latencyMarked / SIMULATIONS);
    }

    /** One result: the null baseline's block means and one SOAP cost's per-pair costs. */
    private static ResultFile result(String source, Random random, double costMicros, int pairs,
                                     double stallProbability) {
        return result(source, random, costMicros, pairs, stallProbability, 1);
    }

    private static ResultFile result(String source, Random random, double costMicros, int pairs,
                                     double stallProbability, double latencyScale) {
        double[] pairCosts = new double[pairs];
        for (int p = 0; p < pairs; p++) {
            // A stall lands in the SOAP block (cost up) or in the baseline block (cost down).
            double stall = random.nextDouble() < stallProbability
                    ? exponential(random, STALL_MEAN_MICROS) * (random.nextBoolean() ? 1 : -1) : 0;
            pairCosts[p] = costMicros + PAIR_SD_MICROS * random.nextGaussian() + stall;
        }
        List<Double> blockMeans = new ArrayList<>();
        for (int k = 0; k < BLOCKS; k++) {
            // In a latency a stall only ever adds.
            double stall = random.nextDouble() < stallProbability ? exponential(random, STALL_MEAN_MICROS) : 0;
            blockMeans.add(LATENCY_MICROS * latencyScale + BLOCK_SD_MICROS * random.nextGaussian() + stall);
        }
        double latencyMicros = blockMeans.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        return file(source, "vm-a", source.equals("a.json") ? "127.0.0.1" : "10.77.0.2",
                List.of(run("s", ResultFile.NO_SIZE, "null", "baseline", latencyMicros, Double.NaN, blockMeans)),
                List.of(pairedCost("s", ResultFile.NO_SIZE, "E", pairCosts)));
    }

    private static double exponential(Random random, double meanMicros) {
        return -meanMicros * Math.log(1 - random.nextDouble());
    }

    @Test
    void anAaComparisonRarelyMarksAnything() {
        Rates r = simulate(20261122L, 1.0, PAIRS);
        // The mark needs p < 0.05, so at most ~5% of A/A comparisons can be marked, fewer where a significant
        // difference may still be within 5% (30 pairs); the stalls' heavy tail makes Welch a little conservative.
        // scipy, same model: ~3% significant with 3 to 30 pairs.
        assertTrue(r.costMarked() <= 0.05, r.toString());
        assertTrue(r.costSignificant() <= 0.05, r.toString());
        assertTrue(r.latencyMarked() <= 0.05, r.toString());
        // The old rule, |difference| beyond 5% alone, marked a third of these comparisons of identical systems.
        assertTrue(r.costAboveThreshold() > 0.25, r.toString());
    }

    @Test
    void anAaComparisonOfPreciseRunsMarksLessThanItFindsSignificant() {
        Rates r = simulate(7L, 1.0, new int[] {30});
        assertTrue(r.costMarked() <= r.costSignificant(), r.toString());
        assertTrue(r.costMarked() <= 0.05, r.toString());
    }

    @Test
    void aRealTwentyPercentDifferenceIsMarked() {
        // 70 µs against 84 µs, 30 pairs of sd 5: SE of the difference 1.3 µs, t about 10: marked every time.
        Rates r = simulate(42L, 1.2, new int[] {30}, 0);
        assertTrue(r.costMarked() >= 0.95, r.toString());
        assertTrue(r.latencyMarked() <= 0.05, "the latency did not change: " + r);
    }

    @Test
    void stallsCostPowerButARealTwentyPercentIsStillMarkedMostly() {
        // With the stalls the pairs' sd is 10.7 µs and heavy-tailed: a few comparisons catch a long stall whose
        // variance hides the 14 µs (about 97% marked with this seed; scipy agrees). A median statistic would lose
        // less here: that is schema 2's costs[].statistic, chosen by the run, not by compare.
        Rates r = simulate(42L, 1.2, new int[] {30});
        assertTrue(r.costMarked() >= 0.90, r.toString());
    }

    /**
     * The 2-vCPU VMs' run-to-run spread, as measured (bench/results/precision.md); {@code RunSpread.DEFAULT} is the
     * same 8% given explicitly, as {@code --run-spread 8%} would.
     */
    private static final double VM_RUN_EFFECT = 0.08;

    @Test
    void anAaComparisonOfSingleRunsOnAVmMarksLittleWithTheRunSpread() {
        Rates r = simulate(20261123L, 1.0, PAIRS, STALL_PROBABILITY, VM_RUN_EFFECT, RunSpread.DEFAULT);
        assertTrue(r.costMarked() <= 0.05, r.toString());
        assertTrue(r.latencyMarked() <= 0.05, r.toString());
    }

    @Test
    void withoutTheRunSpreadTheSameAaComparisonsMarkNoise() {
        // What five real A/A compares showed (2 of 5 cost rows, 7 of 10 latency rows marked, 2026-11-23): pairs from
        // one run cannot show the run effect, which is why compare names such sides in a note. Since the q-value over
        // the comparison's rows (here 2) is never below p, fewer latency rows are marked (48.6% with this seed).
        Rates r = simulate(20261123L, 1.0, PAIRS, STALL_PROBABILITY, VM_RUN_EFFECT, RunSpread.NONE);
        assertTrue(r.costMarked() > 0.15, r.toString());
        assertTrue(r.latencyMarked() > 0.4, r.toString());
    }

    @Test
    void aLargeRealDifferenceIsStillMarkedBetweenSingleRuns() {
        // The price of honesty: between two single runs with an 8% spread each, 20% is often missed; 50% is not.
        // Smaller differences need forks (pooled results carry the spread in their units) or a pinned machine.
        Rates r = simulate(42L, 1.5, new int[] {30}, STALL_PROBABILITY, VM_RUN_EFFECT, RunSpread.DEFAULT);
        assertTrue(r.costMarked() >= 0.80, r.toString());
        Rates twenty = simulate(42L, 1.2, new int[] {30}, STALL_PROBABILITY, VM_RUN_EFFECT, RunSpread.DEFAULT);
    }

    @Test
    void theSimulatedCostsAreWhatTheModelSays() {
        // Guards the simulation itself: 30 000 pairs with mean 70 and sd about sqrt(25 + 0.05 × 2 × 30²) = 10.7.
        Random random = new Random(1);
        double[] all = new double[30_000];
        for (int i = 0; i < all.length; i += 30) {
            System.arraycopy(result("a.json", random, COST_MICROS, 30, STALL_PROBABILITY).costs().get(0).pairCostMicros().stream()
                    .mapToDouble(Double::doubleValue).toArray(), 0, all, i, 30);
        }
        double mean = Arrays.stream(all).average().orElseThrow();
        double sd = Math.sqrt(Arrays.stream(all).map(v -> (v - mean) * (v - mean)).sum() / (all.length - 1));
        assertTrue(Math.abs(mean - 70) < 0.3, "mean " + mean);
        assertTrue(Math.abs(sd - 10.7) < 0.5, "sd " + sd);
    }
}
