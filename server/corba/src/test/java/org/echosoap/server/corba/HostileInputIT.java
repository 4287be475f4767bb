package org.echosoap.server.corba;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What no well-behaved client sends, on the jar's port: each refused with an error reply or a closed connection,
 * never a hang or a dead server, and after each the next good call through a real ORB client is served. The server
 * runs with short timeouts ({@value #READ_TIMEOUT_TEXT} read, {@value #IDLE_TIMEOUT_TEXT} idle) so the cases only a
 * timeout can end end quickly; the others are refused at once.
 */
class HostileInputIT {

    private static final String READ_TIMEOUT_TEXT = "1s";
    private static final String IDLE_TIMEOUT_TEXT = "2s";
    /** "At once": far below any timeout of the server's defaults, generous for a loaded 2-core machine. */
    private static final Duration AT_ONCE = Duration.ofSeconds(5);
    /** A timeout's end: the timeout and "at once". */
    private static final Duration AFTER_TIMEOUT = Duration.ofSeconds(2).plus(AT_ONCE);

    private static CorbaServerProcess server;

    @BeforeAll
    static void start() throws Exception {
        server = CorbaServerProcess.start("hostile", "127.0.0.1", "--read-timeout", READ_TIMEOUT_TEXT,
                "--idle-timeout", IDLE_TIMEOUT_TEXT);
    }

    @AfterAll
    static void stop() throws Exception {
        if (server != null) {
            server.close();
            // Each refusal the ORB logs is one line of the server's own (no stack traces, no client bytes raw).
            server.log().lines().forEach(line -> assertTrue(line.startsWith("echosoap-corba: "), line));
        }
    }

    @AfterEach
    void theNextGoodCallIsServed() throws Exception {
        assertTrue(server.isAlive(), "the server died:\n" + server.log());
        var latency = server.latency();
        latency.doNothing();
        assertEquals(2.5f, latency.echoFloat(2.5f));
    }

    @Test
    void garbageBytesCloseTheConnectionAtOnce() throws Exception {
        byte[] garbage = new byte[256];
        new Random(24).nextBytes(garbage);
        garbage[0] = 'X';   // not "GIOP"
        try (RawGiop giop = RawGiop.connect(server.host(), server.port())) {
            giop.write(garbage);
            assertNoReply(giop.readUntilClosed(AT_ONCE));
        }
    }

    @Test
    void aHeaderAnnouncing2GiBClosesTheConnectionBeforeTheServerAllocates() throws Exception {
        // The ORB alone would allocate the announced length; the server's heap is 512 MiB and it exits on an
        // OutOfMemoryError, so a server still alive afterwards (checked after each test) allocated nothing of it.
        try (RawGiop giop = RawGiop.connect(server.host(), server.port())) {
            giop.write(RawGiop.header(RawGiop.REQUEST, 0, Integer.MAX_VALUE - 12));
            giop.write(new byte[16]);
            assertNoReply(giop.readUntilClosed(AT_ONCE));
        }
    }

    @Test
    void aMessageOneByteOverTheLimitClosesTheConnectionAtOnce() throws Exception {
        try (RawGiop giop = RawGiop.connect(server.host(), server.port())) {
            giop.write(RawGiop.header(RawGiop.REQUEST, 0, GiopLimits.MAX_MESSAGE_BYTES - 12 + 1));
            assertNoReply(giop.readUntilClosed(AT_ONCE));
        }
        assertTrue(server.log().contains("a GIOP message of " + (GiopLimits.MAX_MESSAGE_BYTES + 1) + " bytes, at most "
                + GiopLimits.MAX_MESSAGE_BYTES), () -> "the log does not say why:\n" + logOrEmpty());
    }

    @Test
    void aFragmentedRequestClosesTheConnectionAtOnce() throws Exception {
        byte[] request = RawGiop.request(1, "Latency", "doNothing", new byte[0]);
        request[6] = 0x02;   // flags: more fragments follow
        try (RawGiop giop = RawGiop.connect(server.host(), server.port())) {
            giop.write(request);
            assertNoReply(giop.readUntilClosed(AT_ONCE));
        }
    }

    @Test
    void aTruncatedMessageIsClosedAfterTheReadTimeout() throws Exception {
        byte[] request = RawGiop.request(1, "Latency", "echoFloat", RawGiop.floatArgument(1.5f));
        try (RawGiop giop = RawGiop.connect(server.host(), server.port())) {
            giop.write(java.util.Arrays.copyOf(request, request.length - 3));
            long started = System.nanoTime();
            assertNoReply(giop.readUntilClosed(AFTER_TIMEOUT));
            long closedMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);
            assertTrue(closedMillis >= 900, "closed after " + closedMillis + " ms, before the read timeout");
        }
    }

    @Test
    void aTruncatedHeaderIsClosedAfterTheReadTimeout() throws Exception {
        try (RawGiop giop = RawGiop.connect(server.host(), server.port())) {
            giop.write(new byte[] {'G', 'I', 'O', 'P', 1});
            assertNoReply(giop.readUntilClosed(AFTER_TIMEOUT));
        }
    }

    @Test
    void aSilentConnectionIsClosedAfterTheIdleTimeout() throws Exception {
        try (RawGiop giop = RawGiop.connect(server.host(), server.port())) {
            long started = System.nanoTime();
            assertNoReply(giop.readUntilClosed(AFTER_TIMEOUT.plusSeconds(1)));
            long closedMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);
            assertTrue(closedMillis >= 1_900, "closed after " + closedMillis + " ms, before the idle timeout");
        }
    }

    @Test
    void aClientIdleBeyondTheIdleTimeoutCallsOnOverANewConnection() throws Exception {
        // The server closes the idle connection; the client ORB notices on its next call and connects again.
        var latency = server.latency();
        latency.doNothing();
        Thread.sleep(Duration.ofSeconds(2).plusMillis(1_500).toMillis());
        assertEquals(0.5f, latency.echoFloat(0.5f));
    }

    @Test
    void anUnknownObjectKeyIsObjectNotExistAndTheConnectionServesOn() throws Exception {
        try (RawGiop giop = RawGiop.connect(server.host(), server.port())) {
            giop.write(RawGiop.request(7, "NoSuchObject", "doNothing", new byte[0]));
            RawGiop.Message refused = giop.next(AT_ONCE);
            assertNotNull(refused, "closed without a reply");
            assertEquals(RawGiop.REPLY, refused.type(), refused::toString);
            assertEquals(7, refused.requestId());
            assertEquals(RawGiop.SYSTEM_EXCEPTION, refused.replyStatus());
            assertEquals("IDL:omg.org/CORBA/OBJECT_NOT_EXIST:1.0", refused.exceptionId());

            // The corbaloc URL's key on the same connection: the forward to the servant's own reference.
            giop.write(RawGiop.request(8, "Latency", "doNothing", new byte[0]));
            RawGiop.Message forward = giop.next(AT_ONCE);
            assertNotNull(forward, "closed without a reply");
            assertEquals(8, forward.requestId());
            assertEquals(RawGiop.LOCATION_FORWARD, forward.replyStatus());
        }
    }

    @Test
    void aRequestWithoutItsArgumentIsAnErrorReplyAndTheConnectionServesOn() throws Exception {
        // echoFloat with no float: the skeleton's read runs past the message's end.
        try (RawGiop giop = RawGiop.connect(server.host(), server.port())) {
            giop.write(RawGiop.request(3, "Latency", "echoFloat", new byte[0]));
            RawGiop.Message answer = giop.next(AT_ONCE);
            assertNotNull(answer, "closed without a reply");
            // The corbaloc key is answered by the forward before any argument is read: a real object key would
            // get MARSHAL. Either way a reply, and the connection serves on.
            assertEquals(RawGiop.REPLY, answer.type(), answer::toString);
            giop.write(RawGiop.request(4, "NoSuchObject", "doNothing", new byte[0]));
            RawGiop.Message next = giop.next(AT_ONCE);
            assertNotNull(next, "closed without a reply");
            assertEquals(4, next.requestId());
        }
    }

    /** The server closed the connection; at most a MessageError before (GIOP's "I could not read that"). */
    private static void assertNoReply(List<RawGiop.Message> messages) {
        assertTrue(messages.stream().allMatch(m -> m.type() == RawGiop.MESSAGE_ERROR), messages::toString);
    }

    private static String logOrEmpty() {
        try {
            return server.log();
        } catch (java.io.IOException e) {
            return "";
        }
    }
}
