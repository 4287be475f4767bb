package org.echosoap.client.metrics;

import java.time.Duration;
import java.util.function.LongSupplier;
import org.HdrHistogram.Histogram;
import org.echosoap.client.stats.Histograms;

/**
 * One endpoint's latencies as a Prometheus summary wants them: quantiles over a sliding window (the last {@code
 * window}, in {@code buckets} steps, as the Prometheus Java client's own {@code Summary} keeps them) and count and sum
 * over everything since the start. Fed a whole block's histogram at a time, read at scrape time; the two sides run on
 * different threads (the run's, the exporter's), so both hold this object's lock, which the workers never touch.
 *
 * <pre>{@code
 * LatencyWindow w = new LatencyWindow(Duration.ofSeconds(30), 3, System::nanoTime);
 * w.add(block.histograms().latencyMicros());
 * LatencyWindow.Snapshot s = w.snapshot(new double[] {0.5, 0.99});
 * }</pre>
 */
final class LatencyWindow {

    private final long bucketNanos;
    private final Histogram[] buckets;
    private final LongSupplier nanoClock;
    /** When the current bucket began. */
    private long currentStartNanos;
    private int current;
    private long count;
    private double sumMicros;

    /**
     * @param window    how far back the quantiles look (at least {@code window - window / buckets})
     * @param buckets   steps in which the window slides
     * @param nanoClock {@link System#nanoTime} or a test's clock
     */
    LatencyWindow(Duration window, int buckets, LongSupplier nanoClock) {
        if (buckets < 1 || window.toNanos() < buckets) {
            throw new IllegalArgumentException("a window needs at least one bucket of at least 1 ns");
        }
        this.bucketNanos = window.toNanos() / buckets;
        this.buckets = new Histogram[buckets];
        for (int i = 0; i < buckets; i++) {
            this.buckets[i] = Histograms.newLatencyHistogram();
        }
        this.nanoClock = nanoClock;
        this.currentStartNanos = nanoClock.getAsLong();
    }

    /** Adds a block's latencies (µs); copies them, so the caller may reuse its histogram at once. */
    synchronized void add(Histogram latencyMicros) {
        slide();
        buckets[current].add(latencyMicros);
        count += latencyMicros.getTotalCount();
        sumMicros += latencyMicros.getMean() * latencyMicros.getTotalCount();
    }

    /**
     * The quantiles (each 0..1) of the window in seconds, NaN when the window holds nothing; count and sum (seconds)
     * since the start.
     */
    synchronized Snapshot snapshot(double[] quantiles) {
        slide();
        Histogram all = Histograms.newLatencyHistogram();
        for (Histogram b : buckets) {
            all.add(b);
        }
        double[] seconds = new double[quantiles.length];
        for (int i = 0; i < quantiles.length; i++) {
            seconds[i] = all.getTotalCount() == 0 ? Double.NaN
                    : all.getValueAtPercentile(quantiles[i] * 100) / 1e6;
        }
        return new Snapshot(seconds, count, sumMicros / 1e6);
    }

    /** Empties the buckets that are older than the window by now (all of them after a long enough pause). */
    private void slide() {
        long now = nanoClock.getAsLong();
        long steps = (now - currentStartNanos) / bucketNanos;
        if (steps <= 0) {
            return;
        }
        for (long s = 0; s < Math.min(steps, buckets.length); s++) {
            current = (current + 1) % buckets.length;
            buckets[current].reset();
        }
        currentStartNanos += steps * bucketNanos;
    }

    /**
     * @param quantileSeconds the window's quantiles, in the order asked, NaN when it is empty
     * @param count           every latency added since the start
     * @param sumSeconds      their sum (from each block's mean: HdrHistogram keeps no exact sum)
     */
    record Snapshot(double[] quantileSeconds, long count, double sumSeconds) {
    }
}
