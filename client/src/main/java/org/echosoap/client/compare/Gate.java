package org.echosoap.client.compare;

import java.util.ArrayList;
import java.util.List;
import org.echosoap.client.stats.FalseDiscovery;
import org.echosoap.client.stats.StudentT;

/**
 * The CI gate over a comparison: fails when some row is <em>higher beyond its threshold with confidence</em>: slower
 * (time rows) or heavier (byte rows: bytes allocated or sent per message).
 *
 * <p>Method: for each watched row a one-sided test of "B − A ≤ Δ" (Δ = the rule's share of |A|) against "B − A &gt;
 * Δ", with the Welch test's difference, standard error and degrees of freedom — the units and run-to-run spread
 * compare uses, so the gate and the table speak of the same evidence; a minimum-effect (non-inferiority) test, the
 * one-sided twin of compare's TOST. The p-values of all watched rows go through Benjamini–Hochberg, and a row fails
 * when its q-value is below {@link CompareRow#FDR}. A row fails only when B is slower: getting faster never fails a
 * build. Why not "significant and the point estimate beyond Δ": an A/A pair whose level moved a little (a wander
 * of the machine, a restart) is then significant and beyond a small Δ about as often as chance makes the estimate
 * large; asking the lower confidence bound to clear Δ keeps A/A pairs passing while a real 10% regression fails
 * ({@code GateSimulationTest}). A byte row whose blocks each side measured as one value ({@link GatedRow#exact()}: wire
 * bytes of a fixed message) is known without sampling error: it fails exactly when B − A is beyond Δ.
 *
 * <p>A time rule tighter than the runs can resolve is named ({@link Outcome#unresolved()}): when the one-sided 95%
 * margin of error of its rows' differences (their median, in % of |A|) is wider than the rule's threshold, a real
 * rise of that size can neither be told from noise nor ruled out.
 *
 * <pre>{@code
 * Gate.Outcome o = Gate.evaluate(comparison, List.of(GateRule.parse("cost>5%")));
 * o.passed();            // false when a cost row is slower by more than 5% with 95% confidence (after BH)
 * o.rows().get(0).lowerBoundPercent(); // B − A's one-sided 95% lower bound, in % of |A|
 * }</pre>
 */
public final class Gate {

    /** The one-sided level of each row's test (before the false-discovery step). */
    public static final double ALPHA = 0.05;

    private Gate() {
    }

    /**
     * One watched row and what the gate made of it.
     *
     * @param row               the comparison's row, time or bytes
     * @param rule              the strictest rule that watches it (the smallest margin)
     * @param lowerBound        the one-sided 95% lower confidence bound of B − A in the row's unit (NaN untested;
     *                          the difference itself for an exact row)
     * @param pValue            the one-sided p-value of "B − A ≤ Δ" (NaN untested)
     * @param qValue            its Benjamini–Hochberg adjustment over the watched rows (NaN untested)
     */
    public record Judged(GatedRow row, GateRule rule, double lowerBound, double pValue, double qValue) {

        /** Slower than the rule allows, with confidence. */
        public boolean failed() {
            return qValue < CompareRow.FDR;
        }

        /** The test could be done (both sides measured, enough units). */
        public boolean tested() {
            return !Double.isNaN(pValue);
        }

        /** The lower bound in percent of |A|. */
        public double lowerBoundPercent() {
            double a = row.aValue();
            return a == 0 ? Double.NaN : lowerBound / Math.abs(a) * 100;
        }

        /**
         * The smallest rise this row's test could see, in % of |A|: the one-sided 95% margin of error of B − A (0 for
         * an exact row; NaN untested).
         */
        public double resolutionPercent() {
            double a = row.aValue();
            if (a == 0 || !tested()) {
                return Double.NaN;
            }
            return row.exact() ? 0 : (row.test().difference() - lowerBound) / Math.abs(a) * 100;
        }
    }

    /**
     * The gate's verdict.
     *
     * @param rules the rules given
     * @param rows  every row a rule watches, in the comparison's order
     */
    public record Outcome(List<GateRule> rules, List<Judged> rows, double insideResolutionPercent) {

