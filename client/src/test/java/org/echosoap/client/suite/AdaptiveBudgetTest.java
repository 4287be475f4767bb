package org.echosoap.client.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.echosoap.client.config.BlockStatistic;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.report.BudgetOutcome;
import org.echosoap.client.report.ReportFixture;
import org.echosoap.client.report.Resolution;
import org.echosoap.client.report.RunReport;
import org.echosoap.client.result.MeasuredRun;
import org.echosoap.client.scenario.ScenarioParameters;
import org.echosoap.client.stats.CostEstimate;
import org.echosoap.client.stats.PairedEstimate;
import org.junit.jupiter.api.Test;

/**
 * The budget's rounds over synthetic reports (a re-run is given a report here instead of a measurement): only
 * unresolved parts are re-run, with the granted measuring limit and the resolving target; the re-run replaces the
 * first pass; a part the re-run resolves is not re-run again; nothing is re-run when the budget is spent.
 */
class AdaptiveBudgetTest {

    private static CostEstimate cost(double mean, double swing, int pairs) {
        double[] d = new double[pairs];
        for (int i = 0; i < pairs; i++) {
            d[i] = mean + (i % 2 == 0 ? swing : -swing);
        }
        PairedEstimate e = PairedEstimate.of(d);
        return new CostEstimate("echoFloat", "EchoFloat", "null", BlockStatistic.MEDIAN, 100, 100 + mean, e, e, e,
                PairedEstimate.NONE, PairedEstimate.NONE, Double.NaN, Double.NaN);
    }

    /** The fixture's report (12 s of measuring) with {@code cost}. */
    private static RunReport report(CostEstimate cost) {
        return ReportFixture.report().withCosts(List.of(cost));
    }

    @Test
    void onlyTheUnresolvedPartIsReRunWithItsGrantAndTheReRunReplacesIt() {
        RunOptions options = ReportFixture.optionsBuilder().maxTime(Duration.ofSeconds(12)).build();
        List<Part> parts = List.of(new Part("echoFloat", new ScenarioParameters(-1, 0), options, List.of()),
                new Part("echoFloat", new ScenarioParameters(-1, 0), options, List.of()));
        RunReport quiet = report(cost(50, 5, 20));
        RunReport noisy = report(cost(10, 30, 20)); // needs ~88 s of measuring: granted 1.3 times that
        List<RunReport> reports = new ArrayList<>(List.of(quiet, noisy));
        List<Long> wall = new ArrayList<>(List.of(13_000_000_000L, 13_000_000_000L));
        RunReport resolvedReRun = report(cost(10, 3, 200));
        List<RunOptions> asked = new ArrayList<>();
        AdaptiveBudget budget = new AdaptiveBudget(Duration.ofSeconds(600), System.nanoTime(), null);
        boolean complete = budget.spend(parts, reports, wall, (part, o) -> {
            asked.add(o);
            return new PlanRunner.Outcome(resolvedReRun, null, false, true);
        });
        assertTrue(complete);
        assertEquals(1, asked.size(), "one re-run: the noisy part, once (it ended resolved)");
        double grant = asked.get(0).maxTime().toMillis() / 1000.0;
        assertTrue(grant > 1.3 * 80 && grant < 1.3 * 95, grant + " s");
        assertEquals(AdaptiveBudget.RERUN_TARGET_SHARE, asked.get(0).precision().relative(), 1e-12);
        assertSame(quiet, reports.get(0));
        assertSame(resolvedReRun, reports.get(1));
        BudgetOutcome outcome = budget.outcome(1_000_000_000L);
        assertEquals(1, outcome.reruns().size());
        assertEquals(1, outcome.rounds(), "a round counts when a re-run was made in it");
        assertEquals(1, outcome.resolvedByRerun());
        assertTrue(Resolution.resolved(reports.get(1).costs().get(0)));
    }

