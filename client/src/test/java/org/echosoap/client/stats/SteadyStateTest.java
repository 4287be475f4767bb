package org.echosoap.client.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class SteadyStateTest {

    /** Each value as two blocks in a row: a window of 16 blocks from 8 values (the halves' medians stay the same). */
    private static List<Double> twice(Double... values) {
        List<Double> blocks = new java.util.ArrayList<>();
        for (Double v : values) {
            blocks.add(v);
            blocks.add(v);
        }
        return blocks;
    }

    /**
     * EchoFloat's block medians inside the webapp on a fresh server, 250 ms blocks (measured 2026-11-23, 2 vCPUs):
     * the JIT's last steps take until ~7 s; the level then is ~80 µs.
     */
    private static final List<Double> FRESH_SERVER = List.of(1248.0, 876.0, 699.0, 719.0, 410.0, 343.0, 453.0, 319.0,
            243.0, 205.0, 201.0, 163.0, 147.0, 126.0, 176.0, 154.0, 155.0, 116.0, 116.0, 122.0, 129.0, 120.0, 109.0,
            99.0, 68.0, 98.0, 69.0, 47.0, 92.0, 79.0, 82.0, 73.0, 82.0, 82.0, 81.0, 81.0, 88.0, 80.0, 76.0, 76.0, 64.0,
            76.0, 83.0, 90.0, 73.0, 76.0, 88.0, 91.0);

    @Test
    void aFreshServerIsNotSteadyBeforeTheJitsLastStepsAndIsOnTheFinalLevel() {
        int first = -1;
        for (int n = 1; n <= FRESH_SERVER.size() && first < 0; n++) {
            if (SteadyState.isSteady(FRESH_SERVER.subList(0, n))) {
                first = n;
            }
        }
        // The 8-block rule said steady at block 18 (4.5 s), at 155 µs.
        assertTrue(first >= 30, "steady only past 7.5 s: block " + first);
        List<Double> lastSecond = FRESH_SERVER.subList(first - 4, first);
        double level = lastSecond.stream().mapToDouble(Double::doubleValue).sorted().skip(1).limit(2).sum() / 2;
        assertTrue(level < 95, "on the plateau (~80 µs) when declared steady: " + level);
    }

    @Test
    void aFallingLevelIsNotSteady() {
        // JIT warm-up: 180 -> 120 µs.
        List<Double> medians = twice(180.0, 165.0, 150.0, 140.0, 132.0, 127.0, 124.0, 122.0);
        assertFalse(SteadyState.isSteady(medians));
        assertEquals((165.0 + 150.0) / 2 - (127.0 + 124.0) / 2, SteadyState.improvementMicros(medians), 1e-9);
    }

    @Test
    void aFlatNoisyLevelIsSteady() {
        assertTrue(SteadyState.isSteady(twice(121.0, 119.0, 123.0, 120.0, 122.0, 118.0, 121.0, 120.0)));
    }

    @Test
    void aRisingLevelIsSteadyBecausePrimingLongerWouldNotHelp() {
        assertTrue(SteadyState.isSteady(twice(100.0, 101.0, 103.0, 104.0, 106.0, 108.0, 110.0, 112.0)));
    }

    @Test
    void oneStalledBlockIsNotATrend() {
        // The medians of the halves: one 900 µs block in the older half does not make it look slower.
        assertTrue(SteadyState.isSteady(twice(120.0, 900.0, 121.0, 119.0, 120.0, 121.0, 119.0, 120.0)));
    }

    @Test
    void onlyTheLastWindowCounts() {
        List<Double> medians = twice(300.0, 250.0, 200.0, 150.0, 121.0, 119.0, 120.0, 121.0, 120.0, 119.0, 121.0, 120.0);
        assertTrue(SteadyState.isSteady(medians));
    }

    @Test
    void tooFewBlocksAreNotSteadyYet() {
        assertFalse(SteadyState.isSteady(List.of(120.0, 120.0, 120.0)));
        assertTrue(Double.isNaN(SteadyState.improvementMicros(List.of(120.0))));
    }

    @Test
    void smallLevelsUseTheMicrosecondTolerance() {
        // 3 % of 20 µs is 0.6 µs, below the histogram's 1 µs resolution: a 3 µs step is still steady, 4 µs is not.
        assertTrue(SteadyState.isSteady(twice(23.0, 23.0, 23.0, 23.0, 20.0, 20.0, 20.0, 20.0)));
        assertFalse(SteadyState.isSteady(twice(24.0, 24.0, 24.0, 24.0, 20.0, 20.0, 20.0, 20.0)));
        // At 300 µs the relative tolerance rules: 9 µs.
        assertTrue(SteadyState.isSteady(twice(309.0, 309.0, 309.0, 309.0, 300.0, 300.0, 300.0, 300.0)));
        assertFalse(SteadyState.isSteady(twice(310.0, 310.0, 310.0, 310.0, 300.0, 300.0, 300.0, 300.0)));
        // A baseline's server time of 1-2 µs flips at that resolution without any trend.
        assertTrue(SteadyState.isSteady(twice(2.0, 3.0, 1.0, 3.0, 1.0, 1.0, 2.0, 1.0)));
    }
}
