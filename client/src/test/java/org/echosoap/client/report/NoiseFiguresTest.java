package org.echosoap.client.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.echosoap.client.config.BlockStatistic;
import org.echosoap.client.result.HostNoise;
import org.echosoap.client.stats.BlockResult;
import org.echosoap.client.stats.BlockSummary;
import org.junit.jupiter.api.Test;

/**
 * The machine's wander and the message's own spread on block series with a known truth: the machine's speed factor
 * per epoch and the message's own factor are made up, and the figures must recover their spreads.
 */
class NoiseFiguresTest {

    private static final int EPOCHS = 20;
    private static final int ROUNDS = 10;

    /** A machine whose speed moves ±14% (1 sd) by epoch, and a message whose own level moves ±3% on top. */
    @Test
    void separatesTheMachinesWanderFromTheMessagesOwnSpread() {
        double[] machine = factors(0.14, 1);
        double[] own = factors(0.03, 2);
        List<BlockResult> base = new ArrayList<>();
        List<BlockResult> soap = new ArrayList<>();
        Random noise = new Random(7);
        for (int e = 0; e < EPOCHS; e++) {
            for (int r = 0; r < ROUNDS; r++) {
                int round = e * ROUNDS + r;
                // Block noise of 2% that averages out over an epoch's 10 blocks (sd of the epoch's mean ~0.6%).
                base.add(block(round, "null", e, 100 * machine[e] * (1 + 0.02 * noise.nextGaussian())));
                soap.add(block(round, "EchoFloat", e, 150 * machine[e] * own[e] * (1 + 0.02 * noise.nextGaussian())));
            }
        }
        NoiseFigures n = NoiseFigures.of(sameHost(6.0, 2.0), "null", base, "EchoFloat", soap, BlockStatistic.MEAN,
                false);
        assertEquals(EPOCHS, n.epochs());
        assertEquals(14.0, n.machineWanderPercent(), 1.0);
        assertEquals(3.0, n.messageSpreadPercent(), 0.7);
        assertTrue(n.noisy());
        assertEquals(List.of(NoiseCauses.Cause.NEIGHBOUR_STEAL), n.verdict().causes());
        assertTrue(n.consoleLine().startsWith("this VM's speed moved ±14% over the run (null's level, 1 sd over 20 "
                + "epochs; steal 6.0%, other processes 2% of CPU"), n.consoleLine());
        assertTrue(n.consoleLine().endsWith("; EchoFloat's own spread ±3%"), n.consoleLine());
    }

    @Test
    void aSteadyMachineIsNotCalledNoisyAndItsCauseIsUnknown() {
        List<BlockResult> base = new ArrayList<>();
        List<BlockResult> soap = new ArrayList<>();
        Random noise = new Random(3);
        for (int i = 0; i < EPOCHS * ROUNDS; i++) {
            base.add(block(i, "null", i / ROUNDS, 100 * (1 + 0.02 * noise.nextGaussian())));
            soap.add(block(i, "EchoFloat", i / ROUNDS, 150 * (1 + 0.02 * noise.nextGaussian())));
        }
        NoiseFigures n = NoiseFigures.of(sameHost(0.3, 1.0), "null", base, "EchoFloat", soap, BlockStatistic.MEAN,
                false);
        assertTrue(n.machineWanderPercent() < 2, "only the blocks' own 2% over 10 blocks: " + n.machineWanderPercent());
        assertFalse(n.noisy());
        assertFalse(n.verdict().known());
    }

