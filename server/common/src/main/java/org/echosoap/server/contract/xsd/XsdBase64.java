package org.echosoap.server.contract.xsd;

import java.util.Base64;

/**
 * Converts between {@code byte[]} and the {@code xsd:base64Binary} lexical space for JAXB on CXF and Metro: the
 * standard alphabet with {@code =} padding to a multiple of 4 characters, XML white space allowed anywhere, anything
 * else refused. Formatted without line breaks, as JAXB formats. (Axis2 streams base64 with its own decoder,
 * {@code services.benchmark.Base64Decoder}, which never holds the text.)
 *
 * <p>Why not JAXB's own decoder: it skips characters outside the alphabet, so {@code AA*A} decodes to two bytes
 * where the contract refuses it as "not base64".
 *
 * <pre>{@code
 * XsdBase64.parse("AAEC AwQ=");   // {0, 1, 2, 3, 4}
 * XsdBase64.parse("AA*A");        // RefusedXsdValue: not base64: Illegal base64 character 2a
 * }</pre>
 */
public final class XsdBase64 {

    private XsdBase64() {
    }

    /** @throws RefusedXsdValue with a one-line reason when the text is not base64 */
    public static byte[] parse(String text) {
        String compact = withoutWhitespace(text);
        if (compact.length() % 4 != 0) {
            // The JDK's decoder takes unpadded input; the schema's lexical space does not.
            throw RefusedXsdValue.notBase64(compact.length()
                    + " characters (without white space) is not a multiple of 4", compact);
        }
        try {
            return Base64.getDecoder().decode(compact);
        } catch (IllegalArgumentException e) {
            throw RefusedXsdValue.notBase64(e.getMessage(), compact);
        }
    }

    public static String format(byte[] bytes) {
        return Base64.getEncoder().encodeToString(bytes);
    }

    /** The text itself when it has no white space (the usual case: no copy), else a copy without it. */
    private static String withoutWhitespace(String text) {
        int first = firstWhitespace(text);
        if (first < 0) {
            return text;
        }
        StringBuilder compact = new StringBuilder(text.length());
        compact.append(text, 0, first);
        for (int i = first + 1; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!XmlWhitespace.is(c)) {
                compact.append(c);
            }
        }
        return compact.toString();
    }

    private static int firstWhitespace(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (XmlWhitespace.is(text.charAt(i))) {
                return i;
            }
        }
        return -1;
    }
}
