package org.echosoap.server.rmi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.Random;
import org.echosoap.server.rmi.pingpong.PingPongFrame;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The raw TCP ping-pong in the RMI server's JVM, as the launcher starts it (2 s read timeout here; 30 s by default):
 * good frames answered exactly, and garbage, lengths out of range, frames cut short and stalls each closed with one
 * line in the server's log, the next connection served and the RMI calls beside it untouched.
 */
class PingPongIT {

    private static final Duration READ_TIMEOUT = Duration.ofSeconds(2);
    /** Long enough for a loaded 2-core VM; far below a hang. */
    private static final int CLOSED_WITHIN_MILLIS = 20_000;

    private static RmiServerProcess server;

    @BeforeAll
    static void start() throws Exception {
        server = RmiServerProcess.start("pingpong", "127.0.0.1", "--read-timeout", READ_TIMEOUT.toMillis() + "ms");
    }

    @AfterAll
    static void stop() throws Exception {
        if (server != null) {
            server.close();
        }
    }

    /** After every bad input: the server is alive, the next frame and an RMI call are served. */
    @AfterEach
    void theNextConnectionIsServed() throws Exception {
        assertTrue(server.isAlive(), "the server died:\n" + server.log());
        try (Socket s = connect()) {
            assertAnswered(s, 45, 225);
        }
        assertEquals("abc", server.latency().getString(3));
    }

    @Test
    void goodFramesAreAnsweredWithExactlyTheirBytes() throws Exception {
        long linesBefore = server.log().lines().count();
        try (Socket s = connect()) {
            for (int[] frame : new int[][] {{8, 1}, {41, 22}, {45, 846}, {300_000, 10}, {64, 1 << 20}}) {
                assertAnswered(s, frame[0], frame[1]);
            }
        }
        assertFalse(server.log().lines().skip(linesBefore).anyMatch(l -> l.contains("ping-pong:")),
                "good frames log nothing:\n" + server.log());
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3})
    void randomBytesAreClosedPromptlyWithOneLogLine(long seed) throws Exception {
        byte[] garbage = new byte[512];
        new Random(seed).nextBytes(garbage);
        ByteBuffer.wrap(garbage).putInt(0x7f00_0000 | (int) seed); // a length out of range, whatever the seed
        assertRefused(garbage, "request length " + Integer.toUnsignedLong(0x7f00_0000 | (int) seed)
                + " outside 8..67108864");
    }

    @Test
    void anHttpRequestIsClosedPromptly() throws Exception {
        assertRefused("GET / HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.US_ASCII),
                "request length 1195725856 outside 8..67108864");
    }

    @Test
    void lengthsOutOfRangeAreClosedPromptly() throws Exception {
        assertRefused(header(PingPongFrame.MAX_REQUEST_BYTES + 1, 1), "request length 67108865 outside 8..67108864");
        assertRefused(header(-1, 1), "request length 4294967295 outside 8..67108864");
        assertRefused(header(7, 1), "request length 7 outside 8..67108864");
        assertRefused(header(8, 0), "answer length 0 outside 1..67108864");
        assertRefused(header(8, PingPongFrame.MAX_ANSWER_BYTES + 1), "answer length 67108865 outside 1..67108864");
    }

    @Test
    void aFrameCutShortAndClosedIsLogged() throws Exception {
        try (Socket s = connect()) {
            s.getOutputStream().write(Arrays.copyOf(PingPongFrame.request(1_000, 5), 999));
        }
        awaitLogLine("ping-pong: closed 127.0.0.1:", ": the frame ended after 999 of 1000 request bytes");
    }

    @Test
    void aFrameCutShortAndLeftSilentIsClosedAfterTheReadTimeout() throws Exception {
        try (Socket s = connect()) {
            s.getOutputStream().write(Arrays.copyOf(PingPongFrame.request(1_000, 5), 10));
            long since = System.nanoTime();
            try (Socket other = connect()) {
                assertAnswered(other, 9, 9); // served while the other stalls
            }
            assertClosed(s);
            long waitedMillis = (System.nanoTime() - since) / 1_000_000;
            assertTrue(waitedMillis >= READ_TIMEOUT.toMillis() - 100, "closed after " + waitedMillis + " ms");
        }
        awaitLogLine("ping-pong: closed 127.0.0.1:", ": silent for 2000 ms mid-frame (10 of 1000 request bytes)");
    }

    private static void assertRefused(byte[] bytes, String reason) throws Exception {
        long start = System.nanoTime();
        try (Socket s = connect()) {
            s.getOutputStream().write(bytes);
            assertClosed(s);
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertTrue(millis < READ_TIMEOUT.toMillis(), "closed after " + millis + " ms: not the server's own decision");
        awaitLogLine("ping-pong: closed 127.0.0.1:", ": " + reason);
    }

    private static byte[] header(int requestBytes, int answerBytes) {
        return ByteBuffer.allocate(PingPongFrame.HEADER_BYTES).putInt(requestBytes).putInt(answerBytes).array();
    }

    private static Socket connect() throws IOException {
        Socket s = new Socket();
        s.connect(new InetSocketAddress(server.host(), server.pingPongPort()), CLOSED_WITHIN_MILLIS);
        s.setSoTimeout(CLOSED_WITHIN_MILLIS);
        s.setTcpNoDelay(true);
        return s;
    }

    private static void assertAnswered(Socket s, int requestBytes, int answerBytes) throws IOException {
        s.getOutputStream().write(PingPongFrame.request(requestBytes, answerBytes));
        byte[] answer = s.getInputStream().readNBytes(answerBytes);
        assertEquals(answerBytes, answer.length);
        for (byte b : answer) {
            if (b != PingPongFrame.FILLER) {
                throw new AssertionError("answer byte " + b);
            }
        }
    }

    private static void assertClosed(Socket s) throws IOException {
        InputStream in = s.getInputStream();
        try {
            assertEquals(-1, in.read(), "the server answered bad input");
        } catch (SocketException reset) {
            // Closed with our bytes unread: a reset.
        }
    }

    /** One line of the server's log that starts (after its prefix) and ends as given. */
    private static void awaitLogLine(String start, String end) throws Exception {
        long deadline = System.nanoTime() + CLOSED_WITHIN_MILLIS * 1_000_000L;
        while (System.nanoTime() < deadline) {
            if (server.log().lines().anyMatch(l -> l.startsWith("echosoap-rmi: " + start) && l.endsWith(end))) {
                return;
            }
            Thread.sleep(20);
        }
        throw new AssertionError("no log line '" + start + "..." + end + "':\n" + server.log());
    }
}
