package org.echosoap.client.stats;

import java.util.List;

/**
 * How much the throughput of an endpoint varied across its blocks (for an even count the median is the mean of
 * the two middle values).
 *
 * <pre>{@code
 * Spread s = Spread.of(soapTrials);
 * System.out.printf(Locale.ROOT, "%.0f / %.0f / %.0f req/s (min / median / max), spread %.1f %%%n",
 *         s.minThroughputPerSec(), s.medianThroughputPerSec(), s.maxThroughputPerSec(), s.relativeSpreadPercent());
 * }</pre>
 *
 * @param minThroughputPerSec    lowest trial throughput, requests per second
 * @param medianThroughputPerSec median trial throughput, requests per second
 * @param maxThroughputPerSec    highest trial throughput, requests per second
 * @param relativeSpreadPercent  {@code (max − min) / median · 100}; NaN if the median is 0
 */
public record Spread(double minThroughputPerSec, double medianThroughputPerSec, double maxThroughputPerSec,
                     double relativeSpreadPercent) {

    /**
     * The spread of throughput across {@code trials}.
     *
     * @throws IllegalArgumentException if {@code trials} is empty or mixes endpoints
     */
    public static Spread of(List<BlockResult> trials) {
        BlockResult.requireOneEndpoint(trials, "spread");
        double[] perSec = trials.stream().mapToDouble(BlockResult::throughputPerSec).sorted().toArray();
        int n = perSec.length;
        double median = n % 2 == 1 ? perSec[n / 2] : (perSec[n / 2 - 1] + perSec[n / 2]) / 2;
        double min = perSec[0];
        double max = perSec[n - 1];
        return new Spread(min, median, max, (max - min) / median * 100);
    }
}
