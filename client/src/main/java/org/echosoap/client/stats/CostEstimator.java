package org.echosoap.client.stats;

import java.util.Comparator;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * Subtracts a baseline from a SOAP endpoint: the heart of echosoap.
 *
 * <p>The run measures short blocks of each endpoint in rounds, alternating the order (A B, B A, ...), so that
 * drift of the machine (CPU placement, other tenants of the VM, frequency, GC) hits both endpoints alike and a
 * steady linear drift cancels over every two rounds. The estimator therefore works on <em>pairs</em>: pair i is
 * the baseline block and the SOAP block of the i-th round ({@link BlockResult#index}); the cost is the mean of the
 * per-pair differences of a block statistic, and its confidence interval comes from the spread of those
 * differences (a paired t interval, {@link PairedEstimate}), not from the much larger block-to-block spread of
 * each endpoint. The same is done for the server's own time (inside the webapp) and for the time outside it.
 *
 * <p>If one endpoint has more blocks than the other (an interrupted run), only the first {@code min(count)} blocks
 * of each, in run order, are paired; the extra blocks are ignored.
 *
 * <pre>{@code
 * CostEstimate c = CostEstimator.estimate("echoFloat", nullBlocks, echoFloatBlocks, BlockStatistic.MEDIAN);
 * c.perMessageCostMicros();  // e.g. 71.3
 * c.ci95Micros();            // e.g. 2.1, i.e. 71.3 ± 2.1 µs
 * }</pre>
 */
public final class CostEstimator {

    private CostEstimator() {
    }

    /**
     * Estimates the per-message cost of {@code soapBlocks} over {@code baselineBlocks}.
     *
     * @param scenario       scenario name, copied into the estimate
     * @param baselineBlocks the baseline endpoint's blocks (one endpoint, any order: they are sorted by round)
     * @param soapBlocks     the SOAP endpoint's blocks (one endpoint, any order)
     * @param statistic      the block statistic of the headline figures
     * @throws IllegalArgumentException if either list is empty or mixes endpoints
     */
    public static CostEstimate estimate(String scenario, List<BlockResult> baselineBlocks,
                                        List<BlockResult> soapBlocks, BlockStatistic statistic) {
        String baselineEndpoint = BlockResult.requireOneEndpoint(baselineBlocks, "baseline");
        String soapEndpoint = BlockResult.requireOneEndpoint(soapBlocks, "SOAP");
        int pairs = Math.min(baselineBlocks.size(), soapBlocks.size());
        List<BlockResult> baseline = firstInRunOrder(baselineBlocks, pairs);
        List<BlockResult> soap = firstInRunOrder(soapBlocks, pairs);

        PairedEstimate byMean = paired(soap, baseline, BlockStatistic.MEAN::latencyMicros);
        PairedEstimate byMedian = paired(soap, baseline, BlockStatistic.MEDIAN::latencyMicros);
        // A block without Server-Timing data has NaN server figures, which makes the whole part NaN: a split from
        // some pairs only would not be comparable with the cost, which uses all of them.
        PairedEstimate inside = paired(soap, baseline, statistic::serverMicros);
        PairedEstimate outside = paired(soap, baseline, statistic::outsideMicros);
        return new CostEstimate(scenario, soapEndpoint, baselineEndpoint, statistic,
                Sample.mean(each(baseline, statistic::latencyMicros)), Sample.mean(each(soap, statistic::latencyMicros)),
                statistic == BlockStatistic.MEAN ? byMean : byMedian, byMean, byMedian, inside, outside,
                Sample.mean(each(baseline, statistic::serverMicros)), Sample.mean(each(soap, statistic::serverMicros)));
    }

    private static PairedEstimate paired(List<BlockResult> soap, List<BlockResult> baseline,
                                         ToDoubleFunction<BlockResult> value) {
        double[] d = Sample.pairedDifferences(each(soap, value), each(baseline, value));
        for (double v : d) {
            if (Double.isNaN(v)) {
                return new PairedEstimate(Double.NaN, Double.NaN, List.of());
            }
        }
        return PairedEstimate.of(d);
    }

    private static List<BlockResult> firstInRunOrder(List<BlockResult> blocks, int count) {
        // Pairing is by round; sorting by it makes that independent of how the caller grouped them.
        return blocks.stream().sorted(Comparator.comparingInt(BlockResult::index)).limit(count).toList();
    }

    private static double[] each(List<BlockResult> blocks, ToDoubleFunction<BlockResult> value) {
        return blocks.stream().mapToDouble(value).toArray();
    }
}
