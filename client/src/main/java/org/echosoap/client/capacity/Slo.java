package org.echosoap.client.capacity;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.HdrHistogram.Histogram;
import org.echosoap.client.config.Durations;

/**
 * A latency objective: a percentile of the latency (open loop, from the intended send time) at or below a limit.
 *
 * <pre>{@code
 * Slo slo = Slo.parse("p99=10ms");
 * boolean met = slo.met(histogramMicros);
 * }</pre>
 *
 * @param percentile  the percentile, above 0 and below 100 (99.9 for p99.9)
 * @param limitMicros the highest latency allowed at it
 */
public record Slo(double percentile, long limitMicros) {

    /** The capacity suite's objective when none is given: p99 within 10 ms. */
    public static final Slo DEFAULT = new Slo(99, 10_000);

    private static final Pattern TEXT = Pattern.compile("p(\\d{1,2}(?:\\.\\d{1,3})?)=(.+)");

    public Slo {
        if (!(percentile > 0 && percentile < 100) || limitMicros < 1) {
            throw new IllegalArgumentException("--slo must be pQ=TIME with 0 < Q < 100 and a positive time, e.g. "
                    + "p99=10ms");
        }
    }

    /** {@code pQ=TIME}: {@code p99=10ms}, {@code p99.9=50ms}, {@code p50=500us}. */
    public static Slo parse(String text) {
        Matcher m = TEXT.matcher(text.trim());
        if (!m.matches()) {
            throw new IllegalArgumentException("--slo must be pQ=TIME, e.g. p99=10ms or p99.9=50ms; got '" + text + "'");
        }
        Duration limit;
        try {
            limit = Durations.parse(m.group(2));
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("--slo must be pQ=TIME, e.g. p99=10ms: " + e.getMessage());
        }
        return new Slo(Double.parseDouble(m.group(1)), limit.toNanos() / 1_000);
    }

    /** The latency at this objective's percentile, in µs (NaN for an empty histogram). */
    public double valueMicros(Histogram latencyMicros) {
        return latencyMicros.getTotalCount() == 0 ? Double.NaN : latencyMicros.getValueAtPercentile(percentile);
    }

    /** Whether a histogram of latencies in µs meets it (an empty one does not). */
    public boolean met(Histogram latencyMicros) {
        double v = valueMicros(latencyMicros);
        return !Double.isNaN(v) && v <= limitMicros;
    }

    /** "p99", "p99.9". */
    public String percentileName() {
        return "p" + (percentile == Math.rint(percentile) ? Long.toString((long) percentile)
                : String.format(Locale.ROOT, "%s", percentile));
    }

    /** "p99 ≤ 10ms". */
    public String describe() {
        return percentileName() + " ≤ " + Durations.format(Duration.ofNanos(limitMicros * 1_000));
    }
}
