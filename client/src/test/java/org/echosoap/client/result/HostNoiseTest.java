package org.echosoap.client.result;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The noise figures from two made-up readings of each side: shares of CPU time, one host counted once. */
class HostNoiseTest {

    /** Made-up counters. */
    record C(boolean known, String absentReason, String bootId, long busyTicks, long idleTicks, long stealTicks,
             long processCpuTicks, long involuntarySwitches) implements HostNoise.Counters {
        static C of(String boot, long busy, long idle, long steal, long process, long switches) {
            return new C(true, null, boot, busy, idle, steal, process, switches);
        }
    }

    private static final C ABSENT = new C(false, "no /proc (not Linux)", null, 0, 0, 0, 0, 0);

    @Test
    void onOneHostTheServersCpuIsNotOtherProcessesAndStealIsCountedOnce() {
        // 1000 ticks pass: 600 busy (client 200, server 300, others 100), 340 idle, 60 stolen.
        C clientBefore = C.of("boot-a", 1000, 8000, 100, 50, 10);
        C clientAfter = C.of("boot-a", 1600, 8340, 160, 250, 510);
        C serverBefore = C.of("boot-a", 1000, 8000, 100, 400, 0);
        C serverAfter = C.of("boot-a", 1600, 8340, 160, 700, 2000);
        HostNoise n = HostNoise.of(2.0, clientBefore, clientAfter, serverBefore, serverAfter);
        assertTrue(n.sameHost());
        assertEquals(6.0, n.client().stealPercent(), 1e-9);
        assertEquals(10.0, n.client().otherProcessesPercent(), 1e-9);
        assertEquals(20.0, n.client().ownCpuPercent(), 1e-9);
        assertEquals(250.0, n.client().involuntarySwitchesPerSec(), 1e-9);
        assertTrue(Double.isNaN(n.server().stealPercent()), "the host's steal is the client's figure, not twice");
        assertTrue(Double.isNaN(n.server().otherProcessesPercent()));
        assertEquals(30.0, n.server().ownCpuPercent(), 1e-9);
        assertEquals(1000.0, n.server().involuntarySwitchesPerSec(), 1e-9);
    }

    @Test
    void onTwoHostsEachHasItsOwnSteal() {
        C clientBefore = C.of("boot-a", 0, 0, 0, 0, 0);
        C clientAfter = C.of("boot-a", 500, 500, 0, 400, 0);
        C serverBefore = C.of("boot-b", 0, 0, 0, 0, 0);
        C serverAfter = C.of("boot-b", 700, 250, 50, 500, 0);
        HostNoise n = HostNoise.of(1.0, clientBefore, clientAfter, serverBefore, serverAfter);
        assertFalse(n.sameHost());
        assertEquals(0.0, n.client().stealPercent(), 1e-9);
        assertEquals(10.0, n.client().otherProcessesPercent(), 1e-9, "the server's CPU is not on this host");
        assertEquals(5.0, n.server().stealPercent(), 1e-9);
        assertEquals(20.0, n.server().otherProcessesPercent(), 1e-9);
    }

    @Test
    void withoutProcTheFiguresAreAbsentAndSaySo() {
        HostNoise n = HostNoise.of(1.0, ABSENT, ABSENT, ABSENT, ABSENT);
        assertFalse(n.known());
        assertEquals("no /proc (not Linux)", n.client().absentReason());
        assertTrue(Double.isNaN(n.client().stealPercent()));
    }

    @Test
    void aServerWithoutCountersLeavesTheClientsFigures() {
        C before = C.of("boot-a", 0, 0, 0, 0, 0);
        C after = C.of("boot-a", 100, 100, 0, 50, 0);
        C none = new C(false, "the server does not report its counters (GET /status/noise: 404)", null, 0, 0, 0, 0, 0);
        HostNoise n = HostNoise.of(1.0, before, after, none, none);
        assertTrue(n.client().known());
        assertFalse(n.sameHost());
        assertEquals("the server does not report its counters (GET /status/noise: 404)", n.server().absentReason());
        assertEquals(25.0, n.client().otherProcessesPercent(), 1e-9);
    }
}
