package org.echosoap.server.contract.xsd;

/**
 * A refused value as a fault reason quotes it: its first 40 characters, control characters (tab, line breaks, ...)
 * as {@code ?}, and {@code ...} when there was more. Why: a reason is one short line on every stack, however long
 * or multi-line the value a caller sent; 40 characters are enough to recognise it.
 *
 * <pre>{@code
 * QuotedText.of("a\nb");             // "a?b"
 * QuotedText.of("x".repeat(1000));   // 40 x and "..."
 * }</pre>
 */
public final class QuotedText {

    private static final int MAX_CHARS = 40;

    private QuotedText() {
    }

    public static String of(CharSequence text) {
        StringBuilder quoted = new StringBuilder(Math.min(text.length(), MAX_CHARS) + 3);
        for (int i = 0; i < text.length() && i < MAX_CHARS; i++) {
            char c = text.charAt(i);
            quoted.append(Character.isISOControl(c) ? '?' : c);
        }
        if (text.length() > MAX_CHARS) {
            quoted.append("...");
        }
        return quoted.toString();
    }
}
