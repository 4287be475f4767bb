package org.echosoap.client.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PrecisionTargetTest {

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
        assertTrue(t.met(70, 3.5, 40));
        assertFalse(t.met(70, 3.6, 40));
        // A cost near zero: 5 % of 2 µs is 0.1 µs; the 1 µs floor applies.
        assertTrue(t.met(2, 0.9, 40));
        assertFalse(t.met(2, 1.1, 40));
        assertTrue(t.met(-70, 3.0, 40), "the sign does not matter");
        assertFalse(t.met(Double.NaN, Double.NaN, 0));
        assertFalse(PrecisionTarget.OFF.met(70, 0.1, 40));
    }

    @Test
    void aLayerPairsTargetIsAShareOfThePlainMessagesLatencyNotOfTheCost() {
        // A layer that costs 0.4 µs over a plain message of 180 µs, known to ±6 µs: ±10 % of the cost (0.04 µs, floored
        // to 1 µs) is out of reach; ±10 % of the plain message (18 µs) is met.
        PrecisionTarget cost = PrecisionTarget.relative(0.10);
        PrecisionTarget layer = cost.withBaselineReference();
        // nearZero: a cost of 0.4 µs known to ±6 µs from 40 pairs.
        assertFalse(cost.met(0.4, 6, 40, 180));
        assertEquals(1.0, cost.requiredCi95Micros(0.4, 180), 1e-12, "a cost target ignores the baseline");
        assertTrue(layer.met(0.4, 6, 40, 180));
        assertEquals(18.0, layer.requiredCi95Micros(0.4, 180), 1e-9);
        assertEquals(180.0, layer.referenceMicros(0.4, 180), 1e-12);
        assertFalse(layer.met(0.4, 18.5, 40, 180), "wider than 10 % of the plain message");
        assertTrue(layer.met(-25, 17, 40, 180), "the cost's sign does not matter");
        // Without a known baseline latency it falls back to the cost, floor included.
        assertEquals(1.0, layer.requiredCi95Micros(0.4, Double.NaN), 1e-12);
        assertFalse(layer.met(0.4, 6, 40, Double.NaN));
        assertEquals("baselineLatency", layer.relativeToKey());
        assertEquals("cost", cost.relativeToKey());
        assertEquals("±10% of the baseline's latency (or ±1 µs)", layer.describe());
        assertEquals(cost.minPairs(), layer.minPairs(), "the same looks");
    }

    @Test
    void reachedNeedsALookAndANarrowInterval() {
        PrecisionTarget t = PrecisionTarget.relative(0.05);
        assertFalse(t.reached(PrecisionTarget.MIN_PAIRS + 1, 70, 1, 40));
        assertTrue(t.reached(PrecisionTarget.MIN_PAIRS, 70, 1, 40));
        assertFalse(t.reached(PrecisionTarget.MIN_PAIRS, 70, 10, 40));
    }

    @Test
    void describesItself() {
        assertEquals("±5% (or ±1 µs)", PrecisionTarget.relative(0.05).describe());
        assertEquals("off", PrecisionTarget.OFF.describe());
    }
}
