package org.echosoap.server.rmi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.echosoap.server.contract.LatencyValues;
import org.junit.jupiter.api.Test;

/** The Latency semantics of docs/server.md, as the SOAP stacks implement them. */
class LatencyServantTest {

    private final LatencyServant servant = new LatencyServant();

    @Test
    void theStoredSizeIsTheDefaultUntilSet() {
        assertEquals(LatencyValues.DEFAULT_SIZE, servant.storedSize());
        assertEquals(LatencyValues.DEFAULT_SIZE, servant.getString().length());
        assertEquals(LatencyValues.DEFAULT_SIZE, servant.getIntegers().length);
        servant.setSize(3);
        assertEquals("abc", servant.getString());
        assertArrayEquals(new int[] {0, 1, 2}, servant.getIntegers());
    }

    @Test
    void aSizeOfTheCallsOwnStoresNothing() {
        servant.setSize(2);
        assertEquals("abcdefghijklmnopqrstuvwxyzabcd", servant.getString(30));
        assertArrayEquals(new int[] {0, 1, 2, 3}, servant.getIntegers(4));
        assertEquals("ab", servant.getString());
        assertEquals(2, servant.storedSize());
        assertEquals("", servant.getString(0));
        assertArrayEquals(new int[0], servant.getIntegers(0));
    }

    @Test
    void theLargestSizeIsServedAndOneMoreIsRefused() {
        assertEquals(LatencyValues.MAX_SIZE, servant.getIntegers(LatencyValues.MAX_SIZE).length);
        assertEquals(LatencyValues.MAX_SIZE - 1, servant.getIntegers(LatencyValues.MAX_SIZE)[LatencyValues.MAX_SIZE - 1]);
        for (int bad : new int[] {-1, LatencyValues.MAX_SIZE + 1, Integer.MIN_VALUE}) {
            var e = assertThrows(IllegalArgumentException.class, () -> servant.getString(bad));
            assertEquals("size must be a whole number from 0 to 1000000, got " + bad, e.getMessage());
            assertThrows(IllegalArgumentException.class, () -> servant.getIntegers(bad));
            assertThrows(IllegalArgumentException.class, () -> servant.setSize(bad));
        }
        assertEquals(LatencyValues.DEFAULT_SIZE, servant.storedSize());
    }

    @Test
    void echoFloatAnswersItsInputBitForBit() {
        for (float f : new float[] {3.14159f, -0.0f, Float.NaN, Float.MIN_VALUE, Float.NEGATIVE_INFINITY}) {
            assertEquals(Float.floatToRawIntBits(f), Float.floatToRawIntBits(servant.echoFloat(f)));
        }
    }
}
