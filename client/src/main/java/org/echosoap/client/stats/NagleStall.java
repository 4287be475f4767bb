package org.echosoap.client.stats;

/**
 * What {@link NagleStallDetector} found: whether a cluster of requests waited for a delayed ACK, and how much
 * time it cost. When not stalled, the figures describe the candidate that was examined and rejected (a cluster
 * too small to matter, a smear of pauses, the server's own work), so a report can still say what was seen.
 *
 * <pre>{@code
 * NagleStall s = NagleStallDetector.detect(pooled.latencyMicros());
 * if (s.stalled()) {
 *     System.out.printf(Locale.ROOT, "%.1f %% of requests stalled ~%d ms, %.0f %% of the time, +%.0f µs on the mean"
 *             + " (Nagle + delayed ACK: set TCP_NODELAY)%n",
 *             100 * s.share(), s.stallMillis(), 100 * s.timeShare(), s.addedMeanMicros());
 * }
 * }</pre>
 *
 * @param stalled         whether the cluster is a stall: it adds at least {@link
 *                        NagleStallDetector#MIN_ADDED_MEAN_FRACTION} to the mean and the server's time does not
 *                        explain it
 * @param stallMillis     the cluster's typical latency (the median of its requests), in whole ms, 34..230 above
 *                        the body; 0 when no latency lies in that range or the histogram is empty
 * @param share           fraction (0..1) of the requests in the cluster; NaN for an empty histogram
 * @param timeShare       fraction (0..1) of all measured time (the sum of all latencies) spent in the cluster's
 *                        requests; NaN for an empty histogram
 * @param addedMeanMicros how much the cluster adds to the mean latency: the mean of all requests minus the mean of
 *                        the others (all of it when every request is in the cluster); NaN for an empty histogram
 */
public record NagleStall(boolean stalled, int stallMillis, double share, double timeShare, double addedMeanMicros) {

    /** Nothing to say: an empty histogram. */
    static final NagleStall EMPTY = new NagleStall(false, 0, Double.NaN, Double.NaN, Double.NaN);

    /** No latency where a stall could be. */
    static final NagleStall NONE = new NagleStall(false, 0, 0, 0, 0);
}
