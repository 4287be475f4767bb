package org.echosoap.server.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class SendListsTest {

    @Test
    void holdsTheSendValues() {
        assertEquals(List.of(0, 1, 2), SendLists.ints(3));
        assertEquals(List.of(0.5, 1.5), SendLists.doubles(2));
        assertEquals(List.of("s0", "s1"), SendLists.strings(2));
        assertEquals(List.of(), SendLists.ints(0));
        assertEquals(SendValues.simpleEvent(99_999), SendLists.of(100_000, SendValues::simpleEvent).get(99_999));
    }

    @Test
    void isReadOnly() {
        assertThrows(UnsupportedOperationException.class, () -> SendLists.ints(1).add(1));
    }
}
