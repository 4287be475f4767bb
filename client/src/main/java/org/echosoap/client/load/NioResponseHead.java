package org.echosoap.client.load;

import java.io.IOException;
import org.apache.hc.core5.http.HttpException;
import org.apache.hc.core5.http.NoHttpResponseException;
import org.apache.hc.core5.http.ProtocolException;
import org.apache.hc.core5.http.message.BasicClassicHttpResponse;
import org.apache.hc.core5.util.CharArrayBuffer;

/**
 * Parses an answer's head as its bytes arrive on a non-blocking connection: call {@link #parse} after every read
 * until it returns the head. The same lines and the same few kept fields as the blocking transport's {@link
 * LeanResponseParser}, whose line rules it shares. One per connection.
 */
final class NioResponseHead {

    private final CharArrayBuffer line = new CharArrayBuffer(128);
    private BasicClassicHttpResponse response;
    private int headerLines;

    /**
     * The head once its empty line has arrived, else null (call again after the next read). {@code endOfStream}:
     * the server has closed the connection, so an unfinished head is an error.
     */
    BasicClassicHttpResponse parse(ChannelInputBuffer in, boolean endOfStream) throws IOException, HttpException {
        while (true) {
            line.clear();
            if (!in.readLine(line, endOfStream)) {
                if (endOfStream && response == null) {
                    throw new NoHttpResponseException("the server closed the connection without answering");
                }
                if (endOfStream) {
                    throw new ProtocolException("the answer's header ended early");
                }
                return null;
            }
            if (response == null) {
                response = LeanResponseParser.statusLine(line);
                continue;
            }
            if (line.isEmpty()) {
                BasicClassicHttpResponse head = response;
                reset();
                return head;
            }
            LeanResponseParser.headerLine(line, headerLines++, response);
        }
    }

    /** Forgets a head half read (the connection was closed or failed). */
    void reset() {
        response = null;
        headerLines = 0;
    }
}
