package org.echosoap.client.stats;

import java.util.ArrayList;
import java.util.List;

/**
 * The mean of per-pair differences with its 95 % Student t confidence interval: one part of a cost estimate (the
 * whole cost by one block statistic, or its part inside or outside the webapp). The standard error allows for the
 * correlation of consecutive pairs ({@link SerialMean}, Newey–West).
 *
 * <p>Why a t interval and not a bootstrap: the differences are of block statistics over hundreds to thousands of
 * requests each, so they are close to normal (the simulation in {@code PrecisionSimulationTest} checks the
 * coverage, stalls included); with the 10 to 30 pairs a short run has, a percentile bootstrap is known to
 * under-cover, and the t interval is reproducible to the digit from result.json's pair values.
 *
 * <pre>{@code
 * PairedEstimate e = PairedEstimate.of(new double[] {70.1, 68.9, 71.4});
 * e.micros();      // 70.13
 * e.ci95Micros();  // t(0.975, 2) * Newey–West standard error (1 lag for 3 pairs)
 * }</pre>
 *
 * @param micros      mean of the differences; NaN when any difference is NaN or there are none
 * @param ci95Micros  half-width of its 95 % CI; NaN for fewer than 2 pairs
 * @param pairMicros  the differences, in run order
 */
public record PairedEstimate(double micros, double ci95Micros, List<Double> pairMicros) {

    /** An estimate of nothing (no pairs, or a part that was not measured). */
    public static final PairedEstimate NONE = new PairedEstimate(Double.NaN, Double.NaN, List.of());

    /** Freezes the list. */
    public PairedEstimate {
        pairMicros = List.copyOf(pairMicros);
    }

    /** The mean and t interval of {@code differences}. */
    public static PairedEstimate of(double[] differences) {
        List<Double> list = new ArrayList<>(differences.length);
        for (double d : differences) {
            list.add(d);
        }
        SerialMean mean = SerialMean.of(differences);
        return new PairedEstimate(mean.mean(), mean.ci95HalfWidth(), list);
    }

    /** Number of pairs. */
    public int pairs() {
        return pairMicros.size();
    }

    /** Whether it was measured (every pair had a value). */
    public boolean known() {
        return !Double.isNaN(micros);
    }

    /** The half-width relative to the estimate (0.05 = ±5 %); NaN when either is unknown or the estimate is 0. */
    public double relativeCi95() {
        return ci95Micros / Math.abs(micros);
    }
}
