package org.echosoap.client.suite;

import java.io.PrintStream;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.history.RunHistory;
import org.echosoap.client.load.AbortSignal;
import org.echosoap.client.result.MeasuredRun;
import org.echosoap.client.load.Measurement;
import org.echosoap.client.load.Preflight;
import org.echosoap.client.load.RunObserver;
import org.echosoap.client.load.RunObservers;
import org.echosoap.client.load.StartGate;
import org.echosoap.client.profile.PartProfiler;
import org.echosoap.client.report.Environment;
import org.echosoap.client.report.RunReport;
import org.echosoap.client.report.RunReportBuilder;
import org.echosoap.client.report.SuiteReport;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.ScenarioParameters;
import org.echosoap.client.scenario.Scenarios;
import org.echosoap.client.scenario.layer.SoapLayers;

/**
 * Measures the parts of a run, sweep or suite one after another: builds each scenario (sizing its baseline with a
 * real request), checks every endpoint answers correctly, measures, and collects the reports. A part whose target
 * answers wrongly is skipped with its reason (or fails the whole plan when {@code failFast}: a plain run).
 */
public final class PlanRunner {

    /** Thrown when a fail-fast plan's preflight fails: one line, nothing measured. */
    public static final class PreflightFailure extends RuntimeException {
        PreflightFailure(String message) {
            super(message);
        }
    }

    private PlanRunner() {
    }

    public static SuiteReport execute(String suite, List<Part> parts, AbortSignal abort, boolean failFast, PrintStream progress,
                               RunHistory history) {
        return execute(suite, parts, List.of(), abort, failFast, progress, history);
    }

    /**
     * @param skippedBefore rows the caller already found unavailable, reported with the suite's
     * @param history       the runs kept here: each cost's interval gets its setup's run-to-run spread, and a
     *                      complete part is appended
     */
    public static SuiteReport execute(String suite, List<Part> parts, List<String> skippedBefore, AbortSignal abort,
                               boolean failFast, PrintStream progress, RunHistory history) {
        long startNanos = System.nanoTime();
        Environment environment = Environment.describe(parts.get(0).options().target());
        List<RunReport> reports = new ArrayList<>();
        List<String> skipped = new ArrayList<>(skippedBefore);
        boolean complete = true;
        boolean started = false;
        int partNumber = 0;
        RunObserver observer = RunObservers.current();
        for (Part part : parts) {
            partNumber++;
            observer.partStarted(partNumber, parts.size(), part.label());
            if (abort.isRaised()) {
                complete = false;
                break;
            }
            Scenario scenario;
            List<Endpoint> rotation;
            try {
                scenario = part.source().build(Preflight.sizer(part.options()));
                rotation = rotation(scenario, part.with());
            } catch (IllegalStateException e) {
                if (failFast) {
                    throw new PreflightFailure(e.getMessage());
                }
                skipped.add(part.label() + ": " + e.getMessage());
                continue;
            }
            String problem = Preflight.check(part.options(), rotation);
            if (problem != null) {
                if (failFast) {
                    throw new PreflightFailure(problem);
                }
                skipped.add(part.label() + ": " + problem);
                continue;
            }
            if (progress != null && parts.size() > 1 && !part.options().quiet()) {
                progress.printf("[%d/%d] %s%n", partNumber, parts.size(), part.label());
            }
            if (!started) {
                // After the first preflight (a target that does not answer fails before the wait, not after it), before
                // the first priming: a shared --start-at holds every client of a plan to one instant.
                environment = environment.measuringFrom(part.options().startAt(),
                        waitForStart(part.options().startAt(), abort, progress));
                started = true;
            }
            RunOptions options = SoapLayers.isLayer(scenario.name())
                    ? part.options().withPrecision(part.options().precision().withBaselineReference()) : part.options();
            MeasuredRun measured;
            String fileKey = parts.size() > 1 ? part.fileKey() : "";
            PartProfiler.Session profile = PartProfiler.current().begin(part.label(), fileKey, options, rotation);
            boolean ran = false;
            try {
                measured = new Measurement(options, rotation,
                        scenario.baseline().map(Endpoint::name).orElse(null), abort, progress,
                        fileKey).observedBy(RunObserver.both(observer, profile.marks())).run();
                ran = true;
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            } finally {
                if (!ran) {
                    profile.abandon();
                }
            }
            RunReport report = history.withRunToRun(RunReportBuilder.build(scenario, options, environment,
                    measured));
            report = report.withProfile(profile.finish(report));
            history.record(report);
            reports.add(report);
            if (!measured.complete()) {
                complete = false;
                break;
            }
        }
        return new SuiteReport(suite, environment, reports, skipped, System.nanoTime() - startNanos, complete);
    }

    private static Instant waitForStart(Instant startAt, AbortSignal abort, PrintStream progress) {
        try {
            return StartGate.await(startAt, abort, progress != null ? progress : System.err, Clock.systemUTC());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            abort.raise("interrupted while waiting for --start-at");
            return Clock.systemUTC().instant();
        }
    }

    /** Rotation order: baseline, extra rows (no duplicates), measured endpoint. */
    public static List<Endpoint> rotation(Scenario chosen, List<String> with) {
        List<Endpoint> rotation = new ArrayList<>();
        chosen.baseline().ifPresent(rotation::add);
        for (String name : with) {
            String n = name.strip();
            if (n.isEmpty()) {
                continue;
            }
            Endpoint extra = Scenarios.extraRow(n, new ScenarioParameters(chosen.size(), 0));
            boolean duplicate = rotation.stream().anyMatch(e -> e.name().equals(extra.name()))
                    || extra.name().equals(chosen.measured().name());
            if (!duplicate) {
                rotation.add(extra);
            }
        }
        rotation.add(chosen.measured());
        return rotation;
    }
}
