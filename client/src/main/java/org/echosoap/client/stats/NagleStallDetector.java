package org.echosoap.client.stats;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * Flags latencies that cluster at the delayed-ACK timeouts: ~40 ms (Linux) or ~200 ms (Windows, older stacks).
 * A sender with Nagle's algorithm on holds back a small segment until the previous one is acknowledged, and a
 * receiver with delayed ACK waits that long before acknowledging: a request written in two pieces then costs
 * 40 or 200 ms instead of 50 µs. The JDK's built-in HttpServer does this without {@code
 * -Dsun.net.httpserver.nodelay=true}. One such stall in twenty requests dominates every mean, so it must be
 * named, not averaged.
 *
 * <p>The distribution is flagged if at least {@value #MIN_SHARE} of the samples lie within ±{@value
 * #WINDOW_FRACTION} (relative) of 40,000 µs or of 200,000 µs. A sample is placed at the middle of its histogram
 * bucket, so the window edges are exact only to the histogram's resolution (32 µs near 40 ms).
 *
 * <p>A stall is 40 or 200 ms added to an answer the server made in far less. When the server's own time
 * ({@code Server-Timing}) is itself a sizeable part of the stall value, latencies near it are the server's work
 * (a 2 MB message takes about 40 ms to build and send on a small VM), not a stall: {@link #detect(Histogram,
 * Histogram)} does not flag those.
 *
 * <pre>{@code
 * NagleStall s = NagleStallDetector.detect(trial.latencyMicros(), trial.serverAppMicros());
 * s.stalled();      // true if >= 5 % of the requests took 34..46 ms or 170..230 ms
 * s.stallMillis();  // 40 or 200
 * }</pre>
 */
public final class NagleStallDetector {

    /** Minimum fraction of samples near a stall value for the histogram to be flagged. */
    public static final double MIN_SHARE = 0.05;

    /** Half-width of the window around each stall value, relative to it. */
    public static final double WINDOW_FRACTION = 0.15;

    /**
     * Server time, relative to the stall value, from which latencies near the stall value are taken to be the
     * server's own work: a median server time of 10 ms or more rules out the 40 ms stall, 50 ms the 200 ms one.
     */
    public static final double SERVER_EXPLAINS_FRACTION = 0.25;

    private static final int SHORT_STALL_MILLIS = 40;
    private static final int LONG_STALL_MILLIS = 200;

    private NagleStallDetector() {
    }

    /** Examines {@code latencyMicros}; an empty histogram is not stalled and has a NaN share. */
    public static NagleStall detect(Histogram latencyMicros) {
        long total = latencyMicros.getTotalCount();
        if (total == 0) {
            return new NagleStall(false, 0, Double.NaN);
        }
        double shortShare = (double) countNear(latencyMicros, SHORT_STALL_MILLIS * 1_000L) / total;
        double longShare = (double) countNear(latencyMicros, LONG_STALL_MILLIS * 1_000L) / total;
        int stallMillis = longShare > shortShare ? LONG_STALL_MILLIS : SHORT_STALL_MILLIS;
        double share = Math.max(shortShare, longShare);
        return new NagleStall(share >= MIN_SHARE, stallMillis, share);
    }

    /**
     * Like {@link #detect(Histogram)}, but not flagged when the server's median time ({@code serverAppMicros}, from
     * Server-Timing; empty when the server sent none) is at least {@value #SERVER_EXPLAINS_FRACTION} of the stall
     * value: then the cluster is the server's work.
     */
    public static NagleStall detect(Histogram latencyMicros, Histogram serverAppMicros) {
        NagleStall stall = detect(latencyMicros);
        if (stall.stalled() && serverAppMicros.getTotalCount() > 0
                && serverAppMicros.getValueAtPercentile(50) >= stall.stallMillis() * 1_000L * SERVER_EXPLAINS_FRACTION) {
            return new NagleStall(false, stall.stallMillis(), stall.share());
        }
        return stall;
    }

    private static long countNear(Histogram h, long stallMicros) {
        double low = stallMicros * (1 - WINDOW_FRACTION);
        double high = stallMicros * (1 + WINDOW_FRACTION);
        long count = 0;
        // Iterating (rather than getCountBetweenValues) works for histograms of any range, even one that ends
        // below 200 ms.
        for (HistogramIterationValue v : h.recordedValues()) {
            long micros = h.medianEquivalentValue(v.getValueIteratedTo());
            if (micros >= low && micros <= high) {
                count += v.getCountAtValueIteratedTo();
            }
        }
        return count;
    }
}
