package org.echosoap.client.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.channels.Channels;
import java.nio.channels.ReadableByteChannel;
import java.nio.charset.StandardCharsets;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.ConnectionClosedException;
import org.apache.hc.core5.http.HttpException;
import org.apache.hc.core5.http.HttpVersion;
import org.apache.hc.core5.http.MalformedChunkCodingException;
import org.apache.hc.core5.http.MessageConstraintException;
import org.apache.hc.core5.http.NoHttpResponseException;
import org.apache.hc.core5.http.ProtocolException;
import org.apache.hc.core5.http.impl.io.SessionInputBufferImpl;
import org.apache.hc.core5.http.message.BasicClassicHttpRequest;
import org.echosoap.client.load.Exchange;
import org.echosoap.client.load.ResponseReader;
import org.echosoap.client.load.ServerTiming;
import org.echosoap.client.scenario.ExactBytesCheck;
import org.junit.jupiter.api.Test;

/**
 * The client's one head parser, {@link ResponseHead}, as both its users feed it: the event loop's bytes in place
 * ({@link ResponseHead#parse}), and HttpCore's blocking lines through {@link LeanResponseParser}; and the event
 * loop's body decoding ({@link NioBodyDecoder}).
 */
class ResponseHeadTest {

    private final ChannelInputBuffer in = new ChannelInputBuffer(16 * 1024);
    private final ResponseHead head = new ResponseHead();

    private static ReadableByteChannel source(String text) {
        return Channels.newChannel(new ByteArrayInputStream(text.getBytes(StandardCharsets.ISO_8859_1)));
    }

    /** A connection with nothing to read for now (non-blocking). */
    private static ReadableByteChannel idle() {
        return new ReadableByteChannel() {
            @Override
            public int read(java.nio.ByteBuffer dst) {
                return 0;
            }

            @Override
            public boolean isOpen() {
                return true;
            }

            @Override
            public void close() {
            }
        };
    }

    private boolean parse(String bytes) throws IOException, HttpException {
        in.fill(source(bytes));
        return head.parse(in, false);
    }

    @Test
    void keepsTheFieldsTheClientReadsInAnyCaseAndSkipsTheRest() throws Exception {
        assertTrue(parse("HTTP/1.1 200 \r\nserver-timing:  app;dur=0.025, alloc;dur=1056;desc=\"bytes\" \r\n"
                + "X-Other: content-length: 5\r\nCONTENT-LENGTH: 12\r\nconnection: Keep-Alive\r\n\r\nbody"));
        assertEquals(200, head.status());
        assertEquals(12, head.contentLength());
        assertFalse(head.chunked());
        assertEquals(25, head.serverAppMicros());
        assertEquals(1056, head.serverAllocatedBytes());
        assertTrue(head.reusable());
        assertNull(head.location(), "kept only on a 3xx");
        assertEquals(4, in.length(), "the body's bytes are left unread");
    }

    @Test
    void aHeadArrivingInPiecesIsAssembled() throws Exception {
        assertFalse(parse("HTTP/1.0 302 Found\r\nLoc"));
        assertFalse(parse("ation: http://elsewhere/x\r\nTransfer-Encoding: gzip, chunked\r\nContent-Length: 3\r\n"));
        assertTrue(parse("\r\n"));
        assertEquals(302, head.status());
        assertEquals("http://elsewhere/x", head.location());
        assertTrue(head.chunked());
        assertEquals(ResponseHead.NO_LENGTH, head.contentLength(), "chunked overrides a length");
        assertFalse(head.reusable(), "HTTP/1.0 without keep-alive");

        head.reset();
        assertTrue(parse("HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n"));
        assertTrue(head.bodyless());
        assertFalse(head.reusable());
    }

