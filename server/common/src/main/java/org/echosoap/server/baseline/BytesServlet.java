package org.echosoap.server.baseline;

import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/**
 * {@code /baseline/bytes}: the "byte" non-parser variant of seeds 000/001. Reads the request into a byte
 * array, finds the {@code <input>} value by scanning bytes and copies it into the answer. No decoding, no XML
 * parser.
 */
public class BytesServlet extends BaselineServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        byte[] body = request.getInputStream().readAllBytes();
        long range = InputValueLocator.inBytes(body, body.length);
        if (range == InputValueLocator.NOT_FOUND) {
            badRequest(response, "no <input> element in the request body");
            return;
        }
        beginSoapLikeAnswer(response);
        ServletOutputStream out = response.getOutputStream();
        out.write(template.prefixBytes());
        int start = InputValueLocator.start(range);
        out.write(body, start, InputValueLocator.end(range) - start);
        out.write(template.suffixBytes());
        finish(response);
    }
}
