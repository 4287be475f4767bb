package org.echosoap.client.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class PrecisionTargetTest {

    private static PairedEstimate estimate(double micros, double ci95, int pairs) {
        return new PairedEstimate(micros, ci95, java.util.Collections.nCopies(pairs, micros));
    }

    @Test
    void parsesPercentagesFractionsAndOff() {
        assertEquals(0.05, PrecisionTarget.parse("5%").relative(), 1e-12);
        assertEquals(0.1, PrecisionTarget.parse("0.1").relative(), 1e-12);
        assertTrue(PrecisionTarget.parse("off").isOff());
        assertTrue(PrecisionTarget.parse(" OFF ").isOff());
    }

    @Test
    void rejectsNonsense() {
        assertThrows(IllegalArgumentException.class, () -> PrecisionTarget.parse("fast"));
        assertThrows(IllegalArgumentException.class, () -> PrecisionTarget.parse("0%"));
        assertThrows(IllegalArgumentException.class, () -> PrecisionTarget.parse("150%"));
        assertThrows(IllegalArgumentException.class, () -> PrecisionTarget.parse("-5%"));
    }

    @Test
    void looksStartAtTheMinimumAndComeAtFixedSteps() {
        PrecisionTarget t = PrecisionTarget.relative(0.05);
        assertFalse(t.isLook(PrecisionTarget.MIN_PAIRS - 1));
        assertTrue(t.isLook(PrecisionTarget.MIN_PAIRS));
        assertFalse(t.isLook(PrecisionTarget.MIN_PAIRS + 1));
        assertTrue(t.isLook(PrecisionTarget.MIN_PAIRS + PrecisionTarget.LOOK_EVERY_PAIRS));
        assertFalse(PrecisionTarget.OFF.isLook(100));
    }

    @Test
    void theTargetIsRelativeWithAFloor() {
        PrecisionTarget t = PrecisionTarget.relative(0.05);
        assertTrue(t.met(estimate(70, 3.5, 40)));
        assertFalse(t.met(estimate(70, 3.6, 40)));
        // A cost near zero: 5 % of 2 µs is 0.1 µs; the 1 µs floor applies.
        assertTrue(t.met(estimate(2, 0.9, 40)));
        assertFalse(t.met(estimate(2, 1.1, 40)));
        assertTrue(t.met(estimate(-70, 3.0, 40)), "the sign does not matter");
        assertFalse(t.met(PairedEstimate.NONE));
        assertFalse(PrecisionTarget.OFF.met(estimate(70, 0.1, 40)));
    }

    @Test
    void aLayerPairsTargetIsAShareOfThePlainMessagesLatencyNotOfTheCost() {
        // A layer that costs 0.4 µs over a plain message of 180 µs, known to ±6 µs: ±10 % of the cost (0.04 µs, floored
        // to 1 µs) is out of reach; ±10 % of the plain message (18 µs) is met.
        PrecisionTarget cost = PrecisionTarget.relative(0.10);
        PrecisionTarget layer = cost.withBaselineReference();
        PairedEstimate nearZero = estimate(0.4, 6, 40);
        assertFalse(cost.met(nearZero, 180));
        assertEquals(1.0, cost.requiredCi95Micros(nearZero, 180), 1e-12, "a cost target ignores the baseline");
        assertTrue(layer.met(nearZero, 180));
        assertEquals(18.0, layer.requiredCi95Micros(nearZero, 180), 1e-9);
        assertEquals(180.0, layer.referenceMicros(nearZero, 180), 1e-12);
        assertFalse(layer.met(estimate(0.4, 18.5, 40), 180), "wider than 10 % of the plain message");
        assertTrue(layer.met(estimate(-25, 17, 40), 180), "the cost's sign does not matter");
        // Without a known baseline latency it falls back to the cost, floor included.
        assertEquals(1.0, layer.requiredCi95Micros(nearZero, Double.NaN), 1e-12);
        assertFalse(layer.met(nearZero, Double.NaN));
        assertEquals("baselineLatency", layer.relativeToKey());
        assertEquals("cost", cost.relativeToKey());
        assertEquals("±10% of the baseline's latency (or ±1 µs)", layer.describe());
        assertEquals(cost.minPairs(), layer.minPairs(), "the same looks");
    }

    @Test
    void reachedNeedsALookAndANarrowInterval() {
        PrecisionTarget t = PrecisionTarget.relative(0.05);
        assertFalse(t.reached(PrecisionTarget.MIN_PAIRS + 1, estimate(70, 1, 40)));
        assertTrue(t.reached(PrecisionTarget.MIN_PAIRS, estimate(70, 1, 40)));
        assertFalse(t.reached(PrecisionTarget.MIN_PAIRS, estimate(70, 10, 40)));
    }

    @Test
    void describesItself() {
        assertEquals("±5% (or ±1 µs)", PrecisionTarget.relative(0.05).describe());
        assertEquals("off", PrecisionTarget.OFF.describe());
    }

    @Test
    void pairedEstimateIsTheMeanAndTIntervalOfTheDifferences() {
        PairedEstimate e = PairedEstimate.of(new double[] {10, 12, 11});
        assertEquals(11, e.micros(), 1e-12);
        assertEquals(4.302653 / Math.sqrt(3), e.ci95Micros(), 1e-5);
        assertEquals(List.of(10.0, 12.0, 11.0), e.pairMicros());
        assertEquals(3, e.pairs());
        assertTrue(Double.isNaN(PairedEstimate.of(new double[] {5}).ci95Micros()), "one pair gives no interval");
    }
}
