package org.echosoap.server.corba;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.echosoap.server.contract.LatencyValues;
import org.echosoap.server.corba.latency.SizeOutOfRange;
import org.junit.jupiter.api.Test;

/** The servant's answers without an ORB: LatencyValues' letters and integers, the stored size, the refusals. */
class LatencyServantTest {

    private final LatencyServant servant = new LatencyServant();

    @Test
    void theStoredSizeStartsAtTheDefault() {
        assertEquals(LatencyValues.DEFAULT_SIZE, servant.storedSize());
        assertEquals(LatencyValues.letters(LatencyValues.DEFAULT_SIZE), servant.getStoredString());
        assertEquals(LatencyValues.DEFAULT_SIZE, servant.getStoredIntegers().length);
    }

    @Test
    void setSizeStoresForTheStoredCallsOnly() throws SizeOutOfRange {
        servant.setSize(3);
        assertEquals("abc", servant.getStoredString());
        assertArrayEquals(new int[] {0, 1, 2}, servant.getStoredIntegers());
        assertEquals("abcdefghijklmnopqrstuvwxyzab", servant.getString(28));
        assertArrayEquals(new int[] {0, 1, 2, 3, 4}, servant.getIntegers(5));
        assertEquals(3, servant.storedSize());   // a size of the call's own stores nothing
    }

    @Test
    void theExtremesAreSizes() throws SizeOutOfRange {
        assertEquals("", servant.getString(0));
        assertArrayEquals(new int[0], servant.getIntegers(0));
        int[] largest = servant.getIntegers(LatencyValues.MAX_SIZE);
        assertEquals(LatencyValues.MAX_SIZE - 1, largest[LatencyValues.MAX_SIZE - 1]);
    }

    @Test
    void aSizeOutOfRangeIsRefusedWithItsReasonAndNothingStored() {
        SizeOutOfRange e = assertThrows(SizeOutOfRange.class, () -> servant.setSize(-1));
        assertEquals("size must be from 0 to 1000000, got -1", e.reason);
        assertEquals(-1, e.size);
        assertEquals(LatencyValues.DEFAULT_SIZE, servant.storedSize());
        assertThrows(SizeOutOfRange.class, () -> servant.getString(LatencyValues.MAX_SIZE + 1));
        assertThrows(SizeOutOfRange.class, () -> servant.getIntegers(Integer.MIN_VALUE));
    }

    @Test
    void echoFloatIsBitForBit() {
        for (float f : new float[] {3.14159f, -0.0f, Float.NaN, Float.MIN_VALUE, Float.POSITIVE_INFINITY}) {
            assertEquals(Float.floatToRawIntBits(f), Float.floatToRawIntBits(servant.echoFloat(f)));
        }
    }
}
