package org.echosoap.server.timing;

/**
 * Formats the W3C {@code Server-Timing} header value that every echosoap endpoint sends:
 * {@code app;dur=0.042}, where {@code dur} is milliseconds (the unit the W3C spec fixes) with microsecond
 * resolution. Clients read it to split a request's latency into network + client versus time in the webapp.
 *
 * <pre>{@code
 * ServerTimingHeader.appDuration(42_000L)   // "app;dur=0.042"
 * }</pre>
 */
public final class ServerTimingHeader {

    /** The header name. */
    public static final String NAME = "Server-Timing";

    /** The metric name for time spent inside the webapp (filter chain entry to response commit). */
    public static final String APP_METRIC = "app";

    private ServerTimingHeader() {
    }

    /** {@code app;dur=<ms with 3 decimals>} for an elapsed time in nanoseconds (negative clamps to 0). */
    public static String appDuration(long elapsedNanos) {
        long micros = Math.max(0, elapsedNanos) / 1_000;
        // Hand-formatted: String.format costs more than the baseline servlets themselves.
        StringBuilder sb = new StringBuilder(24).append(APP_METRIC).append(";dur=");
        sb.append(micros / 1_000).append('.');
        long fraction = micros % 1_000;
        if (fraction < 100) {
            sb.append('0');
        }
        if (fraction < 10) {
            sb.append('0');
        }
        return sb.append(fraction).toString();
    }
}
