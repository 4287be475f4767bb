package org.echosoap.server.baseline;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Arrays;

/**
 * A JSON object of exactly N bytes, {@code {} } with N − 2 spaces inside: the "null" answer for the JSON calls
 * ({@code /json/*}), whose answers are as short as 2 bytes ({@code {}}), far below the smallest SOAP envelope. Same
 * size on the wire and the same Content-Type as the JSON answer it stands in for; no allocation per request.
 *
 * <pre>{@code
 * PaddedJson.write(out, 18);   // {                }
 * }</pre>
 */
public final class PaddedJson {

    /** The smallest: {@code {}}. */
    public static final int MIN_BYTES = 2;

    /** The Content-Type of the JSON calls' answers. */
    public static final String CONTENT_TYPE = "application/json;charset=UTF-8";

    private static final byte[] SPACES = new byte[8192];

    static {
        Arrays.fill(SPACES, (byte) ' ');
    }

    private PaddedJson() {
    }

    /** Writes an object of exactly {@code totalBytes} bytes (MIN_BYTES..PaddedResponse.MAX_BYTES). */
    public static void write(OutputStream out, long totalBytes) throws IOException {
        if (totalBytes < MIN_BYTES || totalBytes > PaddedResponse.MAX_BYTES) {
            throw new IllegalArgumentException("responseBytes must be " + MIN_BYTES + ".." + PaddedResponse.MAX_BYTES);
        }
        out.write('{');
        long spaces = totalBytes - 2;
        while (spaces > 0) {
            int n = (int) Math.min(SPACES.length, spaces);
            out.write(SPACES, 0, n);
            spaces -= n;
        }
        out.write('}');
    }
}
