package org.echosoap.client.http;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.IdentityHashMap;
import java.util.Map;
import org.apache.hc.core5.http.ClassicHttpRequest;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.io.HttpMessageWriter;
import org.apache.hc.core5.http.io.SessionOutputBuffer;

/**
 * The core transport's request-head writer: each request object's head (request line and header fields) is
 * formatted once into bytes and written as such every time after. The core transport reuses one request object
 * per endpoint, so the load path writes the same bytes without formatting them again (HttpCore's writer formats
 * the protocol version and every header line per request). One per connection.
 */
final class PreformattedRequestWriter implements HttpMessageWriter<ClassicHttpRequest> {

    private final Map<ClassicHttpRequest, byte[]> heads = new IdentityHashMap<>();

    @Override
    public void write(ClassicHttpRequest request, SessionOutputBuffer buffer, OutputStream out) throws IOException {
        buffer.write(heads.computeIfAbsent(request, PreformattedRequestWriter::format), out);
    }

    /** {@code METHOD path HTTP/1.1\r\n}, each header field, an empty line; ISO-8859-1 as HTTP/1.1 fields are. */
    static byte[] format(ClassicHttpRequest request) {
        StringBuilder head = new StringBuilder(256).append(request.getMethod()).append(' ')
                .append(request.getRequestUri()).append(" HTTP/1.1\r\n");
        for (Header h : request.getHeaders()) {
            head.append(h.getName()).append(": ").append(h.getValue()).append("\r\n");
        }
        return head.append("\r\n").toString().getBytes(StandardCharsets.ISO_8859_1);
    }
}
