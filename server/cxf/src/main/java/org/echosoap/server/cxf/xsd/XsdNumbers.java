package org.echosoap.server.cxf.xsd;

/**
 * The conversions between the XML Schema number types and Java that JAXB calls for every {@code xsd:int},
 * {@code xsd:double} and {@code xsd:float} of the three contracts (bound in {@code src/main/jaxb/xsd-numbers.xjb}).
 *
 * <p>Why not JAXB's own: its {@code int} parser skips white space anywhere ({@code "1 2"} is 12), reads {@code ""} as 0
 * and wraps around on overflow ({@code 99999999999} becomes a wrong int, not an error), and its {@code float}/
 * {@code double} parsers accept Java's hex literals ({@code 0x1p3}). The contract (docs/server.md) asks for exactly
 * the XML Schema lexical spaces:
 * <ul>
 *   <li>int: optional sign, ASCII digits (leading zeros allowed), -2147483648..2147483647;</li>
 *   <li>double and float: decimal or exponent form ({@code 1.5}, {@code -2.5E3}, {@code .5}, {@code 5.}),
 *       {@code INF}, {@code +INF}, {@code -INF}, {@code NaN}; values beyond the range round to infinity, as IEEE
 *       754 rounding does; Java-only spellings ({@code Infinity}, {@code 1.5f}, {@code 1d}, hex) are refused;</li>
 *   <li>leading and trailing XML white space allowed everywhere.</li>
 * </ul>
 * Printing is what JAXB prints: {@link Integer#toString(int)}, {@link Double#toString(double)},
 * {@link Float#toString(float)} (shortest text that round-trips, {@code -0.0} for negative zero) and {@code INF},
 * {@code -INF}, {@code NaN}.
 *
 * <p>A refused value throws {@link NumberFormatException} with a one-line message; JAXB turns it into a validation
 * event, which CXF's default handler makes a fault (see {@code faults.FaultCleaner} for what the caller reads).
 *
 * <pre>{@code
 * XsdNumbers.parseInt(" +007 ");      // 7
 * XsdNumbers.parseFloat("1e39");      // Infinity, printed back as "INF"
 * XsdNumbers.parseDouble("Infinity"); // NumberFormatException: not an xsd:double: 'Infinity'
 * }</pre>
 */
public final class XsdNumbers {

    /** Longest quoted text in a message: enough to recognise the value, never a megabyte. */
    private static final int MAX_QUOTED_CHARS = 40;

    private XsdNumbers() {
    }

    public static Integer parseInt(String text) {
        String s = trim(text);
        int i = 0;
        boolean negative = false;
        if (!s.isEmpty() && (s.charAt(0) == '+' || s.charAt(0) == '-')) {
            negative = s.charAt(0) == '-';
            i = 1;
        }
        if (i == s.length()) {
            throw refused("int", s);
        }
        long magnitude = 0;
        for (; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                throw refused("int", s);
            }
            magnitude = magnitude * 10 + (c - '0');
            if (magnitude > 1L + Integer.MAX_VALUE) { // stop early: a million digits must not loop on a long
                throw outOfRange(s);
            }
        }
        long value = negative ? -magnitude : magnitude;
        if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
            throw outOfRange(s);
        }
        return (int) value;
    }

    public static String printInt(Integer value) {
        return value == null ? null : Integer.toString(value);
    }

    public static Double parseDouble(String text) {
        String s = trim(text);
        return switch (s) {
            case "INF", "+INF" -> Double.POSITIVE_INFINITY;
            case "-INF" -> Double.NEGATIVE_INFINITY;
            case "NaN" -> Double.NaN;
            default -> {
                if (!isDecimalOrExponent(s)) {
                    throw refused("double", s);
                }
                yield Double.parseDouble(s);
            }
        };
    }

    public static String printDouble(Double value) {
        if (value == null) {
            return null;
        }
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
        String s = trim(text);
        return switch (s) {
            case "INF", "+INF" -> Float.POSITIVE_INFINITY;
            case "-INF" -> Float.NEGATIVE_INFINITY;
            case "NaN" -> Float.NaN;
            default -> {
                if (!isDecimalOrExponent(s)) {
                    throw refused("float", s);
                }
                yield Float.parseFloat(s);
            }
        };
    }

    public static String printFloat(Float value) {
        if (value == null) {
            return null;
        }
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
     * {@code [+-]? (digits ('.' digits?)? | '.' digits) ([eE] [+-]? digits)?}, ASCII digits only: the numeric part of
     * the {@code xsd:double}/{@code xsd:float} lexical space. Checked by hand because {@code Double.parseDouble} alone
     * also takes {@code Infinity}, hex and the {@code d}/{@code f} suffixes.
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

    /** XML white space (space, tab, CR, LF) off both ends; JAXB hands us the element's whole text. */
    private static String trim(String text) {
        if (text == null) {
            return "";
        }
        int start = 0;
        int end = text.length();
        while (start < end && isXmlWhitespace(text.charAt(start))) {
            start++;
        }
        while (end > start && isXmlWhitespace(text.charAt(end - 1))) {
            end--;
        }
        return text.substring(start, end);
    }

    private static boolean isXmlWhitespace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r';
    }

    private static NumberFormatException refused(String type, String s) {
        return new NumberFormatException("not an xsd:" + type + ": '" + quote(s) + "'");
    }

    private static NumberFormatException outOfRange(String s) {
        return new NumberFormatException("beyond the xsd:int range: '" + quote(s) + "'");
    }

    /** The start of the text, printable ASCII only, so that a message stays one short line. */
    static String quote(String s) {
        String head = s.length() <= MAX_QUOTED_CHARS ? s : s.substring(0, MAX_QUOTED_CHARS) + "...";
        return head.replaceAll("[^\\x20-\\x7E]", "?");
    }
}
