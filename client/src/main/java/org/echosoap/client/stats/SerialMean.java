package org.echosoap.client.stats;

/**
 * The mean of a series of per-pair values taken one after another, with a standard error that allows for serial
 * correlation: the Newey–West estimator (Bartlett kernel) with the usual bandwidth {@code floor(4 (n/100)^(2/9))}
 * lags, but never below the plain {@code sd/sqrt(n)} of a paired t interval. Positively correlated pairs widen the
 * interval; independent ones leave it (almost) as the paired t interval has it.
 *
 * <p>Why not the plain standard error: consecutive pairs share the machine's state of the moment (a noisy neighbour
 * on the VM, a CPU frequency step, a GC that spans two blocks), and on the 2-vCPU VM the lag-1 correlation of pair
 * differences measured +0.1 to +0.25 (bench/results/precision-2026-11-23.md); the plain formula then claims about
 * 10-30 % more precision than the run has. Degrees of freedom stay {@code n − 1}; the simulation in
 * {@code PrecisionSimulationTest} checks the coverage this gives, correlated noise included.
 *
 * <pre>{@code
 * SerialMean m = SerialMean.of(new double[] {70.1, 68.9, 71.4, 69.5});
 * m.mean();             // 69.975
 * m.standardError();    // Newey–West, 1 lag
 * m.ci95HalfWidth();    // t(0.975, 3) × standardError
 * }</pre>
 *
 * @param mean          the mean; NaN for no values or any NaN value
 * @param standardError its standard error; NaN for fewer than 2 values
 * @param count         how many values
 * @param lags          the autocovariance lags the estimate used
 */
public record SerialMean(double mean, double standardError, int count, int lags) {

    /** The mean and Newey–West standard error of {@code series}, in the order the values were measured. */
    public static SerialMean of(double[] series) {
        int n = series.length;
        double mean = Sample.mean(series);
        if (n < 2 || Double.isNaN(mean)) {
            return new SerialMean(mean, Double.NaN, n, 0);
        }
        int lags = Math.min(bandwidth(n), n - 1);
        double longRunVariance = autocovariance(series, mean, 0);
        for (int lag = 1; lag <= lags; lag++) {
            double weight = 1.0 - lag / (lags + 1.0);
            longRunVariance += 2 * weight * autocovariance(series, mean, lag);
        }
        // Scaled from the n-divided variance to the usual n − 1. Never below the plain sd/sqrt(n): with independent
        // values and 10-30 pairs the lag terms come out negative on average (each autocovariance is biased by about
        // −variance/n), and the Newey–West error alone then covered only 92 % (PrecisionSimulationTest).
        double neweyWest = Math.sqrt(Math.max(longRunVariance, 0) / (n - 1.0));
        double plain = Sample.sampleStandardDeviation(series) / Math.sqrt(n);
        return new SerialMean(mean, Math.max(neweyWest, plain), n, lags);
    }

    /** Newey and West's (1994) rule of thumb for the Bartlett kernel: 4 (n/100)^(2/9), rounded down. */
    static int bandwidth(int n) {
        return (int) Math.floor(4 * Math.pow(n / 100.0, 2.0 / 9.0));
    }

    /** Half-width of the 95 % CI: {@code t(0.975, n − 1) × standardError}; NaN for fewer than 2 values. */
    public double ci95HalfWidth() {
        return count < 2 || Double.isNaN(standardError) ? Double.NaN
                : StudentT.criticalValue95(count - 1) * standardError;
    }

    private static double autocovariance(double[] x, double mean, int lag) {
        double sum = 0;
        for (int i = 0; i + lag < x.length; i++) {
            sum += (x[i] - mean) * (x[i + lag] - mean);
        }
        return sum / x.length;
    }
}
