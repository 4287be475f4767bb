package org.echosoap.client.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.echosoap.client.stats.CostEstimate;
import org.echosoap.client.stats.ResolveTime;

/**
 * Whether a suite's cost is resolved, and the one place that prints a cost's cell. A cost is resolved when its 95 %
 * interval is at most half of it ({@link #SHARE}): wider, the figure says little more than "somewhere between about 0
 * and twice this", and printed as a number it reads like a result. Such a cell prints {@code not resolved here (±N
 * µs)}: the interval, never the figure (result.json keeps the figure, with {@code resolved: false}). A cost from fewer
 * pairs than the precision rule's first look prints {@value RowStanding#NOT_MEASURED_ENOUGH} as before.
 *
 * <p>Where the whole cost is not resolved but its part inside the webapp is ({@link #insideResolved}: the same pairs'
 * difference in the server's own time, Server-Timing, by the same rule), the cell leads with that figure, labelled
 * {@value #INSIDE} ("inside 17.4 ± 0.4"): the server's clock does not see the client's and the kernel's wander, so it
 * resolves on a quick run where the latency difference does not. The whole cost stays unresolved (not ranked, counted
 * in {@link #summary}, with the measuring it would need).
 *
 * <p>A cost about 0 never resolves (half of 0 is no interval), however long it is measured: SOAP 1.2 against 1.1, RMI
 * against the TCP ping-pong of its bytes. Where its interval holds 0 and lies within {@link #NEAR_ZERO_SHARE} of the
 * baseline's own time per message ({@link #boundedNearZero}), the run has found no difference and bounds it, and the
 * cell says so: {@value #NO_DIFFERENCE} {@code (within ±B µs)}, B the interval's farther end from 0. Like compare's
 * equivalence margin (±10 % by default), the bound is relative to the message, not to the cost. It is still not a
 * resolved cost (not ranked, {@code resolved: false} in result.json), but a figure a reader can use.
 *
 * <p>From the spread each part measured, {@link #measuringSecondsToResolve} says how long it would have to measure to
 * resolve its costs ({@link ResolveTime}); {@link #summary} sums that over the suite.
 *
 * <pre>{@code
 * String cell = Resolution.cell(cost, ConsoleTable.plusMinus(cost.perMessageCostMicros(), cost.ci95Micros()));
 * boolean printed = Resolution.resolved(cost);
 * }</pre>
 */
public final class Resolution {

    /** The widest interval a printed cost may have, as a share of the cost: ±50 %. */
    public static final double SHARE = 0.5;

    /** What an unresolved cell starts with. */
    public static final String NOT_RESOLVED = "not resolved here";

    /** What the cell of a cost bounded near 0 starts with ({@link #boundedNearZero}). */
    public static final String NO_DIFFERENCE = "no difference";

    /** The farthest a bounded cost's interval may reach from 0, as a share of the baseline's time per message. */
    public static final double NEAR_ZERO_SHARE = 0.10;

    /** What a cell led by the part inside the webapp starts with. */
    public static final String INSIDE = "inside";

    /**
     * The fewest pairs an inside figure is printed from: the precision rule's step between looks ({@link
     * org.echosoap.client.config.PrecisionTarget#LOOK_EVERY_PAIRS}), half its first look ({@link
     * org.echosoap.client.config.PrecisionTarget#MIN_PAIRS}). That first look guards the stopping rule, which watches
     * the whole cost, not this part; at 10 pairs the 95 % t multiplier is 2.26 (2.09 at 20), and the interval printed
     * beside the figure carries it. Fewer pairs still print {@value RowStanding#NOT_MEASURED_ENOUGH}.
     */
    public static final int MIN_INSIDE_PAIRS = org.echosoap.client.config.PrecisionTarget.LOOK_EVERY_PAIRS;

    /** Estimates beyond this (24 h of measuring for one part) are out of reach of a longer run. */
    static final double LONGEST_SECONDS = 24 * 3600;

    private Resolution() {
    }

    /** Whether {@code c} has enough pairs and a 95 % interval at most {@link #SHARE} of its figure. */
    public static boolean resolved(CostEstimate c) {
        double ci = c.ci95Micros();
        return RowStanding.measuredEnough(c) && Double.isFinite(ci) && Double.isFinite(c.perMessageCostMicros())
                && ci <= SHARE * Math.abs(c.perMessageCostMicros());
    }

    /**
     * Whether the part of {@code c} inside the webapp (Server-Timing) is resolved: at least {@link #MIN_INSIDE_PAIRS}
     * pairs, at least 1 µs, and a 95 % interval at most {@link #SHARE} of it. False without Server-Timing.
     */
    public static boolean insideResolved(CostEstimate c) {
        var inside = c.inside();
        // At least the histograms' 1 µs resolution: "0.0 ± 0.0" of two equal server times is no figure to lead with.
        return inside.known() && inside.pairs() >= MIN_INSIDE_PAIRS && Double.isFinite(inside.ci95Micros())
                && Math.abs(inside.micros()) >= Warnings.RESOLUTION_MICROS
                && inside.ci95Micros() <= SHARE * Math.abs(inside.micros());
    }

