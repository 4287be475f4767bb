package org.echosoap.client.stats;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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
 */
public record ClusteredMean(double mean, double standardError, int count, List<Double> clusterMeans) {

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
            return new ClusteredMean(mean, Double.NaN, n, means);
        }
        double scores = 0;
        for (double[] s : sums.values()) {
            double score = s[0] - s[1] * mean; // Σ_{i∈g} (x_i − x̄)
            scores += score * score;
        }
        double clusterRobust = Math.sqrt(g / (g - 1.0) * scores) / n;
        double plain = n < 2 ? Double.NaN : Sample.sampleStandardDeviation(values) / Math.sqrt(n);
        return new ClusteredMean(mean, Math.max(clusterRobust, plain), n, means);
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
