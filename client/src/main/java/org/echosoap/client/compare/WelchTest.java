package org.echosoap.client.compare;

import java.util.List;
import org.echosoap.client.stats.SerialMean;
import org.echosoap.client.stats.StudentT;

/**
 * Welch's two-sample t test (two-sided, unequal variances, Welch–Satterthwaite degrees of freedom), as R's
 * {@code t.test(b, a)} computes it ({@link #of}): is the mean of B's per-unit values different from A's?
 * {@code compare} runs it ({@link #ofSeries}, with standard errors that allow for serial correlation) on the
 * per-pair costs ({@code costs[].pairCostMicros}) of a cost row and on the per-trial or per-block mean latencies of a
 * latency row, and calls a difference significant when {@code p < }{@value #ALPHA}.
 *
 * <p>Welch rather than Student: the two results come from different placements or builds, whose noise differs (a
 * cross-host run stalls differently from a loopback run), so equal variances cannot be assumed; with equal variances
 * and sizes Welch loses almost nothing.
 *
 * <pre>{@code
 * WelchTest.Result r = WelchTest.of(List.of(1.0, 2.0, 3.0, 4.0, 5.0), List.of(2.0, 3.0, 4.0, 5.0, 6.0));
 * r.difference();        // 1.0: mean(B) - mean(A)
 * r.ci95HalfWidth();     // 2.306: the 95% CI is [-1.306, 3.306]
 * r.degreesOfFreedom();  // 8.0
 * r.pValue();            // 0.3466
 * r.significant();       // false
 * }</pre>
 */
public final class WelchTest {

    /** The significance level: a difference is significant when its two-sided p-value is below it. */
    public static final double ALPHA = 0.05;

    /** What compare.json says was done ({@link #ofSeries}, the test compare runs). */
    public static final String NAME = "Welch's two-sample t test, two-sided, with Newey-West standard errors "
            + "(never below the plain ones) for values measured in sequence";

    /**
     * R's {@code t.test} refuses data whose standard error is below this many machine epsilons of the larger mean
     * ("data are essentially constant"): a rounding residue of identical values must not read as infinite precision.
     */
    private static final double CONSTANT_EPSILONS = 10;

    private WelchTest() {
    }

    /** Whether the test could be done. */
    public enum Outcome {
        /** Done: p-value, CI and degrees of freedom are known. */
        TESTED,
        /** Fewer than 2 values on a side: no variance, no test. */
        TOO_FEW,
        /**
         * No spread within either side (every value of A equal, every value of B equal): the noise cannot be estimated,
         * so no p-value is claimed. Real latencies never repeat to the nanosecond; copied or rounded figures do.
         */
        NO_SPREAD
    }

    /**
     * The test's result. Figures that were not computed are NaN.
     *
     * @param aCount           values in A
     * @param bCount           values in B
     * @param difference       mean(B) − mean(A) (NaN when a side is empty)
     * @param ci95HalfWidth    half-width of the 95% CI of the difference: {@code t(0.975, df) × SE}
     * @param degreesOfFreedom Welch–Satterthwaite degrees of freedom (fractional)
     * @param pValue           two-sided p-value
     * @param outcome          whether the test was done
     */
    public record Result(int aCount, int bCount, double difference, double ci95HalfWidth, double degreesOfFreedom,
                         double pValue, Outcome outcome) {

        /** The difference is significant at {@link #ALPHA}; never when the test could not be done. */
        public boolean significant() {
            return outcome == Outcome.TESTED && pValue < ALPHA;
        }

        /** The difference's standard error, {@code ci95HalfWidth / t(0.975, df)}; NaN when not tested. */
        public double standardError() {
            return outcome == Outcome.TESTED ? ci95HalfWidth / StudentT.criticalValue95(degreesOfFreedom)
                    : Double.NaN;
        }

        /** Lower end of the 95% CI of the difference, NaN when not tested. */
        public double ci95Low() {
            return difference - ci95HalfWidth;
        }

        /** Upper end of the 95% CI of the difference, NaN when not tested. */
        public double ci95High() {
            return difference + ci95HalfWidth;
        }
    }

    /** Tests B against A; non-finite values must have been left out by the caller. */
    public static Result of(List<Double> a, List<Double> b) {
        return of(toArray(a), toArray(b));
    }

    /** Tests B against A; non-finite values must have been left out by the caller. */
    public static Result of(double[] a, double[] b) {
        double meanA = mean(a);
        double meanB = mean(b);
        if (a.length < 2 || b.length < 2) {
            return new Result(a.length, b.length, meanB - meanA, Double.NaN, Double.NaN, Double.NaN, Outcome.TOO_FEW);
        }
        return test(a.length, b.length, meanA, meanB, variance(a, meanA) / a.length, variance(b, meanB) / b.length);
    }

