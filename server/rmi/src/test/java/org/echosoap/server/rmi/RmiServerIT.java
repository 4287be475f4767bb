package org.echosoap.server.rmi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.IntStream;
import org.echosoap.server.contract.LatencyValues;
import org.echosoap.server.rmi.latency.LatencyRemote;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The server as the launcher starts it: every call through the registry, on the address and ports given only. */
class RmiServerIT {

    private static RmiServerProcess server;

    @BeforeAll
    static void start() throws Exception {
        server = RmiServerProcess.start("operations", "127.0.0.1");
    }

    @AfterAll
    static void stop() throws Exception {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void theRegistryHoldsLatencyOnly() throws Exception {
        assertArrayEquals(new String[] {LatencyRemote.NAME}, server.registry().list());
    }

    @Test
    void everyCallAnswersAsTheSoapLatencyServiceDoes() throws Exception {
        LatencyRemote latency = server.latency();
        latency.doNothing();
        assertEquals(LatencyValues.letters(LatencyValues.DEFAULT_SIZE), latency.getString());
        assertArrayEquals(range(LatencyValues.DEFAULT_SIZE), latency.getIntegers());
        try {
            for (int size : new int[] {200, 400, 800}) {   // the seed's sizes, stored first as the seed did
                latency.setSize(size);
                assertEquals(LatencyValues.letters(size), latency.getString());
                assertArrayEquals(range(size), latency.getIntegers());
            }
            // A size of the call's own stores nothing.
            assertEquals(LatencyValues.letters(30), latency.getString(30));
            assertArrayEquals(range(4), latency.getIntegers(4));
            assertEquals(800, latency.getString().length());
            assertEquals("", latency.getString(0));
            assertArrayEquals(new int[0], latency.getIntegers(0));
            assertEquals(LatencyValues.MAX_SIZE, latency.getString(LatencyValues.MAX_SIZE).length());
            assertArrayEquals(range(LatencyValues.MAX_SIZE), latency.getIntegers(LatencyValues.MAX_SIZE));
        } finally {
            latency.setSize(LatencyValues.DEFAULT_SIZE);
        }
        for (float f : new float[] {3.14159f, -0.0f, Float.NaN, Float.MAX_VALUE}) {
            assertEquals(Float.floatToRawIntBits(f), Float.floatToRawIntBits(latency.echoFloat(f)));
        }
    }

    @Test
    void aSizeOutOfRangeIsRefusedWithItsReasonAndTheNextCallServed() throws Exception {
        LatencyRemote latency = server.latency();
        var e = assertThrows(IllegalArgumentException.class, () -> latency.getIntegers(LatencyValues.MAX_SIZE + 1));
        assertEquals("size must be a whole number from 0 to 1000000, got 1000001", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> latency.setSize(-1));
        assertThrows(IllegalArgumentException.class, () -> latency.getString(-5));
        assertEquals("abc", latency.getString(3));
    }

    @Test
    void theStubNamesTheGivenAddressAndObjectPort() throws Exception {
        String stub = server.latency().toString();
        assertTrue(stub.contains("endpoint:[127.0.0.1:" + server.objectPort() + "]"), stub);
    }

    @Test
    void everyPortListensOnTheGivenAddressAndNoOther() {
        for (int port : new int[] {server.registryPort(), server.objectPort(), server.pingPongPort()}) {
            assertTrue(RmiServerProcess.isListening("127.0.0.1", port), "nothing on 127.0.0.1:" + port);
            // Linux routes all of 127/8 to lo: a wildcard bind would answer here.
            assertFalse(RmiServerProcess.isListening("127.0.0.2", port), "127.0.0.2:" + port + " answers");
        }
    }

    @Test
    void theLogNamesTheFilterAndTheReadyLineTheUrl() throws Exception {
        String log = server.log();
        assertTrue(log.contains("echosoap-rmi: serial filter (registry, object, JVM-wide): " + SerialFilter.PATTERN), log);
        assertTrue(log.contains(Main.READY + "rmi://127.0.0.1:" + server.registryPort() + "/Latency, object port "
                + server.objectPort() + ", ping-pong port " + server.pingPongPort() + " (pid " + server.pid() + ")"),
                log);
        assertFalse(log.contains("refused"), log);   // good calls only here
    }

    private static int[] range(int n) {
        return IntStream.range(0, n).toArray();
    }
}
