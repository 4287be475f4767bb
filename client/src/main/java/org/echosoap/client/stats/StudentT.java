package org.echosoap.client.stats;

import org.apache.commons.statistics.distribution.TDistribution;

/**
 * Student's t distribution where the statistics need it: critical values of confidence intervals and two-sided
 * p-values of t tests, exact (Apache Commons Statistics) for any positive, also fractional, degrees of freedom
 * (Welch's test has fractional ones).
 *
 * <pre>{@code
 * double halfWidth = StudentT.criticalValue95(pairs - 1) * sd / Math.sqrt(pairs);
 * StudentT.criticalValue95(4);             // 2.776
 * StudentT.criticalValue(0.99, 10);        // 3.169
 * StudentT.twoSidedPValue(2.228, 10);      // 0.050
 * StudentT.upperTailProbability(1.812, 10); // 0.050: one side, as each of TOST's two tests
 * }</pre>
 */
public final class StudentT {

    private StudentT() {
    }

    /** The two-sided 95 % critical value {@code t(0.975, df)}. */
    public static double criticalValue95(double degreesOfFreedom) {
        return criticalValue(0.95, degreesOfFreedom);
    }

    /**
     * The two-sided critical value for {@code confidence} (e.g. 0.95): the {@code (1 + confidence) / 2} quantile.
     *
     * @throws IllegalArgumentException if {@code degreesOfFreedom} is not positive or confidence not in (0, 1)
     */
    public static double criticalValue(double confidence, double degreesOfFreedom) {
        if (!(confidence > 0 && confidence < 1)) {
            throw new IllegalArgumentException("confidence must be in (0, 1): " + confidence);
        }
        return distribution(degreesOfFreedom).inverseCumulativeProbability((1 + confidence) / 2);
    }

    /** The two-sided p-value of a t statistic: {@code P(|T| >= |t|)}; NaN for a NaN statistic. */
    public static double twoSidedPValue(double t, double degreesOfFreedom) {
        if (Double.isNaN(t)) {
            return Double.NaN;
        }
        return Math.min(1.0, 2 * distribution(degreesOfFreedom).survivalProbability(Math.abs(t)));
    }

    /** The one-sided upper tail {@code P(T >= t)}; NaN for a NaN statistic. */
    public static double upperTailProbability(double t, double degreesOfFreedom) {
        if (Double.isNaN(t)) {
            return Double.NaN;
        }
        return distribution(degreesOfFreedom).survivalProbability(t);
    }

    private static TDistribution distribution(double degreesOfFreedom) {
        if (!(degreesOfFreedom >= 1e-9) || Double.isNaN(degreesOfFreedom)) {
            throw new IllegalArgumentException("degrees of freedom must be > 0: " + degreesOfFreedom);
        }
        return TDistribution.of(degreesOfFreedom);
    }
}
