package org.echosoap.client.stats;

import java.util.Arrays;
import java.util.Comparator;

/**
 * Benjamini–Hochberg (1995, J. R. Statist. Soc. B 57(1)) adjusted p-values (q-values) for a family of tests: calling
 * every test with {@code q < α} significant keeps the expected share of false findings among the findings at or below
 * α, for independent (and positively dependent) tests.
 *
 * <p>Why: a suite comparison tests 91-138 rows; at p &lt; 0.05 each, about 5 rows of an A/A comparison come out
 * "significant" by chance alone. The false discovery rate is the error that matters when a reader acts on the list
 * of flagged rows.
 *
 * <pre>{@code
 * double[] q = FalseDiscovery.qValues(new double[] {0.01, 0.04, 0.03, 0.20});
 * // {0.04, 0.0533, 0.0533, 0.20}: q(i) = min over ranks j >= rank(i) of m p(j) / j, at most 1
 * }</pre>
 */
public final class FalseDiscovery {

    private FalseDiscovery() {
    }

    /**
     * The BH q-value of every p-value, in the given order. NaN p-values (no test) stay NaN and do not count in the
     * family size m.
     */
    public static double[] qValues(double[] pValues) {
        Integer[] order = new Integer[pValues.length];
        int m = 0;
        for (int i = 0; i < pValues.length; i++) {
            if (!Double.isNaN(pValues[i])) {
                order[m++] = i;
            }
        }
        Integer[] tested = Arrays.copyOf(order, m);
        Arrays.sort(tested, Comparator.comparingDouble(i -> pValues[i]));
        double[] q = new double[pValues.length];
        Arrays.fill(q, Double.NaN);
        double running = 1.0;
        for (int rank = m; rank >= 1; rank--) {
            int i = tested[rank - 1];
            running = Math.min(running, pValues[i] * m / rank);
            q[i] = running;
        }
        return q;
    }
}
