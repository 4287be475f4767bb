package org.echosoap.client.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import org.echosoap.client.config.BlockStatistic;

/**
 * One cost from the costs that several clients measured at the same time against one server ({@code --share}):
 * every client's block pairs are units, one client's series after another.
 *
 * <p>The cost is the mean over all pairs of all clients; its interval is the paired Student t interval of that joined
 * series with the Newey–West standard error ({@link SerialMean}), as for one client. Within a client, consecutive
 * pairs are correlated and the lag terms allow for it; between clients the series are taken as independent (a
 * handful of lag products across the joins is all they add). They are not quite: the clients share the server, so a
 * server-side stall hits the pairs of every client at once, and the interval can be narrower than the truth. So the
 * result stays reproducible from {@code pairCostMicros} (the joined series) and says what it covers: one server JVM,
 * as a run does; forks ({@code pool}) cover server starts.
 *
 * <pre>{@code
 * CostEstimate all = ConcurrentClients.cost(List.of(client0Cost, client1Cost, client2Cost));
 * all.pairs();   // the sum of the clients' pairs
 * }</pre>
 */
public final class ConcurrentClients {

    private ConcurrentClients() {
    }

    /**
     * The cost over every client's pairs: the headline by either statistic and the inside/outside parts joined pair
     * series by pair series; the levels ({@code baselineMicros}, ...) the means over all pairs.
     *
     * @throws IllegalArgumentException if there are none, or they are not costs of the same endpoints and statistic
     */
    public static CostEstimate cost(List<CostEstimate> perClient) {
        if (perClient.isEmpty()) {
            throw new IllegalArgumentException("no costs to join");
        }
        CostEstimate first = perClient.get(0);
        for (CostEstimate c : perClient) {
            if (!c.soapEndpoint().equals(first.soapEndpoint()) || !c.baselineEndpoint().equals(first.baselineEndpoint())
                    || c.statistic() != first.statistic() || !c.scenario().equals(first.scenario())) {
                throw new IllegalArgumentException("costs of different measurements: " + first.soapEndpoint() + " − "
                        + first.baselineEndpoint() + " (" + first.statistic().key() + ") and " + c.soapEndpoint()
                        + " − " + c.baselineEndpoint() + " (" + c.statistic().key() + ")");
            }
        }
        PairedEstimate byMean = joined(perClient, CostEstimate::costByMean);
        PairedEstimate byMedian = joined(perClient, CostEstimate::costByMedian);
        return new CostEstimate(first.scenario(), first.soapEndpoint(), first.baselineEndpoint(), first.statistic(),
                overPairs(perClient, CostEstimate::baselineMicros), overPairs(perClient, CostEstimate::soapMicros),
                first.statistic() == BlockStatistic.MEAN ? byMean : byMedian, byMean, byMedian,
                joined(perClient, CostEstimate::inside), joined(perClient, CostEstimate::outside),
                overPairs(perClient, CostEstimate::serverBaselineMicros),
                overPairs(perClient, CostEstimate::serverSoapMicros));
    }

    /** The clients' pair series one after another; not measured (NaN) if any client's is not. */
    private static PairedEstimate joined(List<CostEstimate> perClient, Function<CostEstimate, PairedEstimate> part) {
        List<Double> series = new ArrayList<>();
        for (CostEstimate c : perClient) {
            PairedEstimate p = part.apply(c);
            if (!p.known()) {
                return PairedEstimate.NONE;
            }
            series.addAll(p.pairMicros());
        }
        return PairedEstimate.of(series.stream().mapToDouble(Double::doubleValue).toArray());
    }

    /** A level that is a mean over each client's pairs, as the mean over all pairs: weighted by the pairs. */
    private static double overPairs(List<CostEstimate> perClient, ToDoubleFunction<CostEstimate> level) {
        double sum = 0;
        int pairs = 0;
        for (CostEstimate c : perClient) {
            sum += level.applyAsDouble(c) * c.pairs();
            pairs += c.pairs();
        }
        return pairs == 0 ? Double.NaN : sum / pairs;
    }
}
