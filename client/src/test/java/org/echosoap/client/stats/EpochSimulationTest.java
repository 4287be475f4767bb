package org.echosoap.client.stats;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.echosoap.client.config.BlockStatistic;
import org.echosoap.client.config.PrecisionTarget;
import org.junit.jupiter.api.Test;

/**
 * The headline estimator (block means, an interval over epochs) and the shipped stopping rule on a synthetic machine
 * with PERSISTENT regimes and a KNOWN truth, before they are trusted on real data.
 *
 * <p>The machine: a SOAP cost of 50 µs; each epoch (a set of connections and client threads) lands in one of two
 * placements, the slower one (40 % of epochs) adding 12 µs to the SOAP side for the whole epoch (on the 2-vCPU VM
 * the part outside the webapp moved by ~7 µs from one set of connections to the next); each block is in one of
 * two CPU modes 25 µs apart (bimodal latency), with 4 µs of other noise and a slow drift; 2 % of blocks of either
 * endpoint hold a 20 ms VM stall spread over their ~400 requests (symmetric noise on block means); and 10 % of SOAP
 * blocks hold a 5 ms GC pause of the SOAP stack's own garbage (+12.5 µs on that block's mean, nothing on its
 * median): the SOAP side's right tail, which IS part of what a message costs. The truth of the average message is
 * then 50 + 0.4 × 12 + 0.1 × 12.5 = 56.05 µs; the typical message's (medians) 54.8 µs.
 */
class EpochSimulationTest {

    private static final double COST_MICROS = 50.0;
    private static final double BASELINE_MICROS = 70.0;
    private static final double PLACEMENT_MICROS = 12.0;
    private static final double PLACEMENT_SHARE = 0.4;
    private static final double GC_SHARE = 0.1;
    private static final double GC_ON_MEAN_MICROS = 5_000.0 / 400;
    private static final double TRUE_MEAN_COST = COST_MICROS + PLACEMENT_SHARE * PLACEMENT_MICROS + GC_SHARE * GC_ON_MEAN_MICROS;
    private static final double TRUE_MEDIAN_COST = COST_MICROS + PLACEMENT_SHARE * PLACEMENT_MICROS;
    private static final int RUNS = 1_000;
    /** The run's time limit in rounds (40 s of 2 × 55 ms blocks plus a settling round per epoch). */
    private static final int MAX_ROUNDS = 330;
    private static final int EPOCH_ROUNDS = 10;
    /**
     * How much of the machine's wander one epoch (~2 s) keeps from the one before: 0.8 makes its correlation time
     * ~5 epochs (~10 s), with neighbouring epochs' costs correlated as the measured epoch series of long runs were.
     */
    private static final double WANDER_PER_EPOCH = 0.8;

    /** One run of the synthetic machine: one server JVM, its epochs, its blocks. */
    private static final class Machine {
        private final SplittableRandom random;
        /** This JVM's own offset of the SOAP side, which no epoch of it can see (0 unless a test sets it). */
        private final double jvmOffsetMicros;
        /** The stationary sd of the machine's wandering level of the SOAP side (0: no wander). */
        private final double wanderSdMicros;
        private double placementMicros;
        private double wanderMicros;
        private int sequence;

        Machine(long seed, double jvmSdMicros) {
            this(seed, jvmSdMicros, 0);
        }

        Machine(long seed, double jvmSdMicros, double wanderSdMicros) {
            this.random = new SplittableRandom(seed);
            this.jvmOffsetMicros = jvmSdMicros * random.nextGaussian();
            this.wanderSdMicros = wanderSdMicros;
            this.wanderMicros = wanderSdMicros * random.nextGaussian();
        }

        /**
         * New connections and threads: a new placement; and the machine's level moves on, an AR(1) over epochs
         * ({@link #WANDER_PER_EPOCH} of it kept from one epoch to the next, mean 0): the wander of tens of seconds
         * that {@code bench/wander.sh} measured, which neighbouring epochs share.
         */
        void renew() {
            placementMicros = random.nextDouble() < PLACEMENT_SHARE ? PLACEMENT_MICROS : 0;
            wanderMicros = WANDER_PER_EPOCH * wanderMicros
                    + wanderSdMicros * Math.sqrt(1 - WANDER_PER_EPOCH * WANDER_PER_EPOCH) * random.nextGaussian();
        }

