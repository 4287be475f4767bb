package org.echosoap.server.rmi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Arrays;
import org.echosoap.server.rmi.latency.LatencyRemote;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Streams cut short and left silent, on a server with a 2 s read timeout (the default is 30 s) on 127.0.0.2: each
 * stalled connection is closed after the timeout, and good calls are served meanwhile. Ends with SIGTERM.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class StalledStreamsIT {

    private static final String HOST = "127.0.0.2";
    private static final Duration READ_TIMEOUT = Duration.ofSeconds(2);
    /** Long enough for a loaded 2-core VM; far below the JDK's own 2 hours. */
    private static final Duration CLOSED_WITHIN = Duration.ofSeconds(20);

    private static RmiServerProcess server;

    @BeforeAll
    static void start() throws Exception {
        server = RmiServerProcess.start("stalled", HOST, "--read-timeout", READ_TIMEOUT.toMillis() + "ms");
    }

    @AfterAll
    static void stop() throws Exception {
        if (server != null) {
            server.close();
        }
    }

    @Test
    @Order(1)
    void callsReachTheObjectAtTheGivenAddress() throws Exception {
        // Without java.rmi.server.hostname the stub would name this machine's host name's address, where nothing
        // listens: the call would fail.
        LatencyRemote latency = server.latency();
        assertTrue(latency.toString().contains("endpoint:[" + HOST + ":" + server.objectPort() + "]"), latency::toString);
        assertEquals(2.5f, latency.echoFloat(2.5f));
        assertFalse(RmiServerProcess.isListening("127.0.0.1", server.registryPort()));
    }

    @Test
    @Order(2)
    void aHandshakeCutShortIsClosedAfterTheReadTimeout() throws Exception {
        try (RawJrmp jrmp = RawJrmp.connect(HOST, server.objectPort(), CLOSED_WITHIN)) {
            jrmp.send(new byte[] {0x4a, 0x52, 0x4d, 0x49});   // the magic, then nothing
            long stalledSince = System.nanoTime();
            assertServedWhileStalled();
            assertClosedByTheTimeout(jrmp, stalledSince);
        }
    }

    @Test
    @Order(3)
    void aCallCutShortIsClosedAfterTheReadTimeout() throws Exception {
        byte[] call = RawJrmp.callStream(RawJrmp.REGISTRY, RawJrmp.REGISTRY_BIND, RawJrmp.REGISTRY_INTERFACE_HASH,
                "x", new int[] {1, 2, 3});
        try (RawJrmp jrmp = RawJrmp.connect(HOST, server.registryPort(), CLOSED_WITHIN)) {
            jrmp.handshake();
            jrmp.send(new byte[] {RawJrmp.CALL});
            jrmp.send(Arrays.copyOf(call, call.length / 2));
            long stalledSince = System.nanoTime();
            assertServedWhileStalled();
            assertClosedByTheTimeout(jrmp, stalledSince);
        }
    }

    @Test
    @Order(4)
    void anArrayShorterThanItsLengthIsClosedAfterTheReadTimeout() throws Exception {
        // Within maxarray, so the filter lets it through: 1,000 ints claimed, 3 sent.
        byte[] call = RawJrmp.callStream(RawJrmp.REGISTRY, RawJrmp.REGISTRY_BIND, RawJrmp.REGISTRY_INTERFACE_HASH,
                "x", new int[] {1, 2, 3});
        java.nio.ByteBuffer.wrap(call).putInt(call.length - 16, 1_000);
        try (RawJrmp jrmp = RawJrmp.connect(HOST, server.registryPort(), CLOSED_WITHIN)) {
            jrmp.handshake();
            jrmp.send(new byte[] {RawJrmp.CALL});
            jrmp.send(call);
            long stalledSince = System.nanoTime();
            assertServedWhileStalled();
            assertClosedByTheTimeout(jrmp, stalledSince);
        }
    }

    @Test
    @Order(5)
    void sigtermStopsTheServerAndFreesItsPorts() throws Exception {
        int exit = server.stop();
        assertEquals(143, exit, "exit status after SIGTERM (128 + 15)");
        assertTrue(server.log().contains("echosoap-rmi: stopped"), server.log());
        assertFalse(RmiServerProcess.isListening(HOST, server.registryPort()));
        assertFalse(RmiServerProcess.isListening(HOST, server.objectPort()));
        assertFalse(RmiServerProcess.isListening(HOST, server.pingPongPort()));
    }

    private static void assertServedWhileStalled() throws Exception {
        LatencyRemote latency = server.latency();
        latency.doNothing();
        assertEquals("abc", latency.getString(3));
    }

    /**
     * Closed by the server's read timeout: not before it (something else would have closed it), and not long after.
     * The server's last read began after our last byte arrived, so it cannot time out earlier than READ_TIMEOUT
     * after {@code stalledSince}.
     */
    private static void assertClosedByTheTimeout(RawJrmp jrmp, long stalledSince) throws Exception {
        jrmp.awaitClose(CLOSED_WITHIN);
        Duration stalled = Duration.ofNanos(System.nanoTime() - stalledSince);
        assertTrue(stalled.compareTo(READ_TIMEOUT.minusMillis(100)) >= 0, "closed after " + stalled + ", before the timeout");
        assertTrue(stalled.compareTo(CLOSED_WITHIN) < 0, "closed after " + stalled);
    }
}
