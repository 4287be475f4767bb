package org.echosoap.client.stats;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.echosoap.client.config.PrecisionTarget;

/**
 * The mean of per-pair values that come in clusters (epochs: stretches of a run on their own connections and client
 * threads), with a cluster-robust standard error: the pairs of one epoch may share an offset (where the scheduler
 * placed client and server threads, a noisy neighbour of the moment), and only the spread <em>between</em> epochs
 * says how much the figure would move on the next set of connections — or the next run.
 *
 * <p>Method: the mean over all pairs, and the CR1 cluster-robust variance (Liang &amp; Zeger 1986; Cameron &amp;
 * Miller 2015, "A Practitioner's Guide to Cluster-Robust Inference", J. Human Resources 50(2))
 * {@code G/(G−1) · Σ_g (Σ_{i∈g} (x_i − x̄))² / N²} with a Student t of {@code G − 1} degrees of freedom, as Cameron
 * &amp; Miller recommend for few clusters. With equal cluster sizes this is exactly the t interval over the epoch
 * means, i.e. a one-way random-effects (and batch-means) interval: it includes the between-epoch variance component
 * and any serial correlation within an epoch, without modelling either. Never below the plain {@code sd/√N} of
 * independent pairs: fewer than ~5 clusters can by chance show less spread than the pairs themselves.
 *
 * <p>Clusters in time order are not exchangeable: the machine's speed wanders over tens of seconds (measured by
 * {@code bench/wander.sh}: the cost of 40 s parts of one run spread with an sd of 4-6 µs on a ~62 µs cost, where the
 * run's epochs claimed a standard error of 1-2 µs), so neighbouring epochs share a level and CR1 alone claims too
 * much. The CR1 error is therefore scaled by the serial inflation of the cluster means taken as a series:
 * {@link SerialMean}'s autocorrelation-robust error of those means (Newey–West with Andrews' lag, or AR(1)
 * prewhitened) over their plain {@code sd/√G} — 1 when neighbouring epochs are unrelated, more when they are alike.
 * This is the Newey–West estimator applied to the cluster scores (Driscoll &amp; Kraay 1998, Rev. Econ. Stat. 80(4),
 * for clusters that follow one another in time). {@code EpochSimulationTest} proves it on a synthetic machine whose
 * level wanders as an AR(1) over epochs (sd 6 µs, 0.8 kept per epoch): CR1 alone covered the known cost 72.9 % of the
 * time, the scaled error 80.5 %; without wander the scaled error covers 96.2 % (no wider than it should be). A run of
 * 8-33 epochs cannot see more of such a wander: the run history ({@link RunToRun}) covers the rest.
 *
 * <pre>{@code
 * ClusteredMean m = ClusteredMean.of(new double[] {70, 72, 80, 81}, new int[] {0, 0, 1, 1});
 * m.mean();            // 75.75
 * m.clusterMeans();    // [71.0, 80.5]
 * m.ci95HalfWidth();   // t(0.975, 1) × standard error
 * }</pre>
 *
 * @param mean          the mean over all values; NaN for none or any NaN
 * @param standardError cluster-robust standard error; NaN for fewer than 2 clusters
 * @param count         number of values
 * @param clusterMeans  each cluster's mean, in the order the clusters first appear
 * @param serialInflation how much the series of cluster means widened the CR1 error (1 = not at all)
 */
public record ClusteredMean(double mean, double standardError, int count, List<Double> clusterMeans,
                            double serialInflation) {

    /**
     * Below this many clusters their series is too short to estimate its autocorrelation (the lag-1 correlation of 8
     * values has a standard error of ~0.35): CR1 alone. The precision rule looks from {@link PrecisionTarget#MIN_EPOCHS}.
     */
    static final int MIN_CLUSTERS_FOR_SERIAL = 8;

    /** Freezes the list. */
    public ClusteredMean {
        clusterMeans = List.copyOf(clusterMeans);
    }

    /**
     * The mean of {@code values} with the cluster-robust standard error over {@code cluster} labels (any ints; the
     * values of one label form one cluster).
     *
     * @throws IllegalArgumentException for arrays of different lengths
     */
    public static ClusteredMean of(double[] values, int[] cluster) {
        if (values.length != cluster.length) {
            throw new IllegalArgumentException("one cluster label per value: " + values.length + " values, "
                    + cluster.length + " labels");
        }
        int n = values.length;
        double mean = Sample.mean(values);
        Map<Integer, double[]> sums = new LinkedHashMap<>(); // label -> {sum of values, count}
        for (int i = 0; i < n; i++) {
            double[] s = sums.computeIfAbsent(cluster[i], k -> new double[2]);
            s[0] += values[i];
            s[1]++;
        }
        List<Double> means = new ArrayList<>(sums.size());
        sums.values().forEach(s -> means.add(s[0] / s[1]));
        int g = sums.size();
        if (g < 2 || Double.isNaN(mean)) {
            return new ClusteredMean(mean, Double.NaN, n, means, 1.0);
        }
        double scores = 0;
        for (double[] s : sums.values()) {
            double score = s[0] - s[1] * mean; // Σ_{i∈g} (x_i − x̄)
            scores += score * score;
        }
        double inflation = serialInflation(means);
        double clusterRobust = Math.sqrt(g / (g - 1.0) * scores) / n * inflation;
        double plain = n < 2 ? Double.NaN : Sample.sampleStandardDeviation(values) / Math.sqrt(n);
        return new ClusteredMean(mean, Math.max(clusterRobust, plain), n, means, inflation);
    }

    /**
     * The autocorrelation-robust standard error of the cluster means' mean over their plain {@code sd/√G}: at least
     * 1. Fewer than {@link #MIN_CLUSTERS_FOR_SERIAL} clusters say nothing about their autocorrelation: 1.
     */
    static double serialInflation(List<Double> clusterMeans) {
        int g = clusterMeans.size();
        if (g < MIN_CLUSTERS_FOR_SERIAL) {
            return 1.0;
        }
        double[] series = new double[g];
        for (int i = 0; i < g; i++) {
            series[i] = clusterMeans.get(i);
        }
        double plain = Sample.sampleStandardDeviation(series) / Math.sqrt(g);
        if (!(plain > 0)) {
            return 1.0;
        }
        return Math.max(1.0, SerialMean.of(series).standardError() / plain);
    }

    /** Number of clusters. */
    public int clusters() {
        return clusterMeans.size();
    }

    /** Half-width of the 95 % CI: {@code t(0.975, G − 1) × standardError}; NaN for fewer than 2 clusters. */
    public double ci95HalfWidth() {
        return clusters() < 2 || Double.isNaN(standardError) ? Double.NaN
                : StudentT.criticalValue95(clusters() - 1) * standardError;
    }
}
