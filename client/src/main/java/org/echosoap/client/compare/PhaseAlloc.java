package org.echosoap.client.compare;

import java.util.List;

/**
 * The bytes allocated per phase of a comparison ({@code run --profile} on both sides): rows to read, and what to
 * say about them. They are not gated, and a {@code --fail-on alloc.PHASE} rule is refused ({@link Gate#requireRows}):
 * JFR samples allocation when a thread takes a new TLAB, weighted by the bytes since its last sample, and TLAB sizes
 * adapt per JVM; across five fresh JVMs running the same code the bytes per phase spread 6-27% while the total per
 * message held within 0.3% (bench/results/phases.md). A phase's interval comes from batches of one run, all under the
 * same JVM's TLAB sizes, so it cannot hold that spread: a rule that failed when the difference is beyond the threshold
 * and outside both intervals would fail A/A pairs of fresh JVMs (reading moved 13% between two of them). The exact
 * total is the {@code alloc} row, and that one is gated.
 *
 * <pre>{@code
 * PhaseAlloc p = comparison.phaseAlloc();
 * p.rows();   // empty unless both results have phases for some endpoint or cost
 * p.note();   // the one line the console prints under the rows (or instead of them)
 * }</pre>
 *
 * @param rows      one per endpoint (then cost) and phase that has phases in both results and allocates on a side
 * @param profiledA result A has phases
 * @param profiledB result B has phases
 * @param labelA    A's name, for the note
 * @param labelB    B's
 */
public record PhaseAlloc(List<PhaseAllocRow> rows, boolean profiledA, boolean profiledB, String labelA,
                         String labelB) {

    /** What the rows are, in one line: under them in the console, {@code allocPhases.note} in compare.json. */
    static final String ESTIMATE = "sampled estimates (JFR samples allocation at TLAB refills; they spread 6-27% across"
            + " fresh JVMs): not gated; the alloc row is the exact total";

    /** Why a rule on a phase row is refused: the words after the rule. */
    static final String NOT_GATED = "bytes per phase are not gated: JFR samples allocation at TLAB refills, and across"
            + " fresh JVMs bytes per phase spread 6-27% while the total held within 0.3% (bench/results/phases.md);"
            + " gate the exact total with alloc>1%";

    public PhaseAlloc {
        rows = List.copyOf(rows);
    }

    /** A side has phases: there is something to say. */
    public boolean present() {
        return profiledA || profiledB;
    }

    /**
     * The line that goes with the rows: what they are; or, without rows, why there are none (one side profiled,
     * or nothing profiled in both); null when neither side has phases.
     */
    public String note() {
        if (!rows.isEmpty()) {
            return ESTIMATE;
        }
        if (profiledA != profiledB) {
            return "bytes allocated per phase: only " + (profiledA ? labelA : labelB) + " has a profile (--profile),"
                    + " so there are no phase rows; profile both runs to compare them";
        }
        return profiledA ? "bytes allocated per phase: no endpoint or cost has phases in both results" : null;
    }
}
