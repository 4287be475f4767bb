package org.echosoap.client.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import org.echosoap.client.result.HostNoise;
import org.junit.jupiter.api.Test;

/** The meter over made-up readings: threads that end keep their switches counted; a server without counters. */
class NoiseMeterTest {

    @Test
    void endedThreadsKeepTheirInvoluntarySwitchesCounted() {
        Deque<HostCounters> client = new ArrayDeque<>(List.of(
                new HostCounters(true, null, "b", 0, 0, 0, 0, 15),
                // The sum over the threads alive at the end fell (threads 2 and 3 ended): it must not count.
                new HostCounters(true, null, "b", 600, 400, 0, 100, 26)));
        Deque<Map<String, Long>> threads = new ArrayDeque<>(List.of(
                Map.of("1", 10L, "2", 5L),
                Map.of("1", 20L, "2", 8L, "3", 4L),     // at an epoch's end
                Map.of("1", 25L, "4", 1L)));            // at the run's end
        NoiseMeter meter = NoiseMeter.start(client::poll, () -> HostCounters.absent("none"), threads::poll);
        meter.sampleThreads();
        HostNoise n = meter.stop();
        double seconds = n.client().seconds();
        // (25 - 10) + (8 - 5) + (4 - 0) + (1 - 0) = 23 switches over the interval
        assertEquals(23 / seconds, n.client().involuntarySwitchesPerSec(), 1e-6 / seconds);
    }

    @Test
    void aServerThatDoesNotAnswerLeavesItsSideAbsentWithTheReason() {
        // Nothing listens on port 1 of loopback: refused at once.
        HostCounters c = NoiseMeter.serverCounters(URI.create("http://127.0.0.1:1/echosoap"));
        assertFalse(c.known());
        assertTrue(c.absentReason().startsWith("the server's counters could not be read (GET /status/noise"),
                c.absentReason());
        assertTrue(NoiseMeter.serverCounters(URI.create("https://127.0.0.1:1/echosoap")).absentReason()
                .contains("plain HTTP only"));
    }

    @Test
    void runUrlsOriginAsksEchosoapsContextBesideIt() {
        // run --url's target is its service's origin: echosoap.war beside it is asked, not refused as "()".
        HostCounters origin = NoiseMeter.serverCounters(URI.create("http://127.0.0.1:1"));
        assertTrue(origin.absentReason().startsWith("the server's counters could not be read (GET /status/noise"),
                origin.absentReason());
        HostCounters other = NoiseMeter.serverCounters(URI.create("http://127.0.0.1:1/orders"));
        assertEquals("the target's path /orders is not echosoap.war's /echosoap: its server's counters are not asked for",
                other.absentReason());
    }

    @Test
    void theStatusCodeIsReadFromTheAnswersFirstLineOnly() {
        assertEquals(200, NoiseMeter.statusOf("HTTP/1.1 200 \r\nContent-Type: text/plain\r\n\r\nsteal 0"));
        assertEquals(404, NoiseMeter.statusOf("HTTP/1.0 404 Not Found\r\n\r\n"));
        assertEquals(-1, NoiseMeter.statusOf("SSH-2.0-OpenSSH_9.2"));
        assertEquals(-1, NoiseMeter.statusOf("HTTP/1.1 2"));
        assertEquals(-1, NoiseMeter.statusOf("HTTP/1.1 abc"));
    }
}
