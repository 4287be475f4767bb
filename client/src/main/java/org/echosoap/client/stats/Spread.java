package org.echosoap.client.stats;

import java.util.List;

/**
 * How much the throughput of an endpoint varied across its trials: a quick honesty check next to the picked
 * trial (a relative spread of 30 % says the machine was noisy and the picked trial is one of several stories).
 *
 * <p>The median here is the statistical one (for an even count, the mean of the two middle values), unlike
 * {@link TrialSelection.Pick#MEDIAN}, which must return a trial that ran.
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
