package org.echosoap.client.compare;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One rule of the CI gate, {@code --fail-on}: which rows it watches and how much slower B may be than A before the
 * gate fails. {@code 5%} watches every row; {@code cost>5%} the per-message costs; {@code latency>10%} the
 * endpoints' mean latencies.
 *
 * <pre>{@code
 * GateRule r = GateRule.parse("cost>5%");
 * r.watches(row);      // true for a cost row
 * r.marginMicros(80);  // 4.0: 5% of A's 80 µs
 * r.text();            // "cost>5%"
 * }</pre>
 *
 * <p>Why no {@code p99}: a gate must never fail an A/A pair, so it tests each row with the run-to-run spread that
 * compare adds (from the run history, forks or clients); echosoap keeps that spread for means and costs, not yet
 * for percentiles, and a p99 compared without it flags server restarts as regressions.
 *
 * @param metric  the rows watched; null for every row
 * @param percent how much slower than A, in percent of |A|, is still allowed (0 or more)
 */
public record GateRule(CompareRow.Kind metric, double percent) {

    private static final Pattern FORM = Pattern.compile("(?:([A-Za-z0-9]+)\\s*>\\s*)?(\\d+(?:\\.\\d*)?|\\.\\d+)\\s*%?");

    public GateRule {
        if (!Double.isFinite(percent) || percent < 0) {
            throw new IllegalArgumentException("--fail-on's percentage must be 0 or more, got " + percent);
        }
    }

    /**
     * Parses {@code 5%}, {@code cost>5%}, {@code latency>10}.
     *
     * @throws IllegalArgumentException one line naming the rule and what is wrong with it
     */
    public static GateRule parse(String text) {
        String t = text == null ? "" : text.strip();
        Matcher m = FORM.matcher(t);
        if (!m.matches()) {
            throw new IllegalArgumentException("--fail-on '" + text + "': expected PERCENT or METRIC>PERCENT, "
                    + "like 5%, cost>5% or latency>10% (metrics: cost, latency)");
        }
        CompareRow.Kind metric = null;
        if (m.group(1) != null) {
            String name = m.group(1).toLowerCase(Locale.ROOT);
            metric = switch (name) {
                case "cost" -> CompareRow.Kind.COST;
                case "latency", "mean" -> CompareRow.Kind.LATENCY;
                default -> throw new IllegalArgumentException("--fail-on '" + text + "': unknown metric '"
                        + m.group(1) + "' (known: cost, latency" + (name.startsWith("p") ? "; percentiles are not "
                        + "gated: echosoap keeps no run-to-run spread for them" : "") + ")");
            };
        }
        return new GateRule(metric, Double.parseDouble(m.group(2)));
    }

    /** Whether this rule judges {@code row}. */
    public boolean watches(CompareRow row) {
        return metric == null || row.kind() == metric;
    }

    /** The slowdown this rule allows a row whose A figure is {@code aMicros}, in µs. */
    public double marginMicros(double aMicros) {
        return percent / 100 * Math.abs(aMicros);
    }

    /** As given on the command line, normalised: {@code 5%}, {@code cost>5%}. */
    public String text() {
        String p = new BigDecimal(Double.toString(percent)).stripTrailingZeros().toPlainString() + "%";
        return metric == null ? p : metric.key() + ">" + p;
    }
}
