package org.echosoap.client.compare;

import org.echosoap.client.resultfile.ResultFile;
import java.util.List;
import java.util.Locale;

/**
 * The console table of a comparison, in the shape of seed 003's tables (one row per system, one column per
 * placement): one row per (scenario, size, endpoint) and per SOAP cost, A's and B's figures, B − A in µs and in %,
 * the 95% CI and p-value of Welch's t test, its q-value over all rows (Benjamini–Hochberg), the units on each side
 * ({@code n}) and the row's verdict: {@code faster}/{@code slower} where the difference is significant after the FDR
 * step and beyond the threshold, {@code equivalent} where the two one-sided tests put it within the margin, {@code ~}
 * otherwise (as benchstat prints for "no significant difference"); a note for each side whose intervals leave out the
 * variation between runs; then where
 * the differences come from (the Server-Timing split), a summary line and the warnings, each on a line starting with
 * {@code warning:}. Lines end with {@code \n} on every platform.
 *
 * <pre>{@code
 * System.out.print(CompareTable.render(comparison));
 * }</pre>
 */
public final class CompareTable {

    static final String MARK = "*";
    /** benchstat's sign for "no significant difference". */
    static final String NOT_SIGNIFICANT = "~";

    private CompareTable() {
    }

    public static String render(Comparison c) {
        StringBuilder sb = new StringBuilder();
        sb.append("echosoap compare: ").append(c.labelA()).append(" vs ").append(c.labelB()).append('\n');
        TextColumns inputs = new TextColumns(TextColumns.Align.LEFT, TextColumns.Align.LEFT, TextColumns.Align.LEFT);
        inputs.add("  " + c.labelA(), c.sourceA(), placement(c.placementA()));
        inputs.add("  " + c.labelB(), c.sourceB(), placement(c.placementB()));
        sb.append(inputs.render()).append('\n');

        sb.append(table(c));
        String threshold = c.threshold().text();
        sb.append(String.format(Locale.ROOT,
                "(latency rows: mean latency, latencyMicros.mean (schema 2: all blocks; 1: the trial shown); SOAP cost rows:\n"
                        + " per-message cost over the baseline ± 95%% CI, perMessageCostMicros ± ci95Micros;\n"
                        + " difference = %s − %s, %% of %s;\n"
                        + " 95%% CI µs and p: Welch's two-sample t test (two-sided) of the mean unit, %s − %s; units: a cost's\n"
                        + " independent units (unitCostMicros: epochs, forks or clients) where it has them, else its per-pair\n"
                        + " costs (pairCostMicros, Newey-West errors); per-block or else per-trial mean latencies in latency rows;\n"
                        + " q = p adjusted over all rows (Benjamini-Hochberg); n = units in %s+%s;\n"
                        + " faster/slower = q < %s and |difference| above %s; equivalent = the 90%% CI of the difference\n"
                        + " within %s (two one-sided tests); %s = neither; N/A = not in that result%s)\n",
                c.labelB(), c.labelA(), c.labelA(), c.labelB(), c.labelA(), c.labelA(), c.labelB(), fdr(), threshold,
                c.equivalence().off() ? "- (--equivalence off)" : Equivalence.describe(c.equivalence()),
                NOT_SIGNIFICANT, anyNotMeasured(c) ? "; - = not measured" : ""));
        sideNote(sb, c.labelA(), c.leavesOutRunVariationA());
        sideNote(sb, c.labelB(), c.leavesOutRunVariationB());
        if (c.runSpread().fraction() > 0) {
            sb.append(String.format(Locale.ROOT, "each side tested on its pairs has its standard error widened by the "
                    + "run-to-run spread you gave, %s of the figure (--run-spread)%n", c.runSpread().describe()));
        }
        if (c.rows().stream().anyMatch(r -> r.untested() && r.test().outcome() == WelchTest.Outcome.TOO_FEW)) {
            sb.append(NOT_SIGNIFICANT).append(" with p -: fewer than 2 units (pairs, trials or blocks) in a result:"
                    + " no test is possible, so never marked\n");
        }
        if (c.rows().stream().anyMatch(r -> r.untested() && r.test().outcome() == WelchTest.Outcome.NO_SPREAD)) {
            sb.append(NOT_SIGNIFICANT).append(" with p - and n of 2+2 or more: the units do not vary within either"
                    + " result (copied figures?): no test is possible, so never marked\n");
        }

        sb.append(BytesTable.render(c));
        sb.append(PhaseAllocTable.render(c));
        sb.append(StageRowsTable.render(c));
        sb.append(split(c));
        sb.append('\n').append(summary(c)).append('\n');
        sb.append(inWords(c)).append('\n');
        c.warnings().forEach(w -> sb.append("warning: ").append(w).append('\n'));
        return sb.toString();
    }

