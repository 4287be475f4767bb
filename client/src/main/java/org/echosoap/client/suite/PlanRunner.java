package org.echosoap.client.suite;

import java.io.PrintStream;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.echosoap.client.config.Defaults;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.config.Share;
import org.echosoap.client.history.RunHistory;
import org.echosoap.client.load.AbortSignal;
import org.echosoap.client.result.MeasuredRun;
import org.echosoap.client.load.Measurement;
import org.echosoap.client.load.Preflight;
import org.echosoap.client.load.RunObserver;
import org.echosoap.client.load.RunObservers;
import org.echosoap.client.load.StartGate;
import org.echosoap.client.load.StartSignal;
import org.echosoap.client.profile.PartProfiler;
import org.echosoap.client.report.BudgetOutcome;
import org.echosoap.client.report.Environment;
import org.echosoap.client.report.RunReport;
import org.echosoap.client.report.RunReportBuilder;
import org.echosoap.client.report.SuiteReport;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.ScenarioParameters;
import org.echosoap.client.scenario.catalog.Scenarios;
import org.echosoap.client.scenario.layer.SoapLayers;

/**
 * Measures the parts of a run, sweep or suite one after another: builds each scenario (sizing its baseline with a
 * real request), checks every endpoint answers correctly, measures, and collects the reports. A part whose target
 * answers wrongly is skipped with its reason (or fails the whole plan when {@code failFast}: a plain run).
 */
public final class PlanRunner {

    /**
     * Thrown when a plan cannot begin: a fail-fast plan's preflight failed, or its shared start did not come in time
     * (a share too late for it, no start signal): one line, nothing measured.
     */
    public static final class PreflightFailure extends RuntimeException {
        PreflightFailure(String message) {
            super(message);
        }
    }

    private PlanRunner() {
    }

    /** Why a part of a suite with a time budget was not measured: the first pass had used the budget up. */
    public static final String BUDGET_SPENT = "not measured: the suite's time budget was spent before it";

    public static SuiteReport execute(String suite, List<Part> parts, AbortSignal abort, boolean failFast, PrintStream progress,
                               RunHistory history) {
        return execute(suite, parts, List.of(), abort, failFast, progress, history);
    }

    /**
     * As {@link #execute(String, List, AbortSignal, boolean, PrintStream, RunHistory)}, printing {@code
     * afterPreflight} on {@code progress} once the first part's preflight has passed: a target that does not answer
     * is then one line, not the run's plan and a line.
     */
    public static SuiteReport execute(String suite, List<Part> parts, AbortSignal abort, boolean failFast,
                               PrintStream progress, RunHistory history, List<String> afterPreflight) {
        AFTER_PREFLIGHT.set(afterPreflight);
        try {
            return execute(suite, parts, List.of(), abort, failFast, progress, history);
        } finally {
            AFTER_PREFLIGHT.remove();
        }
    }

    /** The lines the run on this thread prints after its first preflight (its plan), set by the caller above. */
    private static final ThreadLocal<List<String>> AFTER_PREFLIGHT = ThreadLocal.withInitial(List::of);

    /**
     * @param skippedBefore rows the caller already found unavailable, reported with the suite's
     * @param history       the runs kept here: each cost's interval gets its setup's run-to-run spread, and a
     *                      complete part is appended
     */
    public static SuiteReport execute(String suite, List<Part> parts, List<String> skippedBefore, AbortSignal abort,
                               boolean failFast, PrintStream progress, RunHistory history) {
        return execute(suite, parts, skippedBefore, abort, failFast, progress, history, null);
    }

    /**
     * As {@link #execute(String, List, List, AbortSignal, boolean, PrintStream, RunHistory)}, then, when {@code
     * budget} is given, re-runs unresolved parts with the time the first pass left of it ({@link AdaptiveBudget}). A
     * part not started when the budget is spent is skipped ({@value #BUDGET_SPENT}): the suite ends within its budget
     * and the one part running when it ran out.
     *
     * @param budget the suite's wall-clock budget, or null for one pass only
     */
    public static SuiteReport execute(String suite, List<Part> parts, List<String> skippedBefore, AbortSignal abort,
                               boolean failFast, PrintStream progress, RunHistory history, Duration budget) {
        long startNanos = System.nanoTime();
        Runner runner = new Runner(Environment.describe(parts.get(0).options().target()), abort, failFast, progress,
                history, parts.size());
        List<RunReport> reports = new ArrayList<>();
        List<Part> measuredParts = new ArrayList<>();
        List<Long> wallNanos = new ArrayList<>();
        List<String> skipped = new ArrayList<>(skippedBefore);
        boolean complete = true;
        int partNumber = 0;
        for (Part part : parts) {
            partNumber++;
            long partStart = System.nanoTime();
            if (budget != null && partStart - startNanos >= budget.toNanos()) {
                // A stated budget is a promise: the parts it has no time for are listed, not measured past it.
                skipped.add(part.label() + ": " + BUDGET_SPENT + " (" + org.echosoap.client.config.Durations.format(
                        budget) + ")");
                continue;
            }
            Outcome outcome = runner.measure(part, partNumber, part.options());
            if (outcome.aborted()) {
                complete = false;
                break;
            }
            if (outcome.skipped() != null) {
                skipped.add(outcome.skipped());
                continue;
            }
            reports.add(outcome.report());
            measuredParts.add(part);
            wallNanos.add(System.nanoTime() - partStart);
            if (!outcome.complete()) {
                complete = false;
                break;
            }
        }
        BudgetOutcome budgetOutcome = null;
        if (budget != null && complete && !reports.isEmpty()) {
            AdaptiveBudget adaptive = new AdaptiveBudget(budget, startNanos, progress);
            complete = adaptive.spend(measuredParts, reports, wallNanos,
                    (part, options) -> runner.measure(part, 0, options));
            budgetOutcome = adaptive.outcome(System.nanoTime() - startNanos);
        }
        return new SuiteReport(suite, runner.environment, reports, skipped, System.nanoTime() - startNanos, complete,
                null, budgetOutcome);
    }

