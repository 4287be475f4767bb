package org.echosoap.client.stats;

import java.util.List;

/**
 * Where the warm-up of a series ends, by MSER-5 (White 1997, "An effective truncation heuristic for bias reduction in
 * simulation output", Simulation 69(6); Hoad, Robinson &amp; Davies 2010, "Automating warm-up length estimation",
 * JORS 61): the series is batched into non-overlapping means of {@value #BATCH} values, and the truncation point d
 * (in batches, 0 to half the batches, rounded up) minimises
 * <pre>MSER(d) = sum over i &gt; d of (x_i - mean of the x after d)^2 / (n_b - d)^2</pre>
 * the squared standard error of the mean that remains, which falls while cutting removes bias and rises once it only
 * removes data. Pure and immutable.
 *
 * <p>Batching starts at the first value and a remainder of fewer than {@value #BATCH} values at the end is left out,
 * as in White's and Hoad et al.'s definition (the rule's tested behaviour is for that batching); callers that look
 * at multiples of {@value #BATCH} values lose nothing ({@link SteadyState} does).
 *
 * <p>{@link #steady()} is true only when
 * <ul>
 *   <li>there are at least {@value #MIN_BATCHES} batches: with 4 the argmin rests on 4, 3 and 2 batch means and is
 *       nearly random; on stationary Gaussian noise 40 % of 20-value series ended on the last candidate ("not steady"),
 *       15 % of 40-value series (Mser5Test measures it);</li>
 *   <li>the argmin lies in the first half of the series (d &lt; n_b / 2): the standard guidance is that a
 *       truncation point in the second half means the series is too short to show a steady state. The search's last
 *       candidate, half the batches rounded up, is never in the first half: a minimum on the edge of the search
 *       could lie further on (searching only to half rounded down made that edge count as steady for an odd number
 *       of batches);</li>
 *   <li>the batch means that remain have no significant downward slope (least squares, one-sided t test at
 *       {@value #TREND_ALPHA}). Why this guard beyond MSER-5: near the half-way edge MSER's fall with d is smaller
 *       than its noise, and in simulation MSER-5 alone passed a third to a half of series falling linearly by 60 % over
 *       their length (noise sd 10 % of the start; Mser5Test) as steady; the guard brings that under 1 % and costs
 *       stationary series a few percent. A level that still falls must never pass as steady: priming would then
 *       stop on the way down.</li>
 * </ul>
 *
 * <pre>{@code
 * Mser5 m = Mser5.of(blockMedianMicros);          // e.g. 40 priming blocks' medians, in order
 * if (m.steady()) {
 *     int warmupBlocks = m.truncationValues();    // the values to discard (a multiple of 5)
 *     double levelMicros = m.truncatedMean();     // the mean of the rest
 * }
 * }</pre>
 *
 * @param values           values given (including an end remainder left out of the batches)
 * @param batches          batches of {@value #BATCH} formed
 * @param truncationValues MSER-5's truncation point in values (a multiple of {@value #BATCH}); 0 with fewer than 2 batches
 * @param truncatedMean    the mean of the batched values after the truncation point (NaN without a batch)
 * @param trendInRest      whether the batch means after the truncation point still fall significantly
 * @param steady           whether the series reached a steady state by the rules above
 */
public record Mser5(int values, int batches, int truncationValues, double truncatedMean, boolean trendInRest,
                    boolean steady) {

    /** Values per batch: the 5 of MSER-5 (White 1997; batching smooths the noise that misleads MSER-1). */
    public static final int BATCH = 5;

    /** Batches needed before a series can be steady: 8, i.e. 40 values (why: the class comment). */
    public static final int MIN_BATCHES = 8;

    /** One-sided level of the test for a downward slope in the batch means kept. */
    public static final double TREND_ALPHA = 0.05;

    /** Evaluates {@code series} (in time order; NaN values are not allowed). */
    public static Mser5 of(List<Double> series) {
        return of(series.stream().mapToDouble(Double::doubleValue).toArray());
    }

    /** Evaluates {@code series} (in time order; NaN values are not allowed). */
    public static Mser5 of(double[] series) {
        for (double v : series) {
            if (Double.isNaN(v)) {
                throw new IllegalArgumentException("MSER-5 needs numbers, got NaN");
            }
        }
        int nb = series.length / BATCH;
        double[] means = new double[nb];
        for (int b = 0; b < nb; b++) {
            double sum = 0;
            for (int i = 0; i < BATCH; i++) {
                sum += series[b * BATCH + i];
            }
            means[b] = sum / BATCH;
        }
        if (nb == 0) {
            return new Mser5(series.length, 0, 0, Double.NaN, false, false);
        }
        int best = 0;
        double bestMser = Double.POSITIVE_INFINITY;
        for (int d = 0; d <= (nb + 1) / 2; d++) {
            double mser = mser(means, d);
            // Ties go to the smaller d: discard no more than the data ask for.
            if (mser < bestMser) {
                bestMser = mser;
                best = d;
            }
        }
        boolean trend = fallsSignificantly(means, best);
        boolean firstHalf = 2 * best < nb;
        boolean steady = nb >= MIN_BATCHES && firstHalf && !trend;
        return new Mser5(series.length, nb, best * BATCH, mean(means, best), trend, steady);
    }

    /** Whether there were enough batches to judge at all. */
    public boolean enoughBatches() {
        return batches >= MIN_BATCHES;
    }

    private static double mser(double[] means, int d) {
        double mean = mean(means, d);
        double ss = 0;
        for (int i = d; i < means.length; i++) {
            ss += (means[i] - mean) * (means[i] - mean);
        }
        double kept = means.length - d;
        return ss / (kept * kept);
    }

    private static double mean(double[] means, int from) {
        double sum = 0;
        for (int i = from; i < means.length; i++) {
            sum += means[i];
        }
        return sum / (means.length - from);
    }

    /**
     * Least-squares slope of {@code means[from..]} against their index, and whether it is below zero by more than
     * the one-sided t test allows ({@value #TREND_ALPHA}); false with fewer than 3 means (no degrees of freedom).
     */
    private static boolean fallsSignificantly(double[] means, int from) {
        int k = means.length - from;
        if (k < 3) {
            return false;
        }
        double xMean = (k - 1) / 2.0;
        double yMean = mean(means, from);
        double sxx = 0;
        double sxy = 0;
        for (int i = 0; i < k; i++) {
            sxx += (i - xMean) * (i - xMean);
            sxy += (i - xMean) * (means[from + i] - yMean);
        }
        double slope = sxy / sxx;
        double rss = 0;
        for (int i = 0; i < k; i++) {
            double fit = yMean + slope * (i - xMean);
            rss += (means[from + i] - fit) * (means[from + i] - fit);
        }
        double se = Math.sqrt(rss / (k - 2) / sxx);
        if (se == 0) {
            return slope < 0; // an exact line: any fall is a trend
        }
        return slope / se < -StudentT.criticalValue(1 - 2 * TREND_ALPHA, k - 2);
    }
}