    @Test
    void aWarmUpInsideTheMeasuredBlocksNamesTheJit() {
        List<BlockResult> base = new ArrayList<>();
        List<BlockResult> soap = new ArrayList<>();
        Random noise = new Random(11);
        for (int i = 0; i < EPOCHS * ROUNDS; i++) {
            // The SOAP side falls from 300 to 150 µs over its first 30 blocks (the JIT still compiling), then holds.
            double level = i < 30 ? 300 - 5.0 * i : 150;
            base.add(block(i, "null", i / ROUNDS, 100 * (1 + 0.02 * noise.nextGaussian())));
            soap.add(block(i, "EchoFloat", i / ROUNDS, level * (1 + 0.02 * noise.nextGaussian())));
        }
        NoiseFigures n = NoiseFigures.of(sameHost(0.3, 1.0), "null", base, "EchoFloat", soap, BlockStatistic.MEAN,
                false);
        assertEquals(List.of(NoiseCauses.Cause.JIT_WARMUP), n.verdict().causes());
    }

    /** The trend rule on stationary noise, by simulation: it must rarely call a steady series a warm-up. */
    @Test
    void stationaryNoiseIsRarelyCalledATrend() {
        Random random = new Random(42);
        int flagged = 0;
        int series = 400;
        for (int s = 0; s < series; s++) {
            double[] values = new double[200];
            for (int i = 0; i < values.length; i++) {
                values[i] = 100 * (1 + 0.10 * random.nextGaussian());
            }
            flagged += NoiseFigures.earlyTrend(values) ? 1 : 0;
        }
        assertTrue(flagged < series * 0.05, flagged + " of " + series + " stationary series flagged");
    }

    @Test
    void theGcTailIsNamedFromTheCostsDisagreement() {
        List<BlockResult> base = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            base.add(block(i, "null", i / ROUNDS, 100));
        }
        NoiseFigures n = NoiseFigures.of(sameHost(0.3, 1.0), "null", base, "EchoFloat", base, BlockStatistic.MEAN,
                true);
        assertEquals(List.of(NoiseCauses.Cause.GC), n.verdict().causes());
    }

    private static double[] factors(double sd, int period) {
        // ±1 in runs of `period` epochs: an sd of sd·sqrt(n/(n-1)) over EPOCHS values, with no trend.
        double[] f = new double[EPOCHS];
        for (int e = 0; e < EPOCHS; e++) {
            f[e] = 1 + sd * ((e / period) % 2 == 0 ? 1 : -1);
        }
        return f;
    }

    private static BlockResult block(int round, String endpoint, int epoch, double meanMicros) {
        return new BlockResult(round, endpoint, 1000, 0, 50_000_000L,
                new BlockSummary(1000, meanMicros, meanMicros, meanMicros * 2), BlockSummary.EMPTY, BlockSummary.EMPTY,
                -1, "", epoch);
    }

    private static HostNoise sameHost(double stealPercent, double otherPercent) {
        HostNoise.Side client = new HostNoise.Side(true, null, 10, stealPercent, otherPercent, 40, 500);
        HostNoise.Side server = new HostNoise.Side(true, null, 10, Double.NaN, Double.NaN, 50, 900);
        return new HostNoise(client, server, true);
    }

    @Test
    void withoutTheServersCountersOnThisHostItsCpuIsNotCalledAnotherProcess() {
        List<BlockResult> base = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            base.add(block(i, "null", i / ROUNDS, 100));
        }
        HostNoise.Side client = new HostNoise.Side(true, null, 10, 0.1, 60, 30, 500);
        HostNoise host = new HostNoise(client, HostNoise.Side.absent("the server does not report its counters "
                + "(GET /status/noise: 404)"), false);
        NoiseFigures here = NoiseFigures.of(host, "null", base, "EchoFloat", base, BlockStatistic.MEAN, false, true);
        assertFalse(here.verdict().causes().contains(NoiseCauses.Cause.BUSY_MACHINE), here.verdict().text());
        assertTrue(here.consoleLine().contains("other processes 60% of CPU (the server's own included: its counters "
                + "absent)"), here.consoleLine());
        NoiseFigures elsewhere = NoiseFigures.of(host, "null", base, "EchoFloat", base, BlockStatistic.MEAN, false,
                false);
        assertEquals(List.of(NoiseCauses.Cause.BUSY_MACHINE), elsewhere.verdict().causes());
    }
}
