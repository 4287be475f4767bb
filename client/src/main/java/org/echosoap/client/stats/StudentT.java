package org.echosoap.client.stats;

/**
 * Two-sided 95 % critical values of Student's t distribution, i.e. the 0.975 quantile {@code t(0.975, df)}.
 *
 * <p>df 1..30 come from the standard table (3 decimals). Beyond 30 the value is interpolated linearly in
 * {@code 1/df} between the table's anchors 30 (2.042), 40 (2.021), 60 (2.000), 120 (1.980) and infinity (1.960),
 * the interpolation printed tables recommend: t is very nearly linear in {@code 1/df} there, and the result is
 * within 0.001 of the exact quantile for every df &gt; 30.
 *
 * <pre>{@code
 * double halfWidth = StudentT.criticalValue95(pairs - 1) * sd / Math.sqrt(pairs);
 * StudentT.criticalValue95(4);    // 2.776
 * }</pre>
 */
public final class StudentT {

    /** t(0.975, df) for df = 1..30, index df − 1. */
    private static final double[] TABLE = {
        12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
        2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
        2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042,
    };

    /** Anchors above the table: df and t(0.975, df); the last is the normal quantile (df = infinity, 1/df = 0). */
    private static final double[] ANCHOR_DF = {30, 40, 60, 120, Double.POSITIVE_INFINITY};
    private static final double[] ANCHOR_T = {2.042, 2.021, 2.000, 1.980, 1.960};

    private StudentT() {
    }

    /**
     * The two-sided 95 % critical value for {@code degreesOfFreedom} (table for 1..30, interpolated in 1/df above).
     *
     * @throws IllegalArgumentException if {@code degreesOfFreedom < 1}
     */
    public static double criticalValue95(int degreesOfFreedom) {
        if (degreesOfFreedom < 1) {
            throw new IllegalArgumentException("degrees of freedom must be >= 1: " + degreesOfFreedom);
        }
        if (degreesOfFreedom <= TABLE.length) {
            return TABLE[degreesOfFreedom - 1];
        }
        double inverse = 1.0 / degreesOfFreedom;
        for (int i = 1; i < ANCHOR_DF.length; i++) {
            if (degreesOfFreedom <= ANCHOR_DF[i]) {
                double inverseLow = 1.0 / ANCHOR_DF[i - 1];   // the smaller df, larger 1/df
                double inverseHigh = 1.0 / ANCHOR_DF[i];      // 0 for infinity
                double fraction = (inverse - inverseHigh) / (inverseLow - inverseHigh);
                return ANCHOR_T[i] + fraction * (ANCHOR_T[i - 1] - ANCHOR_T[i]);
            }
        }
        throw new AssertionError("unreachable: the last anchor is infinity");
    }
}
