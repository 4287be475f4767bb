package org.echosoap.server.baseline;

import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * How a plain servlet answers exactly like Axis2's EchoFloat, minus the SOAP processing: shared by the baselines
 * and the parser variants ({@code org.echosoap.server.variant}).
 *
 * <p>Framing: Axis2 flushes its answer before returning, so Tomcat sends it chunked (no Content-Length). Answers
 * built here flush too, so both send the same status, headers and chunked framing, and the wire byte counts
 * match; otherwise the subtraction would also subtract the difference between two framings.
 *
 * <pre>{@code
 * AxisLikeAnswer.begin(response);
 * response.getOutputStream().write(EchoFloatResponseTemplate.get().seedResponseBytes());
 * AxisLikeAnswer.finish(response);   // flush -> chunked, like Axis2
 * }</pre>
 */
public final class AxisLikeAnswer {

    private static final int DISCARD_BUFFER_BYTES = 8192;

    /**
     * Where discarded request bytes go. Shared by all threads on purpose: it is only ever written, never read, so
     * concurrent writes are harmless, and the null baseline allocates nothing per request for its body (a fresh 8 KB
     * buffer per request was most of what it allocated).
     */
    private static final byte[] DISCARDED = new byte[DISCARD_BUFFER_BYTES];

    private AxisLikeAnswer() {
    }

    /** Starts a 200 answer framed like Axis2's; the caller writes the body and calls {@link #finish}. */
    public static void begin(HttpServletResponse response) {
        response.setStatus(HttpServletResponse.SC_OK);
        response.setContentType(EchoFloatResponseTemplate.CONTENT_TYPE);
    }

    /** Commits the answer the way Axis2 does (flush -> chunked). */
    public static void finish(HttpServletResponse response) throws IOException {
        response.flushBuffer();
    }

    /** Reads the whole request body and throws it away; returns how many bytes it had. */
    public static long discard(InputStream in) throws IOException {
        byte[] buffer = DISCARDED;
        long total = 0;
        for (int n; (n = in.read(buffer)) >= 0; ) {
            total += n;
        }
        return total;
    }

    /** A one-line 400 for a request that cannot be answered (these endpoints are not SOAP there: no Fault). */
    public static void badRequest(HttpServletResponse response, String reason) throws IOException {
        response.setStatus(HttpServletResponse.SC_BAD_REQUEST);
        response.setContentType("text/plain;charset=UTF-8");
        response.getOutputStream().write((reason + "\n").getBytes(StandardCharsets.UTF_8));
    }
}
