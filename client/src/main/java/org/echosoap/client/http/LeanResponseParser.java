package org.echosoap.client.http;

import java.io.IOException;
import java.io.InputStream;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.HttpException;
import org.apache.hc.core5.http.HttpHeaders;
import org.apache.hc.core5.http.HttpVersion;
import org.apache.hc.core5.http.io.HttpMessageParser;
import org.apache.hc.core5.http.io.SessionInputBuffer;
import org.apache.hc.core5.http.message.BasicClassicHttpResponse;
import org.apache.hc.core5.http.message.BasicHeader;
import org.apache.hc.core5.util.CharArrayBuffer;

/**
 * The core transport's head parser for HttpCore's blocking connection: its lines go to the client's one head
 * parser, {@link ResponseHead}, and HttpCore gets back a response with only the status, the version and the framing
 * its connection needs to read the body (Content-Length or chunked). What else the client reads of the head (keep-
 * alive, Server-Timing, stages, Location) it takes from {@link #head()}. HttpCore's own parser keeps every header
 * line in a fresh buffer for lazy parsing, about 1.5 KB per answer of garbage on the load path. One per connection,
 * like HttpCore's.
 *
 * <pre>{@code
 * LeanResponseParser parser = new LeanResponseParser();
 * new DefaultBHttpClientConnection(Http1Config.DEFAULT, null, null, null, null,
 *         PreformattedRequestWriter::new, config -> parser);
 * parser.head().reusable(); // after receiveResponseHeader()
 * }</pre>
 */
final class LeanResponseParser implements HttpMessageParser<ClassicHttpResponse> {

    private static final Header CHUNKED = new BasicHeader(HttpHeaders.TRANSFER_ENCODING, "chunked");

    private final ResponseHead head = new ResponseHead();
    private final CharArrayBuffer line = new CharArrayBuffer(128);
    private byte[] bytes = new byte[128];
    /** The last Content-Length handed to HttpCore: the next answer of the same length reuses it. */
    private Header lastLength = new BasicHeader(HttpHeaders.CONTENT_LENGTH, "0");
    private long lastLengthValue;

    /** The head of the answer parsed last. */
    ResponseHead head() {
        return head;
    }

    @Override
    public ClassicHttpResponse parse(SessionInputBuffer buffer, InputStream in) throws IOException, HttpException {
        head.reset();
        do {
            line.clear();
            if (buffer.readLine(line, in) < 0) {
                head.ended();
            }
        } while (!head.line(bytes(line), 0, line.length()));
        BasicClassicHttpResponse response = new BasicClassicHttpResponse(head.status());
        response.setVersion(head.http10() ? HttpVersion.HTTP_1_0 : HttpVersion.HTTP_1_1);
        if (head.chunked()) {
            response.addHeader(CHUNKED);
        } else if (head.contentLength() != ResponseHead.NO_LENGTH) {
            if (head.contentLength() != lastLengthValue) {
                lastLengthValue = head.contentLength();
                lastLength = new BasicHeader(HttpHeaders.CONTENT_LENGTH, Long.toString(lastLengthValue));
            }
            response.addHeader(lastLength);
        }
        return response;
    }

    /** The line's characters as the bytes they were read from (HttpCore reads a head as ISO-8859-1). */
    private byte[] bytes(CharArrayBuffer chars) {
        int n = chars.length();
        if (bytes.length < n) {
            bytes = new byte[Math.max(n, bytes.length * 2)];
        }
        char[] c = chars.array();
        for (int i = 0; i < n; i++) {
            bytes[i] = (byte) c[i];
        }
        return bytes;
    }
}