        /**
         * @param insideResolutionPercent the median one-sided 95% margin of error of the comparison's {@code inside}
         *                                rows, % of |A| (NaN without them): what {@code inside>N%} could resolve
         */
        public Outcome {
            rules = List.copyOf(rules);
            rows = List.copyOf(rows);
        }

        /** An outcome without inside rows to suggest. */
        public Outcome(List<GateRule> rules, List<Judged> rows) {
            this(rules, rows, Double.NaN);
        }

        /** No watched row failed. */
        public boolean passed() {
            return rows.stream().noneMatch(Judged::failed);
        }

        /** The rows that failed. */
        public List<Judged> failures() {
            return rows.stream().filter(Judged::failed).toList();
        }

        /** Watched rows the gate could not test (missing in a result, too few units). */
        public long untested() {
            return rows.stream().filter(j -> !j.tested()).count();
        }

        /**
         * The time rules tighter than these runs resolve, each with the median resolution of the rows it judged
         * ({@link Judged#resolutionPercent()}), in the order the rules were given.
         */
        public List<Unresolved> unresolved() {
            List<Unresolved> out = new ArrayList<>();
            for (GateRule rule : rules) {
                if (!rule.watchesTime()) {
                    continue;
                }
                double[] r = rows.stream().filter(j -> j.rule().equals(rule) && j.row().metric().time())
                        .mapToDouble(Judged::resolutionPercent).filter(Double::isFinite).sorted().toArray();
                if (r.length == 0) {
                    continue;
                }
                double median = median(r);
                if (rule.percent() < median) {
                    out.add(new Unresolved(rule, median, r.length));
                }
            }
            return out;
        }
    }

    /**
     * A time rule whose threshold is below what the runs resolve.
     *
     * @param rule              the rule
     * @param resolutionPercent the median one-sided 95% margin of error of its rows' differences, % of |A|
     * @param rows              the tested rows it judged
     */
    public record Unresolved(GateRule rule, double resolutionPercent, int rows) {
    }

    /**
     * A rule that names a row neither result has would pass by watching nothing: one line listing the rows there are.
     * A rule on a phase's bytes ({@code alloc.reading>1%}) is refused in one line saying why where the results have
     * phase rows ({@link PhaseAlloc}: sampled estimates whose spread between JVMs no interval of one run holds), and
     * named as a row they lack where they have none.
     *
     * @throws IllegalArgumentException one line
     */
    public static void requireRows(List<GateRule> rules, Comparison c) {
        List<RowMetric> present = c.metrics();
        for (GateRule r : rules) {
            boolean stageRows = c.stageRows().stream().anyMatch(StageRow::bytes);
            if (r.stage() != null && (r.phase() == null || stageRows || c.phaseAlloc().rows().isEmpty())) {
                requireStageRows(r, c); // writing, security: a stage where the results have stages
                continue;
            }
            if (r.phase() != null) {
                if (!c.phaseAlloc().rows().isEmpty()) {
                    throw new IllegalArgumentException("--fail-on '" + r.text() + "': " + PhaseAlloc.NOT_GATED);
                }
                throw new IllegalArgumentException("--fail-on '" + r.text() + "': these results have no " + r.rowKey()
                        + " row; their rows: " + (present.isEmpty() ? "none" : RowMetric.keys(present))
                        + " (alloc.PHASE rows need both results made with --profile)");
            }
            if (r.metric() != null && !present.contains(r.metric())) {
                throw new IllegalArgumentException("--fail-on '" + r.text() + "': these results have no "
                        + r.metric().key() + " row; their rows: " + (present.isEmpty() ? "none" : RowMetric.keys(present))
                        + (r.metric() == RowMetric.INSIDE ? " (the inside part's units, serverPairCostMicros, are in "
                                + "results of this version: run again)"
                        : r.metric().time() ? "" : " (bytes per block are in results of this version: run again)"));
            }
        }
    }

