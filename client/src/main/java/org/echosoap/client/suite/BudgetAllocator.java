package org.echosoap.client.suite;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Shares what is left of a suite's time budget among its unresolved parts, so the quiet parts' time goes to the noisy
 * ones. Each part has had its first pass; a part whose costs are resolved gets nothing more. The others are ranked by
 * expected gain per second: first those whose measured spread says a run of a known length resolves them, cheapest
 * first (the most parts resolved for the time); then those whose spread is not known yet; a part out of reach of any
 * run length gets nothing. Each grant must fit in what is left, its overhead (priming, connections) included; what is
 * left after that goes to the first part that did not fit, as one longer run.
 *
 * <p>A part with no figure at all (neither the whole cost nor its part inside the webapp resolved, nor the cost
 * bounded near 0) comes first: a quick suite promises a figure for every part. Then a part whose priming did not end steady, whether its costs resolved or
 * not: its figures may still hold warm-up, and its re-run is primed longer ({@link AdaptiveBudget}). Resolved, it asks
 * for the measuring it had; unresolved, {@link #GROWTH} times that and no more, because the spread it would size its
 * need by holds the warm-up too: the first part of a stack on a fresh server measured while its code was being compiled
 * (CXF's echoFloat at 1.8 ms a message, against about 0.1 ms warm) and asked for minutes, so it was never re-run. Its
 * re-run comes after every other part's first pass, on a warm server, and the next round sizes it by its new spread.
 *
 * <p>A part cannot be resumed (its connections, epochs and priming live inside one measurement): a grant is a re-run
 * from scratch, which replaces the first pass. So a grant is at least {@link #GROWTH} times the measuring the part
 * had, or the re-run would not narrow its interval.
 *
 * <pre>{@code
 * List<Grant> grants = BudgetAllocator.allocate(standings, budgetSeconds - elapsedSeconds);
 * // sum over grants of (overheadSeconds + measuringSeconds) <= budgetSeconds - elapsedSeconds
 * }</pre>
 */
public final class BudgetAllocator {

    /**
     * How much more than the estimate a grant asks: the spread behind it comes from about 20 pairs, whose sd is
     * within about ±30 % of the truth, so the estimate's n is often short by a third.
     */
    static final double MARGIN = 1.3;

    /** A re-run measures at least this many times what the part had: it starts afresh and replaces it. */
    static final double GROWTH = 2.0;

    /**
     * Where one part stands after its last run.
     *
     * @param id                an index the caller knows the part by
     * @param resolved          whether all its costs are resolved
     * @param measuringSeconds  how long its last run measured
     * @param overheadSeconds   what a run of it costs besides measuring (building, preflight, priming), as observed
     * @param secondsToResolve  total measuring it needs to be resolved, from its spread; NaN unknown, +∞ out of reach
     * @param steady            whether every endpoint's priming ended steady (or was not judged)
     * @param figure            whether every cost prints a figure: the whole cost resolved, its part inside the
     *                          webapp, or the cost bounded near 0 ({@code Resolution.printsFigure})
     */
    public record Standing(int id, boolean resolved, double measuringSeconds, double overheadSeconds,
                           double secondsToResolve, boolean steady, boolean figure) {

        /** A part whose unresolved costs, if any, print their part inside the webapp. */
        public Standing(int id, boolean resolved, double measuringSeconds, double overheadSeconds,
                        double secondsToResolve, boolean steady) {
            this(id, resolved, measuringSeconds, overheadSeconds, secondsToResolve, steady, true);
        }

        /** A part whose priming ended steady. */
        public Standing(int id, boolean resolved, double measuringSeconds, double overheadSeconds,
                        double secondsToResolve) {
            this(id, resolved, measuringSeconds, overheadSeconds, secondsToResolve, true);
        }

        /** The measuring this part asks for, or NaN when it asks nothing. */
        double wantSeconds() {
            if (!steady && resolved) {
                return Math.max(measuringSeconds, 0.001); // the same run again, primed longer
            }
            double atLeast = GROWTH * Math.max(measuringSeconds, 0.001);
            if (!steady) {
                return atLeast; // its spread holds the warm-up: sized by the re-run's own spread next round
            }
            if (resolved || secondsToResolve == Double.POSITIVE_INFINITY) {
                return Double.NaN;
            }
            return Double.isNaN(secondsToResolve) ? atLeast : Math.max(atLeast, MARGIN * secondsToResolve);
        }
    }

    /** A re-run of part {@code id} measuring up to {@code measuringSeconds}. */
    public record Grant(int id, double measuringSeconds) {
    }

    private BudgetAllocator() {
    }

    /**
     * The re-runs for this round, in the order to run them. The sum of every grant's overhead and measuring is at
     * most {@code remainingSeconds}; no part gets more than one grant.
     */
    public static List<Grant> allocate(List<Standing> parts, double remainingSeconds) {
        List<Standing> candidates = new ArrayList<>(parts.stream().filter(p -> !Double.isNaN(p.wantSeconds())).toList());
        // Parts without a figure first; then parts not steady; then known needs, cheapest first; unknown ones after,
        // cheapest first.
        candidates.sort(Comparator.<Standing>comparingInt(p -> p.figure() ? 1 : 0)
                .thenComparingInt(p -> p.steady() ? 1 : 0)
                .thenComparingInt(p -> Double.isNaN(p.secondsToResolve()) ? 1 : 0)
                .thenComparingDouble(p -> p.overheadSeconds() + p.wantSeconds()));
        List<Grant> grants = new ArrayList<>();
        double left = remainingSeconds;
        Standing firstMissed = null;
        for (Standing p : candidates) {
            double cost = p.overheadSeconds() + p.wantSeconds();
            if (cost <= left) {
                grants.add(new Grant(p.id(), p.wantSeconds()));
                left -= cost;
            } else if (firstMissed == null) {
                firstMissed = p;
            }
        }
        // The remainder, as one longer run of the cheapest part that did not fit, when it would still grow enough.
        if (firstMissed != null) {
            double measuring = left - firstMissed.overheadSeconds();
            if (measuring >= GROWTH * firstMissed.measuringSeconds() && measuring > 0) {
                grants.add(new Grant(firstMissed.id(), measuring));
            }
        }
        return grants;
    }
}
