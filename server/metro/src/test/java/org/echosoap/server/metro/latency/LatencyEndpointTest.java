package org.echosoap.server.metro.latency;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.echosoap.server.metro.fault.ClientFaults.assertReason;

import java.util.List;
import org.echosoap.server.metro.xsd.RefusedValues;
import org.echosoap.server.metro.xsd.RecordingXsd;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class LatencyEndpointTest {

    private final LatencyEndpoint latency = new LatencyEndpoint();

    @AfterEach
    void restoreTheDefault() {
        RefusedValues.reset();
        latency.setSize(LatencyEndpoint.DEFAULT_SIZE);
    }

    @Test
    void aCallsOwnSizeOverridesTheStoredOneAndStoresNothing() {
        latency.setSize(3);
        assertEquals("abcde", latency.getString(5));
        assertEquals(3, latency.storedSize());
        assertEquals("abc", latency.getString(null));
        assertEquals(List.of(0, 1, 2), List.copyOf(latency.getIntegers(null)));
        assertEquals(List.of(), List.copyOf(latency.getIntegers(0)));
    }

    @Test
    void lettersCycleThroughTheAlphabet() {
        String s = latency.getString(28);
        assertEquals("abcdefghijklmnopqrstuvwxyzab", s);
    }

    @Test
    void badSizesAreClientFaultsAndChangeNothing() {
        assertReason("size must be a whole number from 0 to 1000000, got '-1'", () -> latency.setSize(-1));
        assertReason("size must be a whole number from 0 to 1000000, got '1000001'", () -> latency.getString(1_000_001));
        // A size our parser refused arrives as null: refused, not taken for "no size".
        Integer refused = RecordingXsd.parseInt("abc");
        assertReason("size must be a whole number from 0 to 1000000, got 'abc'", () -> latency.getIntegers(refused));
        assertReason("size must be a whole number from 0 to 1000000, got 'abc'", () -> latency.setSize(refused));
        assertEquals(LatencyEndpoint.DEFAULT_SIZE, latency.storedSize());
    }

    @Test
    void setSizeNeedsASize() {
        assertReason("setSize needs a <size> element holding a whole number from 0 to 1000000",
                () -> latency.setSize(null));
    }
}