    /** Whether {@code c}'s cell leads with its part inside the webapp: the whole unresolved, the inside resolved. */
    public static boolean insideLeads(CostEstimate c) {
        return !resolved(c) && insideResolved(c);
    }

    /**
     * Whether {@code c}, not resolved, has enough pairs and a 95 % interval that holds 0 and reaches no farther from 0
     * than {@link #NEAR_ZERO_SHARE} of the baseline's time per message.
     */
    public static boolean boundedNearZero(CostEstimate c) {
        double bound = nearZeroBoundMicros(c);
        return !resolved(c) && RowStanding.measuredEnough(c) && Double.isFinite(bound)
                && c.baselineMicros() > 0 && bound <= NEAR_ZERO_SHARE * c.baselineMicros();
    }

    /** The interval's farther end from 0 when it holds 0; NaN when it does not, or is unknown. */
    static double nearZeroBoundMicros(CostEstimate c) {
        double low = c.perMessageCostMicros() - c.ci95Micros();
        double high = c.perMessageCostMicros() + c.ci95Micros();
        return Double.isFinite(low) && Double.isFinite(high) && low <= 0 && high >= 0
                ? Math.max(-low, high) : Double.NaN;
    }

    /**
     * Whether {@code c} prints a figure: the whole cost or the part inside the webapp resolved, or the cost bounded
     * near 0.
     */
    public static boolean printsFigure(CostEstimate c) {
        return resolved(c) || insideResolved(c) || boundedNearZero(c);
    }

    /**
     * The cell of {@code c}: {@code figure} (the table's own format of the number) when resolved; else {@code inside
     * N ± M} when its part inside the webapp is resolved ({@link #insideLeads}); else {@code no difference (within
     * ±B µs)} when it is bounded near 0 ({@link #boundedNearZero}); else {@code not resolved here (±N µs)} when its
     * interval is too wide, {@value RowStanding#NOT_MEASURED_ENOUGH} with too few pairs.
     */
    public static String cell(CostEstimate c, String figure) {
        if (insideLeads(c)) {
            return INSIDE + " " + ConsoleTable.plusMinus(c.inside().micros(), c.inside().ci95Micros());
        }
        if (!RowStanding.measuredEnough(c)) {
            return RowStanding.NOT_MEASURED_ENOUGH;
        }
        if (resolved(c)) {
            return figure;
        }
        if (boundedNearZero(c)) {
            return String.format(Locale.ROOT, "%s (within ±%.1f µs)", NO_DIFFERENCE, nearZeroBoundMicros(c));
        }
        double ci = c.ci95Micros();
        return Double.isFinite(ci) ? String.format(Locale.ROOT, "%s (±%.1f µs)", NOT_RESOLVED, ci)
                : NOT_RESOLVED + " (no interval)";
    }

    /** The half-width that would resolve {@code c}: {@link #SHARE} of its figure. */
    public static double targetHalfWidthMicros(CostEstimate c) {
        return SHARE * Math.abs(c.perMessageCostMicros());
    }

    /**
     * The total measuring seconds {@code part} would need for its costs to be resolved, from the spread it measured:
     * its own measuring time when all are resolved; NaN when a cost's spread is unknown. A cost out of reach of any
     * run length (near zero, or a run-to-run spread alone wider than half of it: {@link #outOfReach}) is left out, so
     * it does not hold back the others of its part; +∞ when every unresolved cost is out of reach.
     */
    public static double measuringSecondsToResolve(RunReport part) {
        double measured = measuringSeconds(part);
        double need = measured;
        boolean unresolved = false;
        boolean reachable = false;
        for (CostEstimate c : part.costs()) {
            if (resolved(c)) {
                continue;
            }
            unresolved = true;
            double s = secondsToResolve(c, measured);
            if (Double.isNaN(s)) {
                return Double.NaN;
            }
            if (s - measured <= LONGEST_SECONDS) {
                reachable = true;
                need = Math.max(need, s);
            }
        }
        return unresolved && !reachable ? Double.POSITIVE_INFINITY : need;
    }

    /** The total measuring seconds {@code c} needs, measured over {@code measuredSeconds} so far ({@link ResolveTime}). */
    static double secondsToResolve(CostEstimate c, double measuredSeconds) {
        return ResolveTime.measuringSecondsFor(c.cost(), c.runToRun(), measuredSeconds, targetHalfWidthMicros(c));
    }

    /** Whether unresolved {@code c} needs more than a day of measuring (or no run length would do). */
    static boolean outOfReach(CostEstimate c, double measuredSeconds) {
        double s = secondsToResolve(c, measuredSeconds);
        return !resolved(c) && !(s - measuredSeconds <= LONGEST_SECONDS) && !Double.isNaN(s);
    }

