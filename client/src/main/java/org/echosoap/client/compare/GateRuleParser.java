package org.echosoap.client.compare;

import java.util.Arrays;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.echosoap.client.result.Phase;
import org.echosoap.server.stages.Stage;

/**
 * Parses one {@code --fail-on} rule. The grammar, whitespace allowed around {@code >}:
 *
 * <pre>
 * RULE   := [ROW '&gt;'] AMOUNT
 * ROW    := time | latency | mean | cost | inside | alloc | client | wire  (any case; mean = latency)
 *         | alloc.PHASE                                              (a phase's bytes: parsed, never gated)
 *         | alloc.STAGE                                              (an exact stage's bytes, --stages)
 * AMOUNT := NUMBER ['%']                                             (a share of |A|; a bare number is percent)
 * </pre>
 *
 * A rule without a row, or with {@code time}, watches the time rows (latency and cost), as {@code --fail-on 5%} always
 * has; {@code alloc>1%} the server's allocation per message; {@code wire>0} the wire bytes, where any rise fails. Every
 * mistake is one line that names the rule; a row name that does not exist lists the rows there are.
 *
 * <pre>{@code
 * GateRuleParser.parse("alloc>1%");   // GateRule[metric=ALLOC, percent=1.0]
 * GateRuleParser.parse("5%");         // GateRule[metric=null, percent=5.0]: the time rows
 * GateRuleParser.parse("allocs>1%");  // IllegalArgumentException: --fail-on 'allocs>1%': no row 'allocs'; ...
 * }</pre>
 */
public final class GateRuleParser {

    /** What the rows are called, for messages: the time rows' group first. */
    static final String ROWS = "time (latency and cost), " + RowMetric.keys();

    private static final Pattern FORM = Pattern.compile("(?:([^\\s>]+)\\s*>\\s*)?(\\d+(?:\\.\\d*)?|\\.\\d+)\\s*(%?)");

    private GateRuleParser() {
    }

    /**
     * The rule {@code text} says.
     *
     * @throws IllegalArgumentException one line naming the rule and what is wrong with it
     */
    public static GateRule parse(String text) {
        String t = text == null ? "" : text.strip();
        Matcher m = FORM.matcher(t);
        if (!m.matches()) {
            throw new IllegalArgumentException("--fail-on '" + text + "': expected PERCENT or ROW>PERCENT, like 5%, "
                    + "alloc>1% or wire>0 (rows: " + ROWS + ")");
        }
        String phase = phase(m.group(1));
        // writing and security are both: the results decide which they mean (Gate#requireRows).
        String stage = stage(text, m.group(1), phase != null);
        return new GateRule(phase != null || stage != null ? RowMetric.ALLOC : metric(text, m.group(1)),
                Double.parseDouble(m.group(2)), phase, stage);
    }

    /**
     * The phase of {@code alloc.PHASE} when PHASE is one ({@link Phase}), else null. Whether such a rule is refused as
     * ungatable or as naming a row the results lack depends on the results: {@link Gate#requireRows}.
     */
    private static String phase(String name) {
        if (name == null || !name.toLowerCase(Locale.ROOT).startsWith(PhaseAllocRow.PREFIX)) {
            return null;
        }
        String key = name.substring(PhaseAllocRow.PREFIX.length()).toLowerCase(Locale.ROOT);
        return Arrays.stream(Phase.values()).map(Phase::key).filter(key::equals).findFirst().orElse(null);
    }

    /**
     * The stage of {@code alloc.STAGE} when STAGE is one ({@link Stage}), else null; an {@code alloc.NAME} that is
     * neither a phase nor a stage is one line listing both.
     */
    private static String stage(String rule, String name, boolean aPhase) {
        if (name == null || !name.toLowerCase(Locale.ROOT).startsWith(PhaseAllocRow.PREFIX)) {
            return null;
        }
        String key = name.substring(PhaseAllocRow.PREFIX.length()).toLowerCase(Locale.ROOT);
        if (Stage.ofWireName(key).isPresent()) {
            return key;
        }
        if (aPhase) {
            return null;
        }
        throw new IllegalArgumentException("--fail-on '" + rule + "': no row '" + name + "'; alloc.NAME takes a "
                + "stage (" + Stage.wireNames() + ": exact, --stages) or a phase ("
                + String.join(", ", Arrays.stream(Phase.values()).map(Phase::key).toList()) + ": sampled, never gated)");
    }

    /** The row a rule names; null for the time rows. */
    private static RowMetric metric(String rule, String name) {
        if (name == null || name.equalsIgnoreCase("time")) {
            return null;
        }
        if (name.equalsIgnoreCase("mean")) {
            return RowMetric.LATENCY;
        }
        RowMetric metric = RowMetric.byKey(name);
        if (metric == null) {
            boolean percentile = name.matches("(?i)p\\d+(\\.\\d+)?");
            throw new IllegalArgumentException("--fail-on '" + rule + "': no row '" + name + "'; the rows are "
                    + ROWS + (percentile ? " (percentiles are not gated: echosoap keeps no run-to-run spread for them)"
                    : ""));
        }
        return metric;
    }
}
