package org.echosoap.client.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class FalseDiscoveryTest {

    /**
     * Benjamini and Hochberg's (1995) own example, 15 p-values: at 0.05 the step-up rule rejects the 4 smallest
     * (p(4) = 0.0095 ≤ 4 × 0.05/15 = 0.0133; p(5) = 0.0201 > 0.0167, and no larger rank passes). By hand:
     * q(1) = 15 × 0.0001 = 0.0015, q(2) = 15 × 0.0004/2 = 0.003, q(3) = 15 × 0.0019/3 = 0.0095,
     * q(4) = 15 × 0.0095/4 = 0.035625, q(5) = min(15 × 0.0201/5, later) = 0.0603 ... q(15) = 1.
     */
    @Test
    void theTextbookExample() {
        double[] p = {0.0001, 0.0004, 0.0019, 0.0095, 0.0201, 0.0278, 0.0298, 0.0344, 0.0459, 0.3240, 0.4262, 0.5719,
                0.6528, 0.7590, 1.000};
        double[] q = FalseDiscovery.qValues(p);
        assertEquals(0.0015, q[0], 1e-12);
        assertEquals(0.003, q[1], 1e-12);
        assertEquals(0.0095, q[2], 1e-12);
        assertEquals(0.035625, q[3], 1e-12);
        assertEquals(0.0603, q[4], 1e-12);
        // 15 × 0.0278/6 = 0.0695, but rank 7 gives 15 × 0.0298/7 = 0.063857: the step-up takes the minimum above.
        assertEquals(15 * 0.0298 / 7, q[5], 1e-12);
        assertEquals(15 * 0.0298 / 7, q[6], 1e-12);
        assertEquals(1.0, q[14], 1e-12);
        assertEquals(4, Arrays.stream(q).filter(v -> v < 0.05).count());
        assertEquals(9, Arrays.stream(p).filter(v -> v < 0.05).count(), "per-test p < 0.05 would flag 9");
    }

    @Test
    void orderIsKeptAndUntestedRowsDoNotCount() {
        // m = 3 (NaN left out): sorted 0.01, 0.03, 0.04 -> 0.03, 0.045, 0.04 -> step-up min 0.03, 0.04, 0.04.
        double[] q = FalseDiscovery.qValues(new double[] {0.04, Double.NaN, 0.01, 0.03});
        assertEquals(0.04, q[0], 1e-12);
        assertTrue(Double.isNaN(q[1]));
        assertEquals(0.03, q[2], 1e-12);
        assertEquals(0.04, q[3], 1e-12);
        assertArrayEquals(new double[0], FalseDiscovery.qValues(new double[0]));
    }
}
