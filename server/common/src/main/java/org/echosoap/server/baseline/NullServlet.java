package org.echosoap.server.baseline;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/**
 * {@code /baseline/null}: reads and discards the request, answers the fixed bytes of Axis2's answer to the
 * seed request. The fixed HTTP + servlet cost that every request pays: the client subtracts it.
 *
 * <p>{@code ?responseBytes=N} answers a padded SOAP envelope of exactly N bytes instead
 * ({@link PaddedResponse}): the baseline for operations whose real answers have other sizes.
 *
 * <p>{@code ?pauseMillis=P&everyMillis=E} holds the requests that arrive in the first P ms of every E ms until that
 * window ends ({@link PeriodicPause}): a stall of known size, the truth check of the client's open-loop mode.
 */
public class NullServlet extends BaselineServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String sizeText = request.getParameter("responseBytes");
        long responseBytes = sizeText == null ? -1 : parseBytes(sizeText);
        discard(request.getInputStream());
        PeriodicPause pause;
        try {
            pause = PeriodicPause.parse(request.getParameter("pauseMillis"), request.getParameter("everyMillis"));
        } catch (IllegalArgumentException e) {
            badRequest(response, e.getMessage());
            return;
        }
        if (sizeText != null && responseBytes < 0) {
            badRequest(response, "responseBytes must be a whole number from " + PaddedResponse.minBytes()
                    + " to " + PaddedResponse.MAX_BYTES);
            return;
        }
        if (pause != null) {
            pause.await();
        }
        beginSoapLikeAnswer(response);
        if (responseBytes < 0) {
            response.getOutputStream().write(template.seedResponseBytes());
        } else {
            PaddedResponse.write(response.getOutputStream(), responseBytes);
        }
        finish(response);
    }

    /** The byte count, or -1 when not a number in range. */
    static long parseBytes(String text) {
        return QueryNumber.parse(text, PaddedResponse.minBytes(), PaddedResponse.MAX_BYTES);
    }

}
