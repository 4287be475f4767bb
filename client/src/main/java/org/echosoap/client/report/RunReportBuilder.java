package org.echosoap.client.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.load.ErrorCounts;
import org.echosoap.client.load.ErrorKind;
import org.echosoap.client.load.MeasuredRun;
import org.echosoap.client.load.BlockOutcome;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.stats.CostEstimate;
import org.echosoap.client.stats.CostEstimator;
import org.echosoap.client.stats.Histograms;
import org.echosoap.client.stats.LatencySummary;
import org.echosoap.client.stats.Spread;
import org.echosoap.client.stats.BlockResult;
import org.echosoap.client.stats.TrialSelection;

/**
 * Turns what a run measured into its report: picks the trial per endpoint, estimates the per-message cost of
 * every non-baseline endpoint over the baseline (paired by round), and collects the warnings.
 */
public final class RunReportBuilder {

    /** Trials whose throughput differs by more than this across a run make the figures shaky. */
    static final double NOISY_SPREAD_PERCENT = 10.0;

    private RunReportBuilder() {
    }

    public static RunReport build(Scenario scenario, RunOptions options, Environment environment, MeasuredRun run) {
        Optional<Endpoint> baseline = scenario.baseline();
        List<EndpointFigures> endpoints = new ArrayList<>();
        List<CostEstimate> costs = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        for (Endpoint endpoint : run.rotation()) {
            List<BlockOutcome> outcomes = run.trials().get(endpoint.name());
            if (results(outcomes).isEmpty()) {
                if (!outcomes.isEmpty()) {
                    warnings.add(endpoint.name() + ": no complete trial; " + outcomes.get(0).errors().total()
                            + " failed requests (" + outcomes.get(0).errors().summary() + ")");
                }
                continue;
            }
            String role = baseline.isPresent() && baseline.get().name().equals(endpoint.name()) ? "baseline"
                    : endpoint.name().equals(scenario.measured().name()) ? "measured" : "extra";
            EndpointFigures figures = figures(endpoint, role, outcomes, options.pick());
            endpoints.add(figures);
            warnings.addAll(Warnings.forEndpoint(figures, outcomes));
            if (baseline.isPresent() && !role.equals("baseline")) {
                List<BlockResult> baseTrials = results(run.trials().get(baseline.get().name()));
                List<BlockResult> ownTrials = results(outcomes);
                if (!baseTrials.isEmpty() && Warnings.allHaveSuccesses(baseTrials) && Warnings.allHaveSuccesses(ownTrials)) {
                    costs.add(CostEstimator.estimate(scenario.name(), baseTrials, ownTrials));
                }
            }
        }
        if (!run.complete()) {
            warnings.add(0, "INCOMPLETE run: " + (run.abortReason() == null ? "stopped early" : run.abortReason())
                    + "; the figures cover the trials that finished");
        }
        return new RunReport(scenario.name(), scenario.size(), environment, options, endpoints, costs, warnings, run.complete(),
                run.abortReason());
    }

    /** The figures of the trials that ran to their end (a partial trial only contributes its errors). */
    private static List<BlockResult> results(List<BlockOutcome> outcomes) {
        return outcomes.stream().filter(o -> !o.partial()).map(BlockOutcome::result).toList();
    }

    static EndpointFigures figures(Endpoint endpoint, String role, List<BlockOutcome> outcomes, TrialSelection.Pick pick) {
        List<BlockResult> trials = results(outcomes);
        BlockResult picked = TrialSelection.pick(trials, pick);
        ErrorCounts errors = new ErrorCounts();
        long responseBytes = 0;
        long successes = 0;
        long cpuNanos = 0;
        long sent = 0;
        long clientAllocated = 0;
        List<org.HdrHistogram.Histogram> allocations = new ArrayList<>();
        List<EndpointFigures.TrialFigures> trialFigures = new ArrayList<>();
        for (BlockOutcome o : outcomes) {
            errors.addAll(o.errors());
            responseBytes += o.responseBytes();
            successes += o.result().requests();
            cpuNanos += o.clientCpuNanos();
            sent += o.sentRequests();
            if (!o.partial()) {
                allocations.add(o.serverAllocatedBytes());
            }
            clientAllocated = clientAllocated < 0 || o.clientAllocatedBytes() < 0 ? -1 : clientAllocated + o.clientAllocatedBytes();
            BlockResult r = o.result();
            LatencySummary l = r.latency();
            trialFigures.add(new EndpointFigures.TrialFigures(r.index(), r.requests(), r.errors(),
                    r.throughputPerSec(), l.meanMicros(), l.p50Micros(), l.p99Micros(),
                    r.hasServerTiming() ? r.meanServerAppMicros() : Double.NaN, o.partial()));
        }
        Map<String, EndpointFigures.ErrorFigure> byKind = new LinkedHashMap<>();
        Map<ErrorKind, Long> counts = errors.counts();
        Map<ErrorKind, String> reasons = errors.firstReasons();
        for (ErrorKind kind : ErrorKind.values()) {
            if (counts.containsKey(kind)) {
                byKind.put(kind.key(), new EndpointFigures.ErrorFigure(counts.get(kind), reasons.get(kind)));
            }
        }
        double responseBytesPerMessage = successes == 0 ? Double.NaN : (double) responseBytes / successes;
        AllocationFigures allocation = AllocationFigures.of(Histograms.merge(allocations), endpoint.requestBody().length,
                responseBytesPerMessage, clientAllocated, sent);
        return new EndpointFigures(endpoint.name(), endpoint.path(), role, picked.index(), picked.throughputPerSec(),
                picked.latency(), LatencySummary.of(picked.serverAppMicros()), errors.total(), byKind,
                Spread.of(trials), trialFigures, Histograms.toCompressedBase64(picked.latencyMicros()),
                responseBytesPerMessage,
                sent == 0 ? Double.NaN : cpuNanos / 1e3 / sent, sent, endpoint.requestBody().length, allocation);
    }

    /** "1 connection" / "16 connections". */
    static String connections(int n) {
        return String.format(Locale.ROOT, "%d connection%s", n, n == 1 ? "" : "s");
    }
}
