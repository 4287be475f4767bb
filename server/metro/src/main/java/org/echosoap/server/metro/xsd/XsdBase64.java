package org.echosoap.server.metro.xsd;

import java.util.Base64;

/**
 * The {@code xsd:base64Binary} lexical space, for JAXB (binding customization {@code xsd-numbers.xjb}): standard
 * alphabet, {@code =} padding to a multiple of 4 characters, XML white space allowed anywhere; printed without line
 * breaks. Why not JAXB's own converter: it skips characters outside the alphabet silently, so {@code !!!!} would be
 * echoed as an empty value instead of refused.
 *
 * <pre>{@code
 * XsdBase64.parse("AAEC AwQ=");   // {0, 1, 2, 3, 4}
 * XsdBase64.parse("AAE");         // null; RefusedValues: not base64: 3 characters ... not a multiple of 4
 * }</pre>
 */
public final class XsdBase64 {

    private XsdBase64() {
    }

    public static byte[] parse(String text) {
        if (text == null) {
            return null;
        }
        String compact = withoutXmlSpace(text);
        if (compact.length() % 4 != 0) {
            return RefusedValues.refuse("not base64: " + compact.length()
                    + " characters (without white space) is not a multiple of 4", XsdNumbers.quote(compact));
        }
        try {
            return Base64.getDecoder().decode(compact);
        } catch (IllegalArgumentException e) {
            return RefusedValues.refuse("not base64: " + e.getMessage(), XsdNumbers.quote(compact));
        }
    }

    public static String print(byte[] bytes) {
        return Base64.getEncoder().encodeToString(bytes);
    }

    /** The text without space, tab, CR, LF; the same string when it has none (the usual case: no copy). */
    private static String withoutXmlSpace(String text) {
        int first = firstXmlSpace(text);
        if (first < 0) {
            return text;
        }
        StringBuilder compact = new StringBuilder(text.length());
        compact.append(text, 0, first);
        for (int i = first + 1; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!XsdNumbers.isXmlSpace(c)) {
                compact.append(c);
            }
        }
        return compact.toString();
    }

    private static int firstXmlSpace(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (XsdNumbers.isXmlSpace(text.charAt(i))) {
                return i;
            }
        }
        return -1;
    }
}
