package org.echosoap.client.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.HdrHistogram.Histogram;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.result.BlockHistograms;
import org.echosoap.client.result.BlockOutcome;
import org.echosoap.client.result.ErrorCounts;
import org.echosoap.client.result.ErrorKind;
import org.echosoap.client.result.MeasuredRun;
import org.echosoap.client.result.PacingFigures;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.Protocol;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.stats.BlockResult;
import org.echosoap.client.stats.CostEstimate;
import org.echosoap.client.stats.CostEstimator;
import org.echosoap.client.stats.Histograms;
import org.echosoap.client.stats.LatencySummary;
import org.echosoap.client.stats.PairedEstimate;
import org.echosoap.client.config.PrecisionTarget;
import org.echosoap.client.stats.Spread;
import org.echosoap.client.result.PhaseProfile;
import org.echosoap.client.stages.RunStages;
import org.echosoap.client.stages.StageEstimator;

/**
 * Turns what a run measured into its report: pools every measured block per endpoint, estimates the per-message
 * cost of every non-baseline endpoint over the baseline (paired by round), judges the precision target and collects
 * the warnings.
 */
public final class RunReportBuilder {

    private RunReportBuilder() {
    }

    public static RunReport build(Scenario scenario, RunOptions options, Environment environment, MeasuredRun run) {
        Optional<Endpoint> baseline = scenario.baseline();
        List<EndpointFigures> endpoints = new ArrayList<>();
        List<CostEstimate> costs = new ArrayList<>();
        Warnings warnings = new Warnings();
        for (Endpoint endpoint : run.rotation()) {
            List<BlockOutcome> outcomes = run.blocks().get(endpoint.name());
            if (results(outcomes).isEmpty()) {
                if (!outcomes.isEmpty()) {
                    warnings.noCompleteBlock(endpoint.name(), outcomes.get(0).errors());
                }
                continue;
            }
            String role = baseline.isPresent() && baseline.get().name().equals(endpoint.name()) ? "baseline"
                    : endpoint.name().equals(scenario.measured().name()) ? "measured" : "extra";
            BlockHistograms pool = run.pooled().get(endpoint.name());
            EndpointFigures figures = figures(endpoint, role, outcomes, pool, options);
            endpoints.add(figures);
            warnings.examine(figures, outcomes, pool, options.rate().isOpenLoop());
            warnings.warmingWhileMeasured(figures);
            if (baseline.isPresent() && !role.equals("baseline")) {
                List<BlockResult> baseBlocks = results(run.blocks().get(baseline.get().name()));
                List<BlockResult> ownBlocks = results(outcomes);
                if (!baseBlocks.isEmpty() && Warnings.allHaveSuccesses(baseBlocks) && Warnings.allHaveSuccesses(ownBlocks)) {
                    costs.add(CostEstimator.estimate(scenario.name(), baseBlocks, ownBlocks, options.statistic()));
                }
            }
        }
        for (CostEstimate c : costs) {
            EndpointFigures soap = figuresOf(endpoints, c.soapEndpoint());
            EndpointFigures base = figuresOf(endpoints, c.baselineEndpoint());
            warnings.meanAndMedianDisagree(c, soap, base);
            warnings.negativePart(c, warnings.bimodal(c.soapEndpoint()) || warnings.bimodal(c.baselineEndpoint()));
        }
        RunReport.PrecisionOutcome precision = precision(scenario, options, run, costs, endpoints);
        NoiseFigures noise = noise(scenario, options, run, costs, environment);
        warnings.priming(run.priming(), options.prime());
        boolean precisionMissed = precision != null && !precision.met() && run.complete();
        if (precisionMissed) {
            warnings.precisionNotMet(precision, run.stop(), costs, endpoints, options, noise);
        }
        warnings.noise(noise, precisionMissed);
        if (run.complete() && run.stop().kind() == MeasuredRun.StopReason.Kind.TIME_LIMIT && run.stop().rounds() == 0) {
            warnings.noPairWithinTime(run.stop(), options.connections());
        }
        if (!run.complete()) {
            warnings.incomplete(run.abortReason());
        }
        return new RunReport(scenario.name(), scenario.size(), environment, options, endpoints, costs, warnings.warnings(),
                run.complete(), run.abortReason(), run.priming(), run.stop(), precision, noise, PhaseProfile.NONE,
                stages(scenario, options, run, costs));
    }

