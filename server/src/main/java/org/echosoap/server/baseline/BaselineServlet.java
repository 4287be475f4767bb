package org.echosoap.server.baseline;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * What every baseline shares: answering exactly like Axis2 does, minus the SOAP processing.
 *
 * <p>Framing: Axis2 flushes its answer before returning, so Tomcat sends it chunked (no Content-Length). The
 * baselines flush too, so both send the same status, headers and chunked framing, and the wire byte counts
 * match; otherwise the subtraction would also subtract the difference between two framings.
 */
abstract class BaselineServlet extends HttpServlet {

    private static final int DISCARD_BUFFER_BYTES = 8192;

    protected final EchoFloatResponseTemplate template = EchoFloatResponseTemplate.get();

    /** Starts a 200 answer framed like Axis2's; the caller writes the body and calls {@link #finish}. */
    protected static void beginSoapLikeAnswer(HttpServletResponse response) {
        response.setStatus(HttpServletResponse.SC_OK);
        response.setContentType(EchoFloatResponseTemplate.CONTENT_TYPE);
    }

    /** Commits the answer the way Axis2 does (flush -> chunked). */
    protected static void finish(HttpServletResponse response) throws IOException {
        response.flushBuffer();
    }

    /** Reads the whole request body and throws it away. */
    protected static long discard(InputStream in) throws IOException {
        byte[] buffer = new byte[DISCARD_BUFFER_BYTES];
        long total = 0;
        for (int n; (n = in.read(buffer)) >= 0; ) {
            total += n;
        }
        return total;
    }

    /** A one-line 400 for a request a baseline cannot answer (these endpoints are not SOAP: no Fault). */
    protected static void badRequest(HttpServletResponse response, String reason) throws IOException {
        response.setStatus(HttpServletResponse.SC_BAD_REQUEST);
        response.setContentType("text/plain;charset=UTF-8");
        response.getOutputStream().write((reason + "\n").getBytes(StandardCharsets.UTF_8));
    }
}
