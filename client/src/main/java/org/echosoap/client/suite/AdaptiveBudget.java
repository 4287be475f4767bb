package org.echosoap.client.suite;

import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.echosoap.client.config.PrecisionTarget;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.report.BudgetOutcome;
import org.echosoap.client.report.Resolution;
import org.echosoap.client.report.RunReport;
import org.echosoap.client.result.MeasuredRun;

/**
 * A suite's second phase: after every part had its first pass (the suite's own short limits, quiet parts stopping
 * early at their precision target), the time left of the suite's wall-clock budget goes, in at most {@link
 * #MAX_ROUNDS} rounds, to the unresolved parts ({@link Resolution}) as {@link BudgetAllocator} shares it. A part
 * cannot be resumed, so a grant re-runs it from scratch with the granted measuring time and a target that stops it
 * once resolved; the re-run replaces the first pass (whichever interval is narrower would be a choice by the data).
 * Before each re-run the time left is checked again, so the suite ends within its budget unless the first pass alone
 * took longer.
 *
 * <pre>{@code
 * AdaptiveBudget adaptive = new AdaptiveBudget(Duration.ofMinutes(3), suiteStartNanos, System.err);
 * adaptive.spend(parts, reports, wallNanos, (part, options) -> runner.measure(part, 0, options));
 * BudgetOutcome done = adaptive.outcome(System.nanoTime() - suiteStartNanos);
 * }</pre>
 */
final class AdaptiveBudget {

    /** Rounds of re-runs at most: each round re-estimates from the last runs' spread. */
    static final int MAX_ROUNDS = 3;

    /**
     * A re-run stops when its interval is at most this share of its cost: a little inside {@link Resolution#SHARE},
     * since the console's interval may also carry the run-to-run spread the stopping rule does not watch.
     */
    static final double RERUN_TARGET_SHARE = 0.4;

    /** Re-runs a part with other options. */
    @FunctionalInterface
    interface Rerun {
        PlanRunner.Outcome run(Part part, RunOptions options);
    }

    private final double budgetSeconds;
    private final long suiteStartNanos;
    private final PrintStream progress;
    private final List<String> reruns = new ArrayList<>();
    private final Set<Integer> rerunIds = new HashSet<>();
    private List<RunReport> finalReports = List.of();
    private int rounds;

    AdaptiveBudget(Duration budget, long suiteStartNanos, PrintStream progress) {
        this.budgetSeconds = budget.toNanos() / 1e9;
        this.suiteStartNanos = suiteStartNanos;
        this.progress = progress;
    }

    /**
     * Spends the budget left on re-runs, replacing {@code reports} (and {@code wallNanos}) in place; false when the
     * plan was aborted or a re-run stopped early.
     */
    boolean spend(List<Part> parts, List<RunReport> reports, List<Long> wallNanos, Rerun rerun) {
        finalReports = reports;
        for (int round = 0; round < MAX_ROUNDS; round++) {
            List<BudgetAllocator.Standing> standings = new ArrayList<>();
            for (int i = 0; i < reports.size(); i++) {
                standings.add(standing(i, reports.get(i), wallNanos.get(i)));
            }
            List<BudgetAllocator.Grant> grants = BudgetAllocator.allocate(standings, budgetSeconds - elapsedSeconds());
            if (grants.isEmpty()) {
                break;
            }
            boolean anyRun = false;
            for (BudgetAllocator.Grant g : grants) {
                BudgetAllocator.Standing s = standings.get(g.id());
                if (elapsedSeconds() + s.overheadSeconds() + g.measuringSeconds() > budgetSeconds) {
                    continue; // earlier re-runs took longer than their estimate
                }
                Part part = parts.get(g.id());
                // A part not steady is primed longer: its first pass showed its --prime was not enough.
                Duration prime = s.steady() ? part.options().prime()
                        : part.options().prime().multipliedBy(UNSTEADY_PRIME_FACTOR);
                RunOptions options = part.options().toBuilder()
                        .prime(prime)
                        .maxTime(Duration.ofMillis(Math.max(10, (long) Math.ceil(g.measuringSeconds() * 1000))))
                        .precision(PrecisionTarget.relative(RERUN_TARGET_SHARE))
                        .firstLookTimeFactor(1)
                        .build();
                long start = System.nanoTime();
                PlanRunner.Outcome outcome = rerun.run(part, options);
                if (outcome.aborted()) {
                    return false;
                }
                if (outcome.skipped() != null) {
                    if (progress != null) {
                        progress.printf(Locale.ROOT, "echosoap: re-run skipped, first pass kept: %s%n", outcome.skipped());
                    }
                    continue;
                }
                reports.set(g.id(), outcome.report());
                wallNanos.set(g.id(), System.nanoTime() - start);
                reruns.add(Resolution.label(outcome.report()));
                rerunIds.add(g.id());
                if (!anyRun) {
                    anyRun = true;
                    rounds++;
                }
                if (!outcome.complete()) {
                    return false;
                }
            }
            if (!anyRun) {
                break; // every grant of this round outgrew the time left: later rounds would only have less
            }
        }
        return true;
    }

    /** What the budget did, for the suite's report. */
    BudgetOutcome outcome(long elapsedNanos) {
        int resolved = (int) rerunIds.stream()
                .filter(i -> finalReports.get(i).costs().stream().allMatch(Resolution::resolved)).count();
        return new BudgetOutcome(budgetSeconds, elapsedNanos / 1e9, reruns, resolved, rounds);
    }

    static BudgetAllocator.Standing standing(int id, RunReport report, long wallNanos) {
        double measuring = Resolution.measuringSeconds(report);
        boolean resolved = report.costs().stream().allMatch(Resolution::resolved);
        boolean steady = report.priming().stream().allMatch(p -> p.blocks() == 0 || p.steady());
        double overhead = Math.max(0, wallNanos / 1e9 - (Double.isFinite(measuring) ? measuring : 0));
        if (!steady) {
            // The re-run's longer priming: (factor - 1) times more of each primed endpoint's priming.
            overhead += (UNSTEADY_PRIME_FACTOR - 1) * report.priming().stream()
                    .mapToLong(MeasuredRun.Priming::millis).sum() / 1e3;
        }
        boolean figure = report.costs().stream().allMatch(Resolution::printsFigure);
        return new BudgetAllocator.Standing(id, resolved, Double.isFinite(measuring) ? measuring : 0, overhead,
                resolved ? measuring : Resolution.measuringSecondsToResolve(report), steady, figure);
    }

    /** How many times its first --prime a part not steady is primed in its re-run. */
    static final int UNSTEADY_PRIME_FACTOR = 3;

    private double elapsedSeconds() {
        return (System.nanoTime() - suiteStartNanos) / 1e9;
    }
}
