package org.echosoap.client.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ForkEstimateTest {

    @Test
    void theMeanOfForksWithATIntervalOverForks() {
        ForkEstimate f = ForkEstimate.of(List.of(50.0, 52.0, 54.0), List.of(2.0, 3.0, Double.NaN));
        assertEquals(52.0, f.micros(), 1e-12);
        // sd 2, t(0.975, 2) = 4.302653 (R), sqrt(3)
        assertEquals(4.302653 * 2 / Math.sqrt(3), f.ci95Micros(), 1e-5);
        assertEquals(2.5, f.withinJvmCi95Micros(), 1e-12, "unknown half-widths are left out of the mean");
        assertEquals(3, f.forks());
        assertTrue(Double.isNaN(ForkEstimate.of(List.of(50.0), List.of(2.0)).ci95Micros()), "one fork: no interval");
        assertThrows(IllegalArgumentException.class, () -> ForkEstimate.of(List.of(), List.of()));
        assertThrows(IllegalArgumentException.class, () -> ForkEstimate.of(List.of(1.0), List.of(1.0, 2.0)));
    }

    @Test
    void withJvmToJvmVariationThePooledIntervalCoversAndTheOneJvmIntervalDoesNot() {
        // Known truth 50 µs; each JVM is off by N(0, 4) µs (JIT, layout); within a JVM 200 pairs of sd 18 µs give
        // a one-JVM interval of about ±2.5 µs, which covers the truth far less than 95 % of the time.
        SplittableRandom random = new SplittableRandom(11);
        int runs = 1_000;
        int pooledCovers = 0;
        int oneJvmCovers = 0;
        for (int r = 0; r < runs; r++) {
            List<Double> forks = new ArrayList<>();
            List<Double> halfWidths = new ArrayList<>();
            for (int f = 0; f < 5; f++) {
                double jvm = 50 + 4 * random.nextGaussian();
                double[] pairs = new double[200];
                for (int i = 0; i < pairs.length; i++) {
                    pairs[i] = jvm + 18 * random.nextGaussian();
                }
                PairedEstimate e = PairedEstimate.of(pairs);
                forks.add(e.micros());
                halfWidths.add(e.ci95Micros());
                if (f == 0) {
                    oneJvmCovers += Math.abs(e.micros() - 50) <= e.ci95Micros() ? 1 : 0;
                }
            }
            ForkEstimate pooled = ForkEstimate.of(forks, halfWidths);
            pooledCovers += Math.abs(pooled.micros() - 50) <= pooled.ci95Micros() ? 1 : 0;
        }
        double pooledCoverage = pooledCovers / (double) runs;
        double oneJvmCoverage = oneJvmCovers / (double) runs;
        assertTrue(pooledCoverage >= 0.93 && pooledCoverage <= 0.97, "pooled coverage " + pooledCoverage);
        assertTrue(oneJvmCoverage < 0.6, "one JVM's interval covers only " + oneJvmCoverage);
    }
}