    /** Says plainly that a side's costs come from one connection set, so a difference may be a restart's. */
    private static void sideNote(StringBuilder sb, String label, boolean leavesOut) {
        if (leavesOut) {
            sb.append("note: ").append(label).append("'s cost intervals come from one run's block pairs (unitKind pair):"
                    + " they leave out\n the variation between runs, so a difference may be a restart's\n");
        }
    }

    private static String placement(ResultFile.Placement p) {
        return "client " + orUnknown(p.clientHost()) + " -> target " + orUnknown(p.targetHost());
    }

    private static String orUnknown(String host) {
        return host == null ? "(not recorded)" : host;
    }

    private static String table(Comparison c) {
        TextColumns t = new TextColumns(TextColumns.Align.LEFT, TextColumns.Align.RIGHT, TextColumns.Align.LEFT,
                TextColumns.Align.RIGHT, TextColumns.Align.RIGHT, TextColumns.Align.RIGHT, TextColumns.Align.RIGHT,
                TextColumns.Align.RIGHT, TextColumns.Align.RIGHT, TextColumns.Align.RIGHT, TextColumns.Align.RIGHT,
                TextColumns.Align.LEFT);
        t.add("scenario", "size", "endpoint", c.labelA() + " µs", c.labelB() + " µs", "difference µs", "difference %",
                "95% CI µs", "p", "q", "n", "verdict");
        for (CompareRow r : c.rows()) {
            boolean known = Double.isFinite(r.differenceMicros());
            WelchTest.Result w = r.test();
            boolean tested = r.tested();
            t.add(r.scenario() == null ? "-" : r.scenario(), size(r.size()), r.label(),
                    Figures.micros(r.inA(), r.aMicros(), r.aCi95Micros()),
                    Figures.micros(r.inB(), r.bMicros(), r.bCi95Micros()),
                    known ? Figures.signedMicros(r.differenceMicros()) : missing(r),
                    Double.isFinite(r.differencePercent()) ? Figures.signedPercent(r.differencePercent()) : missing(r),
                    tested ? Figures.interval(w.ci95Low(), w.ci95High()) : missing(r),
                    tested ? Figures.pValue(w.pValue()) : missing(r),
                    tested ? Figures.pValue(r.qValue()) : missing(r),
                    r.inBoth() ? w.aCount() + "+" + w.bCount() : "",
                    mark(r));
        }
        return t.render();
    }

    /** The row's verdict: faster, slower, equivalent, {@code ~}, or blank (no difference to judge). */
    static String mark(CompareRow r) {
        return r.verdict().text();
    }

    private static String fdr() {
        return new java.math.BigDecimal(Double.toString(CompareRow.FDR)).stripTrailingZeros().toPlainString();
    }

    private static String size(int size) {
        return size == ResultFile.NO_SIZE ? "-" : String.format(Locale.ROOT, "%,d", size);
    }

    /** N/A when the row is missing from a result, "-" when a figure was not measured (or A is 0 for the %). */
    private static String missing(CompareRow r) {
        return r.inBoth() ? Figures.NOT_MEASURED : Figures.NOT_IN_RESULT;
    }

    private static boolean anyNotMeasured(Comparison c) {
        return c.rows().stream().anyMatch(r -> r.inBoth()
                && !(Double.isFinite(r.differenceMicros()) && Double.isFinite(r.differencePercent())));
    }

