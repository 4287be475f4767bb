package org.echosoap.client.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.echosoap.client.stats.PairedEstimate;
import org.echosoap.client.stats.ResolveTime;
import org.echosoap.client.stats.RunToRun;
import org.junit.jupiter.api.Test;

/**
 * The budget allocator on synthetic parts: quiet ones get nothing more, noisy ones share what is left, and the
 * grants (with each re-run's overhead) never add up to more than the time left.
 */
class BudgetAllocatorTest {

    private static BudgetAllocator.Standing quiet(int id) {
        return new BudgetAllocator.Standing(id, true, 1.0, 0.5, 1.0);
    }

    private static BudgetAllocator.Standing noisy(int id, double measuring, double toResolve) {
        return new BudgetAllocator.Standing(id, false, measuring, 0.5, toResolve);
    }

    private static double spent(List<BudgetAllocator.Standing> parts, List<BudgetAllocator.Grant> grants) {
        return grants.stream().mapToDouble(g -> parts.get(g.id()).overheadSeconds() + g.measuringSeconds()).sum();
    }

    @Test
    void quietPartsGetNothingAndNoisyOnesTheirNeedWithAMargin() {
        List<BudgetAllocator.Standing> parts = List.of(quiet(0), noisy(1, 2, 6), quiet(2), noisy(3, 2, 10));
        List<BudgetAllocator.Grant> grants = BudgetAllocator.allocate(parts, 60);
        assertEquals(List.of(1, 3), grants.stream().map(BudgetAllocator.Grant::id).toList());
        assertEquals(6 * BudgetAllocator.MARGIN, grants.get(0).measuringSeconds(), 1e-9);
        assertEquals(10 * BudgetAllocator.MARGIN, grants.get(1).measuringSeconds(), 1e-9);
    }

    @Test
    void aShortBudgetGoesToTheCheapestToResolveThenTheRemainderToTheNextOne() {
        // 20 s left: part 2 (needs 4 s) fits, part 1 (needs 30 s) does not: it gets what is left as one longer run.
        List<BudgetAllocator.Standing> parts = List.of(quiet(0), noisy(1, 2, 30), noisy(2, 2, 4));
        List<BudgetAllocator.Grant> grants = BudgetAllocator.allocate(parts, 20);
        assertEquals(2, grants.get(0).id());
        assertEquals(1, grants.get(1).id());
        assertEquals(20, spent(parts, grants), 1e-9, "the remainder is spent, no more");
    }

    @Test
    void aPartNotSteadyComesFirstEvenWhenItsCostsResolved() {
        // Part 2 resolved its costs but its priming did not end steady: its figures may hold warm-up. It is re-run
        // first (with the measuring it had), before the noisy part that is cheaper to resolve.
        BudgetAllocator.Standing unsteady = new BudgetAllocator.Standing(2, true, 3.0, 0.5, 3.0, false);
        List<BudgetAllocator.Standing> parts = List.of(quiet(0), noisy(1, 2, 4), unsteady);
        List<BudgetAllocator.Grant> grants = BudgetAllocator.allocate(parts, 60);
        assertEquals(List.of(2, 1), grants.stream().map(BudgetAllocator.Grant::id).toList());
        assertEquals(3.0, grants.get(0).measuringSeconds(), 1e-9);
        // With only its own re-run's time left, the part not steady still gets it, and the noisy one does not.
        assertEquals(List.of(2), BudgetAllocator.allocate(parts, 3.6).stream().map(BudgetAllocator.Grant::id).toList());
    }

    @Test
    void aPartWithoutAFigureComesBeforeOnesThatPrintTheirInsideFigure() {
        // Part 1 is cheaper, but part 2 prints nothing, not even its part inside the webapp: it goes first.
        BudgetAllocator.Standing insideOnly = new BudgetAllocator.Standing(1, false, 2.0, 0.5, 3.0, true, true);
        BudgetAllocator.Standing nothing = new BudgetAllocator.Standing(2, false, 2.0, 0.5, 8.0, true, false);
        List<BudgetAllocator.Standing> parts = List.of(quiet(0), insideOnly, nothing);
        assertEquals(List.of(2, 1), BudgetAllocator.allocate(parts, 60).stream().map(BudgetAllocator.Grant::id).toList());
        // With time for one of them only, it is the part without a figure.
        assertEquals(List.of(2), BudgetAllocator.allocate(parts, 11).stream().map(BudgetAllocator.Grant::id).toList());
    }

    @Test
    void aPartNotSteadyIsNotSizedByTheSpreadItsWarmUpMade() {
        // Measured while its stack was being compiled, its spread asks for 600 s or for no run at all: it gets a run
        // twice as long as its first pass, whose own spread sizes the next round.
        for (double toResolve : new double[] {600, Double.POSITIVE_INFINITY}) {
            BudgetAllocator.Standing warming = new BudgetAllocator.Standing(1, false, 2.0, 0.5, toResolve, false, false);
            List<BudgetAllocator.Grant> grants = BudgetAllocator.allocate(List.of(quiet(0), warming), 20);
            assertEquals(1, grants.size(), "need " + toResolve);
            assertEquals(BudgetAllocator.GROWTH * 2.0, grants.get(0).measuringSeconds(), 1e-9);
        }
    }

    @Test
    void aReRunTooShortToNarrowTheIntervalIsNotGranted() {
        // 3 s left, the part measured 2 s: a re-run from scratch needs at least 4 s to be worth its first pass.
        assertTrue(BudgetAllocator.allocate(List.of(noisy(0, 2, 50)), 3).isEmpty());
    }

