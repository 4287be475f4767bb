package org.echosoap.client.stats;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * Subtracts a baseline from a SOAP endpoint: the heart of echosoap.
 *
 * <p>The run alternates trials (baseline, SOAP, baseline, SOAP, ...) so that slow drift of the machine (CPU
 * frequency, other tenants of the VM, JIT, GC) hits both endpoints alike. The estimator therefore works on
 * <em>pairs</em>: pair i is the i-th baseline trial and the i-th SOAP trial in run order ({@link BlockResult#index}),
 * the cost is the mean of the per-pair differences, and its confidence interval comes from the spread of those
 * differences (a paired t interval), not from the much larger trial-to-trial spread of each endpoint.
 *
 * <p>If one endpoint has more trials than the other (an interrupted run), only the first {@code min(count)} trials
 * of each, in run order, are paired; the extra trials are ignored.
 *
 * <p>Alternation cancels drift that is slow compared with one pair of trials. A steady <em>linear</em> drift is
 * not fully cancelled: the SOAP trial runs one trial after its baseline, so each difference still contains the
 * drift over one trial (an ABBA order would cancel that as well).
 *
 * <pre>{@code
 * List<BlockResult> baseline = trials.stream().filter(t -> t.endpoint().equals("bytes")).toList();
 * List<BlockResult> soap = trials.stream().filter(t -> t.endpoint().equals("EchoFloat")).toList();
 * CostEstimate c = CostEstimator.estimate("echoFloat", baseline, soap);
 * c.perMessageCostMicros();  // e.g. 41.3
 * c.ci95Micros();            // e.g. 2.1, i.e. 41.3 ± 2.1 µs
 * }</pre>
 */
public final class CostEstimator {

    private CostEstimator() {
    }

    /**
     * Estimates the per-message cost of {@code soapTrials} over {@code baselineTrials}.
     *
     * @param scenario       scenario name, copied into the estimate
     * @param baselineTrials the baseline endpoint's trials (one endpoint, any order: they are sorted by index)
     * @param soapTrials     the SOAP endpoint's trials (one endpoint, any order: they are sorted by index)
     * @throws IllegalArgumentException if either list is empty or mixes endpoints
     */
    public static CostEstimate estimate(String scenario, List<BlockResult> baselineTrials,
                                        List<BlockResult> soapTrials) {
        String baselineEndpoint = BlockResult.requireOneEndpoint(baselineTrials, "baseline");
        String soapEndpoint = BlockResult.requireOneEndpoint(soapTrials, "SOAP");
        int pairs = Math.min(baselineTrials.size(), soapTrials.size());
        List<BlockResult> baseline = firstInRunOrder(baselineTrials, pairs);
        List<BlockResult> soap = firstInRunOrder(soapTrials, pairs);

        double[] baselineMeans = each(baseline, BlockResult::meanLatencyMicros);
        double[] soapMeans = each(soap, BlockResult::meanLatencyMicros);
        double[] costs = Sample.pairedDifferences(soapMeans, baselineMeans);
        double[] p50Costs = Sample.pairedDifferences(
                each(soap, t -> t.latency().p50Micros()), each(baseline, t -> t.latency().p50Micros()));

        // A trial without Server-Timing data has a NaN mean, which makes every server figure NaN: a split computed
        // from some pairs only would not add up with perMessageCostMicros, which uses all of them.
        double[] serverBaseline = each(baseline, BlockResult::meanServerAppMicros);
        double[] serverSoap = each(soap, BlockResult::meanServerAppMicros);
        double serverCost = Sample.mean(Sample.pairedDifferences(serverSoap, serverBaseline));
        double cost = Sample.mean(costs);

        List<Double> pairCosts = new ArrayList<>(pairs);
        for (double c : costs) {
            pairCosts.add(c);
        }
        return new CostEstimate(scenario, soapEndpoint, baselineEndpoint, pairs,
                Sample.mean(baselineMeans), Sample.mean(soapMeans),
                cost, Sample.mean(p50Costs), Sample.ci95HalfWidth(costs),
                Sample.mean(serverBaseline), Sample.mean(serverSoap), serverCost, cost - serverCost,
                pairCosts);
    }

    private static List<BlockResult> firstInRunOrder(List<BlockResult> trials, int count) {
        // Pairing is by position in the run; sorting by index makes that independent of how the caller grouped them.
        return trials.stream().sorted(Comparator.comparingInt(BlockResult::index)).limit(count).toList();
    }

    private static double[] each(List<BlockResult> trials, ToDoubleFunction<BlockResult> value) {
        return trials.stream().mapToDouble(value).toArray();
    }
}
