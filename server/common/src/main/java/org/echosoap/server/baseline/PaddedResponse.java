package org.echosoap.server.baseline;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A SOAP 1.1 envelope of exactly N bytes: the "null" answer for operations whose real answer is not the seed's
 * echoFloatResult (SOAP Benchmark Suite, latency operations). Same size on the wire as the SOAP answer it stands in
 * for, so the baseline pays the same socket and framing cost; built from a shared filler, no allocation per request.
 *
 * <pre>{@code
 * PaddedResponse.write(out, 2_400_000);   // <?xml ...?><soapenv:Envelope ...><pad>xxxx...</pad>...</soapenv:Envelope>
 * }</pre>
 */
public final class PaddedResponse {

    /** Largest padded answer: 100 MB (the server refuses larger requests anyway). */
    public static final long MAX_BYTES = 100_000_000L;

    private static final byte[] HEAD = ("<?xml version=\"1.0\" encoding=\"UTF-8\"?><soapenv:Envelope xmlns:soapenv="
            + "\"http://schemas.xmlsoap.org/soap/envelope/\"><soapenv:Header/><soapenv:Body>"
            + "<pad xmlns=\"urn:echosoap:baseline\">").getBytes(StandardCharsets.UTF_8);
    private static final byte[] TAIL = "</pad></soapenv:Body></soapenv:Envelope>".getBytes(StandardCharsets.UTF_8);

    /**
     * The same envelope without XML declaration and empty Header, with a one-letter prefix: for answers smaller than
     * HEAD + TAIL. Why: other stacks write shorter envelopes than Axis2 (CXF's echoVoid answer is 183 bytes, its
     * Latency setSize answer 170), and a null sized to such an answer must exist.
     */
    private static final byte[] COMPACT_HEAD = ("<s:Envelope xmlns:s=\"http://schemas.xmlsoap.org/soap/envelope/\">"
            + "<s:Body><pad xmlns=\"urn:echosoap:baseline\">").getBytes(StandardCharsets.UTF_8);
    private static final byte[] COMPACT_TAIL = "</pad></s:Body></s:Envelope>".getBytes(StandardCharsets.UTF_8);
    private static final byte[] FILLER = new byte[8192];

    static {
        Arrays.fill(FILLER, (byte) 'x');
    }

    private PaddedResponse() {
    }

    /** The smallest padded answer (the compact envelope, no filler). */
    public static int minBytes() {
        return COMPACT_HEAD.length + COMPACT_TAIL.length;
    }

    /** Writes an envelope of exactly {@code totalBytes} bytes (minBytes()..MAX_BYTES). */
    public static void write(OutputStream out, long totalBytes) throws IOException {
        if (totalBytes < minBytes() || totalBytes > MAX_BYTES) {
            throw new IllegalArgumentException("responseBytes must be " + minBytes() + ".." + MAX_BYTES);
        }
        // The full envelope (Axis2's framing) whenever it fits, so the answers sized for Axis2 are as before.
        boolean full = totalBytes >= HEAD.length + TAIL.length;
        byte[] head = full ? HEAD : COMPACT_HEAD;
        byte[] tail = full ? TAIL : COMPACT_TAIL;
        out.write(head);
        long filler = totalBytes - head.length - tail.length;
        while (filler > 0) {
            int n = (int) Math.min(FILLER.length, filler);
            out.write(FILLER, 0, n);
            filler -= n;
        }
        out.write(tail);
    }
}
