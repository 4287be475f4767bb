package org.echosoap.client.stats;

/**
 * The mean of a series of per-pair values taken one after another, with a standard error that allows for serial
 * correlation: the larger of the Newey–West estimator (Bartlett kernel, its number of lags chosen from the data by
 * Andrews' (1991) AR(1) plug-in rule, {@link #andrewsLags}) and the same estimator after AR(1) prewhitening
 * (Andrews and Monahan 1992, {@link #prewhitenedError}), and never below the plain {@code sd/sqrt(n)} of a paired t
 * interval. Positively correlated pairs widen the interval; independent ones leave it (almost) as the paired t
 * interval has it.
 *
 * <p>Why a data-driven lag: the rule of thumb {@code floor(4 (n/100)^(2/9))} ({@link #ruleOfThumbLags}) gives 3-4
 * lags whatever the series does, too few when a stall or a noisy neighbour spans many blocks; Andrews' rule lengthens
 * the window with the measured lag-1 correlation. On seeded AR(1) series with a known mean
 * ({@code SerialMeanCoverageTest}, 2,000 series each) the 95% interval covered 95.5-96% for ρ = 0, 93.5-94.5% for
 * ρ = 0.3 and 90% (50 values) / 93.5% (200) for ρ = 0.6, where the fixed lag gave 90.5-92% for ρ = 0.3 and 83% / 87%
 * for ρ = 0.6.
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
        SerialMean neweyWest = of(series, mean, andrewsLags(series, mean));
        double prewhitened = prewhitenedError(series, mean);
        return Double.isNaN(prewhitened) ? neweyWest : new SerialMean(mean,
                Math.max(neweyWest.standardError(), prewhitened), n, neweyWest.lags());
    }

    /** As {@link #of(double[])} with a given number of lags (the old fixed rule, for comparisons in tests). */
    static SerialMean of(double[] series, int lags) {
        int n = series.length;
        double mean = Sample.mean(series);
        if (n < 2 || Double.isNaN(mean)) {
            return new SerialMean(mean, Double.NaN, n, 0);
        }
        return of(series, mean, Math.min(lags, n - 1));
    }

    private static SerialMean of(double[] series, double mean, int lags) {
        int n = series.length;
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

    /**
     * The standard error from Andrews and Monahan's (1992, Econometrica 60(4)) AR(1) prewhitening: the Bartlett
     * long-run variance of the residuals {@code e_t = x_t − ρ̂ x_{t−1}} (lags by {@link #andrewsLags} on them),
     * recoloured by {@code 1/(1 − ρ̂)²}. Why besides the plain kernel: with 50 values the kernel's own bias (its
     * autocovariances shrink towards zero, and the window cuts the tail) left AR(1) noise with ρ = 0.3 covered 90.5%;
     * prewhitening moves most of the correlation into the exact AR(1) factor. NaN for fewer than 3 values or none
     * that vary.
     */
    static double prewhitenedError(double[] x, double mean) {
        int n = x.length;
        double v = autocovariance(x, mean, 0);
        if (n < 3 || !(v > 0)) {
            return Double.NaN;
        }
        double rho = Math.max(-RHO_LIMIT, Math.min(RHO_LIMIT, autocovariance(x, mean, 1) / v));
        double[] e = new double[n - 1];
        for (int i = 1; i < n; i++) {
            e[i - 1] = (x[i] - mean) - rho * (x[i - 1] - mean);
        }
        int lags = andrewsLags(e, Sample.mean(e));
        double em = Sample.mean(e);
        double lrv = autocovariance(e, em, 0);
        for (int lag = 1; lag <= lags; lag++) {
            lrv += 2 * (1.0 - lag / (lags + 1.0)) * autocovariance(e, em, lag);
        }
        lrv = Math.max(lrv, 0) / ((1 - rho) * (1 - rho));
        return Math.sqrt(lrv / (n - 1.0));
    }

    /**
     * Newey and West's (1994) rule of thumb for the Bartlett kernel: 4 (n/100)^(2/9), rounded down. No longer used
     * by {@link #of(double[])}; kept so that tests can show what {@link #andrewsLags} improves on.
     */
    static int ruleOfThumbLags(int n) {
        return (int) Math.floor(4 * Math.pow(n / 100.0, 2.0 / 9.0));
    }

    /**
     * Andrews' (1991, Econometrica 59(3), eq. 6.4) plug-in bandwidth for the Bartlett kernel with an AR(1) model of
     * the series: {@code ρ̂} = lag-1 autocorrelation, {@code α(1) = 4ρ̂² / ((1 − ρ̂)² (1 + ρ̂)²)},
     * {@code lags = floor(1.1447 (α(1) n)^(1/3))}, at most {@code n − 1}.
     *
     * <p>ρ̂ is clamped to [−0.9, 0.9]: α(1) grows as {@code 1/(1 − ρ̂)²}, so an estimate near 1 (a short series with
     * a trend reads as ρ̂ ≈ 0.95) would ask for more lags than the series has values; beyond 0.9 the AR(1) model is
     * not what the data are anyway. No cap at n/4: Bartlett's weights already shrink the long lags, and a window so
     * long that the demeaned autocovariances cancel can only lower the estimate, which the floor at the plain
     * {@code sd/sqrt(n)} catches.
     *
     * <pre>{@code
     * SerialMean.andrewsLags(series, Sample.mean(series)); // 0 for white noise, ~6 for ρ = 0.6 and n = 50
     * }</pre>
     */
    static int andrewsLags(double[] series, double mean) {
        int n = series.length;
        double variance = autocovariance(series, mean, 0);
        if (n < 3) {
            return Math.min(1, n - 1);
        }
        if (!(variance > 0)) {
            return 0;
        }
        double rho = Math.max(-RHO_LIMIT, Math.min(RHO_LIMIT, autocovariance(series, mean, 1) / variance));
        double alpha = 4 * rho * rho / ((1 - rho) * (1 - rho) * (1 + rho) * (1 + rho));
        int lags = (int) Math.floor(1.1447 * Math.cbrt(alpha * n));
        return Math.min(lags, n - 1);
    }

    /** Bound of the lag-1 autocorrelation {@link #andrewsLags} plugs in (see there). */
    private static final double RHO_LIMIT = 0.9;

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
