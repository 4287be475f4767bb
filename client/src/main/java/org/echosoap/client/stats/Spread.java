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
 */
public record Spread(double minThroughputPerSec, double medianThroughputPerSec, double maxThroughputPerSec,
                     double relativeSpreadPercent) {

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
        return new Spread(min, median, max, (max - min) / median * 100);
    }
}
