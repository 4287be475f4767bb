package org.echosoap.client.compare;

import org.echosoap.client.resultfile.ResultFile;
import org.echosoap.client.stats.RunSpread;

import java.util.List;

/**
 * Two results side by side, in the shape of seed 003's same-host vs cross-host tables: one {@link CompareRow} per
 * (scenario, size, endpoint) and per cost, the Server-Timing split of the differences, and what a careful reader
 * must know first. Built by {@link ComparisonBuilder}; rendered by {@link CompareTable}, {@link CompareJson} and
 * {@link CompareCsv}.
 *
 * <pre>{@code
 * Comparison c = ComparisonBuilder.build(ResultFile.read(a), ResultFile.read(b), "same-host", "cross-host",
 *         Threshold.parse("5%"));
 * System.out.print(CompareTable.render(c));
 * }</pre>
 *
 * @param labelA       name of result A (column header)
 * @param labelB       name of result B
 * @param sourceA      A's file as given
 * @param sourceB      B's file as given
 * @param placementA   A's client and target hosts
 * @param placementB   B's
 * @param threshold    significant differences beyond it are marked
 * @param rows         grouped by (scenario, size) in file order: baseline, extra and measured latency rows, then costs
 * @param latencySplit mean split of the latency rows in both results (baselines included)
 * @param costSplit    mean split of the cost rows in both results
 * @param warnings     one sentence each, without the "warning:" prefix
 * @param runSpread    the allowance the user gave for sides with only pairs ({@code --run-spread}; none by default)
 * @param equivalence  the equivalence margin ({@code --equivalence})
 * @param leavesOutRunVariationA A's cost intervals come from one connection set's block pairs: they leave out the
 *                     variation between runs, so a difference may be a restart's
 * @param leavesOutRunVariationB B's
 * @param bytesRows    bytes per message of every endpoint whose blocks carry them: alloc, client, wire
 * @param phaseAlloc   bytes allocated per phase where both results were profiled: rows to read, never gated
 * @param stageRows    the exact stages' rows where both results have stages ({@code --stages}): gated only by a rule
 *                     that names a stage ({@code alloc.invocation>1%})
 */
public record Comparison(String labelA, String labelB, String sourceA, String sourceB,
                         ResultFile.Placement placementA, ResultFile.Placement placementB, Threshold threshold,
                         List<CompareRow> rows, SplitSummary latencySplit, SplitSummary costSplit,
                         List<String> warnings, RunSpread runSpread, Equivalence.Margin equivalence,
                         boolean leavesOutRunVariationA, boolean leavesOutRunVariationB,
                         List<BytesRow> bytesRows, PhaseAlloc phaseAlloc, List<StageRow> stageRows) {

    /** A comparison without stage rows. */
    public Comparison(String labelA, String labelB, String sourceA, String sourceB,
                      ResultFile.Placement placementA, ResultFile.Placement placementB, Threshold threshold,
                      List<CompareRow> rows, SplitSummary latencySplit, SplitSummary costSplit,
                      List<String> warnings, RunSpread runSpread, Equivalence.Margin equivalence,
                      boolean leavesOutRunVariationA, boolean leavesOutRunVariationB,
                      List<BytesRow> bytesRows, PhaseAlloc phaseAlloc) {
        this(labelA, labelB, sourceA, sourceB, placementA, placementB, threshold, rows, latencySplit, costSplit,
                warnings, runSpread, equivalence, leavesOutRunVariationA, leavesOutRunVariationB, bytesRows,
                phaseAlloc, List.of());
    }

    public Comparison {
        stageRows = List.copyOf(stageRows);
        rows = List.copyOf(rows);
        bytesRows = List.copyOf(bytesRows);
        warnings = List.copyOf(warnings);
        java.util.Objects.requireNonNull(phaseAlloc, "phaseAlloc");
    }

    /**
     * The metrics that have a row in result A or in result B (time rows and byte rows), in {@link RowMetric} order:
     * what a {@code --fail-on} rule can watch here.
     */
    public List<RowMetric> metrics() {
        java.util.EnumSet<RowMetric> present = java.util.EnumSet.noneOf(RowMetric.class);
        rows.forEach(r -> present.add(r.metric()));
        bytesRows.forEach(r -> present.add(r.metric()));
        return List.copyOf(present);
    }

    /** Rows whose difference is known (in both, measured in both). */
    public long differencesKnown() {
        return rows.stream().filter(r -> Double.isFinite(r.differenceMicros())).count();
    }

    /** Rows whose |difference %| is beyond the threshold, significant or not. */
    public long aboveThreshold() {
        return rows.stream().filter(CompareRow::aboveThreshold).count();
    }

    /** Rows whose difference is significant (Welch, Benjamini–Hochberg q &lt; 0.05), beyond the threshold or not. */
    public long significant() {
        return rows.stream().filter(CompareRow::significant).count();
    }

    /** Rows with Welch's p &lt; 0.05 taken alone: what per-row testing would have flagged. */
    public long significantAlone() {
        return rows.stream().filter(CompareRow::significantAlone).count();
    }

    /** Rows whose verdict is {@code equivalent}. */
    public long equivalent() {
        return rows.stream().filter(r -> r.verdict() == CompareRow.Verdict.EQUIVALENT).count();
    }

    /** Findings: rows significant and beyond the threshold, marked {@code *}. */
    public long marked() {
        return rows.stream().filter(CompareRow::marked).count();
    }

    /** Rows in one result only. */
    public long inOneOnly() {
        return rows.stream().filter(r -> !r.inBoth()).count();
    }

    /** Rows whose split is printed one by one: every cost and every measured endpoint. */
    public List<CompareRow> splitRows() {
        return rows.stream().filter(r -> r.kind() == CompareRow.Kind.COST || "measured".equals(r.role())).toList();
    }
}
