package org.echosoap.client.stats;

import org.HdrHistogram.Histogram;

/**
 * The usual latency percentiles of one histogram, in microseconds.
 *
 * <p>The percentiles and the maximum come from HdrHistogram's {@code getValueAtPercentile} and {@code
 * getMaxValue}, which report the <em>highest-equivalent value</em> of the bucket the sample fell in: below
 * 2048 µs a bucket is exactly 1 µs wide, so values are exact; at 10,000 µs a bucket is 8 µs wide, so a sample of
 * 10,000 µs is reported as 10,007 µs. The mean ({@code getMean}) uses each bucket's middle value instead. Both
 * errors stay below 0.1 % (3 significant digits).
 *
 * <pre>{@code
 * LatencySummary s = LatencySummary.of(pooled.latencyMicros());
 * System.out.printf(Locale.ROOT, "p50 %.0f µs, p99 %.0f µs over %d requests%n",
 *         s.p50Micros(), s.p99Micros(), s.count());
 * }</pre>
 *
 * @param p50Micros  median
 * @param p90Micros  90th percentile
 * @param p99Micros  99th percentile
 * @param p999Micros 99.9th percentile
 * @param maxMicros  largest sample
 * @param meanMicros arithmetic mean
 * @param count      number of samples; when 0 every other field is NaN
 */
public record LatencySummary(double p50Micros, double p90Micros, double p99Micros, double p999Micros,
                             double maxMicros, double meanMicros, long count) {

    /** Summarizes {@code latencyMicros}; an empty histogram gives NaN everywhere and count 0. */
    public static LatencySummary of(Histogram latencyMicros) {
        long count = latencyMicros.getTotalCount();
        if (count == 0) {
            // HdrHistogram answers 0 for an empty histogram; 0 µs would read as a real (and excellent) latency.
            return new LatencySummary(Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, 0);
        }
        return new LatencySummary(
                latencyMicros.getValueAtPercentile(50.0),
                latencyMicros.getValueAtPercentile(90.0),
                latencyMicros.getValueAtPercentile(99.0),
                latencyMicros.getValueAtPercentile(99.9),
                latencyMicros.getMaxValue(),
                latencyMicros.getMean(),
                count);
    }
}
