package org.echosoap.client.rpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import org.echosoap.client.load.Aborts;
import org.echosoap.client.load.Exchange;
import org.echosoap.client.load.Preflight;
import org.echosoap.client.load.ResponseReader;
import org.echosoap.client.load.Transport;
import org.echosoap.client.result.ErrorKind;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.Protocol;
import org.echosoap.client.scenario.rpc.RpcOperation;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * RMI calls through the client's channel against a Latency object in this JVM ({@link InProcessRmiServer}): every
 * answer checked, the bytes of each call counted on the wire, each failure one of the HTTP transports' error kinds
 * with a one-line reason, never a hang.
 */
class RmiTransportTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(10);
    private static final long PROMPT_MILLIS = 5_000;

    private InProcessRmiServer server;
    private RmiTransport transport;
    private Transport.Channel channel;
    private final ResponseReader reader = new ResponseReader();
    private final Exchange outcome = new Exchange();

    @BeforeEach
    void start() throws IOException {
        server = InProcessRmiServer.start();
        transport = new RmiTransport("127.0.0.1", server.registryPort(), TIMEOUT);
        channel = transport.openChannel();
    }

    @AfterEach
    void stop() {
        channel.close();
        transport.close();
        server.close();
    }

    private static Endpoint call(RpcOperation op, int size) {
        return Endpoint.rpc("rmi." + op.callName(), new Protocol.RpcCall(Protocol.Kind.RMI, op, size, -1));
    }

    private void exchange(Endpoint endpoint) {
        channel.exchange(endpoint, reader, outcome, false);
    }

    @ParameterizedTest
    @EnumSource(RpcOperation.class)
    void everyCallIsAnsweredRightAndItsBytesCounted(RpcOperation op) {
        Endpoint endpoint = call(op, 200);
        long[] requestBytes = new long[5];
        long[] responseBytes = new long[5];
        for (int i = 0; i < 25; i++) {
            exchange(endpoint);
            assertNull(outcome.errorKind, outcome.errorReason);
            if (i >= 20) {
                requestBytes[i - 20] = outcome.requestBytes;
                responseBytes[i - 20] = outcome.responseBytes;
            }
        }
        long request = java.util.Arrays.stream(requestBytes).min().orElseThrow();
        long response = java.util.Arrays.stream(responseBytes).min().orElseThrow();
        // JRMP's call header, object id and method hash are ~40 bytes; the return header ~20.
        assertTrue(request >= 30 && request < 80, "request bytes " + request);
        long answerAtLeast = switch (op) {
            case GET_STRING -> 200;     // modified UTF-8 of 200 ASCII letters
            case GET_INTEGERS -> 800;   // 200 ints
            default -> 15;
        };
        assertTrue(response >= answerAtLeast && response < answerAtLeast + 80, "response bytes " + response);
        for (int i = 0; i < 5; i++) {
            assertEquals(request, requestBytes[i], "every warm call the same: " + java.util.Arrays.toString(requestBytes));
            assertEquals(response, responseBytes[i], java.util.Arrays.toString(responseBytes));
        }
    }

    /** {@code getString(50)} after 5 warm calls: its request and response bytes on a warm connection. */
    private long[] warmGetString50(Endpoint getString) {
        for (int i = 0; i < 5; i++) {
            exchange(getString);
        }
        return new long[] {outcome.requestBytes, outcome.responseBytes};
    }

    @Test
    void aLivenessPingIsCountedApartFromTheCallsBytes() throws Exception {
        Endpoint getString = call(RpcOperation.GET_STRING, 50);
        long[] warm = warmGetString50(getString);
        long request = warm[0];
        long response = warm[1];
        long[] counts = RmiSockets.counts();
        long pingsBefore = counts[RmiSockets.PINGS];
        long acksBefore = counts[RmiSockets.PING_ACKS];
        for (int i = 0; i < 3; i++) {
            Thread.sleep(20); // idle for longer than the last ping's round trip: the JDK pings before the call
            exchange(getString);
            assertNull(outcome.errorKind, outcome.errorReason);
            assertEquals(request, outcome.requestBytes, "the ping's byte is not the call's");
            assertEquals(response, outcome.responseBytes);
        }
        assertEquals(3, counts[RmiSockets.PINGS] - pingsBefore, "one ping before each call after a pause");
        assertEquals(3, counts[RmiSockets.PING_ACKS] - acksBefore);
    }

    @Test
    void aCallThatOpensANewConnectionCountsItsOwnBytesNotTheHandshakes() throws Exception {
        Endpoint getString = call(RpcOperation.GET_STRING, 50);
        long[] warm = warmGetString50(getString);
        long request = warm[0];
        long response = warm[1];
        long[] counts = RmiSockets.counts();
        long handshakeOutBefore = counts[RmiSockets.HANDSHAKE_WRITTEN];
        long handshakeInBefore = counts[RmiSockets.HANDSHAKE_READ];
        transport.close(); // every connection retired: the next call opens a new one on this thread
        Transport.Channel next = new RmiTransport("127.0.0.1", server.registryPort(), TIMEOUT).openChannel();
        next.exchange(getString, reader, outcome, false);
        assertNull(outcome.errorKind, outcome.errorReason);
        assertEquals(request, outcome.requestBytes, "the handshake's bytes are the connection's");
        assertEquals(response, outcome.responseBytes);
        assertTrue(counts[RmiSockets.HANDSHAKE_WRITTEN] - handshakeOutBefore >= 22, "at least one handshake seen");
        assertTrue(counts[RmiSockets.HANDSHAKE_READ] - handshakeInBefore >= 16);
    }

    @Test
    void aSizedCallCarriesItsSize() {
        // Warm calls only: the connection's first answer can carry a DGC acknowledgement's bytes as well.
        for (int i = 0; i < 5; i++) {
            exchange(call(RpcOperation.GET_STRING, 3));
        }
        long small = outcome.responseBytes;
        exchange(call(RpcOperation.GET_STRING, 1_000));
        assertNull(outcome.errorKind, outcome.errorReason);
        assertTrue(outcome.responseBytes - small >= 997 - 1 && outcome.responseBytes - small <= 997 + 2,
                small + " then " + outcome.responseBytes);
    }

    @ParameterizedTest
    @EnumSource(value = RpcOperation.class, names = {"GET_STRING", "GET_INTEGERS", "ECHO_FLOAT"})
    void aWrongAnswerIsAWrongAnswerNamingTheCall(RpcOperation op) {
        server.mode(InProcessRmiServer.Mode.WRONG, 0);
        exchange(call(op, 5));
        assertEquals(ErrorKind.WRONG_ANSWER, outcome.errorKind);
        assertTrue(outcome.errorReason.startsWith(op.call(5) + " answered "), outcome.errorReason);
        server.mode(InProcessRmiServer.Mode.RIGHT, 0);
        exchange(call(op, 5));
        assertNull(outcome.errorKind, "the next right answer is right: " + outcome.errorReason);
    }

    @Test
    void anExceptionTheServerThrowsIsAWrongAnswerWithItsReason() {
        exchange(call(RpcOperation.GET_INTEGERS, 2_000_000));
        assertEquals(ErrorKind.WRONG_ANSWER, outcome.errorKind);
        assertEquals("getIntegers(2000000) threw IllegalArgumentException: size must be a whole number from 0 to "
                + "1000000, got 2000000", outcome.errorReason);
    }

    @Test
    void noRegistryIsAConnectErrorNamingIt() throws IOException {
        int closed;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            closed = s.getLocalPort();
        }
        RmiTransport nowhere = new RmiTransport("127.0.0.1", closed, TIMEOUT);
        Transport.Channel c = nowhere.openChannel();
        long start = System.nanoTime();
        c.exchange(call(RpcOperation.DO_NOTHING, -1), reader, outcome, true);
        assertEquals(ErrorKind.CONNECT, outcome.errorKind);
        assertTrue(outcome.errorReason.startsWith("cannot connect to the RMI registry at rmi://127.0.0.1:" + closed
                + "/Latency: ConnectException: Connection refused to host: 127.0.0.1"), outcome.errorReason);
        assertOneLine(outcome.errorReason);
        assertTrue((System.nanoTime() - start) / 1_000_000 < PROMPT_MILLIS);
    }

    @Test
    void aPortThatIsNotAnRmiRegistryIsAConnectErrorAndNoHang() throws Exception {
        // Accepts and never answers the JRMP handshake: bounded by the timeout, not the JDK's 60 s.
        try (ServerSocket silent = new ServerSocket(0, 5, InetAddress.getByName("127.0.0.1"))) {
            RmiTransport wrong = new RmiTransport("127.0.0.1", silent.getLocalPort(), Duration.ofMillis(500));
            long start = System.nanoTime();
            wrong.openChannel().exchange(call(RpcOperation.DO_NOTHING, -1), reader, outcome, true);
            long millis = (System.nanoTime() - start) / 1_000_000;
            assertEquals(ErrorKind.CONNECT, outcome.errorKind, outcome.errorReason);
            assertTrue(outcome.errorReason.contains("ConnectIOException"), outcome.errorReason);
            assertTrue(millis < PROMPT_MILLIS, "took " + millis + " ms");
        } finally {
            transport = new RmiTransport("127.0.0.1", server.registryPort(), TIMEOUT); // the factory's timeout back
        }
    }

    @Test
    void aServerThatGoesAwayIsAnErrorPerCallAndNoHang() {
        Endpoint getString = call(RpcOperation.GET_STRING, 10);
        exchange(getString);
        assertNull(outcome.errorKind, outcome.errorReason);
        server.close();
        exchange(getString); // the object is gone: the cached stub names nothing
        assertTrue(outcome.errorKind == ErrorKind.CONNECTION || outcome.errorKind == ErrorKind.CONNECT,
                outcome.errorKind + ": " + outcome.errorReason);
        assertOneLine(outcome.errorReason);
        exchange(getString); // looked up again: no registry any more
        assertEquals(ErrorKind.CONNECT, outcome.errorKind, outcome.errorReason);
        assertTrue(outcome.errorReason.startsWith("cannot connect to the RMI registry at rmi://127.0.0.1:"),
                outcome.errorReason);
    }

    @Test
    void aRestartedServerIsFoundAgain() throws IOException {
        Endpoint doNothing = call(RpcOperation.DO_NOTHING, -1);
        exchange(doNothing);
        assertNull(outcome.errorKind);
        InProcessRmiServer old = server;
        old.close();
        exchange(doNothing);
        assertTrue(outcome.errorKind != null);
        server = InProcessRmiServer.start();
        RmiTransport again = new RmiTransport("127.0.0.1", server.registryPort(), TIMEOUT);
        Transport.Channel c = again.openChannel();
        c.exchange(doNothing, reader, outcome, false);
        assertNull(outcome.errorKind, outcome.errorReason);
    }

    @Test
    void noAnswerWithinTheTimeoutIsATimeoutAndTheNextCallIsServed() {
        RmiTransport quick = new RmiTransport("127.0.0.1", server.registryPort(), Duration.ofMillis(300));
        Transport.Channel c = quick.openChannel();
        Endpoint doNothing = call(RpcOperation.DO_NOTHING, -1);
        c.exchange(doNothing, reader, outcome, false);
        assertNull(outcome.errorKind, outcome.errorReason);
        server.mode(InProcessRmiServer.Mode.SLOW, 2_000);
        long start = System.nanoTime();
        c.exchange(doNothing, reader, outcome, false);
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertEquals(ErrorKind.TIMEOUT, outcome.errorKind, outcome.errorReason);
        assertTrue(outcome.errorReason.startsWith("no answer within the timeout from the RMI server (rmi://127.0.0.1:"),
                outcome.errorReason);
        assertTrue(millis >= 250 && millis < 1_900, "timed out after " + millis + " ms");
        server.mode(InProcessRmiServer.Mode.RIGHT, 0);
        c.exchange(doNothing, reader, outcome, false);
        assertNull(outcome.errorKind, outcome.errorReason);
        transport = new RmiTransport("127.0.0.1", server.registryPort(), TIMEOUT); // the factory's timeout back
    }

    @Test
    void abortCutsACallBlockedOnAServerThatDoesNotAnswer() throws Exception {
        Endpoint doNothing = call(RpcOperation.DO_NOTHING, -1);
        exchange(doNothing);
        server.mode(InProcessRmiServer.Mode.SLOW, 8_000);
        long millis = Aborts.millisUntilCut(channel, Duration.ofMillis(300), () -> exchange(doNothing));
        assertTrue(outcome.errorKind != null, "cut, not answered");
        assertTrue(millis < 4_000, "returned " + millis + " ms after the call, not after the server's 8 s");
        server.mode(InProcessRmiServer.Mode.RIGHT, 0);
    }

    @Test
    void retiredConnectionsAreReplacedWithoutAnError() throws Exception {
        Endpoint doNothing = call(RpcOperation.DO_NOTHING, -1);
        exchange(doNothing);
        assertNull(outcome.errorKind);
        int before = server.calls();
        // An epoch ends: the JDK's pooled connection is retired; the next epoch's first call, moments later,
        // gets it from the pool without a ping, fails before sending a byte, and is made again on a new connection.
        transport.close();
        Transport.Channel next = new RmiTransport("127.0.0.1", server.registryPort(), TIMEOUT).openChannel();
        for (int i = 0; i < 3; i++) {
            next.exchange(doNothing, reader, outcome, false);
            assertNull(outcome.errorKind, outcome.errorReason);
        }
        assertEquals(before + 3, server.calls(), "each call served once");
    }

    @Test
    void thePreflightCountsTheBytesOfAWarmCall() throws Exception {
        org.echosoap.client.config.RunOptions options = org.echosoap.client.config.RunOptions
                .builder(java.net.URI.create("http://127.0.0.1:1/echosoap")).rmiPort(server.registryPort())
                .pingPongPort(server.pingPongPort()).build();
        var wire = Preflight.wireBytes(options, call(RpcOperation.GET_STRING, 200));
        exchange(call(RpcOperation.GET_STRING, 200));
        exchange(call(RpcOperation.GET_STRING, 200));
        assertTrue(Math.abs(wire.requestBytes() - outcome.requestBytes) <= 1, wire + " vs " + outcome.requestBytes);
        assertTrue(Math.abs(wire.responseBytes() - outcome.responseBytes) <= 1, wire + " vs " + outcome.responseBytes);
        assertEquals(null, Preflight.check(options, List.of(call(RpcOperation.GET_STRING, 200),
                Endpoint.pingPong("tcp", (int) wire.requestBytes(), (int) wire.responseBytes()))));
    }

    private static void assertOneLine(String reason) {
        assertTrue(!reason.contains("\n") && !reason.contains("\r") && !reason.contains("\tat "), reason);
    }
}
