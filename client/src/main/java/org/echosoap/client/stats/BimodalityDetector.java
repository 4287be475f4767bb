package org.echosoap.client.stats;

import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * Tells whether a latency distribution has two modes, the way a single connection does on a 2-core VM: one mode
 * at ~15-25 µs when client and server run on the same CPU, one at ~60-80 µs when waking the other CPU is paid.
 * A mean over such a mixture describes neither case, so reports flag it.
 *
 * <p>Method: the histogram becomes a density over {@value #BINS_PER_DECADE} logarithmic bins per decade (latency
 * modes are multiplicative, and equal bins in log space make a lognormal-ish mode symmetric); each recorded
 * HdrHistogram bucket is spread over the bins its value range covers, so 1 µs-wide buckets at low values do not
 * leave comb-like gaps. The density is smoothed with a [1 2 1] kernel and its local maxima are the candidate
 * modes. Two of them make the distribution bimodal if
 * <ul>
 *   <li>each side of the lowest point (the valley) between them holds at least {@value #MIN_SHARE} of the
 *       samples,</li>
 *   <li>the upper mode is at least {@value #MIN_MODE_RATIO} times the lower one <em>or</em> at least {@value
 *       #MIN_MODE_GAP_MICROS} µs above it, and</li>
 *   <li>the valley's density is below {@value #MAX_VALLEY_FRACTION} of the smaller peak's and at least
 *       {@value #MIN_VALLEY_DEPTH_SIGMAS} standard deviations of counting noise below it (a dip in a few hundred
 *       samples of one mode is not a valley).</li>
 * </ul>
 * The ratio suits fast endpoints, where sharing a CPU or not is 20 vs 70 µs; the gap suits slower ones, where the
 * same ~50-60 µs for waking the other CPU is added to, say, 130 µs (185 µs: a ratio of only 1.4). A single broad
 * mode is not split by either: it has no valley, and a bump in its tail rarely holds {@value #MIN_SHARE} of the
 * samples.
 * Among several qualifying pairs the one with the tallest smaller peak is reported. A mode's value is located
 * more finely than a bin (see {@code Density.modeMicros}). Values below 1 µs count as 1 µs.
 *
 * <pre>{@code
 * Modality m = BimodalityDetector.detect(pooled.latencyMicros());
 * m.bimodal();          // true for a 50/50 mix of 20 µs and 70 µs
 * m.lowerModeMicros();  // ~20
 * }</pre>
 */
public final class BimodalityDetector {

    /**
     * Density resolution: 40 bins per decade, each 6 % wider than the previous. Fine enough to part modes only
     * 1.4 times apart (130 and 185 µs lie six bins apart); with 20 bins (12 %) they were three bins apart and the
     * smoothing left no valley between them. The extra noise of the narrower bins is what {@link
     * #MIN_VALLEY_DEPTH_SIGMAS} answers.
     */
    public static final int BINS_PER_DECADE = 40;

    /** Minimum fraction of the samples on each side of the valley. */
    public static final double MIN_SHARE = 0.10;

    /** Minimum ratio of the upper mode to the lower mode, unless they are {@link #MIN_MODE_GAP_MICROS} apart. */
    public static final double MIN_MODE_RATIO = 2.0;

    /**
     * Minimum distance of the upper mode above the lower one, unless their ratio reaches {@link #MIN_MODE_RATIO}.
     * Waking the other vCPU costs ~50-60 µs on these VMs (a raw TCP ping-pong: 15 µs on one CPU, 60-80 µs across
     * two); half of it leaves room for modes located only to within a few per cent (±9 µs at 185 µs) and for a
     * smaller wake-up cost on other machines, while 20 vs 30 µs or 60 vs 85 µs (e.g. two code paths) stay one
     * mode.
     */
    public static final double MIN_MODE_GAP_MICROS = 30;

    /** Maximum density of the valley, as a fraction of the smaller peak's. */
    public static final double MAX_VALLEY_FRACTION = 0.5;

    /**
     * How deep the valley must lie below the smaller peak, in standard deviations of their difference under
     * counting (Poisson) noise. A few hundred samples of one broad mode show chance dips that halve the density;
     * 3 makes those rare. In simulation (single lognormal modes, sigma 0.15-0.8 in log space, 100 to 20,000
     * samples, 600 seeds each) at most 1.2 % of the runs are flagged with it and up to 97 % without it at 100
     * samples (22 % with the former 20 bins), and the 130/185 µs mixtures of the same simulation were found as
     * often with it as without.
     */
    public static final double MIN_VALLEY_DEPTH_SIGMAS = 3;

    /**
     * Variance of a smoothed density value over its own value: {@code (1 + 4 + 1) / 16} for the [1 2 1] / 4
     * kernel over independent Poisson counts of about the same size.
     */
    private static final double SMOOTHED_VARIANCE_PER_COUNT = 6.0 / 16;

    /** Empty bins kept on each side so the smoothing and the peak search need no edge cases. */
    private static final int PADDING_BINS = 2;

    private BimodalityDetector() {
    }

    /** Examines {@code latencyMicros}; an empty histogram gives {@code bimodal == false} and NaN modes. */
    public static Modality detect(Histogram latencyMicros) {
        if (latencyMicros.getTotalCount() == 0) {
            return Modality.EMPTY;
        }
        int firstBin = (int) Math.floor(logBin(Math.max(1, latencyMicros.getMinValue()))) - PADDING_BINS;
        Density density = Density.of(latencyMicros, firstBin);
        double[] smooth = smooth(density.counts);
        List<Integer> peaks = localMaxima(smooth);

        double total = 0;
        for (double d : density.counts) {
            total += d;
        }
        int bestLower = -1;
        int bestUpper = -1;
        int bestValley = -1;
        for (int i = 0; i < peaks.size(); i++) {
            for (int j = i + 1; j < peaks.size(); j++) {
                int lower = peaks.get(i);
                int upper = peaks.get(j);
                int valley = argMin(smooth, lower + 1, upper);
                double smallerPeak = Math.min(smooth[lower], smooth[upper]);
                double lowerShare = shareBelow(density.counts, valley, total);
                double lowerMicros = density.modeMicros(smooth, lower);
                double upperMicros = density.modeMicros(smooth, upper);
                boolean apart = upperMicros >= MIN_MODE_RATIO * lowerMicros
                        || upperMicros - lowerMicros >= MIN_MODE_GAP_MICROS;
                boolean separated = apart && smooth[valley] < MAX_VALLEY_FRACTION * smallerPeak
                        && isSignificantDip(smallerPeak, smooth[valley]);
                boolean bothHeavy = lowerShare >= MIN_SHARE && 1 - lowerShare >= MIN_SHARE;
                if (separated && bothHeavy
                        && (bestLower < 0 || smallerPeak > Math.min(smooth[bestLower], smooth[bestUpper]))) {
                    bestLower = lower;
                    bestUpper = upper;
                    bestValley = valley;
                }
            }
        }
        if (bestLower < 0) {
            return Modality.unimodal(density.modeMicros(smooth, argMax(smooth)));
        }
        return new Modality(true, density.modeMicros(smooth, bestLower), density.modeMicros(smooth, bestUpper),
                shareBelow(density.counts, bestValley, total));
    }

    private static double logBin(double micros) {
        return Math.log10(micros) * BINS_PER_DECADE;
    }

    /**
     * Sample counts per log bin (array index k is absolute bin {@code firstBin + k}), plus where inside each bin
     * they lie, so that a mode can be placed more finely than the 6 %-wide bins.
     */
    private static final class Density {
        final int firstBin;
        final double[] counts;
        /** Per bin: sum of count × position (in absolute bin units) of the samples in it. */
        final double[] moments;

        private Density(int firstBin, int bins) {
            this.firstBin = firstBin;
            this.counts = new double[bins];
            this.moments = new double[bins];
        }

        static Density of(Histogram h, int firstBin) {
            // At least 2: a recorded 0 or 1 is spread over [1, 2).
            long highestMicros = Math.max(2, h.nextNonEquivalentValue(h.getMaxValue()));
            int lastBin = (int) Math.floor(logBin(highestMicros)) + PADDING_BINS;
            Density density = new Density(firstBin, lastBin - firstBin + 1);
            for (HistogramIterationValue v : h.recordedValues()) {
                long value = v.getValueIteratedTo();
                // A recorded value stands for its whole bucket [lowest, next): spread it over that range in log
                // space, or 1 µs-wide buckets at low values would leave comb-like gaps between the bins.
                double low = Math.max(1, h.lowestEquivalentValue(value));
                double high = Math.max(low + 1, h.nextNonEquivalentValue(value));
                density.add(logBin(low), logBin(high), v.getCountAtValueIteratedTo());
            }
            return density;
        }

        private void add(double from, double to, double count) {
            for (int bin = (int) Math.floor(from); bin < to; bin++) {
                double start = Math.max(from, bin);
                double end = Math.min(to, bin + 1);
                double share = count * (end - start) / (to - from);
                counts[bin - firstBin] += share;
                moments[bin - firstBin] += share * (start + end) / 2;
            }
        }

        /**
         * The mode at smoothed peak bin k, finer than a bin: a parabola through the smoothed peak and its
         * neighbours places the peak, then the mean log position of the samples within ±1.5 bins of that place
         * corrects it. The parabola alone is good for broad modes but puts a sharp one at its bin's centre; the
         * mean alone is good for sharp modes but pulled towards the window's centre for broad ones.
         */
        double modeMicros(double[] smooth, int k) {
            double left = smooth[k - 1];
            double centre = smooth[k];
            double right = smooth[k + 1];
            double curvature = left - 2 * centre + right;
            double peak = k + 0.5 + (curvature < 0 ? 0.5 * (left - right) / curvature : 0);
            double from = Math.max(0, peak - 1.5);
            double to = Math.min(counts.length, peak + 1.5);
            double count = 0;
            double moment = 0;
            for (int bin = (int) Math.floor(from); bin < to; bin++) {
                double start = Math.max(from, bin);
                double end = Math.min(to, bin + 1);
                if (end - start >= 1) {
                    count += counts[bin];
                    moment += moments[bin];
                } else {
                    // An edge bin: take the covered part as if the bin's samples were spread evenly.
                    double part = counts[bin] * (end - start);
                    count += part;
                    moment += part * (firstBin + (start + end) / 2);
                }
            }
            // The window always contains the whole peak bin, and a smoothed peak's bin is never empty.
            return Math.pow(10, moment / count / BINS_PER_DECADE);
        }
    }

    /** Whether {@code valley} lies {@link #MIN_VALLEY_DEPTH_SIGMAS} noise standard deviations below {@code peak}. */
    private static boolean isSignificantDip(double peak, double valley) {
        double sd = Math.sqrt(SMOOTHED_VARIANCE_PER_COUNT * (peak + valley));
        return peak - valley >= MIN_VALLEY_DEPTH_SIGMAS * sd;
    }

    private static double[] smooth(double[] density) {
        double[] smooth = new double[density.length];
        for (int i = 1; i < density.length - 1; i++) {
            smooth[i] = (density[i - 1] + 2 * density[i] + density[i + 1]) / 4;
        }
        return smooth;
    }

    private static List<Integer> localMaxima(double[] smooth) {
        List<Integer> peaks = new ArrayList<>();
        for (int i = 1; i < smooth.length - 1; i++) {
            // Strictly above the left neighbour, not below the right: a flat top counts once, at its left edge.
            if (smooth[i] > smooth[i - 1] && smooth[i] >= smooth[i + 1]) {
                peaks.add(i);
            }
        }
        return peaks;
    }

    /** Fraction of the samples below the valley bin, counting half of the valley bin itself. */
    private static double shareBelow(double[] density, int valley, double total) {
        double below = density[valley] / 2;
        for (int i = 0; i < valley; i++) {
            below += density[i];
        }
        return below / total;
    }

    private static int argMin(double[] values, int from, int to) {
        int best = from;
        for (int i = from + 1; i < to; i++) {
            if (values[i] < values[best]) {
                best = i;
            }
        }
        return best;
    }

    private static int argMax(double[] values) {
        int best = 0;
        for (int i = 1; i < values.length; i++) {
            if (values[i] > values[best]) {
                best = i;
            }
        }
        return best;
    }
}
