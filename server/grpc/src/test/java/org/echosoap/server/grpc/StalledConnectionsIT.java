package org.echosoap.server.grpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.echosoap.server.grpc.latency.DoNothingRequest;
import org.echosoap.server.grpc.latency.EchoFloatRequest;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Connections that stop sending: only a timeout can end them, so this server has short ones (handshake 1 s, idle
 * 2 s, keepalive 10 s, grpc-java's shortest, with a 1 s timeout). Each stalled connection must be closed by the timeout that applies to it, and other
 * clients are served while it hangs; the raw client never answers the server's PINGs, as a vanished client would not.
 *
 * <p>A connection that got as far as HTTP/2 is closed gracefully: GOAWAY at the timeout, then a PING, and the
 * socket closed when the PING is answered or after {@link #GRPC_GOAWAY_PING_TIMEOUT} (grpc-java's Netty server
 * handler, fixed). A client that never answers is therefore cut off 10 s after its GOAWAY.
 */
class StalledConnectionsIT {

    private static final Duration HANDSHAKE = Duration.ofSeconds(1);
    private static final Duration IDLE = Duration.ofSeconds(2);
    private static final Duration KEEPALIVE = Duration.ofSeconds(10);
    private static final Duration KEEPALIVE_TIMEOUT = Duration.ofSeconds(1);
    /** grpc-java's wait for the PING it sends after a GOAWAY (NettyServerHandler, not configurable). */
    private static final Duration GRPC_GOAWAY_PING_TIMEOUT = Duration.ofSeconds(10);
    /** Room for a loaded 2-core machine on top of each timeout. */
    private static final Duration SLACK = Duration.ofSeconds(5);
    /** The longest any connection may take to be closed. */
    private static final Duration CLOSED_WITHIN = KEEPALIVE.plus(KEEPALIVE_TIMEOUT).plus(GRPC_GOAWAY_PING_TIMEOUT)
            .plus(SLACK);

    private static GrpcServerProcess server;

    @BeforeAll
    static void start() throws Exception {
        server = GrpcServerProcess.start("stalled", "127.0.0.1", "--handshake-timeout", "1s", "--idle-timeout", "2s",
                "--keepalive", "10s", "--keepalive-timeout", "1s");
    }

    @AfterAll
    static void stop() throws Exception {
        if (server != null) {
            server.close();
        }
    }

    @AfterEach
    void theNextGoodCallIsServed() throws Exception {
        assertTrue(server.isAlive(), "the server died:\n" + server.log());
        server.latency().doNothing(DoNothingRequest.getDefaultInstance());
    }

    @Test
    void aSilentConnectionIsClosedByTheHandshakeTimeout() throws Exception {
        try (RawHttp2 h2 = RawHttp2.connect(server.host(), server.port())) {
            servedMeanwhile();
            RawHttp2.Ending ending = h2.readUntilClosed(CLOSED_WITHIN);
            assertNotBefore(HANDSHAKE, ending);
        }
    }

    @Test
    void aHalfPrefaceIsClosedByTheHandshakeTimeout() throws Exception {
        try (RawHttp2 h2 = RawHttp2.connect(server.host(), server.port())) {
            h2.write("PRI * HTTP/2.0\r\n".getBytes(StandardCharsets.US_ASCII));
            servedMeanwhile();
            assertNotBefore(HANDSHAKE, h2.readUntilClosed(CLOSED_WITHIN));
        }
    }

    @Test
    void aTruncatedFrameBeforeAnyCallIsClosed() throws Exception {
        // HEADERS announcing 100 bytes, 10 sent: no call has begun, so the connection is idle as far as gRPC knows:
        // GOAWAY at the idle timeout.
        try (RawHttp2 h2 = RawHttp2.connect(server.host(), server.port())) {
            h2.preface();
            h2.write(RawHttp2.frameBytes(RawHttp2.HEADERS, RawHttp2.END_HEADERS, 1, 100, new byte[10]));
            servedMeanwhile();
            Duration goawayAfter = awaitGoaway(h2);
            assertBetween(IDLE, IDLE.plus(SLACK), goawayAfter);
            h2.readUntilClosed(GRPC_GOAWAY_PING_TIMEOUT.plus(SLACK));
        }
    }

    @Test
    void aCallWhoseMessageStopsHalfwayIsClosedByTheKeepalive() throws Exception {
        // A call open (headers complete), its message announced as 5 bytes, 2 sent, the stream left open: not idle,
        // so only the unanswered keepalive PING ends it (keepalive time + its timeout), the call cancelled with it.
        // (The server's first PING, at once, is its flow-control window probe, sent when DATA arrives.)
        try (RawHttp2 h2 = RawHttp2.connect(server.host(), server.port())) {
            h2.preface();
            h2.frame(RawHttp2.HEADERS, RawHttp2.END_HEADERS, 1, RawHttp2.requestHeaders(
                    server.host() + ":" + server.port(), "/echosoap.latency.Latency/EchoFloat"));
            h2.frame(RawHttp2.DATA, 0, 1, new byte[] {0, 0, 0, 0, 5, 0x0d, 0});
            servedMeanwhile();
            Duration goawayAfter = awaitGoaway(h2);
            assertBetween(KEEPALIVE.plus(KEEPALIVE_TIMEOUT), KEEPALIVE.plus(KEEPALIVE_TIMEOUT).plus(SLACK), goawayAfter);
            RawHttp2.Ending ending = h2.readUntilClosed(GRPC_GOAWAY_PING_TIMEOUT.plus(SLACK));
            assertTrue(ending.frames().stream().anyMatch(f -> f.type() == RawHttp2.RST_STREAM && f.streamId() == 1),
                    () -> "the call was not reset: " + ending);
        }
    }

    @Test
    void anIdleConnectionOfALiveClientIsClosedByTheIdleTimeout() throws Exception {
        // A client that answers every PING but opens no call: the idle timeout ends it with GOAWAY (NO_ERROR).
        try (RawHttp2 h2 = RawHttp2.connect(server.host(), server.port())) {
            h2.preface();
            long started = System.nanoTime();
            RawHttp2.Frame goaway = h2.nextAnswering(RawHttp2.GOAWAY, CLOSED_WITHIN);
            Duration after = Duration.ofNanos(System.nanoTime() - started);
            assertNotNull(goaway, "closed without GOAWAY");
            assertEquals(RawHttp2.NO_ERROR, goaway.errorCode(), goaway::toString);
            assertTrue(after.compareTo(IDLE.minusMillis(200)) >= 0, "GOAWAY after " + after);
        }
    }

    /** Other clients are served while the stalled connection hangs. */
    private static void servedMeanwhile() {
        assertEquals(1.25f, server.latency().echoFloat(EchoFloatRequest.newBuilder().setValue(1.25f).build())
                .getValue());
    }

    /** Reads frames without answering any until the server's GOAWAY; the time since the connection was made. */
    private static Duration awaitGoaway(RawHttp2 h2) throws Exception {
        RawHttp2.Frame goaway = h2.next(RawHttp2.GOAWAY, CLOSED_WITHIN);
        assertNotNull(goaway, "closed without GOAWAY");
        return h2.sinceConnected();
    }

    private static void assertBetween(Duration min, Duration max, Duration actual) {
        assertTrue(actual.compareTo(min.minusMillis(200)) >= 0 && actual.compareTo(max) <= 0,
                () -> "after " + actual + ", expected " + min + " to " + max);
    }

    /** Closed, and not before {@code timeout} (so the timeout closed it, not something else at once). */
    private static void assertNotBefore(Duration timeout, RawHttp2.Ending ending) {
        assertTrue(ending.after().compareTo(timeout.minusMillis(200)) >= 0, () -> "closed after " + ending.after()
                + ", before the " + timeout + " timeout: " + ending);
    }
}
