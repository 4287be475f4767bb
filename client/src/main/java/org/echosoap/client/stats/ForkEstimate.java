package org.echosoap.client.stats;

import java.util.List;

/**
 * A cost measured on several server JVMs (forks: the server restarted between runs), pooled hierarchically: each
 * fork gives one estimate from its own block pairs, and the pooled cost is the mean of the fork estimates with a
 * Student t interval over forks. Why over forks and not over all pairs together: pairs of one JVM share that JVM's
 * JIT decisions, heap layout and thread placement, so they vary less among themselves than JVM to JVM; an interval
 * from all pairs would claim a reproducibility that a restarted server does not have (JMH runs forks for this).
 * With F forks the interval has F − 1 degrees of freedom, so it is wide for 2-3 forks: that is the honest answer.
 *
 * <pre>{@code
 * ForkEstimate f = ForkEstimate.of(List.of(51.5, 49.8, 53.0), List.of(2.1, 2.3, 1.9));
 * f.micros();            // 51.43
 * f.ci95Micros();        // t(0.975, 2) * sd / sqrt(3)
 * f.withinJvmCi95Micros(); // 2.1: what one fork's own interval claims, on average
 * }</pre>
 *
 * @param micros              mean of the fork estimates
 * @param ci95Micros          half-width of its 95 % t interval over forks; NaN for one fork
 * @param forkMicros          each fork's estimate
 * @param withinJvmCi95Micros the mean of the forks' own (one-JVM) half-widths, for comparison
 */
public record ForkEstimate(double micros, double ci95Micros, List<Double> forkMicros, double withinJvmCi95Micros) {

    /** Freezes the list. */
    public ForkEstimate {
        forkMicros = List.copyOf(forkMicros);
    }

    /**
     * Pools fork estimates.
     *
     * @param forkMicros      each fork's cost
     * @param forkCi95Micros  each fork's own half-width (NaN where unknown)
     * @throws IllegalArgumentException for no forks or lists of different lengths
     */
    public static ForkEstimate of(List<Double> forkMicros, List<Double> forkCi95Micros) {
        if (forkMicros.isEmpty() || forkMicros.size() != forkCi95Micros.size()) {
            throw new IllegalArgumentException("one estimate and one half-width per fork, at least one fork");
        }
        double[] values = forkMicros.stream().mapToDouble(Double::doubleValue).toArray();
        double within = forkCi95Micros.stream().mapToDouble(Double::doubleValue).filter(Double::isFinite)
                .average().orElse(Double.NaN);
        return new ForkEstimate(Sample.mean(values), Sample.ci95HalfWidth(values), forkMicros, within);
    }

    /** Number of forks. */
    public int forks() {
        return forkMicros.size();
    }
}
