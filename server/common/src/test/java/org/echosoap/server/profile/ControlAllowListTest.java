package org.echosoap.server.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ControlAllowListTest {

    @Test
    void theDefaultAllowsLoopbackAndTheTestHostsOnly() {
        ControlAllowList allow = ControlAllowList.parse(ControlAllowList.DEFAULT);
        assertTrue(allow.allows("127.0.0.1"));
        assertTrue(allow.allows("127.3.4.5"));
        assertTrue(allow.allows("::1"));
        assertTrue(allow.allows("0:0:0:0:0:0:0:1"));
        assertTrue(allow.allows("10.77.231.2"));
        assertFalse(allow.allows("10.77.231.4"), "outside the /30");
        assertTrue(allow.allows("10.78.0.200"));
        assertFalse(allow.allows("10.78.1.1"));
        assertFalse(allow.allows("192.168.1.1"));
        assertFalse(allow.allows("::2"));
    }

    @Test
    void namesAreNeverLookedUpAndBadEntriesAreOneLine() {
        assertFalse(ControlAllowList.parse("127.0.0.0/8").allows("localhost"), "a name is not an address");
        assertEquals("not a literal address: example.org",
                assertThrows(IllegalArgumentException.class, () -> ControlAllowList.parse("example.org")).getMessage());
        assertEquals("prefix out of range in 10.0.0.0/33",
                assertThrows(IllegalArgumentException.class, () -> ControlAllowList.parse("10.0.0.0/33")).getMessage());
    }

    @Test
    void anOddPrefixLengthMasksWithinAByte() {
        ControlAllowList allow = ControlAllowList.parse("10.0.0.128/25, fd00::/12");
        assertTrue(allow.allows("10.0.0.129"));
        assertFalse(allow.allows("10.0.0.127"));
        assertTrue(allow.allows("fd0f::1"));
        assertFalse(allow.allows("fd10::1"));
    }

    @Test
    void theRecorderThreadsCpuIsUtimePlusStime() {
        String stat = "4242 (JFR Sampler Thr) S 1 2 3 0 -1 4194368 10 0 0 0 17 5 0 0 20 0 40 0 100 0 0";
        assertEquals(22, ProfilerThreadsCpu.cpuTicks(stat));
    }
}