    private static String split(Comparison c) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "\nwhere the differences come from (Server-Timing: server = time inside "
                + "the webapp;\n outside the webapp = change of latency − change of server: Tomcat's connector, kernel, network, client):\n"));
        TextColumns t = new TextColumns(TextColumns.Align.LEFT, TextColumns.Align.RIGHT, TextColumns.Align.LEFT);
        boolean oneGroup = c.rows().stream().map(r -> r.scenario() + "/" + r.size()).distinct().count() <= 1;
        for (CompareRow r : c.splitRows()) {
            t.add("  " + (oneGroup ? r.label() : name(r)), r.hasSplit() ? Figures.signedMicros(r.differenceMicros()) + " µs" : "",
                    splitText(c, r));
        }
        t.add("  overall, latency (mean of " + count(c.latencySplit().rows(), "endpoint") + ", baselines included)",
                overallChange(c.latencySplit()), overallText(c.latencySplit()));
        t.add("  overall, SOAP cost (mean of " + count(c.costSplit().rows(), "cost") + ")",
                overallChange(c.costSplit()), overallText(c.costSplit()));
        return sb.append(t.render()).toString();
    }

    /** "benchmark.echoInts size 100: Benchmark", where rows of several scenarios or sizes are compared. */
    private static String name(CompareRow r) {
        return (r.scenario() == null ? "-" : r.scenario())
                + (r.size() == ResultFile.NO_SIZE ? "" : " size " + size(r.size())) + ": " + r.label();
    }

    private static String splitText(Comparison c, CompareRow r) {
        if (!r.inBoth()) {
            return "N/A (only in " + (r.inA() ? c.labelA() : c.labelB()) + ")";
        }
        if (!Double.isFinite(r.differenceMicros())) {
            return "N/A (not measured in both)";
        }
        if (!r.hasSplit()) {
            return "no split: Server-Timing figures missing in "
                    + (Double.isNaN(r.aServerMicros()) ? c.labelA() : c.labelB());
        }
        return split(r.networkAndHttpDifferenceMicros(), r.serverDifferenceMicros());
    }

    private static String overallChange(SplitSummary s) {
        return s.rows() == 0 ? "" : Figures.signedMicros(s.changeMicros()) + " µs";
    }

    private static String overallText(SplitSummary s) {
        return s.rows() == 0 ? "N/A (nothing with Server-Timing figures in both)"
                : split(s.networkAndHttpChangeMicros(), s.serverChangeMicros());
    }

    private static String split(double networkMicros, double serverMicros) {
        return "outside the webapp: " + Figures.signedMicros(networkMicros) + " µs, server: "
                + Figures.signedMicros(serverMicros) + " µs";
    }

    /**
     * "summary: 1 of 7 rows differ significantly (q < 0.05) and by more than 5% (faster/slower); 3 equivalent within
     * ±10% of A", then the significant rows within the threshold, what per-row p would have flagged, and the rows in
     * one result only, where there are any.
     */
    private static String summary(Comparison c) {
        long known = c.differencesKnown();
        long oneOnly = c.inOneOnly();
        long small = c.significant() - c.marked();
        long alone = c.significantAlone();
        return "summary: " + c.marked() + " of " + count(known, "row") + (known == 1 ? " differs" : " differ")
                + " significantly (q < " + fdr() + ") and by more than " + c.threshold().text() + " (faster/slower)"
                + (c.equivalence().off() ? "" : "; " + c.equivalent() + " equivalent within "
                        + Equivalence.describe(c.equivalence()))
                + (small == 0 ? "" : "; " + small + " more significant but within " + c.threshold().text())
                + (alone == c.significant() ? "" : "; p < 0.05 alone would have flagged " + alone)
                + (oneOnly == 0 ? "" : "; " + count(oneOnly, "row") + " in one result only (N/A)");
    }

    /** How many findings {@link #inWords} names before "and N more". */
    private static final int NAMED_FINDINGS = 3;

    /**
     * What the comparison found, in a sentence: the rows that differ (faster/slower), or "no difference found" with
     * what the two one-sided tests showed: equivalent within the margin in every row, in some, or in none (then the
     * runs cannot tell). "Not significant" alone is not "the same"; the sentence says which one it is.
     */
    static String inWords(Comparison c) {
        long known = c.differencesKnown();
        if (known == 0) {
            return "result: nothing to compare (no row measured in both)";
        }
        List<CompareRow> found = c.rows().stream().filter(CompareRow::marked).toList();
        if (!found.isEmpty()) {
            StringBuilder s = new StringBuilder("result: ").append(count(found.size(), "row"))
                    .append(found.size() == 1 ? " differs: " : " differ: ");
            for (int i = 0; i < Math.min(NAMED_FINDINGS, found.size()); i++) {
                CompareRow r = found.get(i);
                s.append(i == 0 ? "" : ", ").append(r.label()).append(' ').append(r.verdict().text()).append(' ')
                        .append(Figures.signedPercent(r.differencePercent()));
            }
            if (found.size() > NAMED_FINDINGS) {
                s.append(" and ").append(found.size() - NAMED_FINDINGS).append(" more");
            }
            return s.toString();
        }
        if (c.equivalence().off()) {
            return "result: no difference found (equivalence not tested: --equivalence off)";
        }
        String within = "equivalent within " + Equivalence.describe(c.equivalence());
        long equivalent = c.equivalent();
        if (equivalent == known) {
            return "result: no difference found; " + within + (known == 1 ? "" : " (all " + known + " rows)");
        }
        if (equivalent > 0) {
            return "result: no difference found; " + within + " in " + equivalent + " of " + known
                    + " rows, the other " + (known - equivalent) + " inconclusive (~: these runs cannot tell)";
        }
        return "result: no difference found, and none shown " + within + " (~: these runs cannot tell either way)";
    }

    static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}
