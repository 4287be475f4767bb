package org.echosoap.server.metro.wssec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SeenSignaturesTest {

    private static final long SECOND = 1_000_000_000L;

    @Test
    void aSignatureIsRefusedAgainWithinItsLifeAndNewAfterIt() {
        SeenSignatures seen = new SeenSignatures(360 * SECOND, 10);
        assertTrue(seen.claim("a", 0));
        assertFalse(seen.claim("a", 359 * SECOND), "a replay within 360 s");
        assertTrue(seen.claim("b", 359 * SECOND));
        assertTrue(seen.claim("a", 361 * SECOND), "expired: the stack refuses its timestamp by then");
        assertEquals(2, seen.size(), "the expired entry was dropped, not kept beside the new one");
    }

    @Test
    void aReleasedSignatureMayComeAgain() {
        SeenSignatures seen = new SeenSignatures(360 * SECOND, 10);
        assertTrue(seen.claim("a", 0));
        seen.release("a");
        assertTrue(seen.claim("a", SECOND));
    }

    @Test
    void pastItsCapacityTheOldestIsDropped() {
        SeenSignatures seen = new SeenSignatures(360 * SECOND, 3);
        for (String key : new String[] {"a", "b", "c", "d"}) {
            assertTrue(seen.claim(key, 0));
        }
        assertEquals(3, seen.size());
        assertTrue(seen.claim("a", 0), "the oldest went to make room");
        assertFalse(seen.claim("d", 0));
    }

    @Test
    void keysAreDigestsOfTheValueWithoutItsSurroundingWhitespace() {
        assertEquals(SeenSignatures.keyOf("QUJD"), SeenSignatures.keyOf("\n  QUJD\n"));
        assertNotEquals(SeenSignatures.keyOf("QUJD"), SeenSignatures.keyOf("QUJE"));
        assertEquals(44, SeenSignatures.keyOf("x".repeat(344)).length());
    }
}
