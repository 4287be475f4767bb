package org.echosoap.client.load;

/**
 * Reads the server's {@code Server-Timing} header ({@code app;dur=0.042}, dur in milliseconds, W3C) into
 * microseconds, without regex or allocation: it runs on every response. Any {@link CharSequence}, so the event loop
 * reads the value where it lies in its input buffer ({@link AsciiView}) rather than as a String per answer.
 */
public final class ServerTiming {

    /** Returned when the header is absent or has no {@code app} duration. */
    public static final long ABSENT = -1;

    private ServerTiming() {
    }

    /** The {@code app} metric's duration in microseconds (rounded), or {@link #ABSENT}. */
    public static long appMicros(CharSequence headerValue) {
        return durOf(headerValue, "app", true);
    }

    /**
     * The {@code alloc} metric: bytes the request's thread allocated inside the webapp (its {@code dur} carries the
     * byte count, see the server's ServerTimingHeader), or {@link #ABSENT}.
     */
    public static long allocatedBytes(CharSequence headerValue) {
        return durOf(headerValue, "alloc", false);
    }

    private static long durOf(CharSequence headerValue, String metricName, boolean millisToMicros) {
        if (headerValue == null) {
            return ABSENT;
        }
        int metric = indexOfMetric(headerValue, metricName);
        if (metric < 0) {
            return ABSENT;
        }
        int dur = indexOf(headerValue, "dur=", metric);
        int nextMetric = indexOf(headerValue, ",", metric);
        if (dur < 0 || (nextMetric >= 0 && dur > nextMetric)) {
            return ABSENT;
        }
        return millisToMicros ? parseMillisAsMicros(headerValue, dur + 4) : parseWhole(headerValue, dur + 4);
    }

    private static long parseWhole(CharSequence s, int from) {
        long value = 0;
        int i = from;
        while (i < s.length() && Character.isDigit(s.charAt(i)) && i - from < 18) {
            value = value * 10 + (s.charAt(i++) - '0');
        }
        return i == from ? ABSENT : value;
    }

    private static int indexOfMetric(CharSequence header, String name) {
        int from = 0;
        while (from < header.length()) {
            int start = from;
            while (start < header.length() && (header.charAt(start) == ' ' || header.charAt(start) == ',')) {
                start++;
            }
            if (startsWith(header, name, start)) {
                int after = start + name.length();
                if (after == header.length() || header.charAt(after) == ';' || header.charAt(after) == ',') {
                    return start;
                }
            }
            int comma = indexOf(header, ",", start);
            if (comma < 0) {
                return -1;
            }
            from = comma + 1;
        }
        return -1;
    }

    /** Parses {@code 12.345} (milliseconds) at {@code from} into microseconds; ABSENT if not a number. */
    static long parseMillisAsMicros(CharSequence s, int from) {
        long whole = 0;
        int i = from;
        int digits = 0;
        while (i < s.length() && Character.isDigit(s.charAt(i))) {
            whole = whole * 10 + (s.charAt(i++) - '0');
            digits++;
        }
        long fractionMicros = 0;
        if (i < s.length() && s.charAt(i) == '.') {
            i++;
            long scale = 100; // first fraction digit is 100 µs
            long roundDigit = 0;
            int fractionDigits = 0;
            while (i < s.length() && Character.isDigit(s.charAt(i))) {
                int d = s.charAt(i++) - '0';
                if (fractionDigits < 3) {
                    fractionMicros += d * scale;
                    scale /= 10;
                } else if (fractionDigits == 3) {
                    roundDigit = d;
                }
                fractionDigits++;
                digits++;
            }
            if (roundDigit >= 5) {
                fractionMicros++;
            }
        }
        return digits == 0 ? ABSENT : whole * 1_000 + fractionMicros;
    }

    /** {@link String#indexOf(String, int)} for any character sequence. */
    private static int indexOf(CharSequence s, String what, int from) {
        for (int i = Math.max(0, from), last = s.length() - what.length(); i <= last; i++) {
            if (startsWith(s, what, i)) {
                return i;
            }
        }
        return -1;
    }

    private static boolean startsWith(CharSequence s, String prefix, int at) {
        if (at < 0 || at + prefix.length() > s.length()) {
            return false;
        }
        for (int k = 0; k < prefix.length(); k++) {
            if (s.charAt(at + k) != prefix.charAt(k)) {
                return false;
            }
        }
        return true;
    }
}
