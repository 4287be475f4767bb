package org.echosoap.server.axis1.gate;

import java.nio.charset.StandardCharsets;

/**
 * The bytes before a document's first element: whether they hold a {@code <!DOCTYPE}, found without a parser (so
 * not a byte of an internal subset is read). Reads ASCII-compatible encodings (UTF-8, ISO-8859-*); a UTF-16 body
 * passes here and is refused by {@link RequestScan}'s DTD event instead.
 *
 * <pre>{@code
 * Prolog.hasDoctype("<?xml version=\"1.0\"?><!DOCTYPE x><x/>".getBytes(UTF_8));   // true
 * }</pre>
 */
final class Prolog {

    private static final byte[] DOCTYPE = "<!DOCTYPE".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] COMMENT = "<!--".getBytes(StandardCharsets.US_ASCII);

    private Prolog() {
    }

    static boolean hasDoctype(byte[] body) {
        int i = body.length >= 3 && (body[0] & 0xFF) == 0xEF && (body[1] & 0xFF) == 0xBB && (body[2] & 0xFF) == 0xBF
                ? 3 : 0; // UTF-8 byte order mark
        while (i < body.length) {
            byte b = body[i];
            if (b == ' ' || b == '\t' || b == '\r' || b == '\n') {
                i++;
            } else if (b != '<' || i + 1 >= body.length) {
                return false;
            } else if (body[i + 1] == '?') {
                i = after(body, i + 2, "?>");
            } else if (startsWith(body, i, COMMENT)) {
                i = after(body, i + COMMENT.length, "-->");
            } else {
                return startsWith(body, i, DOCTYPE);
            }
        }
        return false;
    }

    private static boolean startsWith(byte[] body, int at, byte[] prefix) {
        if (at + prefix.length > body.length) {
            return false;
        }
        for (int k = 0; k < prefix.length; k++) {
            if (body[at + k] != prefix[k]) {
                return false;
            }
        }
        return true;
    }

    /** The index after the next {@code end} from {@code from}, or the end of the body. */
    private static int after(byte[] body, int from, String end) {
        byte[] e = end.getBytes(StandardCharsets.US_ASCII);
        for (int i = from; i + e.length <= body.length; i++) {
            if (startsWith(body, i, e)) {
                return i + e.length;
            }
        }
        return body.length;
    }
}
