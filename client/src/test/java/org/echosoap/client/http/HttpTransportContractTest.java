package org.echosoap.client.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.echosoap.client.config.TransportKind;
import org.echosoap.client.load.Aborts;
import org.echosoap.client.load.Exchange;
import org.echosoap.client.load.ResponseReader;
import org.echosoap.client.load.ScriptedHttpServer;
import org.echosoap.client.load.ScriptedHttpServer.Answer;
import org.echosoap.client.load.ServerTiming;
import org.echosoap.client.load.Transport;
import org.echosoap.client.result.ErrorKind;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.LengthCheck;
import org.echosoap.server.stages.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * What every HTTP transport ({@code --transport nio|core|httpclient}) must do alike, against the same scripted
 * loopback server: an answer read with its Server-Timing and bytes, keep-alive and its end, and each way an exchange
 * fails mapped to the same error kind, so that a figure or an error count never depends on the transport chosen.
 */
class HttpTransportContractTest {

    private static final String OK_HEAD = "HTTP/1.1 200 OK\r\nContent-Type: text/xml\r\n";
    private static final Endpoint ENDPOINT = new Endpoint("ok", "/ok", "<x/>".getBytes(StandardCharsets.US_ASCII),
            "text/xml", null, new LengthCheck(5));

    private ScriptedHttpServer server;
    private final ResponseReader reader = new ResponseReader();
    private final Exchange outcome = new Exchange();

    @BeforeEach
    void start() throws IOException {
        server = new ScriptedHttpServer(Answer.of(OK_HEAD + "Content-Length: 5\r\n\r\n<ok/>"));
    }

    @AfterEach
    void stop() throws IOException {
        server.close();
    }

    private static Transport transport(TransportKind kind, String base, Duration timeout, boolean keepAlive) {
        return HttpTransports.open(kind, base, 1, timeout, keepAlive, true);
    }

    private void exchange(Transport.Channel channel) {
        outcome.reset();
        channel.exchange(ENDPOINT, reader, outcome, true);
    }

