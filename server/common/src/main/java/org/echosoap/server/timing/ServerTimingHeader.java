package org.echosoap.server.timing;

/**
 * Formats the W3C {@code Server-Timing} header value that every echosoap endpoint sends:
 * {@code app;dur=0.042, alloc;dur=18312;desc="bytes allocated"}.
 * <ul>
 *   <li>{@code app}: time inside the webapp; {@code dur} in milliseconds (the unit the W3C spec fixes) with
 *       microsecond resolution. Clients split a request's latency into network + client versus webapp with it.</li>
 *   <li>{@code alloc}: bytes the request's thread allocated inside the webapp (filter entry to commit). The W3C
 *       format has no other numeric parameter, so {@code dur} carries the byte count and {@code desc} says so;
 *       browsers will show it as milliseconds. Tomcat's own work before the filter (socket read, header parsing)
 *       is not included. Absent when the JVM cannot measure thread allocation.</li>
 * </ul>
 *
 * <pre>{@code
 * ServerTimingHeader.value(42_000L, 18_312L)   // "app;dur=0.042, alloc;dur=18312;desc=\"bytes allocated\""
 * }</pre>
 */
public final class ServerTimingHeader {

    /** The header name. */
    public static final String NAME = "Server-Timing";

    /** The metric name for time spent inside the webapp (filter chain entry to response commit). */
    public static final String APP_METRIC = "app";

    /** The metric name for bytes allocated by the request's thread inside the webapp. */
    public static final String ALLOC_METRIC = "alloc";

    private ServerTimingHeader() {
    }

    /** The full header value; {@code allocatedBytes < 0} leaves the alloc metric out. */
    public static String value(long elapsedNanos, long allocatedBytes) {
        String app = appDuration(elapsedNanos);
        if (allocatedBytes < 0) {
            return app;
        }
        return app + ", " + ALLOC_METRIC + ";dur=" + allocatedBytes + ";desc=\"bytes allocated\"";
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
