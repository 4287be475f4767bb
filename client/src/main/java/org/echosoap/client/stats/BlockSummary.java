package org.echosoap.client.stats;

import org.HdrHistogram.Histogram;

/**
 * The figures of one histogram that a block keeps (the histogram itself is pooled per endpoint and reused).
 *
 * @param count        samples; 0 means every other field is NaN
 * @param meanMicros   arithmetic mean (HdrHistogram: bucket middles)
 * @param medianMicros median, the middle of its bucket (1 µs wide below 2 ms)
 * @param p99Micros    99th percentile (highest equivalent value of its bucket)
 */
public record BlockSummary(long count, double meanMicros, double medianMicros, double p99Micros) {

    /** Nothing recorded. */
    public static final BlockSummary EMPTY = new BlockSummary(0, Double.NaN, Double.NaN, Double.NaN);

    /** Summarizes {@code h}; an empty histogram gives {@link #EMPTY} (HdrHistogram would answer 0). */
    public static BlockSummary of(Histogram h) {
        if (h.getTotalCount() == 0) {
            return EMPTY;
        }
        // The midpoint of the median's bucket, not its upper edge: the edge would add up to one bucket to each side's
        // level (the difference is unaffected, the levels in the table would be).
        return new BlockSummary(h.getTotalCount(), h.getMean(), h.medianEquivalentValue(h.getValueAtPercentile(50)),
                h.getValueAtPercentile(99));
    }
}
