package org.echosoap.client.rpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.echosoap.client.load.Aborts;
import org.echosoap.client.load.Exchange;
import org.echosoap.client.load.ResponseReader;
import org.echosoap.client.load.Transport;
import org.echosoap.client.result.ErrorKind;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.server.rmi.PingPongServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The ping-pong channel against the server module's {@link PingPongServer} in this JVM, and against scripted
 * misbehaving servers: exactly N bytes read per frame, counted both ways, every failure an error kind with one line.
 */
class PingPongTransportTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(10);

    private PingPongServer server;
    private final ResponseReader reader = new ResponseReader();
    private final Exchange outcome = new Exchange();

    @BeforeEach
    void start() throws IOException {
        server = PingPongServer.start(InetAddress.getByName("127.0.0.1"), 0, Duration.ofSeconds(30), line -> { });
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private static Transport.Channel channel(int port, Duration timeout, boolean keepAlive) {
        return new PingPongTransport("127.0.0.1", port, timeout, keepAlive, true).openChannel();
    }

    @Test
    void framesAreAnsweredWithExactlyTheirBytesOnOneConnection() {
        Transport.Channel c = channel(server.port(), TIMEOUT, true);
        for (int[] frame : new int[][] {{45, 225}, {8, 1}, {41, 846}, {100_000, 3}, {64, 300_000}}) {
            Endpoint e = Endpoint.pingPong("tcp", frame[0], frame[1]);
            c.exchange(e, reader, outcome, true);
            assertNull(outcome.errorKind, outcome.errorReason);
            assertEquals(frame[0], outcome.requestBytes);
            assertEquals(frame[1], outcome.responseBytes);
            assertEquals(frame[0], Math.round(e.meanRequestBytes()), "the table's request bytes are the frame's");
        }
        assertEquals(1, server.openConnections(), "one connection, kept");
        c.close();
    }

    @Test
    void withoutKeepAliveEveryFrameHasItsOwnConnection() throws Exception {
        AtomicInteger accepted = new AtomicInteger();
        try (ScriptedPeer peer = new ScriptedPeer(s -> {
            accepted.incrementAndGet();
            answer(s, 3);
        })) {
            Transport.Channel c = channel(peer.port(), TIMEOUT, false);
            for (int i = 0; i < 3; i++) {
                c.exchange(Endpoint.pingPong("tcp", 9, 3), reader, outcome, false);
                assertNull(outcome.errorKind, outcome.errorReason);
            }
            assertEquals(3, accepted.get());
        }
    }

    @Test
    void noServerIsAConnectError() throws IOException {
        int closed;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            closed = s.getLocalPort();
        }
        channel(closed, TIMEOUT, true).exchange(Endpoint.pingPong("tcp", 45, 225), reader, outcome, false);
        assertEquals(ErrorKind.CONNECT, outcome.errorKind);
        assertTrue(outcome.errorReason.startsWith("cannot connect to the ping-pong at tcp://127.0.0.1:" + closed),
                outcome.errorReason);
    }

    @Test
    void anAnswerCutShortIsAConnectionErrorAndTheNextFrameReconnects() throws Exception {
        AtomicInteger accepted = new AtomicInteger();
        try (ScriptedPeer peer = new ScriptedPeer(s -> {
            if (accepted.incrementAndGet() == 1) {
                readFrame(s);
                s.getOutputStream().write(new byte[100]);
                return; // closed after 100 of 225
            }
            answer(s, 225);
        })) {
            Transport.Channel c = channel(peer.port(), TIMEOUT, true);
            Endpoint e = Endpoint.pingPong("tcp", 45, 225);
            c.exchange(e, reader, outcome, false);
            assertEquals(ErrorKind.CONNECTION, outcome.errorKind);
            assertEquals("the ping-pong at tcp://127.0.0.1:" + peer.port() + " closed the connection after 100 of 225"
                    + " answer bytes", outcome.errorReason);
            c.exchange(e, reader, outcome, false);
            assertNull(outcome.errorKind, outcome.errorReason);
        }
    }

    @Test
    void noAnswerWithinTheTimeoutIsATimeout() throws Exception {
        try (ScriptedPeer peer = new ScriptedPeer(s -> {
            readFrame(s);
            s.getInputStream().read(); // and never answer
        })) {
            long start = System.nanoTime();
            channel(peer.port(), Duration.ofMillis(300), true).exchange(Endpoint.pingPong("tcp", 45, 225), reader,
                    outcome, false);
            long millis = (System.nanoTime() - start) / 1_000_000;
            assertEquals(ErrorKind.TIMEOUT, outcome.errorKind);
            assertTrue(outcome.errorReason.endsWith("(0 of 225 bytes)"), outcome.errorReason);
            assertTrue(millis >= 250 && millis < 5_000, millis + " ms");
        }
    }

    @Test
    void bytesThatAreNotTheFillerAreAWrongAnswerOnTheFullCheck() throws Exception {
        try (ScriptedPeer peer = new ScriptedPeer(s -> {
            readFrame(s);
            s.getOutputStream().write("....x".getBytes());
            s.getInputStream().read();
        })) {
            channel(peer.port(), TIMEOUT, true).exchange(Endpoint.pingPong("tcp", 45, 5), reader, outcome, true);
            assertEquals(ErrorKind.WRONG_ANSWER, outcome.errorKind);
            assertEquals("answer byte 4 is not the filler '.'", outcome.errorReason);
        }
    }

    @Test
    void abortCutsAnExchangeBlockedOnASilentServer() throws Exception {
        try (ScriptedPeer peer = new ScriptedPeer(s -> {
            readFrame(s);
            s.getInputStream().read();
        })) {
            Transport.Channel c = channel(peer.port(), Duration.ofSeconds(30), true);
            long millis = Aborts.millisUntilCut(c, Duration.ofMillis(200),
                    () -> c.exchange(Endpoint.pingPong("tcp", 45, 225), reader, outcome, false));
            assertTrue(outcome.errorKind != null);
            assertTrue(millis < 5_000, "returned after " + millis + " ms");
        }
    }

    private static void readFrame(Socket s) throws IOException {
        InputStream in = s.getInputStream();
        byte[] header = in.readNBytes(8);
        int length = java.nio.ByteBuffer.wrap(header).getInt();
        in.readNBytes(length - 8);
    }

    private static void answer(Socket s, int bytes) throws IOException {
        readFrame(s);
        byte[] answer = new byte[bytes];
        java.util.Arrays.fill(answer, (byte) '.');
        s.getOutputStream().write(answer);
        s.getInputStream().read(); // until the client closes
    }

    /** A server that runs {@code script} on each connection, one at a time, on 127.0.0.1. */
    private static final class ScriptedPeer implements AutoCloseable {
        interface Script {
            void run(Socket s) throws IOException;
        }

        private final ServerSocket listener;
        private final Thread thread;
        private volatile Socket current;

        ScriptedPeer(Script script) throws IOException {
            listener = new ServerSocket(0, 5, InetAddress.getByName("127.0.0.1"));
            thread = new Thread(() -> {
                while (!listener.isClosed()) {
                    try (Socket s = listener.accept()) {
                        current = s;
                        s.setSoTimeout(20_000);
                        script.run(s);
                    } catch (IOException e) {
                        // The client went away, or we are closing.
                    }
                }
            });
            thread.setDaemon(true);
            thread.start();
        }

        int port() {
            return listener.getLocalPort();
        }

        @Override
        public void close() throws Exception {
            listener.close();
            Socket s = current;
            if (s != null) {
                s.close();
            }
            thread.join(5_000);
        }
    }
}
