package org.echosoap.server.metro.xsd;

/**
 * The XML Schema lexical spaces of {@code xsd:int}, {@code xsd:double} and {@code xsd:float}, for JAXB: the
 * binding customization {@code src/main/jaxws/xsd-numbers.xjb} makes the classes wsimport generates parse and print
 * every such value here. The rules are the contract's (docs/server.md), the same on every stack:
 *
 * <ul>
 * <li>ints: optional sign, ASCII digits (leading zeros allowed), range checked; {@code 007} prints {@code 7};</li>
 * <li>doubles and floats: decimal or exponent form, {@code INF}, {@code +INF}, {@code -INF}, {@code NaN};
 *     Java-only spellings ({@code Infinity}, {@code 1.5f}, hex) refused; beyond the range is {@code INF};
 *     printed with {@link Double#toString(double)} / {@link Float#toString(float)} ({@code 1.5}, {@code 1.0E10},
 *     {@code -0.0}) and {@code INF}, {@code -INF}, {@code NaN};</li>
 * <li>XML white space around a value is allowed (the types' whiteSpace facet is collapse).</li>
 * </ul>
 *
 * A refused value is recorded in {@link RefusedValues} with a one-line reason quoting (the start of) the text, and
 * parsed as {@code null} (see there why it is not thrown).
 *
 * <pre>{@code
 * XsdNumbers.parseInt(" +0042 ");     // 42
 * XsdNumbers.printFloat(-0.0f);       // "-0.0"
 * XsdNumbers.parseFloat("Infinity");  // null; RefusedValues: not an xsd:float: 'Infinity'
 * }</pre>
 */
public final class XsdNumbers {

    private static final int QUOTED_CHARS = 40;

    private XsdNumbers() {
    }

    public static Integer parseInt(String text) {
        String s = collapse(text);
        int i = 0;
        boolean negative = false;
        if (i < s.length() && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
            negative = s.charAt(i) == '-';
            i++;
        }
        if (i == s.length()) {
            return RefusedValues.refuse("not an xsd:int: '" + quote(s) + "'", quote(s));
        }
        long magnitude = 0;
        for (; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return RefusedValues.refuse("not an xsd:int: '" + quote(s) + "'", quote(s));
            }
            magnitude = magnitude * 10 + (c - '0');
            if (magnitude > 1L + Integer.MAX_VALUE) {
                return RefusedValues.refuse("beyond the xsd:int range: '" + quote(s) + "'", quote(s));
            }
        }
        long value = negative ? -magnitude : magnitude;
        if (value > Integer.MAX_VALUE) {
            return RefusedValues.refuse("beyond the xsd:int range: '" + quote(s) + "'", quote(s));
        }
        return (int) value;
    }

    public static String printInt(Integer value) {
        return Integer.toString(value);
    }

    public static Double parseDouble(String text) {
        String s = collapse(text);
        return switch (s) {
            case "INF", "+INF" -> Double.POSITIVE_INFINITY;
            case "-INF" -> Double.NEGATIVE_INFINITY;
            case "NaN" -> Double.NaN;
            default -> {
                if (!isDecimalOrExponent(s)) {
                    yield RefusedValues.refuse("not an xsd:double: '" + quote(s) + "'", quote(s));
                }
                yield Double.parseDouble(s);
            }
        };
    }

    public static String printDouble(Double value) {
        double d = value;
        if (Double.isNaN(d)) {
            return "NaN";
        }
        if (Double.isInfinite(d)) {
            return d > 0 ? "INF" : "-INF";
        }
        return Double.toString(d);
    }

    public static Float parseFloat(String text) {
        String s = collapse(text);
        return switch (s) {
            case "INF", "+INF" -> Float.POSITIVE_INFINITY;
            case "-INF" -> Float.NEGATIVE_INFINITY;
            case "NaN" -> Float.NaN;
            default -> {
                if (!isDecimalOrExponent(s)) {
                    yield RefusedValues.refuse("not an xsd:float: '" + quote(s) + "'", quote(s));
                }
                yield Float.parseFloat(s);
            }
        };
    }

    public static String printFloat(Float value) {
        float f = value;
        if (Float.isNaN(f)) {
            return "NaN";
        }
        if (Float.isInfinite(f)) {
            return f > 0 ? "INF" : "-INF";
        }
        return Float.toString(f);
    }

    /**
     * {@code [+-]? (D+ ('.' D*)? | '.' D+) ([eE] [+-]? D+)?} with D an ASCII digit: what Java's parsers would also
     * accept, minus their own spellings (hex, {@code Infinity}, type suffixes), checked without a regex.
     */
    static boolean isDecimalOrExponent(String s) {
        int n = s.length();
        int i = 0;
        if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
            i++;
        }
        int digits = 0;
        while (i < n && isDigit(s.charAt(i))) {
            i++;
            digits++;
        }
        if (i < n && s.charAt(i) == '.') {
            i++;
            while (i < n && isDigit(s.charAt(i))) {
                i++;
                digits++;
            }
        }
        if (digits == 0) {
            return false;
        }
        if (i < n && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
            i++;
            if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
                i++;
            }
            int exponentDigits = 0;
            while (i < n && isDigit(s.charAt(i))) {
                i++;
                exponentDigits++;
            }
            if (exponentDigits == 0) {
                return false;
            }
        }
        return i == n;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** Strips XML white space (space, tab, CR, LF) at both ends; inner white space stays and is refused. */
    private static String collapse(String text) {
        if (text == null) {
            return ""; // JAXB never passes null; an empty text is refused like any other non-number
        }
        int start = 0;
        int end = text.length();
        while (start < end && isXmlSpace(text.charAt(start))) {
            start++;
        }
        while (end > start && isXmlSpace(text.charAt(end - 1))) {
            end--;
        }
        return text.substring(start, end);
    }

    /** XML white space: space, tab, CR, LF. */
    static boolean isXmlSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r';
    }

    /** The text as quoted in a reason: at most 40 characters, control characters as '?', so it stays one line. */
    public static String quote(CharSequence text) {
        StringBuilder quoted = new StringBuilder(Math.min(text.length(), QUOTED_CHARS) + 3);
        for (int i = 0; i < text.length() && i < QUOTED_CHARS; i++) {
            char c = text.charAt(i);
            quoted.append(Character.isISOControl(c) ? '?' : c);
        }
        if (text.length() > QUOTED_CHARS) {
            quoted.append("...");
        }
        return quoted.toString();
    }
}
