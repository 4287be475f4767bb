package org.echosoap.client.stats;

import java.util.List;

/**
 * How much the throughput of an endpoint varied across its blocks (for an even count the median is the mean of
 * the two middle values).
 *
 * <pre>{@code
 * Spread s = Spread.of(soapBlocks);
 * System.out.printf(Locale.ROOT, "%.0f / %.0f / %.0f req/s (min / median / max), spread %.1f %%%n",
 *         s.minThroughputPerSec(), s.medianThroughputPerSec(), s.maxThroughputPerSec(), s.relativeSpreadPercent());
 * }</pre>
 *
 * @param minThroughputPerSec    lowest block throughput, requests per second
 * @param medianThroughputPerSec median block throughput, requests per second
 * @param maxThroughputPerSec    highest block throughput, requests per second
 * @param relativeSpreadPercent  {@code (max − min) / median · 100}; NaN if the median is 0
 * @param middleSpreadPercent    the middle 80% of the blocks: {@code (p90 − p10) / median · 100} (percentiles
 *                               interpolated between neighbouring blocks); unlike the range, one stray block among
 *                               hundreds does not move it, so it is what says a machine was busy
 */
public record Spread(double minThroughputPerSec, double medianThroughputPerSec, double maxThroughputPerSec,
                     double relativeSpreadPercent, double middleSpreadPercent) {

    /**
     * The spread of throughput across {@code blocks}.
     *
     * @throws IllegalArgumentException if {@code blocks} is empty or mixes endpoints
     */
    public static Spread of(List<BlockResult> blocks) {
        BlockResult.requireOneEndpoint(blocks, "spread");
        double[] perSec = blocks.stream().mapToDouble(BlockResult::throughputPerSec).sorted().toArray();
        int n = perSec.length;
        double median = Sample.median(perSec);
        double min = perSec[0];
        double max = perSec[n - 1];
        return new Spread(min, median, max, (max - min) / median * 100,
                (percentile(perSec, 0.9) - percentile(perSec, 0.1)) / median * 100);
    }

    /** The {@code p} quantile of {@code sorted}, interpolated linearly between its two nearest values. */
    static double percentile(double[] sorted, double p) {
        double at = p * (sorted.length - 1);
        int below = (int) Math.floor(at);
        int above = Math.min(below + 1, sorted.length - 1);
        return sorted[below] + (at - below) * (sorted[above] - sorted[below]);
    }
}
