package org.echosoap.server.corba;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.echosoap.server.contract.LatencyValues;
import org.echosoap.server.corba.latency.Latency;
import org.echosoap.server.corba.latency.SizeOutOfRange;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.BAD_OPERATION;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.portable.ApplicationException;
import org.omg.CORBA.portable.ObjectImpl;

/** The server as the launcher is to start it: every call through a real ORB client, on the address given only. */
class CorbaServerIT {

    private static CorbaServerProcess server;

    @BeforeAll
    static void start() throws Exception {
        server = CorbaServerProcess.start("calls", "127.0.0.1");
    }

    @AfterAll
    static void stop() throws Exception {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void everyCallAnswersAsTheSoapLatencyServiceDoes() throws Exception {
        everyCallAnswers(server.latency());
    }

    @Test
    void aSizeOutOfRangeIsSizeOutOfRangeWithItsReasonAndTheNextCallServed() throws Exception {
        Latency latency = server.latency();
        assertRefused("size must be from 0 to 1000000, got 1000001", LatencyValues.MAX_SIZE + 1,
                () -> latency.getIntegers(LatencyValues.MAX_SIZE + 1));
        assertRefused("size must be from 0 to 1000000, got -1", -1, () -> latency.setSize(-1));
        assertRefused("size must be from 0 to 1000000, got -5", -5, () -> latency.getString(-5));
        assertEquals(LatencyValues.DEFAULT_SIZE, latency.getStoredString().length());
        assertEquals("abc", latency.getString(3));
    }

    @Test
    void anUnknownOperationIsBadOperationAndTheNextCallServed() throws Exception {
        Latency latency = server.latency();
        ObjectImpl stub = (ObjectImpl) latency;
        BAD_OPERATION e = assertThrows(BAD_OPERATION.class, () -> {
            try {
                stub._invoke(stub._request("getEverything", true));
            } catch (ApplicationException unexpected) {
                throw new AssertionError(unexpected.getId());
            }
        });
        assertEquals(CompletionStatus.COMPLETED_NO, e.completed, e::toString);
        assertEquals(2.5f, latency.echoFloat(2.5f));
    }

    @Test
    void concurrentClientsAreServed() throws Exception {
        // Eight client ORBs, each its own connection, 200 calls each: no call lost or crossed with another's answer.
        ExecutorService clients = Executors.newFixedThreadPool(8);
        try {
            List<Future<Integer>> done = IntStream.range(0, 8).mapToObj(c -> clients.submit(() -> {
                Latency latency = server.latency();
                for (int i = 0; i < 200; i++) {
                    float f = c * 1000 + i + 0.5f;
                    assertEquals(f, latency.echoFloat(f));
                    assertEquals(i % 50, latency.getString(i % 50).length());
                }
                return c;
            })).collect(Collectors.toList());
            for (Future<Integer> d : done) {
                d.get(60, TimeUnit.SECONDS);
            }
        } finally {
            clients.shutdownNow();
        }
    }

    @Test
    void onlyTheGivenAddressAndPortListen() throws Exception {
        server.latency().doNothing();
        assertTrue(CorbaServerProcess.isListening("127.0.0.1", server.port()), "nothing on 127.0.0.1:"
                + server.port());
        // Linux routes all of 127/8 to lo: a wildcard bind would answer here.
        assertFalse(CorbaServerProcess.isListening("127.0.0.2", server.port()), "127.0.0.2:" + server.port()
                + " answers");
        // And no other listener of the ORB's (a bootstrap port, a second acceptor), on any address.
        List<String> sockets = CorbaServerProcess.listeningSockets(server.pid());
        assertEquals(1, sockets.size(), sockets::toString);
        assertTrue(sockets.get(0).equals("127.0.0.1:" + server.port())
                || sockets.get(0).equals("[::ffff:127.0.0.1]:" + server.port()), sockets::toString);
    }

    @Test
    void theLogNamesTheLimitsAndTheReadyLineTheCorbalocUrl() throws Exception {
        server.latency().doNothing();
        String log = server.log();
        assertEquals(List.of(
                "echosoap-corba: limits: message 65536 bytes, no fragments, read 20s, idle 60s",
                Main.READY + "corbaloc:iiop:1.2@127.0.0.1:" + server.port() + "/Latency (pid " + server.pid() + ")"),
                log.lines().collect(Collectors.toList()), log);   // good calls only here: nothing else logged
    }

    /** Every call of the contract, sizes stored and given, the extremes included; the stored size left at 200. */
    static void everyCallAnswers(Latency latency) throws SizeOutOfRange {
        latency.doNothing();
        assertEquals(LatencyValues.letters(LatencyValues.DEFAULT_SIZE), latency.getStoredString());
        assertArrayEquals(range(LatencyValues.DEFAULT_SIZE), latency.getStoredIntegers());
        try {
            for (int size : new int[] {200, 400, 800}) {   // the seed's sizes, stored first as the seed did
                latency.setSize(size);
                assertEquals(LatencyValues.letters(size), latency.getStoredString());
                assertArrayEquals(range(size), latency.getStoredIntegers());
            }
            // A size of the call's own stores nothing.
            assertEquals(LatencyValues.letters(30), latency.getString(30));
            assertArrayEquals(range(4), latency.getIntegers(4));
            assertEquals(800, latency.getStoredString().length());
            assertEquals("", latency.getString(0));
            assertArrayEquals(new int[0], latency.getIntegers(0));
            // The largest answers: 1 MB and 4 MB replies, in the ORB's fragments.
            assertEquals(LatencyValues.letters(LatencyValues.MAX_SIZE), latency.getString(LatencyValues.MAX_SIZE));
            assertArrayEquals(range(LatencyValues.MAX_SIZE), latency.getIntegers(LatencyValues.MAX_SIZE));
        } finally {
            latency.setSize(LatencyValues.DEFAULT_SIZE);
        }
        for (float f : new float[] {3.14159f, -0.0f, Float.NaN, Float.MAX_VALUE, Float.NEGATIVE_INFINITY}) {
            assertEquals(Float.floatToRawIntBits(f), Float.floatToRawIntBits(latency.echoFloat(f)));
        }
    }

    interface SizedCall {
        void call() throws SizeOutOfRange;
    }

    static void assertRefused(String reason, int size, SizedCall call) {
        SizeOutOfRange e = assertThrows(SizeOutOfRange.class, call::call);
        assertEquals(reason, e.reason);
        assertEquals(size, e.size);
    }

    static int[] range(int n) {
        return IntStream.range(0, n).toArray();
    }
}
