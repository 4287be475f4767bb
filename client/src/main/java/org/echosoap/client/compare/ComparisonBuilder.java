package org.echosoap.client.compare;

import org.echosoap.client.resultfile.ResultFile;
import org.echosoap.client.stats.FalseDiscovery;
import org.echosoap.client.stats.PairedEstimate;
import org.echosoap.client.stats.RunSpread;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Builds a {@link Comparison} from two results: pure (no I/O, no clock), so golden tests pin it down.
 *
 * <p>Rows are keyed by (scenario, size, endpoint). They are grouped by (scenario, size) in the order the groups first
 * appear in A, then in B; inside a group the latency rows come in role order (baseline, extra, measured, then rows
 * without a role), each role in file order, A's rows before B-only rows; the group's costs follow.
 *
 * <p>Every row in both results gets {@link WelchTest Welch's t test} of B's per-unit values against A's: for a cost
 * row the units its own CI comes from — the independent units ({@code unitCostMicros}: epochs, forks or clients,
 * plain standard error) where the file has them, else the per-pair costs (Newey–West); the per-block (else per-trial)
 * mean latencies of a latency row. The p-values of all rows are then adjusted together (Benjamini–Hochberg,
 * {@link FalseDiscovery}): a suite compares about a hundred rows, and per-row p &lt; 0.05 flags five of them in an
 * A/A comparison. A row is a finding ({@code faster}/{@code slower}) only when it is significant after that step
 * <em>and</em> beyond the threshold: on these VMs noise alone moves a figure by more than 5% (a crosshost comparison
 * of a ~1 µs veth hop once marked 6 of 7 rows on the threshold alone); otherwise it is {@code equivalent} when the
 * two one-sided tests put it within the margin ({@link Equivalence}), else {@code ~}.
 *
 * <p>No run-to-run allowance is added by default: a side with independent units carries the variation between runs
 * in them, and a side with only pairs says that its interval leaves it out ({@link Comparison#leavesOutRunVariationA}).
 *
 * <pre>{@code
 * Comparison c = ComparisonBuilder.build(sameHost, crossHost, "same-host", "cross-host", Threshold.DEFAULT);
 * }</pre>
 */
public final class ComparisonBuilder {

    private static final List<String> ROLE_ORDER = List.of("baseline", "extra", "measured");

    /** {@link CompareRow#units()} of a cost row: one paired difference per pair of blocks or trials. */
    static final String COST_UNITS = "pairCostMicros";

    /** {@link CompareRow#units()} of a cost side tested on its independent units (epochs, forks, clients). */
    static final String UNIT_COSTS = "unitCostMicros";

    private ComparisonBuilder() {
    }

    public static Comparison build(ResultFile a, ResultFile b, String labelA, String labelB, Threshold threshold) {
        return build(a, b, labelA, labelB, threshold, RunSpread.NONE);
    }

    /** As below, with the default equivalence margin. */
    public static Comparison build(ResultFile a, ResultFile b, String labelA, String labelB, Threshold threshold,
                                   RunSpread spread) {
        return build(a, b, labelA, labelB, threshold, spread, Equivalence.Margin.DEFAULT);
    }

    /**
     * As above; {@code spread} is an allowance the user gives ({@code --run-spread}) for the run-to-run spread a side
     * with only pairs cannot show: it widens such a side's standard error ({@link RunSpread}); {@code margin} is the
     * equivalence margin ({@code --equivalence}).
     */
    public static Comparison build(ResultFile a, ResultFile b, String labelA, String labelB, Threshold threshold,
                                   RunSpread spread, Equivalence.Margin margin) {
        return build(a, b, labelA, labelB, threshold, spread, margin, true);
    }

    /**
     * As above; {@code labelsGiven} false for labels compare chose itself (A and B, the results' names): they claim
     * no placement, so two results of one pair of hosts are not warned about as "not a cross-host comparison".
     */
    public static Comparison build(ResultFile a, ResultFile b, String labelA, String labelB, Threshold threshold,
                                   RunSpread spread, Equivalence.Margin margin, boolean labelsGiven) {
        List<String> warnings = new ArrayList<>(ComparisonWarnings.of(a, b, labelA, labelB, labelsGiven));
        Map<Group, Rows> groups = new LinkedHashMap<>();
        boolean byStack = a.multiStack() || b.multiStack();
        for (ResultFile.Run r : a.runs()) {
            put(rowsOf(groups, r.scenario(), r.size()).latency, rowName(r.endpoint(), r.stack(), byStack), Side.A, r,
                    labelA, "runs", warnings);
        }
        for (ResultFile.Cost c : a.costs()) {
            put(rowsOf(groups, c.scenario(), c.size()).costs, rowName(c.endpoint(), c.stack(), byStack), Side.A, c,
                    labelA, "costs", warnings);
        }
        for (ResultFile.Run r : b.runs()) {
            put(rowsOf(groups, r.scenario(), r.size()).latency, rowName(r.endpoint(), r.stack(), byStack), Side.B, r,
                    labelB, "runs", warnings);
        }
        for (ResultFile.Cost c : b.costs()) {
            put(rowsOf(groups, c.scenario(), c.size()).costs, rowName(c.endpoint(), c.stack(), byStack), Side.B, c,
                    labelB, "costs", warnings);
        }
        List<CompareRow> rows = new ArrayList<>();
        for (Map.Entry<Group, Rows> g : groups.entrySet()) {
            g.getValue().latency.entrySet().stream()
                    .sorted(Comparator.comparingInt(e -> roleRank(e.getValue())))
                    .map(e -> latencyRow(g.getKey(), e.getKey(), e.getValue(), threshold, spread, a.jvms(), b.jvms(),
                            margin))
                    .forEach(rows::add);
            for (Map.Entry<String, Pair<ResultFile.Cost>> e : g.getValue().costs.entrySet()) {
                rows.add(costRow(g.getKey(), e.getKey(), e.getValue(), threshold, labelA, labelB, warnings, spread,
                        a.jvms(), b.jvms(), margin));
                Pair<ResultFile.Cost> p = e.getValue();
                if (p.a != null && p.b != null && hasInsideUnits(p.a) && hasInsideUnits(p.b)) {
                    rows.add(insideRow(g.getKey(), e.getKey(), p, threshold, margin));
                }
            }
        }
        rows = withQValues(rows);
        if (!rows.isEmpty() && rows.stream().noneMatch(CompareRow::inBoth)) {
            warnings.add("no scenario, size and endpoint is in both results: nothing to compare");
        }
        List<CompareRow> latencyRows = rows.stream().filter(r -> r.kind() == CompareRow.Kind.LATENCY).toList();
        List<CompareRow> costRows = rows.stream().filter(r -> r.kind() == CompareRow.Kind.COST).toList();
        return new Comparison(labelA, labelB, a.source(), b.source(), a.placement(), b.placement(), threshold, rows,
                SplitSummary.of(latencyRows), SplitSummary.of(costRows), warnings, spread, margin,
                leavesOutRunVariation(costRows, true, a.jvms()), leavesOutRunVariation(costRows, false, b.jvms()),
                BytesRows.of(a, b), PhaseAllocRows.of(a, b, labelA, labelB), StageRows.of(a, b));
    }

    /** Every tested row's q-value, from the p-values of all tested rows of this comparison. */
    private static List<CompareRow> withQValues(List<CompareRow> rows) {
        double[] p = rows.stream().mapToDouble(r -> r.tested() ? r.test().pValue() : Double.NaN).toArray();
        double[] q = FalseDiscovery.qValues(p);
        List<CompareRow> adjusted = new ArrayList<>(rows.size());
        for (int i = 0; i < rows.size(); i++) {
            adjusted.add(rows.get(i).withQValue(q[i]));
        }
        return adjusted;
    }

    /**
     * A side's cost intervals leave out the variation between runs when some cost compared in both results was
     * tested on its block pairs from one server JVM: one connection set, one placement.
     */
    private static boolean leavesOutRunVariation(List<CompareRow> costRows, boolean sideA, int jvms) {
        return jvms < 2 && costRows.stream().anyMatch(r -> r.inBoth()
                && ResultFile.Cost.PAIR.equals(sideA ? r.aUnitKind() : r.bUnitKind()));
    }

    private static Rows rowsOf(Map<Group, Rows> groups, String scenario, int size) {
        return groups.computeIfAbsent(new Group(scenario, size), g -> new Rows());
    }

    /**
     * Files one entry. A second entry for the same key in one file would silently replace the first: the first is
     * kept and a warning says so.
     */
    private static <T> void put(Map<String, Pair<T>> slots, String endpoint, Side side, T value, String label,
                                String what, List<String> warnings) {
        Pair<T> p = slots.computeIfAbsent(endpoint, e -> new Pair<>());
        if ((side == Side.A ? p.a : p.b) != null) {
            if (!(side == Side.A ? p.duplicateInA : p.duplicateInB)) {
                warnings.add(label + " has more than one " + what + "[] entry for " + endpoint
                        + " at the same scenario and size: the first is compared");
            }
            if (side == Side.A) {
                p.duplicateInA = true;
            } else {
                p.duplicateInB = true;
            }
        } else if (side == Side.A) {
            p.a = value;
        } else {
            p.b = value;
        }
    }

    private static int roleRank(Pair<ResultFile.Run> p) {
        String role = p.a != null ? p.a.role() : p.b.role();
        int rank = role == null ? -1 : ROLE_ORDER.indexOf(role); // List.of(...).indexOf(null) throws
        return rank < 0 ? ROLE_ORDER.size() : rank;
    }

    /** The row's endpoint: as the file names it, with its stack when a result spans several stacks. */
    static String rowName(String endpoint, String stack, boolean byStack) {
        return byStack && !ResultFile.AXIS2.equals(stack) ? endpoint + " (" + stack + ")" : endpoint;
    }

    private static CompareRow latencyRow(Group g, String name, Pair<ResultFile.Run> p, Threshold threshold,
                                         RunSpread spread, int jvmsA, int jvmsB, Equivalence.Margin margin) {
        ResultFile.Run any = p.a != null ? p.a : p.b;
        double a = p.a == null ? Double.NaN : p.a.meanMicros();
        double b = p.b == null ? Double.NaN : p.b.meanMicros();
        String units = p.a == null || p.b == null ? null
                : p.a.units().equals(p.b.units()) ? p.a.units() : p.a.units() + " vs " + p.b.units();
        WelchTest.Result test = WelchTest.ofSeries(p.a == null ? List.of() : p.a.unitMeansMicros(),
                p.b == null ? List.of() : p.b.unitMeansMicros(), allowance(spread, p.a, a, jvmsA),
                allowance(spread, p.b, b, jvmsB));
        double difference = b - a;
        return new CompareRow(g.scenario(), g.size(), name, CompareRow.Kind.LATENCY, any.role(), null,
                p.a != null, p.b != null, a, b, Double.NaN, Double.NaN,
                p.a == null ? Double.NaN : p.a.serverMeanMicros(), p.b == null ? Double.NaN : p.b.serverMeanMicros(),
                threshold.exceeded(percent(difference, a)), units, test, latencyUnitKind(p.a),
                latencyUnitKind(p.b), Double.NaN, Equivalence.test(test, margin.micros(a)));
    }

    /** As for costs: the run-to-run spread the file measured, else the user's allowance. */
    private static double allowance(RunSpread spread, ResultFile.Run r, double figure, int jvms) {
        if (r != null && r.knowsRunToRun()) {
            return r.runToRunSdMicros() * r.runToRunSdMicros();
        }
        return spread.extraVariance(figure, jvms);
    }

    private static String latencyUnitKind(ResultFile.Run r) {
        return r == null ? null : ResultFile.Run.BLOCK_MEANS.equals(r.units()) ? "block" : "trial";
    }

    /** The units a cost is tested on: its independent units where it has them, else its block pairs in order. */
    private static WelchTest.Units units(ResultFile.Cost c) {
        if (c == null) {
            return WelchTest.Units.series(List.of());
        }
        if (!c.independentUnits()) {
            return WelchTest.Units.series(c.pairCostMicros());
        }
        // Epochs follow one another in one run, and the machine's level wanders across neighbours: their error is the
        // serial one, as the result's own interval has it (stats.ClusteredMean). Forks and clients stand apart.
        return PairedEstimate.EPOCHS.equals(c.unitKind()) ? WelchTest.Units.series(c.unitCostMicros())
                : WelchTest.Units.independent(c.unitCostMicros());
    }

    /**
     * The variance a side's units cannot show: the run-to-run spread its file measured (from the history of its
     * machine, counted once per side: each result is one run), else the user's allowance for a side tested on pairs.
     */
    private static double allowance(RunSpread spread, ResultFile.Cost c, int jvms) {
        if (c == null) {
            return 0;
        }
        if (c.knowsRunToRun()) {
            return c.runToRunSdMicros() * c.runToRunSdMicros();
        }
        return c.independentUnits() ? 0 : spread.extraVariance(c.perMessageCostMicros(), jvms);
    }

    private static CompareRow costRow(Group g, String name, Pair<ResultFile.Cost> p, Threshold threshold,
                                      String labelA, String labelB, List<String> warnings, RunSpread spread, int jvmsA,
                                      int jvmsB, Equivalence.Margin margin) {
        ResultFile.Cost any = p.a != null ? p.a : p.b;
        if (p.a != null && p.b != null && !Objects.equals(p.a.baselineEndpoint(), p.b.baselineEndpoint())) {
            warnings.add(String.format(java.util.Locale.ROOT, "the cost of %s subtracts %s in %s but %s in %s", where(g, any.endpoint()),
                    p.a.baselineEndpoint(), labelA, p.b.baselineEndpoint(), labelB));
        }
        if (p.a != null && p.b != null && p.a.statistic() != null && p.b.statistic() != null
                && !p.a.statistic().equals(p.b.statistic())) {
            warnings.add(String.format(java.util.Locale.ROOT, "the cost of %s is a paired difference of %ss in %s but of "
                    + "%ss in %s: the difference mixes two statistics", where(g, any.endpoint()), p.a.statistic(),
                    labelA, p.b.statistic(), labelB));
        }
        double a = p.a == null ? Double.NaN : p.a.perMessageCostMicros();
        double b = p.b == null ? Double.NaN : p.b.perMessageCostMicros();
        WelchTest.Result test = WelchTest.ofUnits(units(p.a), units(p.b), allowance(spread, p.a, jvmsA),
                allowance(spread, p.b, jvmsB));
        return new CompareRow(g.scenario(), g.size(), name, CompareRow.Kind.COST, null,
                any.baselineEndpoint(), p.a != null, p.b != null, a, b,
                p.a == null ? Double.NaN : p.a.ci95Micros(), p.b == null ? Double.NaN : p.b.ci95Micros(),
                p.a == null ? Double.NaN : p.a.serverCostMicros(), p.b == null ? Double.NaN : p.b.serverCostMicros(),
                threshold.exceeded(percent(b - a, a)), p.a == null || p.b == null ? null : costUnits(p.a, p.b), test,
                p.a == null ? null : p.a.testedUnitKind(), p.b == null ? null : p.b.testedUnitKind(), Double.NaN,
                Equivalence.test(test, margin.micros(a)));
    }

    /** The file carries the units of the cost's part inside the webapp (results of this version). */
    private static boolean hasInsideUnits(ResultFile.Cost c) {
        return c.inside().pairMicros().size() >= 2 || c.inside().independentUnits();
    }

    /** The units the inside part is tested on: its epochs where the run had several, else its block pairs. */
    private static WelchTest.Units insideUnits(ResultFile.Inside inside) {
        return WelchTest.Units.series(inside.independentUnits() ? inside.unitMicros() : inside.pairMicros());
    }

    /**
     * The {@code inside} row of a cost in both results: the Server-Timing time per message over the baseline's, paired
     * as the run paired the cost (its {@code serverPairCostMicros}, Newey–West; or its epochs), and tested as a cost
     * row is. No run-to-run allowance: the history keeps none for it, and the note on the sides says so.
     */
    private static CompareRow insideRow(Group g, String name, Pair<ResultFile.Cost> p, Threshold threshold,
                                        Equivalence.Margin margin) {
        double a = p.a.serverCostMicros();
        double b = p.b.serverCostMicros();
        WelchTest.Result test = WelchTest.ofUnits(insideUnits(p.a.inside()), insideUnits(p.b.inside()), 0, 0);
        String ua = p.a.inside().independentUnits() ? "serverUnitCostMicros" : "serverPairCostMicros";
        String ub = p.b.inside().independentUnits() ? "serverUnitCostMicros" : "serverPairCostMicros";
        return new CompareRow(g.scenario(), g.size(), name, CompareRow.Kind.INSIDE, null, p.a.baselineEndpoint(),
                true, true, a, b, p.a.inside().ci95Micros(), p.b.inside().ci95Micros(), a, b,
                threshold.exceeded(percent(b - a, a)), ua.equals(ub) ? ua : ua + " vs " + ub, test,
                p.a.inside().testedUnitKind(), p.b.inside().testedUnitKind(), Double.NaN,
                Equivalence.test(test, margin.micros(a)));
    }

    /** {@code pairCostMicros} when both sides were tested on pairs, else what each side's units were. */
    private static String costUnits(ResultFile.Cost a, ResultFile.Cost b) {
        String ua = a.independentUnits() ? UNIT_COSTS : COST_UNITS;
        String ub = b.independentUnits() ? UNIT_COSTS : COST_UNITS;
        return ua.equals(ub) ? ua : ua + " vs " + ub;
    }

    /** As {@link CompareRow#differencePercent()}: of |A|, NaN when A is 0 (never beyond a threshold). */
    private static double percent(double difference, double a) {
        return a == 0 ? Double.NaN : difference / Math.abs(a) * 100.0;
    }

    static String where(Group g, String endpoint) {
        return (g.scenario() == null ? "" : g.scenario() + " ")
                + (g.size() == ResultFile.NO_SIZE ? "" : "size " + g.size() + " ") + endpoint;
    }

    /** (scenario, size): the part of a run or suite a row belongs to. */
    record Group(String scenario, int size) {
    }

    private enum Side { A, B }

    /** A group's rows by endpoint, in first-seen order. */
    private static final class Rows {
        final Map<String, Pair<ResultFile.Run>> latency = new LinkedHashMap<>();
        final Map<String, Pair<ResultFile.Cost>> costs = new LinkedHashMap<>();
    }

    /** A row's entry in A and in B while the rows are collected. */
    private static final class Pair<T> {
        T a;
        T b;
        boolean duplicateInA;
        boolean duplicateInB;
    }
}
