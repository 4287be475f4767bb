package org.echosoap.client.scenario.template;

/**
 * Escapes a data value for a request template, so that it reads back as the same characters wherever a placeholder
 * stands: in element text and in an attribute value quoted with {@code "} or {@code '}. Besides the five markup
 * characters, tab, line feed and carriage return become character references: a parser would turn them into spaces
 * in an attribute and a CR into LF in text. Not for CDATA sections, where nothing is escaped (use {@code ${raw:NAME}}).
 *
 * <pre>{@code
 * XmlEscape.escape("Baker & Sons <Ltd>");  // "Baker &amp; Sons &lt;Ltd&gt;"
 * }</pre>
 */
final class XmlEscape {

    private XmlEscape() {
    }

    static String escape(String value) {
        StringBuilder out = new StringBuilder(value.length() + 16);
        append(out, value);
        return out.toString();
    }

    static void append(StringBuilder out, String value) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;"); // needed after "]]" only; escaped always for simplicity
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&apos;");
                case '\t' -> out.append("&#9;");
                case '\n' -> out.append("&#10;");
                case '\r' -> out.append("&#13;");
                default -> out.append(c);
            }
        }
    }
}
