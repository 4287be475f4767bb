package org.echosoap.client.stats;

import java.util.ArrayList;
import java.util.List;
import org.echosoap.client.config.PrecisionTarget;

/**
 * The mean of per-pair differences with its 95 % Student t confidence interval: one part of a cost estimate (the
 * whole cost by one block statistic, or its part inside or outside the webapp). The interval's independent units are
 * either the pairs themselves, with a standard error that allows for the correlation of consecutive pairs ({@link
 * SerialMean}, Newey–West: one set of connections, {@link #PAIRS}), or the run's epochs, each on fresh connections
 * and client threads, with a cluster-robust error ({@link ClusteredMean}, {@link #EPOCHS}): only the spread between
 * epochs shows how far the figure moves when the connections, their threads' placement, or the run are new.
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
 * @param unitKind    what the interval's independent units are: {@link #PAIRS} or {@link #EPOCHS}
 * @param unitMicros  the mean difference of each unit (the pairs themselves for {@link #PAIRS})
 */
public record PairedEstimate(double micros, double ci95Micros, List<Double> pairMicros, String unitKind,
                             List<Double> unitMicros) {

    /** Units of an interval from one set of connections: the pairs (Newey–West). */
    public static final String PAIRS = "pair";

    /** Units of an interval over the run's epochs, each on fresh connections and client threads (cluster-robust). */
    public static final String EPOCHS = "epoch";

    /** An estimate of nothing (no pairs, or a part that was not measured). */
    public static final PairedEstimate NONE = new PairedEstimate(Double.NaN, Double.NaN, List.of());

    /** Freezes the lists. */
    public PairedEstimate {
        pairMicros = List.copyOf(pairMicros);
        unitMicros = List.copyOf(unitMicros);
    }

    /** An estimate whose units are its pairs. */
    public PairedEstimate(double micros, double ci95Micros, List<Double> pairMicros) {
        this(micros, ci95Micros, pairMicros, PAIRS, pairMicros);
    }

    /** The mean and t interval of {@code differences}, the pairs as units (one set of connections). */
    public static PairedEstimate of(double[] differences) {
        SerialMean mean = SerialMean.of(differences);
        return new PairedEstimate(mean.mean(), mean.ci95HalfWidth(), list(differences));
    }

    /**
     * The mean of {@code differences} with a cluster-robust t interval over {@code epochs} (one label per
     * difference); with a single epoch, the pairs are the units ({@link #of}).
     */
    public static PairedEstimate clustered(double[] differences, int[] epochs) {
        ClusteredMean mean = ClusteredMean.of(differences, epochs);
        if (mean.clusters() < 2) {
            return of(differences);
        }
        return new PairedEstimate(mean.mean(), mean.ci95HalfWidth(), list(differences), EPOCHS, mean.clusterMeans());
    }

    private static List<Double> list(double[] values) {
        List<Double> list = new ArrayList<>(values.length);
        for (double d : values) {
            list.add(d);
        }
        return list;
    }

    /** Number of independent units of the interval (epochs, or pairs). */
    public int units() {
        return unitMicros.size();
    }

    /** Whether the interval is over epochs (fresh connections and threads each), not pairs of one connection set. */
    public boolean overEpochs() {
        return EPOCHS.equals(unitKind);
    }

    /** Number of pairs. */
    public int pairs() {
        return pairMicros.size();
    }

    /** Whether it was measured (every pair had a value). */
    public boolean known() {
        return !Double.isNaN(micros);
    }

    /** Degrees of freedom of the interval's t: one less than its units. */
    public int degreesOfFreedom() {
        return units() - 1;
    }

    /** The standard error behind the interval (half-width over its t); NaN for fewer than 2 units. */
    public double standardErrorMicros() {
        return units() < 2 ? Double.NaN : ci95Micros / StudentT.criticalValue95(degreesOfFreedom());
    }

    /** The half-width relative to the estimate (0.05 = ±5 %); NaN when either is unknown or the estimate is 0. */
    public double relativeCi95() {
        return ci95Micros / Math.abs(micros);
    }

    /** Whether this interval is narrow enough for {@code target} (false when it is off or there is no interval). */
    public boolean meets(PrecisionTarget target) {
        return target.met(micros, ci95Micros, pairs());
    }

    /** The stopping rule after {@code rounds} rounds: at one of {@code target}'s looks, with this interval met. */
    public boolean reaches(PrecisionTarget target, int rounds) {
        return target.reached(rounds, micros, ci95Micros, pairs());
    }

    /** The half-width {@code target} asks of this cost. */
    public double requiredCi95Micros(PrecisionTarget target) {
        return target.requiredCi95Micros(micros);
    }

    /** Whether this interval is narrow enough for {@code target}, relative to {@code baselineMicros} if it says so. */
    public boolean meets(PrecisionTarget target, double baselineMicros) {
        return target.met(micros, ci95Micros, pairs(), baselineMicros);
    }

    /** The half-width {@code target} asks of this cost, relative to {@code baselineMicros} if it says so. */
    public double requiredCi95Micros(PrecisionTarget target, double baselineMicros) {
        return target.requiredCi95Micros(micros, baselineMicros);
    }

    /** What {@code target}'s share multiplies for this cost: the baseline's latency or the cost itself. */
    public double referenceMicros(PrecisionTarget target, double baselineMicros) {
        return target.referenceMicros(micros, baselineMicros);
    }
}
