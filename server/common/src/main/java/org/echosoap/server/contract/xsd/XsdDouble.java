package org.echosoap.server.contract.xsd;

/**
 * Converts between {@code double} and the {@code xsd:double} lexical space: the real conversion a SOAP toolkit does
 * for every {@code xsd:double} it receives and sends (seed 000 asks toolkits to convert, not to copy text).
 *
 * <p>Accepted: decimal and exponent forms ({@code 0.5}, {@code -1.5E3}, {@code .5}, {@code 5.}), {@code INF},
 * {@code +INF}, {@code -INF}, {@code NaN}, with surrounding XML white space. Java-only spellings ({@code Infinity},
 * hex, a {@code d} suffix) are refused. Values beyond the double range round to {@code INF}/{@code -INF}.
 *
 * <p>Formatted with {@link Double#toString(double)} (the shortest text that round-trips: {@code 0.5}, {@code 1.5},
 * {@code 1.0E10}, {@code -0.0}), which is a valid {@code xsd:double} literal, and {@code INF}, {@code -INF},
 * {@code NaN} for the special values.
 *
 * <pre>{@code
 * double d = XsdDouble.parse(" 1.50 ");  // 1.5
 * String s = XsdDouble.format(d);        // "1.5"
 * }</pre>
 */
public final class XsdDouble {

    private XsdDouble() {
    }

    /**
     * Parses an {@code xsd:double} literal.
     *
     * @throws RefusedXsdValue with a one-line message quoting (the start of) the text
     */
    public static double parse(CharSequence text) {
        String s = XmlWhitespace.trim(text);
        switch (s) {
            case "INF", "+INF":
                return Double.POSITIVE_INFINITY;
            case "-INF":
                return Double.NEGATIVE_INFINITY;
            case "NaN":
                return Double.NaN;
            default:
                if (!DecimalForm.matches(s)) {
                    throw RefusedXsdValue.notA("double", s);
                }
                return Double.parseDouble(s);
        }
    }

    /** Formats a double as an {@code xsd:double} literal. */
    public static String format(double value) {
        if (Double.isNaN(value)) {
            return "NaN";
        }
        if (value == Double.POSITIVE_INFINITY) {
            return "INF";
        }
        if (value == Double.NEGATIVE_INFINITY) {
            return "-INF";
        }
        return Double.toString(value);
    }
}
