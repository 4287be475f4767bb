package org.echosoap.server.contract.xsd;

/**
 * Converts between {@code int} and the {@code xsd:int} lexical space: optional sign, ASCII digits (leading zeros
 * allowed), surrounding XML white space allowed, range -2147483648..2147483647.
 *
 * <p>Stricter than {@link Integer#parseInt(String)} where the schema is: it refuses white space-only text and
 * non-ASCII digits (which {@code parseInt} accepts, e.g. Arabic-Indic digits).
 *
 * <pre>{@code
 * int n = XsdInt.parse(" +0042 ");   // 42
 * XsdInt.parse("4.2");               // NumberFormatException: not an xsd:int: '4.2'
 * }</pre>
 */
public final class XsdInt {

    private XsdInt() {
    }

    /**
     * Parses an {@code xsd:int} literal.
     *
     * @throws RefusedXsdValue with a one-line message quoting (the start of) the text
     */
    public static int parse(CharSequence text) {
        // By index, not on a trimmed copy: Axis2's readers call this for every int of a 100,000-element array.
        int start = XmlWhitespace.start(text);
        int end = XmlWhitespace.end(text, start);
        int i = start;
        boolean negative = false;
        if (i < end && (text.charAt(i) == '+' || text.charAt(i) == '-')) {
            negative = text.charAt(i) == '-';
            i++;
        }
        if (i == end) {
            throw RefusedXsdValue.notA("int", text.subSequence(start, end));
        }
        long magnitude = 0;
        for (; i < end; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                throw RefusedXsdValue.notA("int", text.subSequence(start, end));
            }
            magnitude = magnitude * 10 + (c - '0');
            if (magnitude > 1L + Integer.MAX_VALUE) { // leading zeros never get here; many digits stop early
                throw RefusedXsdValue.beyondIntRange(text.subSequence(start, end));
            }
        }
        long value = negative ? -magnitude : magnitude;
        if (value > Integer.MAX_VALUE || value < Integer.MIN_VALUE) {
            throw RefusedXsdValue.beyondIntRange(text.subSequence(start, end));
        }
        return (int) value;
    }

    /** The canonical {@code xsd:int} literal: {@link Integer#toString(int)}. */
    public static String format(int value) {
        return Integer.toString(value);
    }
}
