package org.echosoap.client.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.List;
import org.echosoap.client.config.PrecisionTarget;
import org.junit.jupiter.api.Test;

class PairedEstimateTest {

    private static PairedEstimate estimate(double micros, double ci95, int pairs) {
        return new PairedEstimate(micros, ci95, Collections.nCopies(pairs, micros));
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

    @Test
    void meetsATargetByItsCostIntervalAndPairs() {
        PrecisionTarget t = PrecisionTarget.relative(0.05);
        assertTrue(estimate(70, 3.5, 40).meets(t));
        assertFalse(estimate(70, 3.6, 40).meets(t));
        assertFalse(estimate(70, 0.1, 1).meets(t), "one pair has no interval");
        assertFalse(PairedEstimate.NONE.meets(t));
        assertEquals(3.5, estimate(-70, 1, 40).requiredCi95Micros(t), 1e-12, "5 % of |cost|");
    }

    @Test
    void reachesATargetOnlyAtALook() {
        PrecisionTarget t = PrecisionTarget.relative(0.05);
        assertTrue(estimate(70, 1, 40).reaches(t, PrecisionTarget.MIN_PAIRS));
        assertFalse(estimate(70, 1, 40).reaches(t, PrecisionTarget.MIN_PAIRS + 1));
    }
}
