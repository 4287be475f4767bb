package org.echosoap.server.cxf.latency;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.echosoap.server.cxf.faults.ClientFault;
import org.junit.jupiter.api.Test;

class LatencyEndpointTest {

    private final LatencyEndpoint latency = new LatencyEndpoint();

    @Test
    void usesTheStoredSizeUntilSetSizeChangesIt() {
        assertEquals(LatencyEndpoint.DEFAULT_SIZE, latency.getString(null).length());
        latency.setSize(3);
        assertEquals("abc", latency.getString(null));
        assertEquals(List.of(0, 1, 2), latency.getIntegers(null));
    }

    @Test
    void anExplicitSizeOverridesForThatCallOnlyAndStoresNothing() {
        latency.setSize(2);
        assertEquals(30, latency.getString(30).length());
        assertEquals(5, latency.getIntegers(5).size());
        assertEquals(2, latency.storedSize());
    }

    @Test
    void lettersCycleThroughTheAlphabet() {
        assertEquals("abcdefghijklmnopqrstuvwxyzab", new LatencyEndpoint().getString(28));
        assertEquals("", latency.getString(0));
        assertEquals(List.of(), latency.getIntegers(0));
    }

    @Test
    void refusesSizesOutsideTheContract() {
        assertTrue(assertThrows(ClientFault.class, () -> latency.setSize(-1)).getMessage()
                .startsWith("size must be a whole number from 0 to 1000000"));
        assertThrows(ClientFault.class, () -> latency.getString(1_000_001));
        assertThrows(ClientFault.class, () -> latency.getIntegers(-5));
        assertTrue(assertThrows(ClientFault.class, () -> latency.setSize(null)).getMessage()
                .startsWith("setSize needs a <size>"));
        assertEquals(LatencyEndpoint.DEFAULT_SIZE, latency.storedSize());
    }
}
