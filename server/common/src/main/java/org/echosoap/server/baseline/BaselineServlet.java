package org.echosoap.server.baseline;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;

/**
 * What every baseline shares: answering exactly like Axis2 does, minus the SOAP processing. The helpers live in
 * {@link AxisLikeAnswer} (the parser variants use them too); see there why the answer is flushed (chunked).
 */
abstract class BaselineServlet extends HttpServlet {

    protected final EchoFloatResponseTemplate template = EchoFloatResponseTemplate.get();

    /** Starts a 200 answer framed like Axis2's; the caller writes the body and calls {@link #finish}. */
    protected static void beginSoapLikeAnswer(HttpServletResponse response) {
        AxisLikeAnswer.begin(response);
    }

    /** Commits the answer the way Axis2 does (flush -> chunked). */
    protected static void finish(HttpServletResponse response) throws IOException {
        AxisLikeAnswer.finish(response);
    }

    /** Reads the whole request body and throws it away. */
    protected static long discard(InputStream in) throws IOException {
        return AxisLikeAnswer.discard(in);
    }

    /** A one-line 400 for a request a baseline cannot answer (these endpoints are not SOAP: no Fault). */
    protected static void badRequest(HttpServletResponse response, String reason) throws IOException {
        AxisLikeAnswer.badRequest(response, reason);
    }
}
