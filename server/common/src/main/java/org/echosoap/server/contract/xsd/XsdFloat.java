package org.echosoap.server.contract.xsd;

/**
 * Converts between {@code float} and the XML Schema {@code xsd:float} lexical space, the real conversion
 * that seed 000 asks of a SOAP toolkit (parse to a float, format back); the same rules on every stack (Axis2's
 * EchoFloat service, and JAXB on CXF and Metro through {@link BoxedXsd}).
 *
 * <p>Accepted: decimal and exponent forms ({@code 3.14159}, {@code -1.5E3}, {@code .5}), {@code INF},
 * {@code +INF}, {@code -INF} and {@code NaN}, with surrounding XML white space. Java-only spellings such
 * as {@code Infinity}, hex floats or an {@code f} suffix are rejected. Values outside the float range
 * round to {@code INF}/{@code -INF} and tiny values to (signed) zero, as IEEE 754 rounding does.
 *
 * <p>Formatted: {@code NaN} as {@code NaN}, infinities as {@code INF}/{@code -INF}, negative zero as
 * {@code -0.0}, everything else as {@link Float#toString(float)} (shortest text that round-trips,
 * e.g. {@code 3.14159}, {@code 1.0E10}), which is a valid {@code xsd:float} literal.
 *
 * <pre>{@code
 * float f = XsdFloat.parse(" 3.14159 ");   // 3.14159f
 * String s = XsdFloat.format(f);           // "3.14159"
 * }</pre>
 */
public final class XsdFloat {

    private XsdFloat() {
    }

    /**
     * Parses an {@code xsd:float} literal.
     *
     * @throws RefusedXsdValue with a one-line message quoting (the start of) the text when it is not a literal
     */
    public static float parse(CharSequence text) {
        String s = XmlWhitespace.trim(text);
        switch (s) {
            case "INF", "+INF":
                return Float.POSITIVE_INFINITY;
            case "-INF":
                return Float.NEGATIVE_INFINITY;
            case "NaN":
                return Float.NaN;
            default:
                if (!DecimalForm.matches(s)) {
                    throw RefusedXsdValue.notA("float", s);
                }
                return Float.parseFloat(s);
        }
    }

    /** Formats a float as an {@code xsd:float} literal. */
    public static String format(float value) {
        if (Float.isNaN(value)) {
            return "NaN";
        }
        if (value == Float.POSITIVE_INFINITY) {
            return "INF";
        }
        if (value == Float.NEGATIVE_INFINITY) {
            return "-INF";
        }
        return Float.toString(value); // -0.0f prints "-0.0", a valid literal
    }
}
