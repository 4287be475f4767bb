package org.echosoap.server.baseline;

/**
 * Finds the text of the first {@code <input ...>} (any prefix) element in a request without an XML parser:
 * the "non-parser" way of seeds 000/001. One implementation over bytes, one over chars, so each baseline does
 * exactly its own kind of work.
 *
 * <p>Returns the value as {@code [start, end)} packed into a long ({@code start << 32 | end}), or {@code -1}
 * when there is no {@code input} element, to stay allocation-free on the hot path.
 */
final class InputValueLocator {

    static final long NOT_FOUND = -1L;

    private InputValueLocator() {
    }

    static int start(long range) {
        return (int) (range >>> 32);
    }

    static int end(long range) {
        return (int) range;
    }

    /** Locates the value in UTF-8 bytes {@code [0, length)}. */
    static long inBytes(byte[] body, int length) {
        for (int i = 0; i < length; i++) {
            if (body[i] == '<' && isInputTagAt(body, length, i + 1)) {
                int valueStart = indexOf(body, length, (byte) '>', i + 1) + 1;
                if (valueStart <= 0) {
                    return NOT_FOUND;
                }
                int valueEnd = indexOf(body, length, (byte) '<', valueStart);
                return valueEnd < 0 ? NOT_FOUND : ((long) valueStart << 32) | valueEnd;
            }
        }
        return NOT_FOUND;
    }

    /** Locates the value in a decoded request. */
    static long inChars(String body) {
        int from = 0;
        while (true) {
            int tag = body.indexOf('<', from);
            if (tag < 0) {
                return NOT_FOUND;
            }
            if (isInputTagAt(body, tag + 1)) {
                int valueStart = body.indexOf('>', tag + 1) + 1;
                if (valueStart <= 0) {
                    return NOT_FOUND;
                }
                int valueEnd = body.indexOf('<', valueStart);
                return valueEnd < 0 ? NOT_FOUND : ((long) valueStart << 32) | valueEnd;
            }
            from = tag + 1;
        }
    }

    /** After '<': optional "prefix:", then "input" followed by '>', '/' or white space. */
    private static boolean isInputTagAt(byte[] b, int length, int nameStart) {
        int colon = nameStart;
        while (colon < length && isNameChar(b[colon])) {
            colon++;
        }
        int localStart = colon < length && b[colon] == ':' ? colon + 1 : nameStart;
        byte[] input = {'i', 'n', 'p', 'u', 't'};
        if (localStart + input.length >= length) {
            return false;
        }
        for (int k = 0; k < input.length; k++) {
            if (b[localStart + k] != input[k]) {
                return false;
            }
        }
        return isNameEnd(b[localStart + input.length]);
    }

    private static boolean isInputTagAt(String s, int nameStart) {
        int colon = nameStart;
        while (colon < s.length() && isNameChar(s.charAt(colon))) {
            colon++;
        }
        int localStart = colon < s.length() && s.charAt(colon) == ':' ? colon + 1 : nameStart;
        return s.startsWith("input", localStart)
                && localStart + 5 < s.length()
                && isNameEnd(s.charAt(localStart + 5));
    }

    private static boolean isNameChar(int c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-' || c == '.';
    }

    private static boolean isNameEnd(int c) {
        return c == '>' || c == '/' || c == ' ' || c == '\t' || c == '\n' || c == '\r';
    }

    private static int indexOf(byte[] b, int length, byte wanted, int from) {
        for (int i = from; i < length; i++) {
            if (b[i] == wanted) {
                return i;
            }
        }
        return -1;
    }
}
