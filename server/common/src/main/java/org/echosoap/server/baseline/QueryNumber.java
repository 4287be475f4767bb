package org.echosoap.server.baseline;

/** Parses a whole-number query parameter without exceptions or allocation: -1 when missing, malformed or out of range. */
final class QueryNumber {

    private QueryNumber() {
    }

    /** The value of {@code text} if it is a plain decimal number in [min, max], else -1. */
    static long parse(String text, long min, long max) {
        if (text == null || text.isEmpty() || text.length() > 18) {
            return -1;
        }
        long value = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            value = value * 10 + (c - '0');
        }
        return value >= min && value <= max ? value : -1;
    }
}
