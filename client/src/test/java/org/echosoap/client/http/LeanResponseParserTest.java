package org.echosoap.client.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.HttpVersion;
import org.apache.hc.core5.http.NoHttpResponseException;
import org.apache.hc.core5.http.ProtocolException;
import org.apache.hc.core5.http.impl.io.SessionInputBufferImpl;
import org.apache.hc.core5.http.message.BasicClassicHttpRequest;
import org.junit.jupiter.api.Test;

class LeanResponseParserTest {

    private static ClassicHttpResponse parse(String head) throws Exception {
        InputStream in = new ByteArrayInputStream(head.getBytes(StandardCharsets.ISO_8859_1));
        return new LeanResponseParser().parse(new SessionInputBufferImpl(8192), in);
    }

    @Test
    void keepsTheFieldsTheClientReadsInAnyCase() throws Exception {
        ClassicHttpResponse r = parse("HTTP/1.1 200 \r\nserver-timing: app;dur=0.042, alloc;dur=18312\r\n"
                + "Content-Type: text/xml;charset=UTF-8\r\nTRANSFER-ENCODING:  chunked \r\nDate: x\r\nServer: echosoap\r\n\r\n");
        assertEquals(200, r.getCode());
        assertEquals(HttpVersion.HTTP_1_1, r.getVersion());
        assertEquals("app;dur=0.042, alloc;dur=18312", r.getFirstHeader("Server-Timing").getValue());
        assertEquals("chunked", r.getFirstHeader("Transfer-Encoding").getValue());
        assertEquals("text/xml;charset=UTF-8", r.getFirstHeader("Content-Type").getValue());
        assertNull(r.getFirstHeader("Date"));
        assertTrue(LeanResponseParser.reusable(r));
    }

    @Test
    void decidesReuseLikeHttp11() throws Exception {
        assertFalse(LeanResponseParser.reusable(parse("HTTP/1.1 413 \r\nConnection: close\r\nContent-Length: 5\r\n\r\n")));
        assertTrue(LeanResponseParser.reusable(parse("HTTP/1.1 500 Internal\r\nContent-Length: 5\r\n\r\n")));
        assertFalse(LeanResponseParser.reusable(parse("HTTP/1.1 200 OK\r\n\r\n")), "no framing: read to close");
        assertFalse(LeanResponseParser.reusable(parse("HTTP/1.0 200 OK\r\nContent-Length: 5\r\n\r\n")));
        assertTrue(LeanResponseParser.reusable(parse("HTTP/1.0 200 OK\r\nConnection: Keep-Alive\r\nContent-Length: 5\r\n\r\n")));
    }

    @Test
    void refusesWhatIsNotAnHttpAnswer() {
        assertThrows(NoHttpResponseException.class, () -> parse(""));
        assertThrows(ProtocolException.class, () -> parse("SSH-2.0-OpenSSH\r\n\r\n"));
        assertThrows(ProtocolException.class, () -> parse("HTTP/1.1 2x0 OK\r\n\r\n"));
        assertThrows(ProtocolException.class, () -> parse("HTTP/1.1 200 OK\r\nno colon here\r\n\r\n"));
        assertThrows(ProtocolException.class, () -> parse("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n"));
    }

    @Test
    void requestHeadsAreFormattedOnce() {
        BasicClassicHttpRequest request = new BasicClassicHttpRequest("POST", "/echosoap/services/EchoFloat");
        request.addHeader("Host", "127.0.0.1:8080");
        request.addHeader("Content-Length", "278");
        assertEquals("POST /echosoap/services/EchoFloat HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nContent-Length: 278\r\n\r\n",
                new String(PreformattedRequestWriter.format(request), StandardCharsets.ISO_8859_1));
    }
}
