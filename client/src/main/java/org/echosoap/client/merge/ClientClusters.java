package org.echosoap.client.merge;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.function.ToDoubleFunction;
import org.echosoap.client.stats.CostEstimate;
import org.echosoap.client.stats.Sample;

/**
 * The 95% half-width of a merged figure with each client as one cluster: Student t over the clients' own figures.
 * Why: the clients' pairs are not independent of one another within a client (same connections, host, placement), so
 * the clients, not the pairs, are the units (see {@link CostMerge}).
 *
 * <pre>{@code
 * ClientClusters.ci95Micros(new double[] {68.0, 73.0, 71.0});   // t(0.975, 2) × 2.52 / sqrt(3) = 6.26
 * }</pre>
 */
final class ClientClusters {

    private ClientClusters() {
    }

    /** {@code t(0.975, k − 1) × sd / sqrt(k)} over the k clients' figures; NaN for fewer than 2 or any NaN. */
    static double ci95Micros(double[] perClientMicros) {
        for (double v : perClientMicros) {
            if (!Double.isFinite(v)) {
                return Double.NaN;
            }
        }
        return Sample.ci95HalfWidth(perClientMicros);
    }

    /** Writes {@code key} as the clustered half-width of {@code figure}, null when it is not known. */
    static void put(ObjectNode n, String key, List<CostEstimate> perClient, ToDoubleFunction<CostEstimate> figure) {
        double ci = ci95Micros(perClient.stream().mapToDouble(figure).toArray());
        if (Double.isFinite(ci)) {
            n.put(key, rounded(ci));
        } else {
            n.putNull(key);
        }
    }

    /** Three decimals, as result.json writes µs. */
    static double rounded(double micros) {
        return Math.round(micros * 1000.0) / 1000.0;
    }
}
