package org.echosoap.client.config;

import java.util.Locale;

/**
 * Which figure of a block stands for it in the paired cost: its mean latency or its median latency.
 *
 * <p>A block's mean moves with one multi-millisecond stall of the VM (one 5 ms stall in a 250 ms block of
 * 70 µs requests adds 1.4 µs to its mean); its median does not. The mean, on the other hand, is what a
 * throughput figure is made of, and it counts the SOAP stack's own rare slow requests (e.g. young GCs of its
 * garbage). Both are kept in result.json; {@link org.echosoap.client.config.Defaults#HEADLINE_STATISTIC} says
 * which one the headline cost uses, and docs/measuring.md says why.
 *
 * <pre>{@code
 * double level = block.latencyMicros(BlockStatistic.MEDIAN);   // the block's median latency (stats.BlockResult)
 * }</pre>
 */
public enum BlockStatistic {
    /** The block's mean latency (and mean server / outside time). */
    MEAN,
    /** The block's median latency (and median server / outside time). */
    MEDIAN;

    /** {@code mean} for {@link #MEAN}, {@code median} for {@link #MEDIAN}: a block's figure by this statistic. */
    public double pick(double mean, double median) {
        return this == MEAN ? mean : median;
    }

    /** "mean" / "median", as in result.json. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Parses {@link #key()}. */
    public static BlockStatistic parse(String text) {
        return switch (text.strip().toLowerCase(Locale.ROOT)) {
            case "mean" -> MEAN;
            case "median" -> MEDIAN;
            default -> throw new IllegalArgumentException("statistic must be mean or median, got '" + text + "'");
        };
    }
}
