package org.echosoap.client.stats;

import java.util.Arrays;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * Flags requests that waited for a delayed ACK, judged by how much time they cost rather than how many they are.
 * A sender with Nagle's algorithm on holds back a small segment until the previous one is acknowledged, and a
 * receiver with delayed ACK waits before acknowledging: a request written in two pieces then costs one
 * delayed-ACK timeout more than it should. On Linux that timeout adapts between {@code TCP_DELACK_MIN} (40 ms)
 * and {@code TCP_DELACK_MAX} (200 ms); Windows uses 200 ms. The JDK's built-in HttpServer does this without
 * {@code -Dsun.net.httpserver.nodelay=true}. One such stall among a thousand 70 µs requests adds 40 µs to the
 * mean, more than half of it: it must be named, not averaged.
 *
 * <p>Method, on the histogram's buckets (each taken at its median-equivalent value, so every edge below is exact
 * only to the histogram's resolution: 32 µs near 40 ms, 128 µs near 200 ms):
 * <ol>
 *   <li>The body is the median of the requests faster than {@code 40 ms × (1 − }{@value #WINDOW_FRACTION}{@code
 *       )} = 34 ms, which no delayed ACK can have held up; 0 when there are none.</li>
 *   <li>A stall adds one timeout to what the request would have taken, so stalls are looked for from body +
 *       34 ms to body + 230 ms (40 and 200 ms, ±{@value #WINDOW_FRACTION}).</li>
 *   <li>A candidate is any window of those latencies within ±{@value #WINDOW_FRACTION} of a centre (a factor
 *       1.15 / 0.85 = 1.35 from its lowest to its highest value). It is a <em>cluster</em> if it holds at least
 *       {@value #MIN_CLUSTER_REQUESTS} requests and at least {@value #MIN_CLUSTER_CONTRAST} times as many as the
 *       window of the same relative width just below it: delayed ACKs put many requests at one timeout with
 *       nothing just below, whereas GC pauses and VM hiccups smear over every window from a few ms upwards.</li>
 *   <li>The cluster holding the most time is the one reported (when there is none, the candidate holding the most
 *       time is, unflagged). Its typical value is the median of its requests, in whole ms.</li>
 *   <li>It is a stall if it adds at least {@value #MIN_ADDED_MEAN_FRACTION} of the mean of the other requests to
 *       the mean latency: {@code mean(all) − mean(rest) >= }{@value #MIN_ADDED_MEAN_FRACTION}{@code  ×
 *       mean(rest)}.</li>
 * </ol>
 *
 * <p>A stall is a timeout added to an answer the server made in far less. When the server's own time ({@code
 * Server-Timing}) is itself a sizeable part of the stall value, latencies near it are the server's work (a 2 MB
 * message takes about 40 ms to build and send on a small VM), not a stall: {@link #detect(Histogram, Histogram)}
 * does not flag those. Without Server-Timing, an endpoint whose every request legitimately takes 34..230 ms
 * (no faster body to compare with) looks like one big cluster and is flagged.
 *
 * <pre>{@code
 * NagleStall s = NagleStallDetector.detect(pooled.latencyMicros(), pooled.serverAppMicros());
 * s.stalled();          // true if a cluster at 34..230 ms above the body adds >= 10 % to the mean
 * s.stallMillis();      // its median, e.g. 40, 120 or 200
 * s.addedMeanMicros();  // e.g. 1597 for 4 % of a 70 µs endpoint's requests at 40 ms
 * }</pre>
 */
public final class NagleStallDetector {

    /**
     * Half-width, relative to its centre, of a window taken as one timeout: the timer fires on a kernel tick
     * (4 ms at HZ=250, 10 ms at HZ=100) and each stalled request adds its own body time, so one timeout's
     * latencies spread over several ms; ±15 % holds 40 ms plus a 10 ms tick. Also the margin of the search range
     * around 40 and 200 ms.
     */
    public static final double WINDOW_FRACTION = 0.15;

    /**
     * Fewest requests that make a cluster. A delayed-ACK stall recurs on every request written in two pieces, so
     * a real one leaves many; one to four slow requests in a window are as likely a few unrelated hiccups.
     */
    public static final int MIN_CLUSTER_REQUESTS = 5;

    /**
     * How many times more requests a cluster holds than the window of the same relative width just below it.
     * Below a delayed-ACK cluster there is nothing (the stalled requests' body is at least 34 ms lower), so the
     * contrast is large; a smear of pauses gives about 1 (spread evenly in log scale), 1.3 (evenly in linear
     * scale) or less (a tail that thins out). 3 rejects those with margin and still accepts a cluster as wide as
     * 40..60 ms.
     */
    public static final double MIN_CLUSTER_CONTRAST = 3.0;

    /**
     * Fraction of the other requests' mean latency that a cluster must add to the mean to be flagged. A 10 %
     * larger mean is 7 µs on a 70 µs baseline, a sizeable part of the 20-50 µs SOAP costs echosoap measures, and
     * it equals the block-to-block throughput spread above which the report already calls a run noisy: from
     * there on the stalls, not the machine, decide the figures. Three stalls among a million requests add 0.2 %
     * and are not flagged; 0.1 % of the requests at 40 ms add 57 % and are.
     */
    public static final double MIN_ADDED_MEAN_FRACTION = 0.10;

    /**
     * Server time, relative to the stall value, from which latencies near the stall value are taken to be the
     * server's own work: a median server time of 10 ms or more rules out a 40 ms stall, 50 ms a 200 ms one.
     */
    public static final double SERVER_EXPLAINS_FRACTION = 0.25;

    /** Linux's {@code TCP_DELACK_MIN}: the shortest delayed-ACK timeout. */
    private static final double MIN_TIMEOUT_MICROS = 40_000;

    /** Linux's {@code TCP_DELACK_MAX} and Windows' fixed timeout: the longest delayed-ACK timeout. */
    private static final double MAX_TIMEOUT_MICROS = 200_000;

    /** Highest over lowest latency of a window of ±{@link #WINDOW_FRACTION} around a centre. */
    private static final double WINDOW_RATIO = (1 + WINDOW_FRACTION) / (1 - WINDOW_FRACTION);

    private NagleStallDetector() {
    }

    /**
     * Examines {@code latencyMicros}. An empty histogram is not stalled and has NaN shares; one with no latency
     * in the search range is not stalled, with a stall value of 0 and shares of 0.
     */
    public static NagleStall detect(Histogram latencyMicros) {
        if (latencyMicros.getTotalCount() == 0) {
            return NagleStall.EMPTY;
        }
        Buckets buckets = Buckets.of(latencyMicros);
        double shortestStallMicros = MIN_TIMEOUT_MICROS * (1 - WINDOW_FRACTION);
        double bodyMicros = buckets.medianBelow(shortestStallMicros);
        double fromMicros = bodyMicros + shortestStallMicros;
        double toMicros = bodyMicros + MAX_TIMEOUT_MICROS * (1 + WINDOW_FRACTION);

        Window best = null;
        for (int i = buckets.firstAtOrAbove(fromMicros); i < buckets.size() && buckets.value(i) <= toMicros; i++) {
            double lowestMicros = buckets.value(i);
            int end = buckets.firstAbove(Math.min(toMicros, lowestMicros * WINDOW_RATIO));
            long below = buckets.count(buckets.firstAtOrAbove(lowestMicros / WINDOW_RATIO), i);
            Window w = new Window(i, end, buckets.count(i, end), buckets.time(i, end), below);
            if (best == null || w.betterThan(best)) {
                best = w;
            }
        }
        if (best == null) {
            return NagleStall.NONE;
        }

        long total = latencyMicros.getTotalCount();
        double totalMicros = buckets.time(0, buckets.size());
        // What the other requests took on average stands for what a stalled one would have taken without the
        // stall. When every request is in the cluster nothing shows that, and all of their time counts as added.
        long restCount = total - best.count;
        double restMeanMicros = restCount == 0 ? 0 : (totalMicros - best.micros) / restCount;
        double addedMeanMicros = totalMicros / total - restMeanMicros;
        boolean stalled = best.isCluster() && addedMeanMicros >= MIN_ADDED_MEAN_FRACTION * restMeanMicros;
        int stallMillis = (int) Math.round(buckets.median(best.from, best.to) / 1_000);
        return new NagleStall(stalled, stallMillis, (double) best.count / total, best.micros / totalMicros,
                addedMeanMicros);
    }

    /**
     * Like {@link #detect(Histogram)}, but not flagged when the server's median time ({@code serverAppMicros}, from
     * Server-Timing; empty when the server sent none) is at least {@value #SERVER_EXPLAINS_FRACTION} of the stall
     * value: then the cluster is the server's work. The other figures stay as found.
     */
    public static NagleStall detect(Histogram latencyMicros, Histogram serverAppMicros) {
        NagleStall stall = detect(latencyMicros);
        if (stall.stalled() && serverAppMicros.getTotalCount() > 0
                && serverAppMicros.getValueAtPercentile(50) >= stall.stallMillis() * 1_000L * SERVER_EXPLAINS_FRACTION) {
            return new NagleStall(false, stall.stallMillis(), stall.share(), stall.timeShare(),
                    stall.addedMeanMicros());
        }
        return stall;
    }

    /**
     * A candidate: buckets {@code from} (inclusive) to {@code to} (exclusive), their request count and time, and
     * the count in the window of the same relative width just below.
     */
    private record Window(int from, int to, long count, double micros, long countBelow) {

        boolean isCluster() {
            return count >= MIN_CLUSTER_REQUESTS && count >= MIN_CLUSTER_CONTRAST * countBelow;
        }

        /** Clusters before mere candidates, then the most time (on a tie, the lower window, found first). */
        boolean betterThan(Window other) {
            if (isCluster() != other.isCluster()) {
                return isCluster();
            }
            return micros > other.micros;
        }
    }

    /** A histogram's recorded buckets in ascending order, with running sums for counts and times over ranges. */
    private static final class Buckets {
        private final double[] micros;
        /** {@code countsBefore[i]}: requests in buckets 0 .. i − 1. */
        private final long[] countsBefore;
        /** {@code timesBefore[i]}: total latency of the requests in buckets 0 .. i − 1. */
        private final double[] timesBefore;

        private Buckets(int size) {
            micros = new double[size];
            countsBefore = new long[size + 1];
            timesBefore = new double[size + 1];
        }

        static Buckets of(Histogram h) {
            int size = 0;
            for (HistogramIterationValue ignored : h.recordedValues()) {
                size++;
            }
            Buckets b = new Buckets(size);
            int i = 0;
            // Iterating (rather than getCountBetweenValues) works for histograms of any range, even one that ends
            // below 200 ms. The median-equivalent value is what HdrHistogram's own getMean() uses.
            for (HistogramIterationValue v : h.recordedValues()) {
                long count = v.getCountAtValueIteratedTo();
                b.micros[i] = h.medianEquivalentValue(v.getValueIteratedTo());
                b.countsBefore[i + 1] = b.countsBefore[i] + count;
                b.timesBefore[i + 1] = b.timesBefore[i] + count * b.micros[i];
                i++;
            }
            return b;
        }

        int size() {
            return micros.length;
        }

        double value(int i) {
            return micros[i];
        }

        long count(int from, int to) {
            return countsBefore[to] - countsBefore[from];
        }

        double time(int from, int to) {
            return timesBefore[to] - timesBefore[from];
        }

        /** Index of the first bucket at or above {@code valueMicros}; {@link #size()} if none. */
        int firstAtOrAbove(double valueMicros) {
            int i = Arrays.binarySearch(micros, valueMicros);
            if (i < 0) {
                return -i - 1;
            }
            // Bucket values are distinct, so an exact hit is the first one.
            return i;
        }

        /** Index of the first bucket above {@code valueMicros}; {@link #size()} if none. */
        int firstAbove(double valueMicros) {
            int i = firstAtOrAbove(valueMicros);
            return i < size() && micros[i] == valueMicros ? i + 1 : i;
        }

        /** Median of the requests in buckets {@code from} .. {@code to} − 1 (the lower one for an even count). */
        double median(int from, int to) {
            long rank = countsBefore[from] + (count(from, to) + 1) / 2;
            int i = from;
            while (countsBefore[i + 1] < rank) {
                i++;
            }
            return micros[i];
        }

        /** Median of the requests below {@code limitMicros}; 0 if there are none. */
        double medianBelow(double limitMicros) {
            int end = firstAtOrAbove(limitMicros);
            return end == 0 ? 0 : median(0, end);
        }
    }
}
