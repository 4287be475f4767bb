package org.echosoap.server.rmi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.echosoap.server.rmi.pingpong.PingPongFrame;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The ping-pong in this JVM (it holds no JVM-wide state, unlike the RMI server), with a short read timeout: every
 * frame answered with exactly its bytes, every bad header, truncated frame, stall and unread answer closed with one
 * log line, and the next connection served.
 */
class PingPongServerTest {

    private static final Duration READ_TIMEOUT = Duration.ofMillis(500);
    /** Generous for a loaded 2-core VM, far below a hang. */
    private static final int CLIENT_TIMEOUT_MILLIS = 20_000;

    private final List<String> log = new CopyOnWriteArrayList<>();
    private PingPongServer server;

    @BeforeEach
    void start() throws IOException {
        server = PingPongServer.start(InetAddress.getByName("127.0.0.1"), 0, READ_TIMEOUT, log::add);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @ParameterizedTest(name = "{0} bytes out, {1} back")
    @CsvSource({"8, 1", "45, 225", "41, 22", "70000, 3", "100, 200000", "1048576, 1048576"})
    void answersEveryFrameWithExactlyTheAskedBytes(int requestBytes, int answerBytes) throws Exception {
        try (Socket s = connect()) {
            for (int i = 0; i < 3; i++) {
                s.getOutputStream().write(PingPongFrame.request(requestBytes, answerBytes));
                byte[] answer = s.getInputStream().readNBytes(answerBytes);
                assertEquals(answerBytes, answer.length);
                byte[] filler = new byte[answerBytes];
                Arrays.fill(filler, PingPongFrame.FILLER);
                assertArrayEquals(filler, answer);
            }
            s.setSoTimeout(200);
            assertThrows(java.net.SocketTimeoutException.class, () -> s.getInputStream().read(),
                    "not one byte more than asked");
        }
        assertEquals(List.of(), log, "good frames log nothing");
    }

    @Test
    void framesSentTogetherAreAnsweredInTurn() throws Exception {
        try (Socket s = connect()) {
            ByteBuffer two = ByteBuffer.allocate(45 + 12);
            two.put(PingPongFrame.request(45, 5)).put(PingPongFrame.request(12, 7));
            s.getOutputStream().write(two.array());
            assertEquals(12, s.getInputStream().readNBytes(12).length);
            assertAnswers(s, 9, 3);
        }
        assertEquals(List.of(), log);
    }

    @Test
    void theFrameBuildsAsDocumented() {
        byte[] frame = PingPongFrame.request(10, 300);
        assertArrayEquals(new byte[] {0, 0, 0, 10, 0, 0, 1, 44, '.', '.'}, frame);
        assertNull(PingPongFrame.refusal(8, 1));
        assertNull(PingPongFrame.refusal(PingPongFrame.MAX_REQUEST_BYTES, PingPongFrame.MAX_ANSWER_BYTES));
        assertThrows(IllegalArgumentException.class, () -> PingPongFrame.request(7, 1));
        assertThrows(IllegalArgumentException.class, () -> PingPongFrame.request(8, 0));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "00000004 00000001 | request length 4 outside 8..67108864",
        "04000001 00000001 | request length 67108865 outside 8..67108864",
        "ffffffff 00000001 | request length 4294967295 outside 8..67108864",
        "00000008 00000000 | answer length 0 outside 1..67108864",
        "00000008 04000001 | answer length 67108865 outside 1..67108864",
        "47455420 2f20485454 | request length 1195725856 outside 8..67108864"})
    void aBadHeaderClosesTheConnectionWithOneLogLine(String hex, String reason) throws Exception {
        try (Socket s = connect()) {
            s.getOutputStream().write(bytes(hex));
            assertClosedByTheServer(s);
        }
        awaitLog(1);
        assertTrue(log.get(0).matches("closed 127\\.0\\.0\\.1:\\d+: " + java.util.regex.Pattern.quote(reason)),
                log.toString());
        assertNextConnectionServed();
    }

    @Test
    void aFrameCutShortIsLoggedWhenThePeerCloses() throws Exception {
        try (Socket s = connect()) {
            s.getOutputStream().write(Arrays.copyOf(PingPongFrame.request(100, 10), 60));
        }
        awaitLog(1);
        assertTrue(log.get(0).endsWith(": the frame ended after 60 of 100 request bytes"), log.toString());
        try (Socket s = connect()) {
            s.getOutputStream().write(new byte[] {0, 0, 0});
        }
        awaitLog(2);
        assertTrue(log.get(1).endsWith(": the frame ended after 3 of 8 header bytes"), log.toString());
        assertNextConnectionServed();
    }