        BlockResult block(int round, String endpoint, int epoch) {
            boolean soap = !endpoint.equals("null");
            double level = BASELINE_MICROS + (soap ? COST_MICROS + placementMicros + jvmOffsetMicros + wanderMicros : 0);
            double median = level + 0.01 * sequence + (random.nextDouble() < 0.3 ? 25.0 : 0.0)
                    + 4.0 * random.nextGaussian();
            double mean = median + 6.0 + 2.0 * random.nextGaussian();
            if (random.nextDouble() < 0.02) {
                mean += 20_000.0 / 400; // a VM stall: either endpoint
            }
            if (soap && random.nextDouble() < GC_SHARE) {
                mean += GC_ON_MEAN_MICROS; // the SOAP stack's own GC pause: the mean's tail, not the median's
            }
            BlockSummary latency = new BlockSummary(400, mean, median, median * 3);
            return new BlockResult(round, endpoint, 400, 0, 50_000_000L, latency, BlockSummary.EMPTY,
                    BlockSummary.EMPTY, sequence++, "", epoch);
        }
    }

    /**
     * One run as Measurement drives it: ABBA rounds, a new epoch every {@code epochRounds} rounds (0: one set of
     * connections), a look at each epoch's end from {@link PrecisionTarget#MIN_EPOCHS} epochs on (or at the pair
     * looks without epochs), until the target is met or the time limit.
     */
    private static CostEstimate run(Machine machine, PrecisionTarget target, int epochRounds, int fixedRounds,
                                    BlockStatistic statistic) {
        List<BlockResult> baseline = new ArrayList<>();
        List<BlockResult> soap = new ArrayList<>();
        machine.renew();
        int epoch = 0;
        int limit = fixedRounds > 0 ? fixedRounds : MAX_ROUNDS;
        for (int round = 0; round < limit; round++) {
            if (epochRounds > 0 && round > 0 && round % epochRounds == 0) {
                machine.renew();
                epoch++;
            }
            BlockResult b = machine.block(round, "null", epoch);
            BlockResult s = machine.block(round, "EchoFloat", epoch);
            baseline.add(b);
            soap.add(s);
            int rounds = round + 1;
            if (fixedRounds > 0 || target.isOff()) {
                continue;
            }
            boolean look = epochRounds > 0 ? rounds % epochRounds == 0 && target.isLookAtEpochs(epoch + 1)
                    : target.isLook(rounds);
            if (look && CostEstimator.estimate("sim", baseline, soap, statistic).cost().meets(target)) {
                break;
            }
        }
        return CostEstimator.estimate("sim", baseline, soap, statistic);
    }

    private static boolean covers(PairedEstimate e, double truth) {
        return Math.abs(e.micros() - truth) <= e.ci95Micros();
    }

    @Test
    void theIntervalOverEpochsCoversTheAverageMessageUnderTheShippedStoppingRule() {
        PrecisionTarget target = PrecisionTarget.relative(0.05);
        int covered = 0;
        int overEpochs = 0;
        double errorSum = 0;
        for (int i = 0; i < RUNS; i++) {
            CostEstimate c = run(new Machine(100_000 + i, 0), target, EPOCH_ROUNDS, 0, BlockStatistic.MEAN);
            covered += covers(c.cost(), TRUE_MEAN_COST) ? 1 : 0;
            overEpochs += c.cost().overEpochs() ? 1 : 0;
            errorSum += c.perMessageCostMicros() - TRUE_MEAN_COST;
        }
        double coverage = covered / (double) RUNS;
        assertTrue(overEpochs == RUNS, "every run's interval is over epochs: " + overEpochs);
        assertTrue(coverage >= 0.92 && coverage <= 0.975, "coverage " + coverage);
        // Optional stopping: stopping at a look when the interval is narrow must not bias the estimate.
        double bias = errorSum / RUNS;
        assertTrue(Math.abs(bias) < 0.5, "bias under the stopping rule " + bias + " µs");
    }

    @Test
    void oneSetOfConnectionsClaimsAPrecisionItsPlacementDoesNotHave() {
        // The same machine measured on one set of connections for the whole run (the placement drawn once): the
        // interval over pairs sees nothing of the placement, and covers the truth far less often than it says.
        int coveredPairs = 0;
        int coveredEpochs = 0;
        for (int i = 0; i < RUNS; i++) {
            coveredPairs += covers(run(new Machine(200_000 + i, 0), PrecisionTarget.OFF, 0, 300,
                    BlockStatistic.MEAN).cost(), TRUE_MEAN_COST) ? 1 : 0;
            coveredEpochs += covers(run(new Machine(200_000 + i, 0), PrecisionTarget.OFF, EPOCH_ROUNDS, 300,
                    BlockStatistic.MEAN).cost(), TRUE_MEAN_COST) ? 1 : 0;
        }
        double pairs = coveredPairs / (double) RUNS;
        double epochs = coveredEpochs / (double) RUNS;
        assertTrue(pairs < 0.75, "one set of connections covered " + pairs);
        assertTrue(epochs >= 0.92 && epochs <= 0.975, "epochs covered " + epochs);
    }

