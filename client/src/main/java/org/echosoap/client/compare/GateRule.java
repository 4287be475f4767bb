package org.echosoap.client.compare;

import java.math.BigDecimal;

/**
 * One rule of the CI gate, {@code --fail-on}: which rows it watches and how much higher B may be than A before the
 * gate fails, in percent of |A|. {@code 5%} (or {@code time>5%}) watches the time rows, latencies and costs;
 * {@code cost>5%} the per-message costs; {@code inside>5%} their parts inside the webapp (Server-Timing);
 * {@code latency>10%} the mean latencies; {@code alloc>1%} the server's bytes
 * allocated per message; {@code client>1%} the client's; {@code wire>0} the wire bytes. The grammar and its errors:
 * {@link GateRuleParser}.
 *
 * <pre>{@code
 * GateRule r = GateRule.parse("cost>5%");
 * r.watches(row);      // true for a cost row
 * r.margin(80);        // 4.0: 5% of A's 80 µs
 * r.text();            // "cost>5%"
 * }</pre>
 *
 * <p>Why no {@code p99}: a gate must never fail an A/A pair, so it tests each row with the run-to-run spread that
 * compare adds (from the run history, forks or clients); echosoap keeps that spread for means and costs, not yet
 * for percentiles, and a p99 compared without it flags server restarts as regressions.
 *
 * <p>A rule on a phase's bytes ({@code alloc.reading>1%}) parses, so that {@link Gate#requireRows} can answer it
 * from the results: refused when they have phase rows (sampled estimates: {@link PhaseAlloc}), or named as a row they
 * lack. It watches nothing.
 *
 * @param metric  the rows watched; null for the time rows (latency and cost)
 * @param percent how much higher than A, in percent of |A|, is still allowed (0 or more)
 * @param phase   the phase of an {@code alloc.PHASE} rule ({@code reading}); null for every other rule
 * @param stage   the stage of an {@code alloc.STAGE} rule ({@code invocation}): it watches that stage's exact bytes
 *                rows ({@link StageRow}) only; null for every other rule
 */
public record GateRule(RowMetric metric, double percent, String phase, String stage) {

    public GateRule {
        if (!Double.isFinite(percent) || percent < 0) {
            throw new IllegalArgumentException("--fail-on's percentage must be 0 or more, got " + percent);
        }
        if ((phase != null || stage != null) && metric != RowMetric.ALLOC) {
            throw new IllegalArgumentException("a phase's or stage's row is one of bytes allocated, not of " + metric);
        }
    }

    /** A rule on whole rows or a phase's bytes (no stage). */
    public GateRule(RowMetric metric, double percent, String phase) {
        this(metric, percent, phase, null);
    }

    /** A rule on whole rows (no phase). */
    public GateRule(RowMetric metric, double percent) {
        this(metric, percent, null, null);
    }

    /**
     * Parses {@code 5%}, {@code cost>5%}, {@code alloc>1%}, {@code wire>0} ({@link GateRuleParser}).
     *
     * @throws IllegalArgumentException one line naming the rule and what is wrong with it
     */
    public static GateRule parse(String text) {
        return GateRuleParser.parse(text);
    }

    /** Whether this rule judges {@code row}. */
    public boolean watches(GatedRow row) {
        if (row instanceof StageRow s) {
            // A stage's row only for its own rule, and only where its bytes are exact on both sides.
            return stage != null && stage.equals(s.stage()) && s.bytes() && s.exact();
        }
        if (phase != null || stage != null) {
            return false; // a phase's rows are never gated; a stage's are StageRows
        }
        return metric == null ? row.metric().bareTime() : row.metric() == metric;
    }

    /** Whether this rule watches time rows (and so is limited by how far time moves between runs). */
    public boolean watchesTime() {
        return metric == null || metric.time();
    }

    /** The rise this rule allows a row whose A figure is {@code a}, in the row's unit. */
    public double margin(double a) {
        return percent / 100 * Math.abs(a);
    }

    /** As {@link #margin}, for a time row, µs. */
    public double marginMicros(double aMicros) {
        return margin(aMicros);
    }

    /** As given on the command line, normalised: {@code 5%}, {@code cost>5%}, {@code wire>0%}, {@code alloc.reading>1%}. */
    public String text() {
        String p = percentText();
        return metric == null ? p : rowKey() + ">" + p;
    }

    /** The row named: {@code cost}, {@code alloc}, {@code alloc.reading}; null for the time rows. */
    String rowKey() {
        return metric == null ? null : phase != null ? PhaseAllocRow.PREFIX + phase
                : stage != null ? PhaseAllocRow.PREFIX + stage : metric.key();
    }

    /** The percentage alone: {@code 5%}. */
    String percentText() {
        return new BigDecimal(Double.toString(percent)).stripTrailingZeros().toPlainString() + "%";
    }
}