    /** The run's exact stages when it asked for them ({@code --stages}), else {@link RunStages#NONE}. */
    private static RunStages stages(Scenario scenario, RunOptions options, MeasuredRun run, List<CostEstimate> costs) {
        if (!options.stages()) {
            return RunStages.NONE;
        }
        String baseline = scenario.baseline().map(Endpoint::name).orElse(null);
        List<StageEstimator.Input> inputs = new ArrayList<>();
        boolean notHttp = false;
        for (Endpoint e : run.rotation()) {
            List<BlockOutcome> outcomes = run.blocks().get(e.name());
            if (e.protocol().kind() != Protocol.Kind.HTTP) {
                notHttp = true; // RMI, gRPC, CORBA, the TCP ping-pong, a client stack: no answer carries stages
            } else if (outcomes != null) {
                // A baseline servlet, the JSON servlets and the extra rows (null, bytes, chars) have no stack behind.
                boolean servlet = e.name().equals(baseline) || !e.name().equals(scenario.measured().name())
                        || e.path().startsWith("/baseline/") || e.path().startsWith("/variant/")
                        || e.path().startsWith("/json/");
                inputs.add(new StageEstimator.Input(e.name(), options.targetBase() + e.path(), servlet, outcomes));
            }
        }
        List<StageEstimator.CostPair> pairs = costs.stream()
                .map(c -> new StageEstimator.CostPair(c.soapEndpoint(), c.baselineEndpoint())).toList();
        RunStages stages = StageEstimator.estimate(options.stack().displayName(), inputs, pairs);
        return notHttp ? stages.withCallsNotOverHttp() : stages;
    }

    /**
     * The machine's noise: the hosts' counters, the baseline's wander over epochs and the measured endpoint's own
     * spread, with their cause; {@link NoiseFigures#UNKNOWN} when the run was not metered (runs put together in tests).
     */
    private static NoiseFigures noise(Scenario scenario, RunOptions options, MeasuredRun run, List<CostEstimate> costs,
                                      Environment environment) {
        if (!run.noise().known()) {
            return NoiseFigures.UNKNOWN;
        }
        String measured = scenario.measured().name();
        String level = scenario.baseline().map(Endpoint::name).orElse(measured);
        List<BlockOutcome> levelBlocks = run.blocks().get(level);
        if (levelBlocks == null) {
            return NoiseFigures.UNKNOWN;
        }
        boolean paired = !level.equals(measured) && run.blocks().containsKey(measured);
        boolean tail = costs.stream().filter(c -> c.soapEndpoint().equals(measured)).anyMatch(Warnings::tailOfItsOwn);
        return NoiseFigures.of(run.noise(), level, results(levelBlocks), measured,
                paired ? results(run.blocks().get(measured)) : null, options.statistic(), tail,
                isThisHost(environment.targetAddress()));
    }

    private static EndpointFigures figuresOf(List<EndpointFigures> endpoints, String name) {
        return endpoints.stream().filter(e -> e.endpoint().equals(name)).findFirst().orElseThrow();
    }

    /** The precision outcome of the figure the run's stopping rule was about; null without a target. */
    private static RunReport.PrecisionOutcome precision(Scenario scenario, RunOptions options, MeasuredRun run,
                                                        List<CostEstimate> costs, List<EndpointFigures> endpoints) {
        if (options.precision().isOff()) {
            return null;
        }
        String measured = scenario.measured().name();
        Optional<CostEstimate> cost = costs.stream().filter(c -> c.soapEndpoint().equals(measured)).findFirst();
        PairedEstimate estimate;
        String figure;
        double baselineMicros = Double.NaN;
        if (cost.isPresent()) {
            estimate = cost.get().cost();
            figure = measured + " − " + cost.get().baselineEndpoint();
            baselineMicros = cost.get().baselineMicros();
        } else if (scenario.baseline().isEmpty() && run.blocks().containsKey(measured)) {
            estimate = PairedEstimate.of(results(run.blocks().get(measured)).stream()
                    .mapToDouble(b -> b.latencyMicros(options.statistic())).toArray());
            figure = measured + " latency";
        } else {
            return null;
        }
        PrecisionTarget target = options.precision();
        return new RunReport.PrecisionOutcome(figure, estimate.requiredCi95Micros(target, baselineMicros),
                estimate.ci95Micros(), estimate.meets(target, baselineMicros), estimate.pairs(), target.relativeToKey(),
                estimate.referenceMicros(target, baselineMicros));
    }

    /** Whether {@code address} (the target's, resolved) is one of this host's: loopback, or bound to an interface. */
    static boolean isThisHost(String address) {
        if (address == null) {
            return true; // unresolved: assume the worst for the accounting, which only withholds a cause
        }
        try {
            java.net.InetAddress a = java.net.InetAddress.getByName(address);
            return a.isLoopbackAddress() || a.isAnyLocalAddress() || java.net.NetworkInterface.getByInetAddress(a) != null;
        } catch (java.io.IOException e) {
            return true;
        }
    }

    /** The figures of the blocks that ran to their end (a partial block only contributes its errors). */
    static List<BlockResult> results(List<BlockOutcome> outcomes) {
        return outcomes.stream().filter(o -> !o.partial()).map(BlockOutcome::result).toList();
    }

