package org.echosoap.server.baseline;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/**
 * {@code /baseline/null}: reads and discards the request, answers the fixed bytes of Axis2's answer to the
 * seed request. The fixed HTTP + servlet cost that every request pays: the client subtracts it.
 *
 * <p>{@code ?responseBytes=N} answers a padded SOAP envelope of exactly N bytes instead
 * ({@link PaddedResponse}): the baseline for operations whose real answers have other sizes; with {@code &form=json}
 * a JSON object of N bytes ({@link PaddedJson}, N from 2), Content-Type {@code application/json}: the baseline of the
 * JSON calls.
 *
 * <p>{@code ?pauseMillis=P&everyMillis=E} holds the requests that arrive in the first P ms of every E ms until that
 * window ends ({@link PeriodicPause}): a stall of known size, the truth check of the client's open-loop mode.
 */
public class NullServlet extends BaselineServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String sizeText = request.getParameter("responseBytes");
        String form = request.getParameter("form");
        boolean json = "json".equals(form);
        long responseBytes = sizeText == null ? -1 : json ? parseJsonBytes(sizeText) : parseBytes(sizeText);
        discard(request.getInputStream());
        if (form != null && !form.equals("xml") && !json) {
            badRequest(response, "form must be xml or json");
            return;
        }
        if (json && sizeText == null) {
            badRequest(response, "form=json needs responseBytes (the JSON answer's length)");
            return;
        }
        PeriodicPause pause;
        try {
            pause = PeriodicPause.parse(request.getParameter("pauseMillis"), request.getParameter("everyMillis"));
        } catch (IllegalArgumentException e) {
            badRequest(response, e.getMessage());
            return;
        }
        if (sizeText != null && responseBytes < 0) {
            badRequest(response, "responseBytes must be a whole number from " + (json ? PaddedJson.MIN_BYTES
                    : PaddedResponse.minBytes()) + " to " + PaddedResponse.MAX_BYTES);
            return;
        }
        if (pause != null) {
            pause.await();
        }
        if (json) {
            beginWriting();
            response.setStatus(HttpServletResponse.SC_OK);
            response.setContentType(PaddedJson.CONTENT_TYPE);
            PaddedJson.write(response.getOutputStream(), responseBytes);
            finish(response);
            return;
        }
        beginSoapLikeAnswer(response);
        if (responseBytes < 0) {
            response.getOutputStream().write(template.seedResponseBytes());
        } else {
            PaddedResponse.write(response.getOutputStream(), responseBytes);
        }
        finish(response);
    }

    static long parseJsonBytes(String text) {
        return QueryNumber.parse(text, PaddedJson.MIN_BYTES, PaddedResponse.MAX_BYTES);
    }

    /** The byte count, or -1 when not a number in range. */
    static long parseBytes(String text) {
        return QueryNumber.parse(text, PaddedResponse.minBytes(), PaddedResponse.MAX_BYTES);
    }

}
