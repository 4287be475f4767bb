package org.echosoap.client.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class SteadyStateTest {

    @Test
    void aFallingLevelIsNotSteady() {
        // JIT warm-up: 180 -> 120 µs.
        List<Double> medians = List.of(180.0, 165.0, 150.0, 140.0, 132.0, 127.0, 124.0, 122.0);
        assertFalse(SteadyState.isSteady(medians));
        assertEquals((165.0 + 150.0) / 2 - (127.0 + 124.0) / 2, SteadyState.improvementMicros(medians), 1e-9);
    }

    @Test
    void aFlatNoisyLevelIsSteady() {
        assertTrue(SteadyState.isSteady(List.of(121.0, 119.0, 123.0, 120.0, 122.0, 118.0, 121.0, 120.0)));
    }

    @Test
    void aRisingLevelIsSteadyBecausePrimingLongerWouldNotHelp() {
        assertTrue(SteadyState.isSteady(List.of(100.0, 101.0, 103.0, 104.0, 106.0, 108.0, 110.0, 112.0)));
    }

    @Test
    void oneStalledBlockIsNotATrend() {
        // The medians of the halves: one 900 µs block in the older half does not make it look slower.
        assertTrue(SteadyState.isSteady(List.of(120.0, 900.0, 121.0, 119.0, 120.0, 121.0, 119.0, 120.0)));
    }

    @Test
    void onlyTheLastWindowCounts() {
        List<Double> medians = List.of(300.0, 250.0, 200.0, 150.0, 121.0, 119.0, 120.0, 121.0, 120.0, 119.0, 121.0, 120.0);
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
        assertTrue(SteadyState.isSteady(List.of(23.0, 23.0, 23.0, 23.0, 20.0, 20.0, 20.0, 20.0)));
        assertFalse(SteadyState.isSteady(List.of(24.0, 24.0, 24.0, 24.0, 20.0, 20.0, 20.0, 20.0)));
        // At 300 µs the relative tolerance rules: 9 µs.
        assertTrue(SteadyState.isSteady(List.of(309.0, 309.0, 309.0, 309.0, 300.0, 300.0, 300.0, 300.0)));
        assertFalse(SteadyState.isSteady(List.of(310.0, 310.0, 310.0, 310.0, 300.0, 300.0, 300.0, 300.0)));
        // A baseline's server time of 1-2 µs flips at that resolution without any trend.
        assertTrue(SteadyState.isSteady(List.of(2.0, 3.0, 1.0, 3.0, 1.0, 1.0, 2.0, 1.0)));
    }
}