    @Test
    void aPartNotSteadyIsReRunPrimedLongerEvenWithItsCostsResolved() {
        RunOptions options = ReportFixture.optionsBuilder().prime(Duration.ofSeconds(1)).build();
        List<Part> parts = List.of(new Part("echoFloat", new ScenarioParameters(-1, 0), options, List.of()));
        List<MeasuredRun.Priming> unsteady = List.of(new MeasuredRun.Priming("null", 1_000, 40, 9_000, true, 80, 3),
                new MeasuredRun.Priming("EchoFloat", 1_000, 40, 7_000, false, 130, 30));
        RunReport first = ReportFixture.report(options, ReportFixture.blocks(), unsteady,
                new MeasuredRun.StopReason(MeasuredRun.StopReason.Kind.FIXED_ROUNDS, 3, 12_000),
                ReportFixture.report().environment()).withCosts(List.of(cost(50, 5, 20)));
        assertTrue(Resolution.resolved(first.costs().get(0)), "its cost resolved");
        BudgetAllocator.Standing s = AdaptiveBudget.standing(0, first, 15_000_000_000L);
        assertFalse(s.steady());
        assertEquals(3 + (AdaptiveBudget.UNSTEADY_PRIME_FACTOR - 1) * 2.0, s.overheadSeconds(), 1e-9,
                "the longer priming counted in the re-run's overhead");

        List<RunReport> reports = new ArrayList<>(List.of(first));
        List<RunOptions> asked = new ArrayList<>();
        AdaptiveBudget budget = new AdaptiveBudget(Duration.ofSeconds(600), System.nanoTime(), null);
        assertTrue(budget.spend(parts, reports, new ArrayList<>(List.of(15_000_000_000L)), (part, o) -> {
            asked.add(o);
            return new PlanRunner.Outcome(report(cost(50, 5, 20)), null, false, true);
        }));
        assertEquals(1, asked.size(), "re-run once: the re-run's priming (the fixture's) has no judged blocks");
        assertEquals(Duration.ofSeconds(AdaptiveBudget.UNSTEADY_PRIME_FACTOR), asked.get(0).prime());
    }

    @Test
    void aSpentBudgetReRunsNothing() {
        RunOptions options = ReportFixture.optionsBuilder().build();
        List<Part> parts = List.of(new Part("echoFloat", new ScenarioParameters(-1, 0), options, List.of()));
        List<RunReport> reports = new ArrayList<>(List.of(report(cost(10, 30, 20))));
        List<Long> wall = new ArrayList<>(List.of(13_000_000_000L));
        // The suite started 60 s ago with a budget of 60 s.
        AdaptiveBudget budget = new AdaptiveBudget(Duration.ofSeconds(60), System.nanoTime() - 60_000_000_000L, null);
        assertTrue(budget.spend(parts, reports, wall, (part, o) -> {
            throw new AssertionError("no time left for a re-run");
        }));
        BudgetOutcome outcome = budget.outcome(60_000_000_000L);
        assertTrue(outcome.reruns().isEmpty());
        assertEquals(0, outcome.rounds());
        assertTrue(outcome.line(1).contains("the first pass used it all"), outcome.line(1));
        assertTrue(outcome.line(0).contains("every cost resolved"), outcome.line(0));
    }

    @Test
    void aReRunThatStaysUnresolvedIsGivenMoreInTheNextRoundWithinTheBudgetAndRoundsAreBounded() {
        RunOptions options = ReportFixture.optionsBuilder().build();
        List<Part> parts = List.of(new Part("echoFloat", new ScenarioParameters(-1, 0), options, List.of()));
        List<RunReport> reports = new ArrayList<>(List.of(report(cost(10, 30, 20))));
        List<Long> wall = new ArrayList<>(List.of(13_000_000_000L));
        List<RunOptions> asked = new ArrayList<>();
        AdaptiveBudget budget = new AdaptiveBudget(Duration.ofHours(2), System.nanoTime(), null);
        budget.spend(parts, reports, wall, (part, o) -> {
            asked.add(o);
            return new PlanRunner.Outcome(report(cost(10, 30, 20)), null, false, true); // as noisy as before
        });
        assertEquals(AdaptiveBudget.MAX_ROUNDS, asked.size(), "one re-run per round, rounds bounded");
        assertEquals(AdaptiveBudget.MAX_ROUNDS, budget.outcome(1L).rounds());
        assertFalse(Resolution.resolved(reports.get(0).costs().get(0)));
    }
}
