package org.echosoap.client.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.echosoap.client.compare.WelchTest;

/**
 * How the stacks of one operation and size stand to the fastest: cost ÷ the lowest cost, and whether the difference
 * is real. A stack differs from the fastest only when Welch's test on the two parts' unit costs (their epochs, each
 * on new connections, which carry the variation from one part or run to the next in the data; block pairs for a part
 * on one set of connections) says so (p &lt; {@value WelchTest#ALPHA}); otherwise its ratio
 * reads {@code ~1.02}, as benchstat marks noise. An entry excluded from the ranking (its priming was not steady, or
 * its cost rests on too few pairs: {@link RowStanding}) is neither the fastest nor compared with it, and its rank
 * reads the reason. Used by the console's stacks table and the HTML report's stacks section alike.
 *
 * <pre>{@code
 * List<Rank> ranks = StackRanking.of(List.of(new Entry(60, axis2Pairs), new Entry(40, cxfPairs)));
 * ranks.get(0).text();   // "1.50"
 * }</pre>
 */
public final class StackRanking {

    private StackRanking() {
    }

    /**
     * One stack's cost and the cost of each independent unit of its interval: its epochs, or its block pairs for a
     * part on one set of connections (NaN cost when unknown).
     *
     * @param excludedBecause why it must not be ranked ({@link RowStanding#NOT_STEADY}), or null
     */
    public record Entry(double costMicros, List<Double> pairCostMicros, String excludedBecause) {
        public Entry {
            pairCostMicros = List.copyOf(pairCostMicros);
        }

        /** An entry that may be ranked. */
        public Entry(double costMicros, List<Double> pairCostMicros) {
            this(costMicros, pairCostMicros, null);
        }
    }

    /**
     * One stack's standing.
     *
     * @param fastest            the lowest known cost of the group
     * @param ratioToFastest     cost ÷ the fastest's (NaN when unknown or the fastest's cost is not positive)
     * @param differsFromFastest Welch's test finds a difference (never for the fastest or an untestable pair)
     * @param pValue             that test's two-sided p-value, NaN when not tested
     * @param excludedBecause    why the entry was left out of the ranking, or null
     */
    public record Rank(boolean fastest, double ratioToFastest, boolean differsFromFastest, double pValue,
                       String excludedBecause) {

        /** "fastest", "1.35", "~1.02" (not significantly different), "-" (unknown), or why it is not ranked. */
        public String text() {
            if (excludedBecause != null) {
                return excludedBecause;
            }
            if (fastest) {
                return "fastest";
            }
            if (!Double.isFinite(ratioToFastest)) {
                return "-";
            }
            return String.format(Locale.ROOT, "%s%.2f", differsFromFastest ? "" : "~", ratioToFastest);
        }
    }

    /** The ranks, in the entries' order. */
    public static List<Rank> of(List<Entry> entries) {
        int best = -1;
        for (int i = 0; i < entries.size(); i++) {
            double cost = entries.get(i).costMicros();
            if (entries.get(i).excludedBecause() == null && Double.isFinite(cost)
                    && (best < 0 || cost < entries.get(best).costMicros())) {
                best = i;
            }
        }
        List<Rank> ranks = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            Entry e = entries.get(i);
            if (e.excludedBecause() != null || best < 0 || !Double.isFinite(e.costMicros())) {
                ranks.add(new Rank(false, Double.NaN, false, Double.NaN, e.excludedBecause()));
                continue;
            }
            if (i == best) {
                ranks.add(new Rank(true, e.costMicros() > 0 ? 1.0 : Double.NaN, false, Double.NaN, null));
                continue;
            }
            Entry fastest = entries.get(best);
            double ratio = fastest.costMicros() > 0 ? e.costMicros() / fastest.costMicros() : Double.NaN;
            // Each stack's cost comes from its own part (own connections, minutes apart): the run-to-run spread that
            // compare allows between two single runs applies between them too.
            WelchTest.Result test = WelchTest.ofSeries(fastest.pairCostMicros(), e.pairCostMicros(), 0, 0);
            ranks.add(new Rank(false, ratio, test.significant(), test.pValue(), null));
        }
        return ranks;
    }
}