    @Test
    void outOfReachPartsGetNothingAndUnknownOnesComeAfterKnownOnes() {
        List<BudgetAllocator.Standing> parts = List.of(noisy(0, 2, Double.POSITIVE_INFINITY), noisy(1, 1, Double.NaN),
                noisy(2, 2, 8));
        List<BudgetAllocator.Grant> grants = BudgetAllocator.allocate(parts, 100);
        assertEquals(List.of(2, 1), grants.stream().map(BudgetAllocator.Grant::id).toList());
        assertEquals(BudgetAllocator.GROWTH * 1, grants.get(1).measuringSeconds(), 1e-9);
    }

    @Test
    void onRandomPartsTheTotalNeverExceedsTheBudgetAndNoResolvedPartIsReRun() {
        Random random = new Random(11);
        for (int trial = 0; trial < 2_000; trial++) {
            List<BudgetAllocator.Standing> parts = new ArrayList<>();
            int n = 1 + random.nextInt(40);
            for (int i = 0; i < n; i++) {
                double measuring = 0.1 + 5 * random.nextDouble();
                double overhead = 3 * random.nextDouble();
                int kind = random.nextInt(4);
                parts.add(new BudgetAllocator.Standing(i, kind == 0, measuring, overhead,
                        kind == 1 ? Double.NaN : kind == 2 ? Double.POSITIVE_INFINITY
                                : measuring * (1 + 30 * random.nextDouble())));
            }
            double left = 200 * random.nextDouble();
            List<BudgetAllocator.Grant> grants = BudgetAllocator.allocate(parts, left);
            assertTrue(spent(parts, grants) <= left + 1e-9, "trial " + trial);
            Set<Integer> seen = new HashSet<>();
            for (BudgetAllocator.Grant g : grants) {
                assertTrue(seen.add(g.id()), "one grant per part");
                assertFalse(parts.get(g.id()).resolved(), "a resolved part is not re-run");
                assertTrue(parts.get(g.id()).secondsToResolve() != Double.POSITIVE_INFINITY);
                assertTrue(g.measuringSeconds() >= BudgetAllocator.GROWTH * parts.get(g.id()).measuringSeconds() - 1e-9);
            }
        }
    }

    /**
     * A suite of synthetic parts with known noise: 16 quiet parts (sd 5 µs per pair on a 100 µs cost) and 4 noisy
     * ones (sd 150 µs on 40 µs), 10 pairs a second, 2 s of measuring each in the first pass, 1 s of overhead per run.
     * Quiet parts stop at their first look (20 pairs, 2 s is their minimum); the rounds of re-runs give the noisy ones
     * the rest: more of them end resolved than after the first pass, and the suite stays within its budget.
     */
    @Test
    void aSimulatedSuiteGivesTheQuietPartsTimeToTheNoisyOnesWithinItsBudget() {
        Random random = new Random(2026);
        double budget = 2 * 20 * (2 + 1); // twice the first pass's limits
        int noisy = 4;
        double[] sd = new double[20];
        double[] cost = new double[20];
        for (int i = 0; i < 20; i++) {
            sd[i] = i < noisy ? 150 : 5;
            cost[i] = i < noisy ? 40 : 100;
        }
        double elapsed = 0;
        PairedEstimate[] estimate = new PairedEstimate[20];
        double[] measuring = new double[20];
        double[] wall = new double[20];
        for (int i = 0; i < 20; i++) {
            estimate[i] = run(random, cost[i], sd[i], 20);
            measuring[i] = 2;
            wall[i] = 3;
            elapsed += wall[i];
        }
        int resolvedAfterFirst = resolved(estimate);
        assertEquals(20 - noisy, resolvedAfterFirst, "the quiet parts are resolved in their minimum");
        for (int round = 0; round < AdaptiveBudget.MAX_ROUNDS; round++) {
            List<BudgetAllocator.Standing> standings = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                boolean done = estimate[i].ci95Micros() <= Math.abs(estimate[i].micros()) / 2;
                standings.add(new BudgetAllocator.Standing(i, done, measuring[i], wall[i] - measuring[i],
                        done ? measuring[i] : ResolveTime.measuringSecondsFor(estimate[i], RunToRun.UNKNOWN,
                                measuring[i], Math.abs(estimate[i].micros()) / 2)));
            }
            List<BudgetAllocator.Grant> grants = BudgetAllocator.allocate(standings, budget - elapsed);
            for (BudgetAllocator.Grant g : grants) {
                assertTrue(standings.get(g.id()).id() < noisy, "only noisy parts are re-run");
                int pairs = (int) Math.floor(g.measuringSeconds() * 10);
                estimate[g.id()] = run(random, cost[g.id()], sd[g.id()], pairs);
                measuring[g.id()] = pairs / 10.0;
                wall[g.id()] = measuring[g.id()] + 1;
                elapsed += wall[g.id()];
            }
        }
        assertTrue(elapsed <= budget + 1e-9, elapsed + " s of " + budget);
        assertTrue(resolved(estimate) > resolvedAfterFirst, resolved(estimate) + " resolved");
    }

    private static PairedEstimate run(Random random, double cost, double sd, int pairs) {
        double[] d = new double[pairs];
        for (int i = 0; i < pairs; i++) {
            d[i] = cost + sd * random.nextGaussian();
        }
        return PairedEstimate.of(d);
    }

    private static int resolved(PairedEstimate[] estimates) {
        int n = 0;
        for (PairedEstimate e : estimates) {
            n += e.ci95Micros() <= Math.abs(e.micros()) / 2 ? 1 : 0;
        }
        return n;
    }
}
