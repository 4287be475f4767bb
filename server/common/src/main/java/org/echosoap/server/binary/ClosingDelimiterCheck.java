package org.echosoap.server.binary;

import java.nio.charset.StandardCharsets;

/**
 * Whether a multipart body ended with its closing delimiter ({@code --boundary--}). Why: CXF takes a multipart body
 * cut short (no closing delimiter, the last part truncated) as complete and echoes the truncated attachment with a
 * 200. Only the last bytes of each chunk are kept, so the check costs nothing per byte of the binary part.
 *
 * <pre>{@code
 * ClosingDelimiterCheck c = new ClosingDelimiterCheck("MIMEBoundary");
 * c.feed(chunk, 0, n); ...
 * String why = c.atEnd();   // null when the body ended with --MIMEBoundary--
 * }</pre>
 */
final class ClosingDelimiterCheck {

    /** Bytes a body may carry after its closing delimiter (a line break, an epilogue's first bytes). */
    private static final int EPILOGUE_BYTES = 64;

    private final byte[] closing;
    private final byte[] tail;
    private int filled;

    ClosingDelimiterCheck(String boundary) {
        this.closing = ("--" + boundary + "--").getBytes(StandardCharsets.ISO_8859_1);
        this.tail = new byte[closing.length + EPILOGUE_BYTES];
    }

    void feed(byte[] b, int offset, int length) {
        if (length >= tail.length) {
            System.arraycopy(b, offset + length - tail.length, tail, 0, tail.length);
            filled = tail.length;
        } else {
            int keep = Math.min(filled, tail.length - length);
            System.arraycopy(tail, filled - keep, tail, 0, keep);
            System.arraycopy(b, offset, tail, keep, length);
            filled = keep + length;
        }
    }

    /** Null when the body's last bytes hold the closing delimiter, else the reason. */
    String atEnd() {
        outer:
        for (int i = filled - closing.length; i >= 0; i--) {
            for (int j = 0; j < closing.length; j++) {
                if (tail[i + j] != closing[j]) {
                    continue outer;
                }
            }
            return null;
        }
        return "multipart body ends without its closing delimiter --" + new String(closing, 2, closing.length - 4,
                StandardCharsets.ISO_8859_1) + "-- (cut short?)";
    }
}