    @ParameterizedTest
    @EnumSource(TransportKind.class)
    void anAnswerIsReadWithItsServerTimingAndBytesOnOneKeptConnection(TransportKind kind) {
        server.enqueue(Answer.of(OK_HEAD + "Server-Timing: app;dur=0.042, alloc;dur=1200\r\nContent-Length: 5\r\n\r\n"
                + "<ok/>"));
        try (Transport t = transport(kind, server.base(), Duration.ofSeconds(5), true);
             Transport.Channel c = t.openChannel()) {
            exchange(c);
            assertNull(outcome.errorKind, outcome.errorReason);
            assertEquals(42, outcome.serverAppMicros);
            assertEquals(1200, outcome.serverAllocatedBytes);
            assertEquals(5, outcome.responseBytes);
            exchange(c);
            assertNull(outcome.errorKind, outcome.errorReason);
            assertEquals(ServerTiming.ABSENT, outcome.serverAppMicros, "no Server-Timing on the second answer");
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        assertEquals(1, server.accepted(), kind + ": two exchanges, one connection");
        assertEquals(2, server.requests());
    }

    @ParameterizedTest
    @EnumSource(TransportKind.class)
    void theStagesOfTheHeadAreRead(TransportKind kind) throws IOException {
        server.enqueue(Answer.of(OK_HEAD + "Echosoap-Stages: container-in;ns=1820;bytes=936\r\n"
                + "Content-Length: 5\r\n\r\n<ok/>"));
        try (Transport t = transport(kind, server.base(), Duration.ofSeconds(5), true);
             Transport.Channel c = t.openChannel()) {
            exchange(c);
            assertNull(outcome.errorKind, outcome.errorReason);
            assertEquals(1820, outcome.stages.nanos(Stage.CONTAINER_IN), kind.toString());
            exchange(c);
            assertFalse(outcome.stages.entered(Stage.CONTAINER_IN), kind + ": none on the next answer");
        }
    }

    @ParameterizedTest
    @EnumSource(TransportKind.class)
    void connectionCloseEndsKeepAliveAndTheNextExchangeReconnects(TransportKind kind) throws IOException {
        server.enqueue(Answer.of(OK_HEAD + "Connection: close\r\nContent-Length: 5\r\n\r\n<ok/>").thenClose());
        try (Transport t = transport(kind, server.base(), Duration.ofSeconds(5), true);
             Transport.Channel c = t.openChannel()) {
            exchange(c);
            assertNull(outcome.errorKind, outcome.errorReason);
            exchange(c);
            assertNull(outcome.errorKind, outcome.errorReason);
        }
        assertEquals(2, server.accepted(), kind + ": a new connection after Connection: close");
    }

    @ParameterizedTest
    @EnumSource(TransportKind.class)
    void withoutKeepAliveEveryExchangeHasItsOwnConnection(TransportKind kind) throws IOException {
        try (Transport t = transport(kind, server.base(), Duration.ofSeconds(5), false);
             Transport.Channel c = t.openChannel()) {
            for (int i = 0; i < 3; i++) {
                exchange(c);
                assertNull(outcome.errorKind, outcome.errorReason);
            }
        }
        assertEquals(3, server.accepted(), kind.toString());
    }

    @ParameterizedTest
    @EnumSource(TransportKind.class)
    void aSoapFaultIsToldApartFromOtherHttpErrors(TransportKind kind) throws IOException {
        String fault = "<s:Envelope xmlns:s=\"x\"><s:Body><s:Fault><faultstring>no such operation</faultstring>"
                + "</s:Fault></s:Body></s:Envelope>";
        server.enqueue(Answer.of("HTTP/1.1 500 Internal Server Error\r\nContent-Length: " + fault.length() + "\r\n\r\n"
                + fault), Answer.of("HTTP/1.1 404 Not Found\r\nContent-Length: 9\r\n\r\nnot found"));
        try (Transport t = transport(kind, server.base(), Duration.ofSeconds(5), true);
             Transport.Channel c = t.openChannel()) {
            exchange(c);
            assertEquals(ErrorKind.SOAP_FAULT, outcome.errorKind, kind + ": " + outcome.errorReason);
            assertTrue(outcome.errorReason.contains("no such operation"), outcome.errorReason);
            exchange(c);
            assertEquals(ErrorKind.HTTP_STATUS, outcome.errorKind, kind + ": " + outcome.errorReason);
            assertTrue(outcome.errorReason.startsWith("HTTP 404"), outcome.errorReason);
        }
    }

    @ParameterizedTest
    @EnumSource(TransportKind.class)
    void aWrongAnswerIsAWrongAnswer(TransportKind kind) throws IOException {
        server.enqueue(Answer.of(OK_HEAD + "Content-Length: 6\r\n\r\n<oops>"));
        try (Transport t = transport(kind, server.base(), Duration.ofSeconds(5), true);
             Transport.Channel c = t.openChannel()) {
            exchange(c);
            assertEquals(ErrorKind.WRONG_ANSWER, outcome.errorKind, kind + ": " + outcome.errorReason);
        }
    }

    @ParameterizedTest
    @EnumSource(TransportKind.class)
    void aServerClosingWithoutAnAnswerIsAConnectionErrorAndTheNextExchangeReconnects(TransportKind kind)
            throws IOException {
        server.enqueue(new Answer(List.of(), 0, true));
        try (Transport t = transport(kind, server.base(), Duration.ofSeconds(5), true);
             Transport.Channel c = t.openChannel()) {
            exchange(c);
            assertEquals(ErrorKind.CONNECTION, outcome.errorKind, kind + ": " + outcome.errorReason);
            exchange(c);
            assertNull(outcome.errorKind, kind + ": the next exchange reconnects: " + outcome.errorReason);
        }
    }

    @ParameterizedTest
    @EnumSource(TransportKind.class)
    void anAnswerCutShortIsAConnectionErrorNotASuccess(TransportKind kind) throws IOException {
        server.enqueue(Answer.of(OK_HEAD + "Content-Length: 50\r\n\r\n<ok/>").thenClose());
        try (Transport t = transport(kind, server.base(), Duration.ofSeconds(5), true);
             Transport.Channel c = t.openChannel()) {
            exchange(c);
            assertEquals(ErrorKind.CONNECTION, outcome.errorKind, kind + ": 5 of 50 bytes: " + outcome.errorReason);
        }
    }

    @ParameterizedTest
    @EnumSource(TransportKind.class)
    void noAnswerWithinTheTimeoutIsATimeoutAndReturnsOnTime(TransportKind kind) throws IOException {
        server.enqueue(new Answer(List.of(new byte[0], (OK_HEAD + "Content-Length: 5\r\n\r\n<ok/>")
                .getBytes(StandardCharsets.ISO_8859_1)), 3_000, false));
        long millis;
        try (Transport t = transport(kind, server.base(), Duration.ofMillis(200), true);
             Transport.Channel c = t.openChannel()) {
            long start = System.nanoTime();
            exchange(c);
            millis = (System.nanoTime() - start) / 1_000_000;
        }
        assertEquals(ErrorKind.TIMEOUT, outcome.errorKind, kind + ": " + outcome.errorReason);
        assertTrue(millis >= 190 && millis < 2_500, kind + " timed out after " + millis + " ms");
    }

    @ParameterizedTest
    @EnumSource(TransportKind.class)
    void aRefusedConnectionIsAConnectError(TransportKind kind) throws IOException {
        int port;
        try (ServerSocket closed = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = closed.getLocalPort();
        }
        try (Transport t = transport(kind, "http://127.0.0.1:" + port + "/t", Duration.ofSeconds(2), true);
             Transport.Channel c = t.openChannel()) {
            exchange(c);
        }
        assertEquals(ErrorKind.CONNECT, outcome.errorKind, kind + ": " + outcome.errorReason);
        assertEquals(1, outcome.errorReason.lines().count(), outcome.errorReason);
    }

    @ParameterizedTest
    @EnumSource(TransportKind.class)
    void anAbortFromAnotherThreadEndsABlockedExchangeAtOnce(TransportKind kind) throws Exception {
        server.enqueue(new Answer(List.of(new byte[0], new byte[0]), 10_000, false));
        long millis;
        try (Transport t = transport(kind, server.base(), Duration.ofSeconds(5), true);
             Transport.Channel c = t.openChannel()) {
            millis = Aborts.millisUntilCut(c, Duration.ofMillis(100), () -> exchange(c));
        }
        assertNotNull(outcome.errorKind, kind + ": not a success");
        assertTrue(millis < 2_500, kind + " returned " + millis + " ms after the start, not after the 5 s timeout");
    }
}
