package org.echosoap.server.binary;

import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Checks, as a request body streams past, that the text of every {@code data} element (any prefix) is strict base64:
 * the 64-letter alphabet, XML whitespace anywhere, at most two {@code =} and only at the end, a multiple of four
 * letters. Why: JAXB's base64 decoder (CXF, Metro) skips every character outside the alphabet, so
 * {@code <data>not base64!</data>} would be answered as if it were bytes; the stacks' own decoders differ, so one
 * stack-neutral check in front of all three refuses the same messages everywhere. In an MTOM message only the root
 * part is scanned (up to the second {@code --boundary}); the binary parts are not text.
 *
 * <p>One instance per request; {@link #scan} returns the reason of the first mistake or null.
 *
 * <pre>{@code
 * Base64TextScanner s = new Base64TextScanner(null);
 * String why = s.scan(chunk, 0, n);   // null while the text is base64
 * }</pre>
 */
public final class Base64TextScanner {

    private static final boolean[] ALPHABET = new boolean[256];

    static {
        String letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        for (int i = 0; i < letters.length(); i++) {
            ALPHABET[letters.charAt(i)] = true;
        }
    }

    private enum State { OUTSIDE, NAME, TAG, QUOTED, TEXT, DONE }

    private static final int MAX_NAME_BYTES = 64;

    private State state = State.OUTSIDE;
    private final byte[] name = new byte[MAX_NAME_BYTES];
    private int nameLength;
    private boolean dataTag;
    private byte previous;
    private byte quote;
    private long letters;
    private int padding;
    private long position;
    /** The MTOM delimiter ({@code --boundary}) or null for a plain SOAP body. */
    private final byte[] delimiter;
    private int delimiterMatched;
    private int delimitersSeen;
    private String failure;

    /** @param boundary the multipart boundary (the root part alone is scanned), or null for a plain SOAP body */
    public Base64TextScanner(String boundary) {
        this.delimiter = boundary == null ? null : ("--" + boundary).getBytes(StandardCharsets.ISO_8859_1);
    }

    /** Scans {@code length} more bytes; returns why the body is refused, or null. */
    public String scan(byte[] b, int offset, int length) {
        if (failure != null) {
            return failure;
        }
        int end = offset + length;
        for (int i = offset; i < end && state != State.DONE; i++, position++) {
            int c = b[i] & 0xFF;
            if (delimiter != null && delimiterAt(c)) {
                continue;
            }
            switch (state) {
                case OUTSIDE -> {
                    if (c == '<') {
                        state = State.NAME;
                        nameLength = 0;
                    }
                }
                case NAME -> {
                    if (c == '>') {
                        state = isDataName() ? State.TEXT : State.OUTSIDE;
                        letters = 0;
                        padding = 0;
                    } else if (c == '/' || isSpace(c)) {
                        dataTag = nameLength > 0 && isDataName();
                        state = State.TAG;
                        previous = (byte) c;
                    } else if (nameLength < MAX_NAME_BYTES) {
                        name[nameLength++] = (byte) c;
                    } else {
                        state = State.TAG; // longer than any data tag
                        dataTag = false;
                    }
                }
                case TAG -> {
                    if (c == '"' || c == '\'') {
                        quote = (byte) c;
                        state = State.QUOTED;
                    } else if (c == '>') {
                        boolean selfClosing = previous == '/';
                        state = dataTag && !selfClosing ? State.TEXT : State.OUTSIDE;
                        letters = 0;
                        padding = 0;
                    }
                    previous = (byte) c;
                }
                case QUOTED -> {
                    if (c == quote) {
                        state = State.TAG;
                        previous = 0;
                    }
                }
                case TEXT -> {
                    String why = text(c);
                    if (why != null) {
                        failure = why;
                        return why;
                    }
                }
                default -> {
                }
            }
        }
        return null;
    }

    private String text(int c) {
        if (ALPHABET[c]) {
            if (padding > 0) {
                return refusal(c, "after the '=' padding");
            }
            letters++;
        } else if (c == '=') {
            if (++padding > 2) {
                return refusal(c, "(more than two '=')");
            }
            letters++;
        } else if (c == '<') {
            if (letters % 4 != 0) {
                return String.format(Locale.ROOT, "data is not base64: %,d letters, not a multiple of 4 (before byte "
                        + "%,d of the body)", letters, position);
            }
            state = State.NAME;
            nameLength = 0;
        } else if (!isSpace(c)) {
            return refusal(c, "");
        }
        return null;
    }

    /** Counts the multipart delimiter; past the second one (the end of the root part) nothing more is scanned. */
    private boolean delimiterAt(int c) {
        if (c == (delimiter[delimiterMatched] & 0xFF)) {
            if (++delimiterMatched == delimiter.length) {
                delimiterMatched = 0;
                if (++delimitersSeen == 2) {
                    state = State.DONE;
                    return true;
                }
            }
        } else {
            delimiterMatched = c == (delimiter[0] & 0xFF) ? 1 : 0;
        }
        return false;
    }

    private boolean isDataName() {
        int start = 0;
        for (int i = 0; i < nameLength; i++) {
            if (name[i] == ':') {
                start = i + 1;
            }
        }
        return nameLength - start == 4 && name[start] == 'd' && name[start + 1] == 'a' && name[start + 2] == 't'
                && name[start + 3] == 'a';
    }

    private String refusal(int c, String what) {
        String shown = c >= 0x21 && c < 0x7F ? "'" + (char) c + "'" : String.format(Locale.ROOT, "0x%02X", c);
        return String.format(Locale.ROOT, "data is not base64: %s at byte %,d of the body%s", shown, position,
                what.isEmpty() ? "" : " " + what);
    }

    private static boolean isSpace(int c) {
        return c == ' ' || c == '\t' || c == '\r' || c == '\n';
    }
}
