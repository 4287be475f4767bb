package org.echosoap.server.baseline;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/**
 * {@code /baseline/null}: reads and discards the request, answers the fixed bytes of Axis2's answer to the
 * seed request. The fixed HTTP + servlet cost that every request pays: the client subtracts it.
 */
public class NullServlet extends BaselineServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        discard(request.getInputStream());
        beginSoapLikeAnswer(response);
        response.getOutputStream().write(template.seedResponseBytes());
        finish(response);
    }
}