    /**
     * What measuring one part gave: its report, or why it was skipped, or that the plan was aborted before it.
     *
     * @param report   the part's report, or null
     * @param skipped  "label: reason" when it was skipped, or null
     * @param aborted  whether the plan was aborted before the part
     * @param complete whether the measurement ran to its end
     */
    record Outcome(RunReport report, String skipped, boolean aborted, boolean complete) {
    }

    /** Measures parts one at a time with the plan's shared settings, environment and start gate. */
    private static final class Runner {
        private Environment environment;
        private final AbortSignal abort;
        private final boolean failFast;
        private final PrintStream progress;
        private final RunHistory history;
        private final int partCount;
        private final RunObserver observer = RunObservers.current();
        private boolean started;

        Runner(Environment environment, AbortSignal abort, boolean failFast, PrintStream progress, RunHistory history,
               int partCount) {
            this.environment = environment;
            this.abort = abort;
            this.failFast = failFast;
            this.progress = progress;
            this.history = history;
            this.partCount = partCount;
        }

        /** Measures {@code part} with {@code partOptions}; {@code partNumber} 0 is a re-run (no progress number). */
        Outcome measure(Part part, int partNumber, RunOptions partOptions) {
            if (partNumber > 0) {
                observer.partStarted(partNumber, partCount, part.label());
            }
            if (abort.isRaised()) {
                return new Outcome(null, null, true, false);
            }
            Scenario scenario;
            List<Endpoint> rotation;
            try {
                scenario = part.source().build(Preflight.sizer(partOptions));
                rotation = rotation(scenario, part.with());
            } catch (IllegalStateException e) {
                if (failFast) {
                    throw new PreflightFailure(e.getMessage());
                }
                return new Outcome(null, part.label() + ": " + e.getMessage(), false, true);
            }
            String problem = Preflight.check(partOptions, rotation);
            if (problem != null) {
                if (failFast) {
                    throw new PreflightFailure(problem);
                }
                return new Outcome(null, part.label() + ": " + problem, false, true);
            }
            if (progress != null && partCount > 1 && !partOptions.quiet()) {
                if (partNumber > 0) {
                    progress.printf("[%d/%d] %s%n", partNumber, partCount, part.label());
                } else {
                    progress.printf("[re-run, up to %s measuring] %s%n",
                            org.echosoap.client.config.Durations.format(partOptions.maxTime()), part.label());
                }
            }
            if (!started) {
                if (progress != null) {
                    AFTER_PREFLIGHT.get().forEach(progress::println);
                    progress.flush();
                }
                // After the first preflight (a target that does not answer fails before the wait, not after it), before
                // the first priming: a shared --start-at holds every client of a plan to one instant.
                PrintStream notes = progress != null ? progress : System.err;
                Instant scheduled = partOptions.startAtFile() == null ? partOptions.startAt()
                        : awaitSignal(partOptions, abort, notes);
                environment = environment.measuringFrom(scheduled,
                        waitForStart(scheduled, partOptions.share(), abort, notes));
                started = true;
            }
            // A re-run's target is the resolving one (AdaptiveBudget), relative to the cost itself.
            RunOptions options = SoapLayers.isLayer(scenario.name()) && partNumber > 0
                    ? partOptions.withPrecision(partOptions.precision().withBaselineReference()) : partOptions;
            String pooling = poolingLine(history, environment, scenario, rotation, options);
            if (pooling != null && progress != null && partCount == 1 && !options.quiet()) { // one run: a suite would repeat it per part
                progress.println("echosoap: " + pooling);
            }
            MeasuredRun measured;
            String fileKey = partCount > 1 ? part.fileKey() : "";
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
            report = report.withProfile(profile.finish(ProfileInputs.of(report)));
            history.record(report);
            return new Outcome(report, null, false, measured.complete());
        }
    }

    /** The history's word on pooling this part's cost with earlier runs (before it is measured), or null. */
    private static String poolingLine(RunHistory history, Environment environment, Scenario scenario,
                                      List<Endpoint> rotation, RunOptions options) {
        return scenario.baseline().<String>map(base -> history.poolingLine(org.echosoap.client.history.SetupKey.ofCost(
                environment, options, scenario.name(), scenario.size(), rotation.get(rotation.size() - 1).name(),
                base.name()))).orElse(null);
    }

    /** Says this client is ready and waits for its start signal: the instant, or null when aborted meanwhile. */
    private static Instant awaitSignal(RunOptions options, AbortSignal abort, PrintStream notes) {
        notes.println(StartSignal.readyLine(options.startAtFile(), options.share(), Defaults.MAX_START_WAIT));
        notes.flush();
        try {
            return StartSignal.await(options.startAtFile(), Defaults.MAX_START_WAIT, abort, Clock.systemUTC());
        } catch (StartSignal.NoStart e) {
            throw new PreflightFailure(e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            abort.raise("interrupted while waiting for --start-at-file");
            return null;
        }
    }

    private static Instant waitForStart(Instant startAt, Share share, AbortSignal abort, PrintStream notes) {
        try {
            return StartGate.await(startAt, share, abort, notes, Clock.systemUTC());
        } catch (StartGate.LateStart e) {
            throw new PreflightFailure(e.getMessage());
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
