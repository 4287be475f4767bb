package org.echosoap.client.stats;

import java.util.Comparator;
import java.util.List;
import java.util.function.ToDoubleFunction;
import org.echosoap.client.config.BlockStatistic;

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
 * <p>When the run renewed its connections and client threads in epochs ({@link BlockResult#epoch}), the interval is
 * over epochs (cluster-robust, {@link PairedEstimate#clustered}): pairs of one epoch share that epoch's thread
 * placement, and only the spread between epochs says how far the figure moves on new connections or the next run.
 *
 * <p>Blocks are paired by round: a round that one side lacks (the block an abort cut short, left out as partial)
 * pairs with nothing and is ignored. Lists whose indexes are not rounds (repeated, or run positions that never
 * coincide between the sides) are paired by position in run order, the first {@code min(count)} of each.
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
        List<BlockResult> baseline = new java.util.ArrayList<>();
        List<BlockResult> soap = new java.util.ArrayList<>();
        pair(baselineBlocks, soapBlocks, baseline, soap);

        PairedEstimate byMean = paired(soap, baseline, b -> b.latencyMicros(BlockStatistic.MEAN));
        PairedEstimate byMedian = paired(soap, baseline, b -> b.latencyMicros(BlockStatistic.MEDIAN));
        // A block without Server-Timing data has NaN server figures, which makes the whole part NaN: a split from
        // some pairs only would not be comparable with the cost, which uses all of them.
        PairedEstimate inside = paired(soap, baseline, b -> b.serverMicros(statistic));
        PairedEstimate outside = paired(soap, baseline, b -> b.outsideMicros(statistic));
        return new CostEstimate(scenario, soapEndpoint, baselineEndpoint, statistic,
                Sample.mean(each(baseline, b -> b.latencyMicros(statistic))),
                Sample.mean(each(soap, b -> b.latencyMicros(statistic))),
                statistic == BlockStatistic.MEAN ? byMean : byMedian, byMean, byMedian, inside, outside,
                Sample.mean(each(baseline, b -> b.serverMicros(statistic))),
                Sample.mean(each(soap, b -> b.serverMicros(statistic))));
    }

    private static PairedEstimate paired(List<BlockResult> soap, List<BlockResult> baseline,
                                         ToDoubleFunction<BlockResult> value) {
        double[] d = Sample.pairedDifferences(each(soap, value), each(baseline, value));
        for (double v : d) {
            if (Double.isNaN(v)) {
                return PairedEstimate.NONE;
            }
        }
        // The SOAP block's epoch labels the pair: both blocks of a round run on the same connections.
        return PairedEstimate.clustered(d, soap.stream().mapToInt(BlockResult::epoch).toArray());
    }

    /** Fills {@code baseline} and {@code soap} with the blocks of the rounds both sides have, in round order. */
    private static void pair(List<BlockResult> baselineBlocks, List<BlockResult> soapBlocks, List<BlockResult> baseline,
                             List<BlockResult> soap) {
        List<BlockResult> b = baselineBlocks.stream().sorted(Comparator.comparingInt(BlockResult::index)).toList();
        List<BlockResult> s = soapBlocks.stream().sorted(Comparator.comparingInt(BlockResult::index)).toList();
        java.util.Set<Integer> soapRounds = new java.util.HashSet<>();
        s.forEach(block -> soapRounds.add(block.index()));
        boolean shared = b.stream().anyMatch(block -> soapRounds.contains(block.index()));
        if (!(distinctRounds(b) && distinctRounds(s) && shared)) {
            // Indexes that are not rounds (repeated, or run positions that never coincide, as synthetic and schema-1
            // lists have): pair by position in run order, the first min(count) of each.
            int n = Math.min(b.size(), s.size());
            baseline.addAll(b.subList(0, n));
            soap.addAll(s.subList(0, n));
            return;
        }
        java.util.Map<Integer, BlockResult> soapByRound = new java.util.HashMap<>();
        s.forEach(block -> soapByRound.put(block.index(), block));
        for (BlockResult block : b) {
            BlockResult partner = soapByRound.get(block.index());
            if (partner != null) {
                baseline.add(block);
                soap.add(partner);
            }
        }
    }

    private static boolean distinctRounds(List<BlockResult> blocks) {
        return blocks.stream().map(BlockResult::index).distinct().count() == blocks.size();
    }

    private static double[] each(List<BlockResult> blocks, ToDoubleFunction<BlockResult> value) {
        return blocks.stream().mapToDouble(value).toArray();
    }
}
