package org.echosoap.server.cxf.xsd;

import java.util.Base64;

/**
 * The {@code xsd:base64Binary} conversion JAXB calls (bound in {@code src/main/jaxb/xsd-types.xjb}): the standard
 * alphabet with {@code =} padding, XML white space allowed anywhere (the schema's lexical space), anything else
 * refused. Printed without line breaks, as JAXB prints.
 *
 * <p>Why not JAXB's own decoder: it skips characters outside the alphabet, so {@code AA*A} decodes to two bytes
 * where the contract refuses it as "not base64".
 *
 * <pre>{@code
 * XsdBase64.parse("AAEC AwQ=");   // {0, 1, 2, 3, 4}
 * XsdBase64.parse("AA*A");        // NumberFormatException: not base64: ...
 * }</pre>
 */
public final class XsdBase64 {

    private XsdBase64() {
    }

    public static byte[] parse(String text) {
        String compact = withoutWhitespace(text == null ? "" : text);
        if (compact.length() % 4 != 0) {
            // The JDK's decoder takes unpadded input; the schema's lexical space does not.
            throw new NumberFormatException("not base64: " + compact.length()
                    + " characters (without white space) is not a multiple of 4");
        }
        try {
            return Base64.getDecoder().decode(compact);
        } catch (IllegalArgumentException e) {
            throw new NumberFormatException("not base64: " + e.getMessage());
        }
    }

    public static String print(byte[] bytes) {
        return bytes == null ? null : Base64.getEncoder().encodeToString(bytes);
    }

    /** The text itself when it has no white space (the usual case: no copy), else a copy without it. */
    private static String withoutWhitespace(String text) {
        int first = firstWhitespace(text);
        if (first < 0) {
            return text;
        }
        StringBuilder compact = new StringBuilder(text.length());
        compact.append(text, 0, first);
        for (int i = first; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                compact.append(c);
            }
        }
        return compact.toString();
    }

    private static int firstWhitespace(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
                return i;
            }
        }
        return -1;
    }
}
