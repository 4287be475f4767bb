package org.echosoap.server.metro.wssec;

import java.nio.charset.StandardCharsets;

/**
 * Finds the first XML signature value of a SOAP message in its bytes, before any parser: the text of the first
 * {@code SignatureValue} start tag (any prefix), which in a WS-Security message is the Security header's. Text in
 * the Body cannot fake one: a {@code <} there is escaped.
 */
final class SignatureValues {

    private static final byte[] NAME = "SignatureValue".getBytes(StandardCharsets.US_ASCII);

    private SignatureValues() {
    }

    /** The value's text, or null when the message has no signature value (an unsigned request). */
    static String first(byte[] message) {
        for (int at = indexOf(message, 0); at >= 0; at = indexOf(message, at + 1)) {
            int end = at + NAME.length;
            if (!isStartTagName(message, at) || end >= message.length) {
                continue;
            }
            byte after = message[end];
            if (after != '>' && after != ' ' && after != '\t' && after != '\r' && after != '\n') {
                continue; // e.g. SignatureValueX, or the name inside an attribute
            }
            int open = end;
            while (open < message.length && message[open] != '>') {
                open++;
            }
            int close = open + 1;
            while (close < message.length && message[close] != '<') {
                close++;
            }
            if (open >= message.length || close >= message.length || message[open - 1] == '/') {
                return null; // cut short or empty: the stack refuses it
            }
            return new String(message, open + 1, close - open - 1, StandardCharsets.US_ASCII);
        }
        return null;
    }

    /** Whether the name at {@code at} follows {@code <} or {@code <prefix:} (a start tag, not an end tag). */
    private static boolean isStartTagName(byte[] m, int at) {
        int i = at - 1;
        if (i >= 0 && m[i] == '<') {
            return true;
        }
        if (i < 0 || m[i] != ':') {
            return false;
        }
        for (i--; i >= 0 && isNameChar(m[i]); i--) {
            // the prefix
        }
        return i >= 0 && i < at - 2 && m[i] == '<';
    }

    private static boolean isNameChar(byte b) {
        return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b == '_' || b == '-' || b == '.';
    }

    private static int indexOf(byte[] m, int from) {
        outer:
        for (int i = from; i <= m.length - NAME.length; i++) {
            for (int j = 0; j < NAME.length; j++) {
                if (m[i + j] != NAME[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
