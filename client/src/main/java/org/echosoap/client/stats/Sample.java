package org.echosoap.client.stats;

/**
 * The small arithmetic behind the cost estimate: mean, sample standard deviation, paired differences and the
 * half-width of a 95 % confidence interval of a mean.
 *
 * <pre>{@code
 * double[] d = Sample.pairedDifferences(soapMeans, baselineMeans);  // soap[i] - baseline[i]
 * double cost = Sample.mean(d);
 * double error = Sample.ci95HalfWidth(d);                            // cost ± error
 * }</pre>
 */
public final class Sample {

    private Sample() {
    }

    /** Arithmetic mean; NaN for no values (and NaN if any value is NaN). */
    public static double mean(double[] values) {
        int n = values.length;
        if (n == 0) {
            return Double.NaN;
        }
        double sum = 0;
        for (double v : values) {
            sum += v;
        }
        double mean = sum / n;
        // Second pass corrects the rounding of the first: latencies share a large common part
        // (e.g. 70 µs ± 1 µs), and that is where a plain sum loses digits.
        double correction = 0;
        for (double v : values) {
            correction += v - mean;
        }
        return mean + correction / n;
    }

    /** The median (for an even count, the mean of the two middle values); NaN for no values. */
    public static double median(double[] values) {
        int n = values.length;
        if (n == 0) {
            return Double.NaN;
        }
        double[] v = values.clone();
        java.util.Arrays.sort(v);
        return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }

    /** Sample standard deviation (denominator n − 1); NaN for fewer than 2 values. */
    public static double sampleStandardDeviation(double[] values) {
        int n = values.length;
        if (n < 2) {
            return Double.NaN;
        }
        double mean = mean(values);
        // Sum of squared deviations from the mean, not sum(x²) − n·mean²: the latter cancels catastrophically
        // when the spread is small relative to the values.
        double squares = 0;
        for (double v : values) {
            double d = v - mean;
            squares += d * d;
        }
        return Math.sqrt(squares / (n - 1));
    }

    /**
     * Half-width of the two-sided 95 % confidence interval of the mean: {@code t(0.975, n−1) · sd / √n}, with
     * {@link StudentT} because the number of values (pairs) can be small. NaN for fewer than 2 values: one value gives
     * no interval.
     */
    public static double ci95HalfWidth(double[] values) {
        int n = values.length;
        if (n < 2) {
            return Double.NaN;
        }
        return StudentT.criticalValue95(n - 1) * sampleStandardDeviation(values) / Math.sqrt(n);
    }

    /**
     * {@code treatment[i] − control[i]} for every i.
     *
     * @throws IllegalArgumentException if the arrays differ in length
     */
    public static double[] pairedDifferences(double[] treatment, double[] control) {
        if (treatment.length != control.length) {
            throw new IllegalArgumentException("paired samples differ in length: "
                    + treatment.length + " and " + control.length);
        }
        double[] differences = new double[treatment.length];
        for (int i = 0; i < differences.length; i++) {
            differences[i] = treatment[i] - control[i];
        }
        return differences;
    }
}