    static EndpointFigures figures(Endpoint endpoint, String role, List<BlockOutcome> outcomes, BlockHistograms pool,
                                   RunOptions options) {
        List<BlockResult> blocks = results(outcomes);
        ErrorCounts errors = new ErrorCounts();
        long responseBytes = 0;
        long successes = 0;
        long cpuNanos = 0;
        long sent = 0;
        long clientAllocated = 0;
        long measuredNanos = 0;
        long measuredCpuNanos = 0;
        PacingFigures pacing = PacingFigures.NONE;
        List<EndpointFigures.BlockFigures> blockFigures = new ArrayList<>();
        for (BlockOutcome o : outcomes) {
            errors.addAll(o.errors());
            responseBytes += o.responseBytes();
            successes += o.result().requests();
            cpuNanos += o.clientCpuNanos();
            sent += o.sentRequests();
            BlockResult r = o.result();
            if (!o.partial()) {
                measuredNanos += r.measureNanos();
                measuredCpuNanos += o.clientCpuNanos();
                pacing = pacing.plus(o.pacing());
            }
            clientAllocated = clientAllocated < 0 || o.clientAllocatedBytes() < 0 ? -1 : clientAllocated + o.clientAllocatedBytes();
            blockFigures.add(new EndpointFigures.BlockFigures(r.index(), r.sequence(), r.requests(), r.errors(),
                    r.throughputPerSec(), r.meanLatencyMicros(), r.medianLatencyMicros(), r.latency().p99Micros(),
                    r.meanServerAppMicros(), r.medianServerAppMicros(), r.meanOutsideMicros(), r.medianOutsideMicros(),
                    o.partial(), r.latencyHistogramBase64(), r.epoch(), o.serverAllocatedMeanBytes(),
                    o.clientAllocatedBytes() < 0 || o.sentRequests() == 0 ? Double.NaN
                            : (double) o.clientAllocatedBytes() / o.sentRequests(),
                    r.requests() == 0 ? Double.NaN : (double) o.responseBytes() / r.requests()));
        }
        Map<String, EndpointFigures.ErrorFigure> byKind = new LinkedHashMap<>();
        Map<ErrorKind, Long> counts = errors.counts();
        Map<ErrorKind, String> reasons = errors.firstReasons();
        for (ErrorKind kind : ErrorKind.values()) {
            if (counts.containsKey(kind)) {
                byKind.put(kind.key(), new EndpointFigures.ErrorFigure(counts.get(kind), reasons.get(kind)));
            }
        }
        Histogram latency = pool.latencyMicros();
        double responseBytesPerMessage = successes == 0 ? Double.NaN : (double) responseBytes / successes;
        AllocationFigures allocation = AllocationFigures.of(pool.serverAllocatedBytes(), Math.round(endpoint.meanRequestBytes()),
                responseBytesPerMessage, clientAllocated, sent);
        return new EndpointFigures(endpoint.name(), endpoint.path(), role,
                measuredNanos == 0 ? Double.NaN : latency.getTotalCount() / (measuredNanos / 1e9),
                LatencySummary.of(latency), LatencySummary.of(pool.serverAppMicros()),
                LatencySummary.of(pool.outsideMicros()), errors.total(), byKind,
                Spread.of(blocks), blockFigures, Histograms.toCompressedBase64(latency), responseBytesPerMessage,
                sent == 0 ? Double.NaN : cpuNanos / 1e3 / sent, sent, Math.round(endpoint.meanRequestBytes()), allocation,
                rate(options, latency.getTotalCount() + errorsInComplete(outcomes), measuredNanos, pacing,
                        measuredCpuNanos),
                // Every pooled histogram, not only latency's: results of several clients are added exactly (merge).
                Histograms.toCompressedBase64(pool.serverAppMicros()), Histograms.toCompressedBase64(pool.outsideMicros()),
                Histograms.toCompressedBase64(pool.serverAllocatedBytes()),
                org.echosoap.client.stats.RunToRun.UNKNOWN,
                endpoint.madeFresh() ? endpoint.fresh().medianBuildMicros() : Double.NaN);
    }

    /** The open-loop rate figures, or null in closed loop. */
    private static RateFigures rate(RunOptions options, long answers, long measuredNanos, PacingFigures pacing,
                                    long cpuNanos) {
        if (!options.rate().isOpenLoop()) {
            return null;
        }
        double cores = measuredNanos == 0 ? Double.NaN : (double) cpuNanos / measuredNanos;
        return RateFigures.of(options.rate().perSecond(), answers, measuredNanos, pacing, options.connections(), cores);
    }

    private static long errorsInComplete(List<BlockOutcome> outcomes) {
        return outcomes.stream().filter(o -> !o.partial()).mapToLong(o -> o.errors().total()).sum();
    }

    /** "1 connection" / "16 connections". */
    static String connections(int n) {
        return String.format(Locale.ROOT, "%d connection%s", n, n == 1 ? "" : "s");
    }
}
