package org.echosoap.webapp.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.ItPaths;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Slowloris: a client trickling its request headers one byte per second is cut off by the connector's
 * {@code connectionTimeout}, while normal clients keep being served meanwhile.
 *
 * <p>Tomcat 11's {@code connectionTimeout} is a per-read (idle) timeout, not a deadline for the whole header: each
 * byte restarts it (checked here too). So a one-byte-per-second trickle is cut only when the timeout is below one
 * second; this test runs its own server with {@code -Dechosoap.connectionTimeoutMillis=900}, the setting the README
 * recommends for exposed hosts (the default stays 20 s). A faster trickle is bounded by {@code maxHttpHeaderSize}
 * (8 KB) and holds no worker thread (NIO), only a connection slot out of {@code maxConnections}.
 */
class SlowClientIT {

    private static final int TIMEOUT_MILLIS = 900;
    private static final Duration MARGIN = Duration.ofMillis(2_000);
    private static final byte[] HEAD = ("POST /echosoap/services/EchoFloat HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            + "X-Slow: " + "a".repeat(40) + "\r\n").getBytes(StandardCharsets.US_ASCII);

    private static EchosoapServer server;

    @BeforeAll
    static void start() throws Exception {
        server = EchosoapServer.start(ItPaths.webappTarget().resolve("it-slow-server"),
                "-Dechosoap.connectionTimeoutMillis=" + TIMEOUT_MILLIS);
    }

    @AfterAll
    static void stop() throws Exception {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void aOneBytePerSecondTrickleIsClosedWhileNormalClientsAreServed() throws Exception {
        try (Socket slow = connect()) {
            long startNanos = System.nanoTime();
            int sent = trickle(slow, Duration.ofSeconds(1), Duration.ofSeconds(15));
            Duration open = Duration.ofNanos(System.nanoTime() - startNanos);
            assertTrue(sent < HEAD.length, "the trickle was never cut off");
            assertTrue(open.compareTo(Duration.ofMillis(1_000 * sent + TIMEOUT_MILLIS).plus(MARGIN)) <= 0,
                    "closed only after " + open + " and " + sent + " bytes");
        }
        // And, during a second trickle, normal clients get their answers.
        try (Socket slow = connect()) {
            Thread trickler = new Thread(() -> {
                try {
                    trickle(slow, Duration.ofSeconds(1), Duration.ofSeconds(15));
                } catch (IOException ignored) {
                    // closed: expected
                }
            });
            trickler.start();
            List<Long> millis = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                long t0 = System.nanoTime();
                HttpResponse<byte[]> normal = Http.postSeed(server.uri("/services/EchoFloat"));
                millis.add((System.nanoTime() - t0) / 1_000_000);
                assertEquals(200, normal.statusCode());
                Thread.sleep(50);
            }
            trickler.join(20_000);
            assertTrue(millis.stream().allMatch(m -> m < 5_000), "normal requests stalled: " + millis);
        }
    }

    @Test
    void aFasterTrickleKeepsTheConnectionOpenBecauseTheTimeoutIsPerRead() throws Exception {
        // Documents Tomcat's behaviour (README "Robustness"): bytes every 400 ms, below the 900 ms per-read timeout,
        // keep the connection open for well beyond the timeout; the header size limit is what ends it eventually.
        try (Socket slow = connect()) {
            int sent = trickle(slow, Duration.ofMillis(400), Duration.ofMillis(4 * TIMEOUT_MILLIS));
            assertTrue(sent >= 8, "closed after " + sent + " bytes");
        }
    }

    @Test
    void aStalledConnectionIsClosedAfterTheTimeout() throws Exception {
        try (Socket stalled = connect()) {
            stalled.getOutputStream().write("POST /echosoap/services/EchoFloat HTTP/1.1\r\n".getBytes(StandardCharsets.US_ASCII));
            long t0 = System.nanoTime();
            stalled.setSoTimeout((int) (TIMEOUT_MILLIS + MARGIN.toMillis()));
            int read = readOrClosed(stalled.getInputStream());
            Duration open = Duration.ofNanos(System.nanoTime() - t0);
            assertTrue(read < 0, "expected the server to close the stalled connection");
            assertTrue(open.toMillis() >= TIMEOUT_MILLIS / 2, "closed suspiciously early: " + open);
        }
    }

    private static Socket connect() throws IOException {
        Socket socket = new Socket();
        socket.connect(new InetSocketAddress(EchosoapServer.HOST, server.port()), 10_000);
        return socket;
    }

    /**
     * Sends {@link #HEAD} one byte per {@code interval} until the server closes (returns the bytes sent before it did)
     * or {@code limit} passes (returns the bytes sent).
     */
    private static int trickle(Socket socket, Duration interval, Duration limit) throws IOException {
        OutputStream out = socket.getOutputStream();
        InputStream in = socket.getInputStream();
        socket.setSoTimeout((int) interval.toMillis());
        long deadline = System.nanoTime() + limit.toNanos();
        int sent = 0;
        while (sent < HEAD.length && System.nanoTime() < deadline) {
            try {
                out.write(HEAD[sent]);
                out.flush();
            } catch (SocketException closed) {
                return sent;
            }
            sent++;
            try {
                if (in.read() < 0) {
                    return sent;
                }
                throw new AssertionError("the server answered a request it has not received yet");
            } catch (SocketTimeoutException stillOpen) {
                // one interval passed with the connection open: next byte
            } catch (SocketException reset) {
                return sent;
            }
        }
        return sent;
    }

    private static int readOrClosed(InputStream in) throws IOException {
        try {
            return in.read();
        } catch (SocketException reset) {
            return -1;
        }
    }
}
