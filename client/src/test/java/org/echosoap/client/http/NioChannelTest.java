package org.echosoap.client.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.echosoap.client.load.Exchange;
import org.echosoap.client.load.ResponseReader;
import org.echosoap.client.load.ScriptedHttpServer;
import org.echosoap.client.load.ScriptedHttpServer.Answer;
import org.echosoap.client.result.ErrorKind;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.LengthCheck;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The nio transport's connection against a scripted loopback server: every framing HTTP/1.1 allows, answers split
 * over many reads, keep-alive and its end (no Tomcat here; the ITs run the real one through this transport by
 * default). How each failure counts is every HTTP transport's contract: {@link HttpTransportContractTest}.
 */
class NioChannelTest {

    private static final String OK_HEAD = "HTTP/1.1 200 OK\r\nContent-Type: text/xml\r\n";
    private static final Endpoint ENDPOINT = new Endpoint("ok", "/ok", "<x/>".getBytes(StandardCharsets.US_ASCII),
            "text/xml", null, new LengthCheck(5));

    private ScriptedHttpServer server;
    private NioChannel channel;
    private final ResponseReader reader = new ResponseReader();
    private final Exchange outcome = new Exchange();

    @BeforeEach
    void start() throws IOException {
        server = new ScriptedHttpServer(Answer.of(OK_HEAD + "Content-Length: 5\r\n\r\n<ok/>"));
        channel = open(Duration.ofSeconds(5));
    }

    private NioChannel open(Duration timeout) {
        return new NioTransport(server.base(), timeout, true, true).openChannel();
    }

    @AfterEach
    void stop() throws IOException {
        channel.close();
        server.close();
    }

    private void exchange() {
        channel.exchange(ENDPOINT, reader, outcome, true);
    }

    @Test
    void aContentLengthAnswerIsReadCheckedAndItsServerTimingTaken() {
        server.enqueue(Answer.of(OK_HEAD + "Server-Timing: app;dur=0.042, alloc;dur=1200\r\nContent-Length: 5\r\n\r\n<ok/>"));
        exchange();
        assertNull(outcome.errorKind, outcome.errorReason);
        assertEquals(42, outcome.serverAppMicros);
        assertEquals(1200, outcome.serverAllocatedBytes);
        assertEquals(5, outcome.responseBytes);
    }

    @Test
    void aChunkedAnswersTrailerTimingReplacesTheHeadersFirstChunkFigure() {
        server.enqueue(Answer.of(OK_HEAD + "Server-Timing: app;dur=0.100\r\nTransfer-Encoding: chunked\r\n\r\n"
                + "3\r\n<ok\r\n2\r\n/>\r\n0\r\nServer-Timing: app;dur=1.500\r\n\r\n"));
        exchange();
        assertNull(outcome.errorKind, outcome.errorReason);
        assertEquals(1500, outcome.serverAppMicros, "the whole message's time, from the trailer");
        assertEquals(5, outcome.responseBytes);
    }

    @Test
    void anAnswerArrivingAFewBytesAtATimeIsAssembled() {
        server.enqueue(Answer.inPieces(OK_HEAD + "Server-Timing: app;dur=0.007\r\nTransfer-Encoding: chunked\r\n\r\n"
                + "3\r\n<ok\r\n2\r\n/>\r\n0\r\n\r\n", 7, 2));
        exchange();
        assertNull(outcome.errorKind, outcome.errorReason);
        assertEquals(7, outcome.serverAppMicros);
        assertEquals(5, outcome.responseBytes);
        exchange(); // and the connection is in a clean state for the next answer
        assertNull(outcome.errorKind, outcome.errorReason);
        assertEquals(1, server.accepted());
    }

    @Test
    void anInformationalAnswerIsSkippedForTheRealOne() {
        server.enqueue(Answer.of("HTTP/1.1 100 Continue\r\n\r\n" + OK_HEAD + "Content-Length: 5\r\n\r\n<ok/>"));
        exchange();
        assertNull(outcome.errorKind, outcome.errorReason);
        assertEquals(5, outcome.responseBytes);
    }

    @Test
    void keepAliveReusesTheConnectionAndConnectionCloseEndsIt() {
        exchange();
        exchange();
        assertEquals(1, server.accepted(), "two exchanges, one connection");
        server.enqueue(Answer.of(OK_HEAD + "Connection: close\r\nContent-Length: 5\r\n\r\n<ok/>").thenClose());
        exchange();
        assertNull(outcome.errorKind, outcome.errorReason);
        exchange();
        assertNull(outcome.errorKind, outcome.errorReason);
        assertEquals(2, server.accepted(), "a new connection after Connection: close");
    }

    @Test
    void anAnswerWithoutFramingEndsWhenTheServerCloses() {
        server.enqueue(Answer.of(OK_HEAD + "\r\n<ok/>").thenClose());
        exchange();
        assertNull(outcome.errorKind, outcome.errorReason);
        assertEquals(5, outcome.responseBytes);
        exchange();
        assertNull(outcome.errorKind, outcome.errorReason);
        assertEquals(2, server.accepted());
    }

    @Test
    void anUnreadableStatusLineIsNamed() {
        server.enqueue(Answer.of("HTTX/1.1 200 OK\r\n\r\n"));
        exchange();
        assertEquals(ErrorKind.CONNECTION, outcome.errorKind);
        assertTrue(outcome.errorReason.startsWith("unreadable HTTP answer: ")
                && outcome.errorReason.contains("invalid status line: HTTX/1.1 200 OK"), outcome.errorReason);
    }

    @Test
    void aConnectionClosedWhileIdleIsReportedOnceThenTheNextExchangeReconnects() throws Exception {
        // Kept-alive connections keep their read interest between exchanges (no epoll_ctl per request); a server that
        // closes one meanwhile makes it readable: onIdleReady stops the selector reporting it again and again.
        server.enqueue(Answer.of(OK_HEAD + "Content-Length: 5\r\n\r\n<ok/>").thenClose());
        try (java.nio.channels.Selector selector = java.nio.channels.Selector.open()) {
            Object attachment = new Object();
            assertTrue(!channel.start(ENDPOINT, reader, outcome, true, selector, attachment, System.nanoTime()));
            boolean ended = false;
            long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
            while (!ended && System.nanoTime() < deadline) {
                selector.select(100);
                selector.selectedKeys().clear();
                ended = channel.onReady();
            }
            assertTrue(ended);
            assertNull(outcome.errorKind, outcome.errorReason);
            int reported = 0;
            for (int i = 0; i < 5; i++) {
                int n = selector.select(200);
                selector.selectedKeys().clear();
                if (n > 0) {
                    reported++;
                    channel.onIdleReady();
                }
            }
            assertEquals(1, reported, "the close is reported once, not on every select");
        }
        exchange(); // on the closed connection: fails (what kind is the transport contract's business)
        assertTrue(outcome.errorKind != null, "the connection the server closed is not answered");
        exchange();
        assertNull(outcome.errorKind, "a new connection after the failed one: " + outcome.errorReason);
        assertEquals(2, server.accepted());
    }
}
