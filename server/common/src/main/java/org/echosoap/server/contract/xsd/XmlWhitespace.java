package org.echosoap.server.contract.xsd;

/**
 * XML white space (space, tab, line feed, carriage return) and the trimming that the {@code xsd:} converters
 * ({@link XsdFloat}, {@link XsdDouble}, {@link XsdInt}, {@link XsdBase64}) and Axis2's Benchmark readers share: the schema's
 * {@code whiteSpace="collapse"} facet lets a value stand between any amount of it. Java's {@link String#strip()} and
 * {@link String#trim()} would also take other characters (e.g. form feed, or Unicode spaces), which the schema does not.
 *
 * <pre>{@code
 * XmlWhitespace.trim(" 4.2\n");              // "4.2"
 * int start = XmlWhitespace.start(text);     // first index that is not white space (text.length() if none)
 * int end = XmlWhitespace.end(text, start);  // one past the last that is not (start if none)
 * }</pre>
 */
public final class XmlWhitespace {

    private XmlWhitespace() {
    }

    /** Whether {@code c} is one of XML's four white space characters. */
    public static boolean is(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r';
    }

    /** The index of {@code text}'s first character that is not white space, or its length if there is none. */
    public static int start(CharSequence text) {
        int start = 0;
        int end = text.length();
        while (start < end && is(text.charAt(start))) {
            start++;
        }
        return start;
    }

    /** One past the index of the last character at or after {@code start} that is not white space, else {@code start}. */
    public static int end(CharSequence text, int start) {
        int end = text.length();
        while (end > start && is(text.charAt(end - 1))) {
            end--;
        }
        return end;
    }

    /** {@code text} without leading and trailing XML white space. */
    public static String trim(CharSequence text) {
        int start = start(text);
        return text.subSequence(start, end(text, start)).toString();
    }
}
