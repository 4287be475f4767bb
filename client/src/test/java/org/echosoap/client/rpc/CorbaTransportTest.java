package org.echosoap.client.rpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.load.Exchange;
import org.echosoap.client.load.Preflight;
import org.echosoap.client.load.ResponseReader;
import org.echosoap.client.load.Transport;
import org.echosoap.client.result.ErrorKind;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.Protocol;
import org.echosoap.client.scenario.rpc.RpcOperation;
import org.echosoap.server.corba.CorbaServer;
import org.echosoap.server.corba.CorbaServerOptions;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * CORBA calls through the client's channel against the real CORBA server ({@link CorbaServer} of server/corba) in
 * this JVM on 127.0.0.1: every answer checked, the bytes of each call counted on the socket (GIOP 1.2), each failure
 * one of the HTTP transports' error kinds with a one-line reason, never a hang.
 */
class CorbaTransportTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(10);
    private static final long PROMPT_MILLIS = 5_000;

    private CorbaServer server;
    private CorbaTransport transport;
    private Transport.Channel channel;
    private final ResponseReader reader = new ResponseReader();
    private final Exchange outcome = new Exchange();

    @BeforeEach
    void start() throws Exception {
        server = CorbaServer.start(CorbaServerOptions.parse("--host", "127.0.0.1", "--port",
                Integer.toString(freePort())));
        transport = new CorbaTransport("127.0.0.1", server.options().port(), TIMEOUT);
        channel = transport.openChannel();
    }

    @AfterEach
    void stop() {
        channel.close();
        transport.close();
        server.close();
    }

    static Endpoint call(RpcOperation op, int size) {
        return Endpoint.rpc("corba." + op.callName(), new Protocol.RpcCall(Protocol.Kind.CORBA, op,
                op.sized() ? size : -1, -1));
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
        assertEquals(1, Arrays.stream(requestBytes).distinct().count(), "warm requests " + Arrays.toString(requestBytes));
        assertEquals(1, Arrays.stream(responseBytes).distinct().count(), "warm replies " + Arrays.toString(responseBytes));
        long request = requestBytes[0];
        long response = responseBytes[0];
        // A GIOP 1.2 request: the 12-byte message header, the request header (id, flags, target key, operation name,
        // the ORB's service contexts), the arguments; a reply: 12 bytes, id, status, service contexts, the answer.
        int operation = op.callName().length() + 1;
        assertTrue(request >= 12 + 4 + 4 + 4 + 4 + operation + 4 && request < 200, op + ": request bytes " + request);
        long answer = switch (op) {
            case GET_STRING -> 4 + 200 + 1;
            case GET_INTEGERS -> 4 + 4 * 200;
            case ECHO_FLOAT -> 4;
            default -> 0;
        };
        assertTrue(response >= 12 + 4 + 4 + 4 + answer && response < answer + 100, op + ": response bytes " + response);
    }

    @Test
    void aSizedCallCarriesItsSize() {
        for (int i = 0; i < 5; i++) {
            exchange(call(RpcOperation.GET_STRING, 3));
        }
        assertNull(outcome.errorKind, outcome.errorReason);
        long small = outcome.responseBytes;
        long smallRequest = outcome.requestBytes;
        for (int i = 0; i < 5; i++) {
            exchange(call(RpcOperation.GET_STRING, 1_000));
        }
        assertNull(outcome.errorKind, outcome.errorReason);
        // 997 more letters, the string's length and terminator as before.
        assertEquals(997, outcome.responseBytes - small, small + " then " + outcome.responseBytes);
        assertEquals(smallRequest, outcome.requestBytes, "the size is a 4-byte long either way");
    }

    @Test
    void theLargestAnswerArrivesWhole() {
        exchange(call(RpcOperation.GET_INTEGERS, 1_000_000));
        assertNull(outcome.errorKind, outcome.errorReason);
        assertTrue(outcome.responseBytes > 4_000_000, "response bytes " + outcome.responseBytes);
    }

    @Test
    void sizeOutOfRangeIsAWrongAnswerWithItsReason() {
        exchange(call(RpcOperation.GET_INTEGERS, 2_000_000));
        assertEquals(ErrorKind.WRONG_ANSWER, outcome.errorKind);
        assertEquals("getIntegers(2000000) threw SizeOutOfRange: size must be from 0 to 1000000, got 2000000",
                outcome.errorReason);
        exchange(call(RpcOperation.DO_NOTHING, -1));
        assertNull(outcome.errorKind, "the connection serves on: " + outcome.errorReason);
    }

    @Test
    void noServerIsAConnectErrorNamingItPromptly() throws IOException {
        int closed = freePort();
        CorbaTransport nowhere = new CorbaTransport("127.0.0.1", closed, TIMEOUT);
        Transport.Channel c = nowhere.openChannel();
        for (int i = 0; i < 2; i++) {
            long start = System.nanoTime();
            c.exchange(call(RpcOperation.DO_NOTHING, -1), reader, outcome, true);
            long millis = (System.nanoTime() - start) / 1_000_000;
            assertEquals(ErrorKind.CONNECT, outcome.errorKind, outcome.errorReason);
            assertTrue(outcome.errorReason.startsWith("cannot connect to the CORBA server at corbaloc:iiop:1.2@"
                    + "127.0.0.1:" + closed + "/Latency: COMM_FAILURE"), outcome.errorReason);
            assertTrue(outcome.errorReason.contains("Connection refused"), outcome.errorReason);
            assertOneLine(outcome.errorReason);
            assertTrue(millis < 2_000, "took " + millis + " ms: one connect attempt, not the ORB's minute of retries");
        }
        c.close();
        nowhere.close();
    }

    @Test
    void aPortThatNeverAnswersIsATimeoutAndNoHang() throws Exception {
        try (ServerSocket silent = new ServerSocket(0, 5, InetAddress.getByName("127.0.0.1"))) {
            CorbaTransport quiet = new CorbaTransport("127.0.0.1", silent.getLocalPort(), Duration.ofMillis(500));
            Transport.Channel c = quiet.openChannel();
            long start = System.nanoTime();
            c.exchange(call(RpcOperation.DO_NOTHING, -1), reader, outcome, true);
            long millis = (System.nanoTime() - start) / 1_000_000;
            assertEquals(ErrorKind.TIMEOUT, outcome.errorKind, outcome.errorReason);
            assertEquals("no answer within the timeout from the CORBA server at corbaloc:iiop:1.2@127.0.0.1:"
                    + silent.getLocalPort() + "/Latency to the narrow of Latency", outcome.errorReason);
            assertTrue(millis >= 400 && millis < PROMPT_MILLIS, "took " + millis + " ms");
            c.close();
            quiet.close();
        }
    }

    @Test
    void aServerThatGoesAwayIsAnErrorPerCallAndNoHang() {
        Endpoint getString = call(RpcOperation.GET_STRING, 10);
        exchange(getString);
        assertNull(outcome.errorKind, outcome.errorReason);
        server.close();
        for (int i = 0; i < 3; i++) {
            long start = System.nanoTime();
            exchange(getString);
            assertNotNull(outcome.errorKind);
            assertTrue(outcome.errorKind == ErrorKind.CONNECTION || outcome.errorKind == ErrorKind.CONNECT,
                    outcome.errorKind + ": " + outcome.errorReason);
            assertOneLine(outcome.errorReason);
            assertTrue((System.nanoTime() - start) / 1_000_000 < PROMPT_MILLIS);
        }
    }

    @Test
    void aConnectionLostMidCallIsAConnectionError() throws Exception {
        // Reads the first request (the narrow's), then closes the connection without a reply.
        try (ServerSocket dropping = new ServerSocket(0, 5, InetAddress.getByName("127.0.0.1"))) {
            Thread server = new Thread(() -> {
                try (Socket s = dropping.accept()) {
                    s.getInputStream().read(new byte[12]);
                    sleep(100);
                } catch (IOException ignored) {
                    // The test fails on its own.
                }
            });
            server.start();
            CorbaTransport t = new CorbaTransport("127.0.0.1", dropping.getLocalPort(), TIMEOUT);
            Transport.Channel c = t.openChannel();
            long start = System.nanoTime();
            c.exchange(call(RpcOperation.DO_NOTHING, -1), reader, outcome, true);
            long millis = (System.nanoTime() - start) / 1_000_000;
            server.join();
            assertEquals(ErrorKind.CONNECTION, outcome.errorKind, outcome.errorReason);
            assertTrue(outcome.errorReason.startsWith("the CORBA server at corbaloc:iiop:1.2@127.0.0.1:"
                    + dropping.getLocalPort() + "/Latency dropped the narrow of Latency: COMM_FAILURE"),
                    outcome.errorReason);
            assertOneLine(outcome.errorReason);
            assertTrue(millis < PROMPT_MILLIS, "took " + millis + " ms");
            c.close();
            t.close();
        }
    }

    @Test
    void abortCutsACallBlockedOnAServerThatDoesNotAnswer() throws Exception {
        try (ServerSocket silent = new ServerSocket(0, 5, InetAddress.getByName("127.0.0.1"))) {
            CorbaTransport quiet = new CorbaTransport("127.0.0.1", silent.getLocalPort(), Duration.ofSeconds(8));
            Transport.Channel c = quiet.openChannel();
            Thread aborter = new Thread(() -> {
                sleep(300);
                c.abort();
            });
            aborter.start();
            long start = System.nanoTime();
            c.exchange(call(RpcOperation.DO_NOTHING, -1), reader, outcome, false);
            long millis = (System.nanoTime() - start) / 1_000_000;
            aborter.join();
            assertEquals(ErrorKind.CONNECTION, outcome.errorKind, outcome.errorReason);
            assertTrue(outcome.errorReason.endsWith("cut off: the run was aborted"), outcome.errorReason);
            assertTrue(millis < 2_000, "returned " + millis + " ms after the call, not after the 8 s timeout");
            c.exchange(call(RpcOperation.DO_NOTHING, -1), reader, outcome, false);
            assertEquals(ErrorKind.CONNECTION, outcome.errorKind, "no new connection after an abort");
            c.close();
            quiet.close();
        }
    }

    @Test
    void eachChannelHasOneConnectionOfItsOwn() {
        List<Transport.Channel> channels = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            Transport.Channel c = transport.openChannel();
            channels.add(c);
            for (int n = 0; n < 5; n++) {
                c.exchange(call(RpcOperation.ECHO_FLOAT, -1), reader, outcome, true);
                assertNull(outcome.errorKind, outcome.errorReason);
            }
        }
        // The corbaloc key is forwarded to the servant's own reference on the same port: the same connection.
        assertEquals(3, transport.liveConnections(), "one connection per channel, kept");
        channels.forEach(Transport.Channel::close);
        assertEquals(0, transport.liveConnections());
    }

    @Test
    void thePreflightCountsTheBytesOfAWarmCall() {
        RunOptions options = RunOptions.builder(java.net.URI.create("http://127.0.0.1:1/echosoap"))
                .corbaPort(server.options().port()).build();
        var wire = Preflight.wireBytes(options, call(RpcOperation.GET_STRING, 200));
        for (int i = 0; i < 3; i++) {
            exchange(call(RpcOperation.GET_STRING, 200));
        }
        assertEquals(outcome.requestBytes, wire.requestBytes());
        assertEquals(outcome.responseBytes, wire.responseBytes());
        assertNull(Preflight.check(options, List.of(call(RpcOperation.GET_STRING, 200))));
    }

    /** A client-side describe of the ORB's exceptions: one line, no log level, the innermost cause. */
    @Test
    void describedExceptionsAreOneLine() {
        var e = new org.omg.CORBA.COMM_FAILURE("WARNING: 00410019: Communications timeout waiting for response.  "
                + "Exceeded 500 milliseconds  vmcid: OMG  minor code: 19 completed: Maybe",
                CorbaTransport.REPLY_TIMEOUT_MINOR, org.omg.CORBA.CompletionStatus.COMPLETED_MAYBE);
        assertTrue(CorbaTransport.isTimeout(e));
        assertEquals("COMM_FAILURE (completed: maybe): 00410019: Communications timeout waiting for response. "
                + "Exceeded 500 milliseconds", CorbaTransport.describe(e));
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            return s.getLocalPort();
        }
    }

    private static void assertOneLine(String reason) {
        assertTrue(!reason.contains("\n") && !reason.contains("\r") && !reason.contains("\tat "), reason);
    }
}