    @Test
    void whatIsNotAnHttpAnswerIsNamed() {
        assertTrue(assertThrows(ProtocolException.class, () -> parse("HTTP/2 200 OK\r\n\r\n")).getMessage()
                .contains("invalid status line: HTTP/2 200 OK"));
        head.reset();
        in.clear();
        assertTrue(assertThrows(ProtocolException.class, () -> parse("HTTP/1.1 2x0 OK\r\n\r\n")).getMessage()
                .contains("invalid status code"));
        head.reset();
        in.clear();
        assertThrows(ProtocolException.class, () -> parse("HTTP/1.1 200 OK\r\nno colon here\r\n\r\n"));
        head.reset();
        in.clear();
        assertTrue(assertThrows(ProtocolException.class,
                () -> parse("HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n")).getMessage().contains("Content-Length: -1"));
        head.reset();
        in.clear();
        assertTrue(assertThrows(ProtocolException.class,
                () -> parse("HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip\r\n\r\n")).getMessage().contains("gzip"));
        head.reset();
        in.clear();
        assertThrows(NoHttpResponseException.class, () -> head.parse(in, true));
        in.clear();
        assertTrue(assertThrows(ProtocolException.class, () -> {
            assertFalse(parse("HTTP/1.1 200 OK\r\nConnection: close\r\n"));
            head.parse(in, true); // closed before the empty line
        }).getMessage().contains("ended early"));
    }

    /** The core transport's way in: HttpCore's session buffer reads the lines, {@link LeanResponseParser} hands them on. */
    private final LeanResponseParser lean = new LeanResponseParser();

    private ClassicHttpResponse parseBlocking(String head) throws Exception {
        InputStream stream = new ByteArrayInputStream(head.getBytes(StandardCharsets.ISO_8859_1));
        return lean.parse(new SessionInputBufferImpl(8192), stream);
    }

    @Test
    void overHttpCoreTheHeadKeepsTheFieldsTheClientReadsInAnyCase() throws Exception {
        ClassicHttpResponse r = parseBlocking("HTTP/1.1 200 \r\nserver-timing: app;dur=0.042, alloc;dur=18312\r\n"
                + "Content-Type: text/xml;charset=UTF-8\r\nTRANSFER-ENCODING:  chunked \r\nDate: x\r\nServer: echosoap\r\n\r\n");
        assertEquals(200, r.getCode());
        assertEquals(HttpVersion.HTTP_1_1, r.getVersion());
        assertEquals(42, lean.head().serverAppMicros());
        assertEquals(18312, lean.head().serverAllocatedBytes());
        assertEquals("chunked", r.getFirstHeader("Transfer-Encoding").getValue(), "HttpCore frames the body by it");
        assertNull(r.getFirstHeader("Content-Type"), "nothing reads it");
        assertNull(r.getFirstHeader("Date"));
        assertTrue(lean.head().reusable());

        r = parseBlocking("HTTP/1.0 200 OK\r\nConnection: Keep-Alive\r\nContent-Length: 5\r\n\r\n");
        assertEquals(HttpVersion.HTTP_1_0, r.getVersion());
        assertEquals("5", r.getFirstHeader("Content-Length").getValue());
    }

    @Test
    void overHttpCoreReuseIsDecidedLikeHttp11() throws Exception {
        parseBlocking("HTTP/1.1 413 \r\nConnection: close\r\nContent-Length: 5\r\n\r\n");
        assertFalse(lean.head().reusable());
        parseBlocking("HTTP/1.1 500 Internal\r\nContent-Length: 5\r\n\r\n");
        assertTrue(lean.head().reusable());
        parseBlocking("HTTP/1.1 200 OK\r\n\r\n");
        assertFalse(lean.head().reusable(), "no framing: read to close");
        parseBlocking("HTTP/1.0 200 OK\r\nContent-Length: 5\r\n\r\n");
        assertFalse(lean.head().reusable());
        parseBlocking("HTTP/1.0 200 OK\r\nConnection: Keep-Alive\r\nContent-Length: 5\r\n\r\n");
        assertTrue(lean.head().reusable());
    }

