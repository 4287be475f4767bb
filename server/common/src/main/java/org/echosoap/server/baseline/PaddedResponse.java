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
    private static final byte[] FILLER = new byte[8192];

    static {
        Arrays.fill(FILLER, (byte) 'x');
    }

    private PaddedResponse() {
    }

    /** The smallest padded answer (no filler). */
    public static int minBytes() {
        return HEAD.length + TAIL.length;
    }

    /** Writes an envelope of exactly {@code totalBytes} bytes (minBytes()..MAX_BYTES). */
    public static void write(OutputStream out, long totalBytes) throws IOException {
        if (totalBytes < minBytes() || totalBytes > MAX_BYTES) {
            throw new IllegalArgumentException("responseBytes must be " + minBytes() + ".." + MAX_BYTES);
        }
        out.write(HEAD);
        long filler = totalBytes - minBytes();
        while (filler > 0) {
            int n = (int) Math.min(FILLER.length, filler);
            out.write(FILLER, 0, n);
            filler -= n;
        }
        out.write(TAIL);
    }
}
