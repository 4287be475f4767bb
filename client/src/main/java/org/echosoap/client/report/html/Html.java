package org.echosoap.client.report.html;

import java.util.Locale;

/** Escaping and number spelling for the report: every text from an input file goes through {@link #escape}. */
final class Html {

    private Html() {
    }

    /** Text safe inside an element or a double- or single-quoted attribute. */
    static String escape(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder sb = new StringBuilder(s.length() + 16);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> sb.append("&amp;");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&#39;");
                default -> {
                    // Control characters are not allowed in XML (inline SVG): drop them rather than break the page.
                    if (c >= 0x20 || c == '\n' || c == '\t') {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.toString();
    }

    /** {@code 82.5}; "-" for a figure not measured. Always {@link Locale#ROOT}: never a decimal comma. */
    static String number(double v, int decimals) {
        return Double.isFinite(v) ? String.format(Locale.ROOT, "%." + decimals + "f", v) : "-";
    }

    /** {@code 42.3 ± 5.2}, or just the value without a CI. */
    static String withCi(double v, double ci95) {
        return Double.isFinite(ci95) && Double.isFinite(v) ? number(v, 1) + " ± " + number(ci95, 1) : number(v, 1);
    }

    /** Coordinates in SVG: two decimals are sub-pixel. */
    static String coord(double v) {
        return String.format(Locale.ROOT, "%.2f", v);
    }
}
