package org.echosoap.client.load;

import java.nio.charset.StandardCharsets;

/**
 * The server's {@code Server-Timing} figures of one answer (W3C: {@code app;dur=0.042, alloc;dur=1184;desc="..."}):
 * the {@code app} metric's duration, given in milliseconds and kept in microseconds, and the {@code alloc} metric's
 * byte count (the server's ServerTimingHeader carries it in {@code dur}). Read in one pass over the field's bytes
 * where they lie, with no allocation: the event loop reads it on every answer, and the earlier reader, which searched
 * the value once per metric through a {@link CharSequence}, was the loop's largest own cost after the socket calls
 * (perf, 2026-11-27). One per connection, reused answer after answer; not thread-safe.
 *
 * <p>Rules: the first metric of each name counts; its first {@code dur} parameter is its figure; a quoted parameter
 * value may hold commas and semicolons; a figure that is not a number is {@link #ABSENT}, as is a metric without
 * {@code dur}.
 */
public final class ServerTiming {

    /** A figure the field does not carry. */
    public static final long ABSENT = -1;

    /** Whole milliseconds beyond this many digits (and byte counts beyond 18) would overflow: not a figure. */
    private static final int MAX_WHOLE_DIGITS = 15;
    private static final int MAX_COUNT_DIGITS = 18;

    private static final int OTHER = 0;
    private static final int APP = 1;
    private static final int ALLOC = 2;

    private long appMicros = ABSENT;
    private long allocatedBytes = ABSENT;
    private boolean appSeen;
    private boolean allocSeen;

    /** The {@code app} metric's duration in microseconds (rounded), or {@link #ABSENT}. */
    public long appMicros() {
        return appMicros;
    }

    /** The {@code alloc} metric: bytes the request's thread allocated inside the webapp, or {@link #ABSENT}. */
    public long allocatedBytes() {
        return allocatedBytes;
    }

    /** Forgets the last answer's figures. */
    public ServerTiming clear() {
        appMicros = ABSENT;
        allocatedBytes = ABSENT;
        appSeen = false;
        allocSeen = false;
        return this;
    }

    /** Reads a field value (null: no field) in place of the last one's figures. */
    public ServerTiming read(CharSequence fieldValue) {
        if (fieldValue == null) {
            return clear();
        }
        byte[] b = fieldValue.toString().getBytes(StandardCharsets.ISO_8859_1); // HttpCore's transports: a String each
        return read(b, 0, b.length);
    }

    /** Reads the field value {@code b[from, to)} (ISO-8859-1, as HTTP/1.1 fields are) in place of the last figures. */
    public ServerTiming read(byte[] b, int from, int to) {
        clear();
        int i = from;
        while (i < to) {
            while (i < to && (b[i] == ',' || isSpace(b[i]))) {
                i++;
            }
            int nameStart = i;
            while (i < to && b[i] != ';' && b[i] != ',' && !isSpace(b[i])) {
                i++;
            }
            int metric = metricOf(b, nameStart, i);
            if (metric == APP && !appSeen) {
                appSeen = true;
            } else if (metric == ALLOC && !allocSeen) {
                allocSeen = true;
            } else {
                metric = OTHER; // an unknown metric, or a second one of a name: only its end is looked for
            }
            i = parameters(b, i, to, metric);
        }
        return this;
    }

    /** Reads a metric's parameters from {@code i} to its end (the next comma outside quotes); returns that index. */
    private int parameters(byte[] b, int i, int to, int metric) {
        boolean durRead = false;
        while (i < to && b[i] != ',') {
            if (b[i] != ';') {
                i++; // white space before a ';' (or stray bytes: skipped)
                continue;
            }
            i++;
            while (i < to && isSpace(b[i])) {
                i++;
            }
            int nameStart = i;
            while (i < to && b[i] != '=' && b[i] != ';' && b[i] != ',' && !isSpace(b[i])) {
                i++;
            }
            boolean dur = i - nameStart == 3 && b[nameStart] == 'd' && b[nameStart + 1] == 'u' && b[nameStart + 2] == 'r';
            while (i < to && isSpace(b[i])) {
                i++;
            }
            if (i == to || b[i] != '=') {
                continue; // a parameter without a value
            }
            i++;
            while (i < to && isSpace(b[i])) {
                i++;
            }
            if (i < to && b[i] == '"') {
                i = afterQuoted(b, i + 1, to);
                continue;
            }
            int valueStart = i;
            while (i < to && b[i] != ';' && b[i] != ',') {
                i++;
            }
            if (dur && !durRead && metric != OTHER) {
                durRead = true;
                if (metric == APP) {
                    appMicros = millisAsMicros(b, valueStart, i);
                } else {
                    allocatedBytes = count(b, valueStart, i);
                }
            }
        }
        return i;
    }

    /** The index just past a quoted string's closing quote (its opening one is before {@code i}); {@code to} if none. */
    private static int afterQuoted(byte[] b, int i, int to) {
        while (i < to) {
            if (b[i] == '\\') {
                i += 2;
            } else if (b[i++] == '"') {
                return i;
            }
        }
        return to;
    }

    private static int metricOf(byte[] b, int start, int end) {
        int n = end - start;
        if (n == 3 && b[start] == 'a' && b[start + 1] == 'p' && b[start + 2] == 'p') {
            return APP;
        }
        if (n == 5 && b[start] == 'a' && b[start + 1] == 'l' && b[start + 2] == 'l' && b[start + 3] == 'o'
                && b[start + 4] == 'c') {
            return ALLOC;
        }
        return OTHER;
    }

    /** {@code 12.345} (milliseconds) at {@code b[from, to)} as microseconds, rounded; ABSENT if it is no number. */
    private static long millisAsMicros(byte[] b, int from, int to) {
        long whole = 0;
        int i = from;
        while (i < to && isDigit(b[i])) {
            if (i - from == MAX_WHOLE_DIGITS) {
                return ABSENT;
            }
            whole = whole * 10 + (b[i++] - '0');
        }
        boolean anyDigit = i > from;
        long fractionMicros = 0;
        if (i < to && b[i] == '.') {
            i++;
            long scale = 100; // the first fraction digit is 100 µs
            int fractionDigits = 0;
            while (i < to && isDigit(b[i])) {
                int d = b[i++] - '0';
                if (fractionDigits < 3) {
                    fractionMicros += d * scale;
                    scale /= 10;
                } else if (fractionDigits == 3 && d >= 5) {
                    fractionMicros++; // rounded at the first digit beyond the microsecond
                }
                fractionDigits++;
                anyDigit = true;
            }
        }
        return anyDigit ? whole * 1_000 + fractionMicros : ABSENT;
    }

    /** The whole number at {@code b[from, to)} (what follows its digits is ignored); ABSENT if it has none. */
    private static long count(byte[] b, int from, int to) {
        long value = 0;
        int i = from;
        while (i < to && isDigit(b[i]) && i - from < MAX_COUNT_DIGITS) {
            value = value * 10 + (b[i++] - '0');
        }
        return i == from ? ABSENT : value;
    }

    private static boolean isDigit(byte c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isSpace(byte c) {
        return c == ' ' || c == '\t';
    }
}
