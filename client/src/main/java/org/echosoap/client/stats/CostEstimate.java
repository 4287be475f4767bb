package org.echosoap.client.stats;

import java.util.List;
import java.util.Objects;

/**
 * The per-message cost of SOAP for one scenario: SOAP endpoint latency minus the latency of its baseline (same
 * request bytes, same response length, no SOAP), from paired alternating trials, with its 95 % confidence
 * interval and the split into time inside the webapp and time outside it. Made by {@link CostEstimator}.
 *
 * <p>The inputs travel with the difference (baseline, SOAP, per-pair costs), so a report can print
 * {@code baseline, SOAP, cost ± ci95} together. NaN means "not measurable from these trials", never 0.
 *
 * <pre>{@code
 * CostEstimate c = CostEstimator.estimate("echoFloat", baselineTrials, soapTrials);
 * System.out.printf(Locale.ROOT, "%s: %.1f - %.1f = %.1f ± %.1f µs (%d pairs)%n", c.soapEndpoint(),
 *         c.soapMicros(), c.baselineMicros(), c.perMessageCostMicros(), c.ci95Micros(), c.pairs());
 * }</pre>
 *
 * @param scenario                 scenario name, as given to the estimator
 * @param soapEndpoint             the SOAP endpoint measured
 * @param baselineEndpoint         the baseline endpoint it is compared with
 * @param pairs                    number of (baseline, SOAP) trial pairs used
 * @param baselineMicros           mean over pairs of each baseline trial's mean latency
 * @param soapMicros               mean over pairs of each SOAP trial's mean latency
 * @param perMessageCostMicros     mean over pairs of (SOAP mean latency − baseline mean latency)
 * @param perMessageCostP50Micros  mean over pairs of (SOAP p50 − baseline p50): less sensitive to outliers
 * @param ci95Micros               half-width of the 95 % confidence interval of {@code perMessageCostMicros};
 *                                 NaN for one pair (one pair gives no interval)
 * @param serverBaselineMicros     mean over pairs of the baseline trials' mean {@code Server-Timing: app} duration;
 *                                 NaN if any of those trials has none
 * @param serverSoapMicros         the same for the SOAP trials
 * @param serverCostMicros         mean over pairs of (SOAP − baseline) mean {@code Server-Timing: app} duration:
 *                                 the part of the cost spent inside the webapp; NaN without Server-Timing data
 * @param networkAndHttpCostMicros {@code perMessageCostMicros − serverCostMicros}: the part of the cost spent
 *                                 outside the webapp (bigger messages on the wire, HTTP parsing, client side);
 *                                 NaN without Server-Timing data
 * @param pairCostMicros           the per-pair differences behind {@code perMessageCostMicros}, in run order
 */
public record CostEstimate(String scenario, String soapEndpoint, String baselineEndpoint, int pairs,
                           double baselineMicros, double soapMicros,
                           double perMessageCostMicros, double perMessageCostP50Micros, double ci95Micros,
                           double serverBaselineMicros, double serverSoapMicros, double serverCostMicros,
                           double networkAndHttpCostMicros, List<Double> pairCostMicros) {

    /** Validates and freezes the per-pair list. */
    public CostEstimate {
        Objects.requireNonNull(scenario, "scenario");
        Objects.requireNonNull(soapEndpoint, "soapEndpoint");
        Objects.requireNonNull(baselineEndpoint, "baselineEndpoint");
        pairCostMicros = List.copyOf(pairCostMicros);
        if (pairs != pairCostMicros.size()) {
            throw new IllegalArgumentException("pairs " + pairs + " but " + pairCostMicros.size() + " pair costs");
        }
    }

    /** Whether both sides reported Server-Timing, so the webapp / outside split is known. */
    public boolean hasServerSplit() {
        return !Double.isNaN(serverCostMicros);
    }
}