    @Test
    void blockMeansCountTheSoapSidesTailAndBlockMediansDoNot() {
        double meanError = 0;
        double medianError = 0;
        for (int i = 0; i < RUNS; i++) {
            meanError += run(new Machine(300_000 + i, 0), PrecisionTarget.OFF, EPOCH_ROUNDS, 200,
                    BlockStatistic.MEAN).perMessageCostMicros() - TRUE_MEAN_COST;
            medianError += run(new Machine(300_000 + i, 0), PrecisionTarget.OFF, EPOCH_ROUNDS, 200,
                    BlockStatistic.MEDIAN).perMessageCostMicros() - TRUE_MEAN_COST;
        }
        meanError /= RUNS;
        medianError /= RUNS;
        assertTrue(Math.abs(meanError) < 0.3, "block means miss the average message by " + meanError);
        // The median misses the average message by the tail (−1.25 µs) and recovers the typical one.
        assertTrue(Math.abs(medianError - (TRUE_MEDIAN_COST - TRUE_MEAN_COST)) < 0.3,
                "block medians miss the average message by " + medianError);
    }

    @Test
    void aWanderingMachineIsCoveredBetterWhenNeighbouringEpochsCountAsAlike() {
        // The machine's level wanders (AR(1) over epochs, sd 6 µs): each epoch alone looks like a new placement, but
        // neighbouring epochs share the level, so CR1 over exchangeable epochs claims too much. The shipped interval
        // scales CR1 by the serial inflation of the epoch means' series (ClusteredMean); the test checks it against
        // the known average message, under the shipped stopping rule, beside what CR1 alone would have covered.
        PrecisionTarget target = PrecisionTarget.relative(0.05);
        int covered = 0;
        int coveredByCr1Alone = 0;
        for (int i = 0; i < RUNS; i++) {
            PairedEstimate e = run(new Machine(500_000 + i, 0, 6.0), target, EPOCH_ROUNDS, 0,
                    BlockStatistic.MEAN).cost();
            covered += covers(e, TRUE_MEAN_COST) ? 1 : 0;
            double[] units = e.unitMicros().stream().mapToDouble(Double::doubleValue).toArray();
            double cr1 = StudentT.criticalValue95(units.length - 1)
                    * Sample.sampleStandardDeviation(units) / Math.sqrt(units.length);
            coveredByCr1Alone += Math.abs(e.micros() - TRUE_MEAN_COST) <= cr1 ? 1 : 0;
        }
        double coverage = covered / (double) RUNS;
        double cr1Coverage = coveredByCr1Alone / (double) RUNS;
        // Measured: 80.5 % against CR1's 72.9 %. A run of 8-33 epochs cannot see a wander whose epochs correlate by
        // ~0.1-0.3 each (the lag-1 correlation of 30 values has a standard error of ~0.18): the rest of the
        // coverage is the run history's (RunToRunTest), which sees the level of whole runs.
        assertTrue(coverage >= cr1Coverage + 0.05, "coverage " + coverage + " against CR1 alone " + cr1Coverage);
        assertTrue(coverage >= 0.78 && coverage <= 0.975, "coverage with the serial inflation " + coverage);
    }

    @Test
    void aServerJvmsOwnOffsetIsWhatEpochsCannotSee() {
        // What the interval leaves out, stated as a test: a per-JVM offset of the SOAP side (sd 4 µs) that every epoch
        // of the run shares. Epochs cannot see it; only runs on several server JVMs (--forks) can.
        int covered = 0;
        for (int i = 0; i < RUNS; i++) {
            covered += covers(run(new Machine(400_000 + i, 4.0), PrecisionTarget.OFF, EPOCH_ROUNDS, 300,
                    BlockStatistic.MEAN).cost(), TRUE_MEAN_COST) ? 1 : 0;
        }
        double coverage = covered / (double) RUNS;
        assertTrue(coverage < 0.85, "a JVM offset left out, yet coverage " + coverage);
    }
}
