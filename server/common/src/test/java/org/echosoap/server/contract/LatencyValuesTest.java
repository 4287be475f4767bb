package org.echosoap.server.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class LatencyValuesTest {

    @Test
    void lettersCycleThroughTheAlphabet() {
        String s = LatencyValues.letters(1_000);
        for (int i = 0; i < s.length(); i++) {
            assertEquals((char) ('a' + i % 26), s.charAt(i));
        }
        assertEquals("", LatencyValues.letters(0));
    }

    @Test
    void integersAreAViewNotAMillionBoxes() {
        List<Integer> integers = LatencyValues.integers(LatencyValues.MAX_SIZE);
        assertEquals(LatencyValues.MAX_SIZE, integers.size());
        assertEquals(999_999, integers.get(999_999));
        assertTrue(integers instanceof java.util.RandomAccess);
        assertThrows(IndexOutOfBoundsException.class, () -> integers.get(LatencyValues.MAX_SIZE));
        assertEquals(List.of(0, 1, 2), LatencyValues.integers(3));
    }
}
