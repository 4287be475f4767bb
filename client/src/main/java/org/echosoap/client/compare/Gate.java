package org.echosoap.client.compare;

import java.util.ArrayList;
import java.util.List;
import org.echosoap.client.stats.FalseDiscovery;
import org.echosoap.client.stats.StudentT;

/**
 * The CI gate over a comparison: fails when some row is <em>slower beyond its threshold with confidence</em>.
 *
 * <p>Method: for each watched row a one-sided test of "B − A ≤ Δ" (Δ = the rule's share of |A|) against "B − A &gt;
 * Δ", with the Welch test's difference, standard error and degrees of freedom — the units and run-to-run spread
 * compare uses, so the gate and the table speak of the same evidence; a minimum-effect (non-inferiority) test, the
 * one-sided twin of compare's TOST. The p-values of all watched rows go through Benjamini–Hochberg, and a row fails
 * when its q-value is below {@link CompareRow#FDR}. A row fails only when B is slower: getting faster never fails a
 * build. Why not "significant and the point estimate beyond Δ": an A/A pair whose level moved a little (a wander
 * of the machine, a restart) is then significant and beyond a small Δ about as often as chance makes the estimate
 * large; asking the lower confidence bound to clear Δ keeps A/A pairs passing while a real 10% regression fails
 * ({@code GateSimulationTest}).
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
     * @param row               the comparison's row
     * @param rule              the strictest rule that watches it (the smallest margin)
     * @param lowerBoundMicros  the one-sided 95% lower confidence bound of B − A (NaN untested)
     * @param pValue            the one-sided p-value of "B − A ≤ Δ" (NaN untested)
     * @param qValue            its Benjamini–Hochberg adjustment over the watched rows (NaN untested)
     */
    public record Judged(CompareRow row, GateRule rule, double lowerBoundMicros, double pValue, double qValue) {

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
            double a = row.aMicros();
            return a == 0 ? Double.NaN : lowerBoundMicros / Math.abs(a) * 100;
        }
    }

    /**
     * The gate's verdict.
     *
     * @param rules the rules given
     * @param rows  every row a rule watches, in the comparison's order
     */
    public record Outcome(List<GateRule> rules, List<Judged> rows) {

        public Outcome {
            rules = List.copyOf(rules);
            rows = List.copyOf(rows);
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
    }

    /** Judges every row of {@code comparison} that one of {@code rules} watches. */
    public static Outcome evaluate(Comparison comparison, List<GateRule> rules) {
        return evaluate(comparison.rows(), rules);
    }

    /** Judges every row of {@code rows} that one of {@code rules} watches. */
    public static Outcome evaluate(List<CompareRow> rows, List<GateRule> rules) {
        List<CompareRow> watched = new ArrayList<>();
        List<GateRule> strictest = new ArrayList<>();
        for (CompareRow row : rows) {
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
            CompareRow row = watched.get(i);
            WelchTest.Result w = row.test();
            if (!row.tested()) {
                p[i] = Double.NaN;
                lower[i] = Double.NaN;
                continue;
            }
            double se = w.standardError();
            double margin = strictest.get(i).marginMicros(row.aMicros());
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
