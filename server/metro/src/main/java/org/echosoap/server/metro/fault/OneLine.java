package org.echosoap.server.metro.fault;

/**
 * A fault reason as callers get it: one line (a parser's message often has its location on a second line), at most
 * 300 characters, no control characters.
 *
 * <pre>{@code
 * OneLine.of("Unexpected close tag </a>\n at [row,col]: [1,5]");   // "Unexpected close tag </a>"
 * }</pre>
 */
public final class OneLine {

    private static final int MAX_CHARS = 300;

    private OneLine() {
    }

    public static String of(String text) {
        if (text == null || text.isBlank()) {
            return "the request could not be read";
        }
        int end = text.length();
        int newline = indexOfLineBreak(text);
        if (newline >= 0) {
            end = newline;
        }
        String line = text.substring(0, end).strip();
        if (line.length() > MAX_CHARS) {
            line = line.substring(0, MAX_CHARS) + "...";
        }
        StringBuilder clean = new StringBuilder(line.length());
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            clean.append(Character.isISOControl(c) ? ' ' : c);
        }
        return clean.toString();
    }

    private static int indexOfLineBreak(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n' || text.charAt(i) == '\r') {
                return i;
            }
        }
        return -1;
    }
}