    @Test
    void overHttpCoreWhatIsNotAnHttpAnswerIsRefused() {
        assertThrows(NoHttpResponseException.class, () -> parseBlocking(""));
        assertThrows(ProtocolException.class, () -> parseBlocking("SSH-2.0-OpenSSH\r\n\r\n"));
        assertThrows(ProtocolException.class, () -> parseBlocking("HTTP/1.1 2x0 OK\r\n\r\n"));
        assertThrows(ProtocolException.class, () -> parseBlocking("HTTP/1.1 200 OK\r\nno colon here\r\n\r\n"));
        assertThrows(ProtocolException.class, () -> parseBlocking("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n"));
        assertThrows(MessageConstraintException.class,
                () -> parseBlocking("HTTP/1.1 200 OK\r\nX-Long: " + "x".repeat(ResponseHead.MAX_LINE_BYTES) + "\r\n\r\n"));
    }

    @Test
    void requestHeadsAreFormattedOnce() {
        BasicClassicHttpRequest request = new BasicClassicHttpRequest("POST", "/echosoap/services/EchoFloat");
        request.addHeader("Host", "127.0.0.1:8080");
        request.addHeader("Content-Length", "278");
        assertEquals("POST /echosoap/services/EchoFloat HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nContent-Length: 278\r\n\r\n",
                new String(PreformattedRequestWriter.format(request), StandardCharsets.ISO_8859_1));
    }

    @Test
    void aChunkedBodyWithExtensionsAndATimingTrailerIsFedInOrder() throws Exception {
        String answer = "<a>3.14159</a>";
        ResponseReader reader = reader(answer);
        NioBodyDecoder body = new NioBodyDecoder();
        body.startChunked();
        in.fill(source("3;ext=1\r\n<a>\r\nB \r\n3.14159</a>\r\n0\r\nX-Trailer: x\r\nServer-Timing: app;dur=1.5\r\n"));
        assertFalse(body.read(in, idle(), reader), "the trailers' empty line has not come");
        in.fill(source("\r\n"));
        assertTrue(body.read(in, idle(), reader));
        Exchange done = finish(reader);
        assertNull(done.errorKind, () -> done.errorReason);
        assertTrue(body.trailerTiming());
        assertEquals(1_500, body.trailerAppMicros());
        assertEquals(ServerTiming.ABSENT, body.trailerAllocatedBytes());
    }

    @Test
    void aLengthBodyEndsAtItsLengthAndAnUnframedOneAtTheClose() throws Exception {
        ResponseReader reader = reader("hello");
        NioBodyDecoder body = new NioBodyDecoder();
        body.startLength(5);
        in.fill(source("hel"));
        assertTrue(body.read(in, source("loNEXT"), reader));
        assertNull(finish(reader).errorKind);
        assertEquals(4, in.length(), "what follows the body stays for the next answer");

        in.clear();
        reader = reader("until close");
        body.startUntilClose();
        assertTrue(body.read(in, source("until close"), reader));
        assertNull(finish(reader).errorKind);
    }

    @Test
    void aBodyCutShortOrBadlyChunkedIsAnError() {
        NioBodyDecoder body = new NioBodyDecoder();
        body.startLength(10);
        assertTrue(assertThrows(ConnectionClosedException.class, () -> body.read(in, source("12345"), reader("x")))
                .getMessage().contains("5 bytes before the end"));
        in.clear();
        body.startChunked();
        assertThrows(ConnectionClosedException.class, () -> body.read(in, source("5\r\nabc"), reader("x")));
        in.clear();
        body.startChunked();
        assertThrows(MalformedChunkCodingException.class, () -> body.read(in, source("zz\r\n"), reader("x")));
        in.clear();
        body.startChunked();
        assertThrows(MalformedChunkCodingException.class, () -> body.read(in, source("2\r\nabc\r\n"), reader("x")));
    }

    /** The answer being read's outcome. */
    private Exchange outcome;

    /** A reader of one answer that must be exactly {@code expected}. */
    private ResponseReader reader(String expected) {
        ResponseReader reader = new ResponseReader();
        outcome = new Exchange();
        reader.begin(200, new ExactBytesCheck(expected.getBytes(StandardCharsets.UTF_8)), false, outcome);
        return reader;
    }

    private Exchange finish(ResponseReader reader) {
        reader.finish();
        return outcome;
    }
}