    /**
     * An {@code alloc.STAGE} rule needs that stage's bytes rows in both results, exact on both sides: else one line
     * saying which (no stages in a result, a stage neither entered, bytes not exact).
     */
    private static void requireStageRows(GateRule r, Comparison c) {
        List<StageRow> rows = c.stageRows().stream().filter(StageRow::bytes).toList();
        if (rows.isEmpty()) {
            throw new IllegalArgumentException("--fail-on '" + r.text() + "': these results have no stage rows "
                    + "(alloc.STAGE needs both results made with --stages)");
        }
        List<StageRow> own = rows.stream().filter(s -> s.stage().equals(r.stage()) && s.inA() && s.inB())
                .toList();
        if (own.isEmpty()) {
            throw new IllegalArgumentException("--fail-on '" + r.text() + "': no endpoint has stage " + r.stage()
                    + " in both results; their stages: " + StageRows.names(rows));
        }
        if (own.stream().noneMatch(StageRow::exact)) {
            throw new IllegalArgumentException("--fail-on '" + r.text() + "': stage " + r.stage() + "'s bytes are "
                    + "not exact in both results (a server without a per-thread allocation counter): not gated");
        }
    }

    /**
     * Judges every row of {@code comparison} that one of {@code rules} watches, and says how finely its {@code inside}
     * rows resolve (for the line that names a time rule below what the runs resolve).
     */
    public static Outcome evaluate(Comparison comparison, List<GateRule> rules) {
        List<GatedRow> rows = new ArrayList<>(comparison.rows());
        rows.addAll(comparison.bytesRows());
        rows.addAll(comparison.stageRows()); // watched only by a rule naming their stage
        Outcome o = evaluate(rows, rules);
        List<CompareRow> inside = comparison.rows().stream().filter(r -> r.metric() == RowMetric.INSIDE).toList();
        double[] r = evaluate(inside, List.of(new GateRule(RowMetric.INSIDE, 0))).rows().stream()
                .mapToDouble(Judged::resolutionPercent).filter(Double::isFinite).sorted().toArray();
        return new Outcome(o.rules(), o.rows(), r.length == 0 ? Double.NaN : median(r));
    }

    private static double median(double[] sorted) {
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    /** Judges every row of {@code rows} that one of {@code rules} watches. */
    public static Outcome evaluate(List<? extends GatedRow> rows, List<GateRule> rules) {
        List<GatedRow> watched = new ArrayList<>();
        List<GateRule> strictest = new ArrayList<>();
        for (GatedRow row : rows) {
            GateRule rule = null;
            for (GateRule r : rules) {
                if (r.watches(row) && (rule == null || r.percent() < rule.percent())) {
                    rule = r;
                }
            }
            if (rule != null && row.inBoth()) {
                watched.add(row);
                strictest.add(rule);
            }
        }
        double[] p = new double[watched.size()];
        double[] lower = new double[watched.size()];
        for (int i = 0; i < watched.size(); i++) {
            GatedRow row = watched.get(i);
            WelchTest.Result w = row.test();
            double margin = strictest.get(i).margin(row.aValue());
            if (row.exact()) {
                double d = row.bValue() - row.aValue();
                p[i] = d > margin ? 0 : 1;
                lower[i] = d;
                continue;
            }
            if (w.outcome() != WelchTest.Outcome.TESTED || !Double.isFinite(row.bValue() - row.aValue())) {
                p[i] = Double.NaN;
                lower[i] = Double.NaN;
                continue;
            }
            double se = w.standardError();
            p[i] = StudentT.upperTailProbability((w.difference() - margin) / se, w.degreesOfFreedom());
            lower[i] = w.difference() - StudentT.criticalValue(1 - 2 * ALPHA, w.degreesOfFreedom()) * se;
        }
        double[] q = FalseDiscovery.qValues(p);
        List<Judged> judged = new ArrayList<>(watched.size());
        for (int i = 0; i < watched.size(); i++) {
            judged.add(new Judged(watched.get(i), strictest.get(i), lower[i], p[i], q[i]));
        }
        return new Outcome(rules, judged);
    }
}
