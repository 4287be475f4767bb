package org.echosoap.client.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.echosoap.client.load.ScriptedHttpServer.Answer;
import org.echosoap.client.result.ErrorKind;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.LengthCheck;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The nio transport's connection against a scripted loopback server: every framing HTTP/1.1 allows, answers split
 * over many reads, keep-alive and its end, and each way an exchange fails (no Tomcat here; the ITs run the real one
 * through this transport by default).
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
    void aSoapFaultIsToldApartFromOtherHttpErrors() {
        String fault = "<s:Envelope xmlns:s=\"x\"><s:Body><s:Fault><faultstring>no such operation</faultstring>"
                + "</s:Fault></s:Body></s:Envelope>";
        server.enqueue(Answer.of("HTTP/1.1 500 Internal Server Error\r\nContent-Length: " + fault.length() + "\r\n\r\n"
                + fault), Answer.of("HTTP/1.1 404 Not Found\r\nContent-Length: 9\r\n\r\nnot found"));
        exchange();
        assertEquals(ErrorKind.SOAP_FAULT, outcome.errorKind);
        assertTrue(outcome.errorReason.contains("no such operation"), outcome.errorReason);
        exchange();
        assertEquals(ErrorKind.HTTP_STATUS, outcome.errorKind);
        assertEquals("HTTP 404: not found", outcome.errorReason);
    }

    @Test
    void aServerClosingWithoutAnAnswerIsAConnectionError() {
        server.enqueue(new Answer(java.util.List.of(), 0, true));
        exchange();
        assertEquals(ErrorKind.CONNECTION, outcome.errorKind);
        assertTrue(outcome.errorReason.contains("without answering"), outcome.errorReason);
        exchange();
        assertNull(outcome.errorKind, "the next exchange reconnects: " + outcome.errorReason);
    }

    @Test
    void anAnswerCutShortIsAConnectionErrorNotASuccess() {
        server.enqueue(Answer.of(OK_HEAD + "Content-Length: 50\r\n\r\n<ok/>").thenClose());
        exchange();
        assertEquals(ErrorKind.CONNECTION, outcome.errorKind, "5 of 50 bytes");
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
    void noAnswerWithinTheTimeoutIsATimeoutAndReturnsOnTime() {
        NioChannel impatient = open(Duration.ofMillis(200));
        server.enqueue(new Answer(java.util.List.of(new byte[0], (OK_HEAD + "Content-Length: 5\r\n\r\n<ok/>")
                .getBytes(StandardCharsets.ISO_8859_1)), 3_000, false));
        long start = System.nanoTime();
        impatient.exchange(ENDPOINT, reader, outcome, false);
        long millis = (System.nanoTime() - start) / 1_000_000;
        impatient.close();
        assertEquals(ErrorKind.TIMEOUT, outcome.errorKind, outcome.errorReason);
        assertTrue(millis >= 190 && millis < 1_500, "timed out after " + millis + " ms");
    }

    @Test
    void aRefusedConnectionIsAConnectError() throws IOException {
        int port;
        try (ServerSocket closed = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = closed.getLocalPort();
        }
        NioChannel refused = new NioTransport("http://127.0.0.1:" + port + "/t", Duration.ofSeconds(2), true, true)
                .openChannel();
        refused.exchange(ENDPOINT, reader, outcome, false);
        refused.close();
        assertEquals(ErrorKind.CONNECT, outcome.errorKind);
        assertTrue(outcome.errorReason.startsWith("cannot connect to 127.0.0.1:" + port), outcome.errorReason);
    }

    @Test
    void anAbortFromAnotherThreadEndsABlockedExchangeAtOnce() throws Exception {
        server.enqueue(new Answer(java.util.List.of(new byte[0], new byte[0]), 10_000, false));
        Thread cutter = new Thread(() -> {
            try {
                Thread.sleep(100);
            } catch (InterruptedException ignored) {
                return;
            }
            channel.abort();
        });
        cutter.start();
        long start = System.nanoTime();
        exchange();
        cutter.join();
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertTrue(outcome.errorKind != null, "not a success");
        assertTrue(millis < 2_000, "returned " + millis + " ms after the start, not after the 5 s timeout");
    }

    @Test
    void withoutKeepAliveEveryExchangeHasItsOwnConnection() throws IOException {
        NioChannel closing = new NioTransport(server.base(), Duration.ofSeconds(5), false, true).openChannel();
        for (int i = 0; i < 3; i++) {
            closing.exchange(ENDPOINT, reader, outcome, false);
            assertNull(outcome.errorKind, outcome.errorReason);
        }
        closing.close();
        assertEquals(3, server.accepted());
    }
}