    @Test
    void aStallMidFrameIsClosedAfterTheReadTimeout() throws Exception {
        try (Socket s = connect()) {
            s.getOutputStream().write(Arrays.copyOf(PingPongFrame.request(1_000, 10), 100));
            long start = System.nanoTime();
            assertServedMeanwhile();
            assertClosedByTheServer(s);
            long waitedMillis = (System.nanoTime() - start) / 1_000_000;
            assertTrue(waitedMillis >= READ_TIMEOUT.toMillis() - 50, "closed after " + waitedMillis + " ms");
        }
        awaitLog(1);
        assertTrue(log.get(0).endsWith(": silent for 500 ms mid-frame (100 of 1000 request bytes)"), log.toString());
    }

    @Test
    void aStallMidHeaderAndAnIdleConnectionAreClosedToo() throws Exception {
        try (Socket idle = connect(); Socket half = connect()) {
            half.getOutputStream().write(new byte[] {0, 0});
            assertClosedByTheServer(idle);
            assertClosedByTheServer(half);
        }
        awaitLog(2);
        assertTrue(log.stream().anyMatch(l -> l.endsWith(": silent for 500 ms between frames")), log.toString());
        assertTrue(log.stream().anyMatch(l -> l.endsWith(": silent for 500 ms mid-header (2 of 8 bytes)")),
                log.toString());
        assertNextConnectionServed();
    }

    @Test
    void anAnswerLeftUnreadIsClosedByTheWatchdog() throws Exception {
        try (Socket s = connect()) {
            s.setReceiveBufferSize(4096);
            s.getOutputStream().write(PingPongFrame.request(8, PingPongFrame.MAX_ANSWER_BYTES));
            awaitLog(1); // the socket buffers fill, the server's write blocks, the watchdog cuts it
        }
        assertTrue(log.get(0).matches(".*: its answer went unread for 500 ms \\(\\d+ of 67108864 bytes written\\)"),
                log.toString());
        assertNextConnectionServed();
        assertEquals(1, log.size(), log.toString());
    }

    @Test
    void closingTheServerClosesItsConnectionsAndItsPort() throws Exception {
        Socket s = connect();
        assertAnswers(s, 8, 1);
        server.close();
        assertClosedByTheServer(s);
        s.close();
        // Its own listening socket, not a connect to the freed port: any process may take an ephemeral port the
        // moment it is free (a fresh-clone CI run once found it taken).
        assertFalse(server.isListening(), "the listening socket is closed");
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (server.openConnections() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertEquals(0, server.openConnections());
    }

    @Test
    void listensOnTheGivenAddressOnly() {
        // Linux routes all of 127/8 to lo: a wildcard bind would answer on 127.0.0.2.
        assertThrows(java.net.ConnectException.class, () -> new Socket("127.0.0.2", server.port()).close());
        assertThrows(IllegalArgumentException.class,
                () -> PingPongServer.start(InetAddress.getByName("0.0.0.0"), 0, READ_TIMEOUT, log::add));
    }

    @Test
    void aTakenPortIsAnIoException() throws Exception {
        assertThrows(java.net.BindException.class, () -> PingPongServer.start(InetAddress.getByName("127.0.0.1"),
                server.port(), READ_TIMEOUT, log::add));
    }

    private Socket connect() throws IOException {
        Socket s = new Socket();
        s.connect(new InetSocketAddress("127.0.0.1", server.port()), CLIENT_TIMEOUT_MILLIS);
        s.setSoTimeout(CLIENT_TIMEOUT_MILLIS);
        s.setTcpNoDelay(true);
        return s;
    }

    private static void assertAnswers(Socket s, int requestBytes, int answerBytes) throws IOException {
        s.getOutputStream().write(PingPongFrame.request(requestBytes, answerBytes));
        assertEquals(answerBytes, s.getInputStream().readNBytes(answerBytes).length);
    }

    private void assertNextConnectionServed() throws IOException {
        try (Socket s = connect()) {
            assertAnswers(s, 45, 225);
        }
    }

    private void assertServedMeanwhile() throws IOException {
        try (Socket s = connect()) {
            assertAnswers(s, 41, 22);
        }
    }

    /** The server closed (or reset) the connection: the next read ends, well before the client's timeout. */
    private static void assertClosedByTheServer(Socket s) throws IOException {
        InputStream in = s.getInputStream();
        try {
            while (in.read() >= 0) {
                // Drains what was answered before the close.
            }
        } catch (SocketException reset) {
            // Closed with data unread on the server's side: a reset is a close too.
        }
        assertFalse(s.isClosed());
    }

    private void awaitLog(int lines) throws InterruptedException {
        long deadline = System.nanoTime() + CLIENT_TIMEOUT_MILLIS * 1_000_000L;
        while (log.size() < lines && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertTrue(log.size() >= lines, "log lines: " + log);
    }

    private static byte[] bytes(String hex) {
        String digits = hex.replace(" ", "");
        byte[] b = new byte[digits.length() / 2];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) Integer.parseInt(digits.substring(2 * i, 2 * i + 2), 16);
        }
        return b;
    }
}