    /**
     * The same test for two series of values each measured one after another (a run's pair costs, its block means):
     * each side's squared standard error is the {@link SerialMean} one, which widens it when consecutive values are
     * correlated (the machine's state of the moment spans several blocks) and never narrows it.
     */
    public static Result ofSeries(List<Double> a, List<Double> b) {
        return ofSeries(a, b, 0, 0);
    }

    /**
     * As {@link #ofSeries(List, List)}, each side's squared standard error widened by a variance its values cannot
     * show ({@link org.echosoap.client.stats.RunSpread}: what moves a figure from one run to the next).
     *
     * @param extraVarianceA added to A's squared standard error (µs²); likewise {@code extraVarianceB}
     */
    public static Result ofSeries(List<Double> a, List<Double> b, double extraVarianceA, double extraVarianceB) {
        double[] x = toArray(a);
        double[] y = toArray(b);
        if (x.length < 2 || y.length < 2) {
            return of(x, y);
        }
        SerialMean sa = SerialMean.of(x);
        SerialMean sb = SerialMean.of(y);
        return test(x.length, y.length, sa.mean(), sb.mean(), sa.standardError() * sa.standardError(),
                sb.standardError() * sb.standardError(), extraVarianceA, extraVarianceB);
    }

    /**
     * One side's values and how they were measured: {@link #series} (a run's pair costs or block means, one after
     * another on the same connections: Newey–West error) or {@link #independent} (epochs, forks or clients: each
     * unit is its own stretch of run, so the plain {@code sd/sqrt(n)} is their error, as the result's own CI has it).
     *
     * <pre>{@code
     * WelchTest.ofUnits(Units.independent(epochCostsA), Units.series(pairCostsB), 0, 0);
     * }</pre>
     */
    public record Units(List<Double> values, boolean serial) {

        public Units {
            values = List.copyOf(values);
        }

        public static Units series(List<Double> values) {
            return new Units(values, true);
        }

        public static Units independent(List<Double> values) {
            return new Units(values, false);
        }

        /** The mean and squared standard error of the mean, as {@code [mean, share]}. */
        double[] meanAndShare() {
            double[] x = toArray(values);
            if (serial) {
                SerialMean m = SerialMean.of(x);
                return new double[] {m.mean(), m.standardError() * m.standardError()};
            }
            double mean = mean(x);
            return new double[] {mean, variance(x, mean) / x.length};
        }
    }

    /**
     * Tests B against A, each side's squared standard error by the kind of its units ({@link Units}), widened by
     * {@code extraVarianceA} / {@code extraVarianceB} (µs², an allowance the user gives; 0 for none).
     */
    public static Result ofUnits(Units a, Units b, double extraVarianceA, double extraVarianceB) {
        if (a.values().size() < 2 || b.values().size() < 2) {
            return of(a.values(), b.values());
        }
        double[] sa = a.meanAndShare();
        double[] sb = b.meanAndShare();
        return test(a.values().size(), b.values().size(), sa[0], sb[0], sa[1], sb[1], extraVarianceA,
                extraVarianceB);
    }

    /** @param shareA squared standard error of A's mean; likewise {@code shareB} */
    private static Result test(int na, int nb, double meanA, double meanB, double shareA, double shareB) {
        return test(na, nb, meanA, meanB, shareA, shareB, 0, 0);
    }

    /**
     * @param ownShareA squared standard error of A's mean from its units; likewise {@code ownShareB}
     * @param extraA    variance added to A's share that the units cannot show; likewise {@code extraB}
     */
    private static Result test(int na, int nb, double meanA, double meanB, double ownShareA, double ownShareB,
                               double extraA, double extraB) {
        double difference = meanB - meanA;
        // Units that do not vary at all are copied figures, whatever is added to them: no test.
        if (Math.sqrt(ownShareA + ownShareB)
                <= CONSTANT_EPSILONS * Math.ulp(1.0) * Math.max(Math.abs(meanA), Math.abs(meanB))) {
            return new Result(na, nb, difference, Double.NaN, Double.NaN, Double.NaN, Outcome.NO_SPREAD);
        }
        double shareA = ownShareA + extraA;
        double shareB = ownShareB + extraB;
        double standardError = Math.sqrt(shareA + shareB);
        double df = (shareA + shareB) * (shareA + shareB)
                / (shareA * shareA / (na - 1) + shareB * shareB / (nb - 1));
        double t = difference / standardError;
        return new Result(na, nb, difference, StudentT.criticalValue95(df) * standardError, df,
                StudentT.twoSidedPValue(t, df), Outcome.TESTED);
    }

    private static double[] toArray(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).toArray();
    }

    private static double mean(double[] values) {
        if (values.length == 0) {
            return Double.NaN;
        }
        double sum = 0;
        for (double v : values) {
            sum += v;
        }
        return sum / values.length;
    }

    /** Sample variance (n − 1), two passes: one stall of milliseconds among microseconds must not cancel digits. */
    private static double variance(double[] values, double mean) {
        double sum = 0;
        for (double v : values) {
            double d = v - mean;
            sum += d * d;
        }
        return sum / (values.length - 1);
    }
}
