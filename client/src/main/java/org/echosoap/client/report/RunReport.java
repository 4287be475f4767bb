package org.echosoap.client.report;

import java.util.List;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.result.PhaseProfile;
import org.echosoap.client.result.MeasuredRun;
import org.echosoap.client.stages.RunStages;
import org.echosoap.client.stats.CostEstimate;

/**
 * Everything a {@code run} reports, in the order it was measured: the console table, result.json and result.csv
 * are all rendered from this one model.
 *
 * @param scenario    the scenario's name
 * @param size        the scenario's size (elements per message), or -1 where size means nothing
 * @param environment where and with what the run was made
 * @param options     every setting
 * @param endpoints   one entry per endpoint driven (table order: baseline, extras, measured)
 * @param costs       per-message cost of each non-baseline endpoint over the baseline
 * @param warningList what a careful reader must know, one per kind (errors, stalls, bimodality, precision not
 *                    met, incomplete run)
 * @param complete    false when the run stopped early
 * @param abortReason why it stopped early, or null
 * @param priming     how each endpoint was primed
 * @param stop        why measuring stopped (target met, time limit, fixed rounds, aborted)
 * @param precision   the precision target's outcome for the headline figure, or null without a target
 * @param noise       the machine's noise over the run and its cause ({@link NoiseFigures#UNKNOWN} when not measured)
 * @param profile     where the time inside the webapp went, by phase ({@code --profile}); {@link PhaseProfile#NONE}
 *                    without one
 * @param stages      the server's exact stages ({@code --stages}); {@link RunStages#NONE} without
 */
public record RunReport(String scenario, int size, Environment environment, RunOptions options, List<EndpointFigures> endpoints,
                        List<CostEstimate> costs, List<Warning> warningList, boolean complete, String abortReason,
                        List<MeasuredRun.Priming> priming, MeasuredRun.StopReason stop, PrecisionOutcome precision,
                        NoiseFigures noise, PhaseProfile profile, RunStages stages) {

    /** A report without stages. */
    public RunReport(String scenario, int size, Environment environment, RunOptions options,
                     List<EndpointFigures> endpoints, List<CostEstimate> costs, List<Warning> warningList,
                     boolean complete, String abortReason, List<MeasuredRun.Priming> priming,
                     MeasuredRun.StopReason stop, PrecisionOutcome precision, NoiseFigures noise,
                     PhaseProfile profile) {
        this(scenario, size, environment, options, endpoints, costs, warningList, complete, abortReason, priming, stop,
                precision, noise, profile, RunStages.NONE);
    }

    /** A report without noise figures and without a profile. */
    public RunReport(String scenario, int size, Environment environment, RunOptions options,
                     List<EndpointFigures> endpoints, List<CostEstimate> costs, List<Warning> warningList,
                     boolean complete, String abortReason, List<MeasuredRun.Priming> priming,
                     MeasuredRun.StopReason stop, PrecisionOutcome precision) {
        this(scenario, size, environment, options, endpoints, costs, warningList, complete, abortReason, priming, stop,
                precision, NoiseFigures.UNKNOWN, PhaseProfile.NONE);
    }

    /** A report with its noise figures, without a profile (a profile is added after the run: {@link #withProfile}). */
    public RunReport(String scenario, int size, Environment environment, RunOptions options,
                     List<EndpointFigures> endpoints, List<CostEstimate> costs, List<Warning> warningList,
                     boolean complete, String abortReason, List<MeasuredRun.Priming> priming,
                     MeasuredRun.StopReason stop, PrecisionOutcome precision, NoiseFigures noise) {
        this(scenario, size, environment, options, endpoints, costs, warningList, complete, abortReason, priming, stop,
                precision, noise, PhaseProfile.NONE);
    }

    /**
     * Whether the headline figure reached its precision target.
     *
     * @param figure             what the target is about ("EchoFloat − null", or an endpoint's latency)
     * @param requiredCi95Micros the half-width the target asked for at the end
     * @param ci95Micros         the half-width reached
     * @param met                whether it was reached
     * @param pairs              pairs (or blocks) behind it
     * @param relativeTo         what the target's percentage is of: {@code cost}, or {@code baselineLatency} for a
     *                           layer pair (its cost may be near zero: {@code PrecisionTarget#withBaselineReference})
     * @param referenceMicros    that reference's value at the end, µs/msg
     */
    public record PrecisionOutcome(String figure, double requiredCi95Micros, double ci95Micros, boolean met, int pairs,
                                   String relativeTo, double referenceMicros) {
    }

    /** The warnings as printed lines, one per kind. */
    public List<String> warnings() {
        return warningList.stream().map(Warning::line).toList();
    }

    /** The same report with other cost estimates (the same costs with their run-to-run spread). */
    public RunReport withCosts(List<CostEstimate> newCosts) {
        return withFigures(endpoints, newCosts);
    }

    /** The same report with other endpoint figures and cost estimates (the same, with their run-to-run spread). */
    public RunReport withFigures(List<EndpointFigures> newEndpoints, List<CostEstimate> newCosts) {
        return new RunReport(scenario, size, environment, options, newEndpoints, newCosts, warningList, complete,
                abortReason, priming, stop, precision, noise, profile, stages);
    }

    /** The same report with its profile. */
    public RunReport withProfile(PhaseProfile newProfile) {
        return new RunReport(scenario, size, environment, options, endpoints, costs, warningList, complete,
                abortReason, priming, stop, precision, noise, newProfile, stages);
    }

    /** Total failed requests over all endpoints. */
    public long totalErrors() {
        return endpoints.stream().mapToLong(EndpointFigures::errors).sum();
    }
}