    /** The seconds {@code part} measured for (priming not counted). */
    public static double measuringSeconds(RunReport part) {
        return part.stop() == null ? Double.NaN : part.stop().measuringMillis() / 1000.0;
    }

    /** The number of costs of {@code suite} that are not resolved. */
    public static long unresolvedCosts(SuiteReport suite) {
        return countCosts(suite, c -> !resolved(c));
    }

    /** The number of costs of {@code suite}, every part's, that {@code which} holds for. */
    private static long countCosts(SuiteReport suite, java.util.function.Predicate<CostEstimate> which) {
        return suite.parts().stream().flatMap(p -> p.costs().stream()).filter(which).count();
    }

    /**
     * The suite's resolution in a line or two: how many costs are not resolved and how much more measuring would
     * resolve them, per part, largest first; and what the adaptive budget did, when there was one.
     */
    public static void summary(SuiteReport suite, StringBuilder sb) {
        long costs = suite.parts().stream().mapToLong(p -> p.costs().size()).sum();
        if (costs == 0) {
            return;
        }
        long unresolved = unresolvedCosts(suite);
        if (unresolved == 0) {
            sb.append(String.format(Locale.ROOT, "resolution: all %d costs resolved here (95%% interval at most half "
                    + "the cost)%n", costs));
        } else {
            List<String> reach = new ArrayList<>();
            record Need(String label, double seconds) {
            }
            List<Need> needs = new ArrayList<>();
            int unknown = 0;
            long outOfReach = 0;
            for (RunReport p : suite.parts()) {
                if (p.costs().stream().allMatch(Resolution::resolved)) {
                    continue;
                }
                double measured = measuringSeconds(p);
                outOfReach += p.costs().stream().filter(c -> outOfReach(c, measured)).count();
                double more = measuringSecondsToResolve(p) - measured;
                if (Double.isNaN(more)) {
                    unknown++;
                } else if (more <= LONGEST_SECONDS) {
                    needs.add(new Need(label(p), more));
                }
            }
            needs.sort(Comparator.comparingDouble(Need::seconds).reversed());
            double total = needs.stream().mapToDouble(Need::seconds).sum();
            StringBuilder list = new StringBuilder();
            for (int i = 0; i < needs.size() && i < 5; i++) {
                list.append(i == 0 ? "" : ", ").append(needs.get(i).label()).append(" ~")
                        .append(approx(needs.get(i).seconds()));
            }
            if (needs.size() > 5) {
                list.append(", … ").append(needs.size() - 5).append(" more");
            }
            if (!needs.isEmpty()) {
                reach.add(String.format(Locale.ROOT, "resolving them needs about %s more measuring (%s)", approx(total), list));
            }
            if (outOfReach > 0) {
                reach.add(outOfReach + (outOfReach == 1 ? " cost is" : " costs are") + " out of reach of any run "
                        + "of a day or less (the cost may be ~0, or its run-to-run spread alone is wider than half of it)");
            }
            if (unknown > 0) {
                reach.add(unknown + (unknown == 1 ? " part has" : " parts have") + " too few pairs to tell");
            }
            long inside = countCosts(suite, Resolution::insideLeads);
            long bounded = countCosts(suite, Resolution::boundedNearZero);
            String led = (inside == 0 ? "" : String.format(Locale.ROOT, "; %d of them printed by their part "
                    + "inside the webapp, which is resolved", inside))
                    + (bounded == 0 ? "" : String.format(Locale.ROOT, "; %d printed as '%s (within ±B µs)': no "
                    + "difference found, the interval holds 0 and stays within %.0f%% of the baseline's time", bounded,
                    NO_DIFFERENCE, 100 * NEAR_ZERO_SHARE));
            sb.append(String.format(Locale.ROOT, "resolution: %d of %d costs not resolved here (95%% interval wider "
                    + "than half the cost: printed as '%s (±N µs)', the figure is in result.json)%s;%n %s%n",
                    unresolved, costs, NOT_RESOLVED, led, String.join("; ", reach)));
        }
        if (suite.budget() != null) {
            sb.append(suite.budget().line(unresolved)).append(System.lineSeparator());
        }
    }

    /** "layer.soap12.echoFloat on cxf", "benchmark.echoInts size 100". */
    public static String label(RunReport p) {
        return SuiteReport.partLabel(p) + (p.options().stack().isAxis2() ? "" : " on " + p.options().stack().key());
    }

    /** "40 s", "3 min", "1.5 h". */
    static String approx(double seconds) {
        if (seconds < 90) {
            return String.format(Locale.ROOT, "%.0f s", Math.max(1, seconds));
        }
        if (seconds < 90 * 60) {
            return String.format(Locale.ROOT, "%.0f min", seconds / 60);
        }
        return String.format(Locale.ROOT, "%.1f h", seconds / 3600);
    }
}
