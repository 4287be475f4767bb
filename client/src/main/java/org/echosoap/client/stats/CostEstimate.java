package org.echosoap.client.stats;

import java.util.List;
import java.util.Objects;
import org.echosoap.client.config.BlockStatistic;

/**
 * The per-message cost of SOAP for one scenario: SOAP endpoint latency minus the latency of its baseline (same
 * request bytes, same response length, no SOAP), from paired blocks (one pair per round), with its 95 %
 * confidence interval and its split into the time inside the webapp (Server-Timing) and outside it, each with its
 * own interval. Made by {@link CostEstimator}.
 *
 * <p>The headline ({@link #cost()}) uses one block statistic ({@link #statistic()}); the estimate by the other
 * statistic travels along ({@link #costByMean()}, {@link #costByMedian()}), and so do the inputs (baseline, SOAP,
 * per-pair costs), so a report can print {@code baseline, SOAP, cost ± ci95} together. NaN means "not measurable
 * from these blocks", never 0.
 *
 * <pre>{@code
 * CostEstimate c = CostEstimator.estimate("echoFloat", baselineBlocks, soapBlocks, BlockStatistic.MEDIAN);
 * System.out.printf(Locale.ROOT, "%s: %.1f - %.1f = %.1f ± %.1f µs (%d pairs)%n", c.soapEndpoint(),
 *         c.soapMicros(), c.baselineMicros(), c.perMessageCostMicros(), c.ci95Micros(), c.pairs());
 * }</pre>
 *
 * @param scenario             scenario name, as given to the estimator
 * @param soapEndpoint         the SOAP endpoint measured
 * @param baselineEndpoint     the baseline endpoint it is compared with
 * @param statistic            the block statistic of the headline figures
 * @param baselineMicros       mean over pairs of the baseline blocks' statistic
 * @param soapMicros           the same for the SOAP blocks
 * @param cost                 the headline: per-pair (SOAP − baseline) by {@code statistic}, mean and CI
 * @param costByMean           the same with block means
 * @param costByMedian         the same with block medians
 * @param inside               the part inside the webapp: per-pair difference of the Server-Timing time by
 *                             {@code statistic}; {@link PairedEstimate#NONE}-like (NaN) without Server-Timing
 * @param outside              the part outside the webapp (Tomcat's connector, the kernel, the client): per-pair
 *                             difference of (latency − server time) per request by {@code statistic}; measured, not
 *                             derived, so inside + outside ≈ cost is a real check
 * @param serverBaselineMicros mean over pairs of the baseline blocks' server time by {@code statistic}
 * @param serverSoapMicros     the same for the SOAP blocks
 * @param runToRun             how far this setup's cost moves from run to run here, from the history ({@link
 *                             RunToRun#UNKNOWN} until enough runs are kept): the headline interval includes it
 */
public record CostEstimate(String scenario, String soapEndpoint, String baselineEndpoint, BlockStatistic statistic,
                           double baselineMicros, double soapMicros, PairedEstimate cost,
                           PairedEstimate costByMean, PairedEstimate costByMedian,
                           PairedEstimate inside, PairedEstimate outside,
                           double serverBaselineMicros, double serverSoapMicros, RunToRun runToRun) {

    /** Validates. */
    public CostEstimate {
        Objects.requireNonNull(scenario, "scenario");
        Objects.requireNonNull(soapEndpoint, "soapEndpoint");
        Objects.requireNonNull(baselineEndpoint, "baselineEndpoint");
        Objects.requireNonNull(statistic, "statistic");
        Objects.requireNonNull(cost, "cost");
        Objects.requireNonNull(costByMean, "costByMean");
        Objects.requireNonNull(costByMedian, "costByMedian");
        Objects.requireNonNull(inside, "inside");
        Objects.requireNonNull(outside, "outside");
        Objects.requireNonNull(runToRun, "runToRun");
    }

    /** An estimate from one run alone (the run-to-run spread not known yet). */
    public CostEstimate(String scenario, String soapEndpoint, String baselineEndpoint, BlockStatistic statistic,
                        double baselineMicros, double soapMicros, PairedEstimate cost,
                        PairedEstimate costByMean, PairedEstimate costByMedian,
                        PairedEstimate inside, PairedEstimate outside,
                        double serverBaselineMicros, double serverSoapMicros) {
        this(scenario, soapEndpoint, baselineEndpoint, statistic, baselineMicros, soapMicros, cost, costByMean,
                costByMedian, inside, outside, serverBaselineMicros, serverSoapMicros, RunToRun.UNKNOWN);
    }

    /** The same estimate with the run-to-run spread of its setup. */
    public CostEstimate withRunToRun(RunToRun spread) {
        return new CostEstimate(scenario, soapEndpoint, baselineEndpoint, statistic, baselineMicros, soapMicros, cost,
                costByMean, costByMedian, inside, outside, serverBaselineMicros, serverSoapMicros, spread);
    }

    /** Number of (baseline, SOAP) block pairs. */
    public int pairs() {
        return cost.pairs();
    }

    /** The headline per-message cost. */
    public double perMessageCostMicros() {
        return cost.micros();
    }

    /**
     * Half-width of the headline's 95 % CI: this run's own interval ({@link #withinRunCi95Micros()}) widened by the
     * run-to-run spread where the history knows it ({@link RunToRun#ci95Micros}); NaN for one pair.
     */
    public double ci95Micros() {
        return runToRun.known() ? runToRun.ci95Micros(cost.standardErrorMicros(), cost.degreesOfFreedom())
                : cost.ci95Micros();
    }

    /** Half-width of the 95 % CI from this run's own units (epochs or pairs) alone: what its stopping rule watched. */
    public double withinRunCi95Micros() {
        return cost.ci95Micros();
    }

    /** The per-pair costs behind the headline, in run order. */
    public List<Double> pairCostMicros() {
        return cost.pairMicros();
    }

    /** The part of the cost inside the webapp; NaN without Server-Timing. */
    public double serverCostMicros() {
        return inside.micros();
    }

    /** The part of the cost outside the webapp; NaN without Server-Timing. */
    public double outsideCostMicros() {
        return outside.micros();
    }

    /**
     * The headline minus its two parts, inside and outside the webapp: what the split leaves unexplained. By block
     * means it is near 0 (latency = server time + the rest, request by request, for requests with Server-Timing); by
     * block medians it need not be (the median of a sum is not the sum of medians). NaN without the split.
     */
    public double residualMicros() {
        return hasServerSplit() ? cost.micros() - inside.micros() - outside.micros() : Double.NaN;
    }

    /** Whether both sides reported Server-Timing, so the inside / outside split is known. */
    public boolean hasServerSplit() {
        return inside.known();
    }
}
