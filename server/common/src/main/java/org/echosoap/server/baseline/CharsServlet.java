package org.echosoap.server.baseline;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * {@code /baseline/chars}: the "char" non-parser variant of seeds 000/001. Like {@code bytes}, but decodes
 * the request to a {@code String} and encodes the answer back: the decode/encode work every XML parser pays.
 */
public class CharsServlet extends BaselineServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String body = new String(request.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        long range = InputValueLocator.inChars(body);
        if (range == InputValueLocator.NOT_FOUND) {
            badRequest(response, "no <input> element in the request body");
            return;
        }
        String value = body.substring(InputValueLocator.start(range), InputValueLocator.end(range));
        beginSoapLikeAnswer(response);
        response.getOutputStream().write(template.responseText(value).getBytes(StandardCharsets.UTF_8));
        finish(response);
    }
}
