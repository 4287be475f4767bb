package org.echosoap.server.limits;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ReadAheadBufferTest {

    private static byte[] randomBytes(int n) {
        byte[] bytes = new byte[n];
        new Random(42).nextBytes(bytes);
        return bytes;
    }

    private static ReadAheadBuffer joined(ReadAheadBuffer.Budget budget, long declaredBytes, int capBytes) {
        ReadAheadBuffer buffer = new ReadAheadBuffer(declaredBytes, capBytes);
        assertTrue(buffer.joinBudget(budget));
        return buffer;
    }

    /** Reads {@code in} in slices of at most {@code sliceBytes}, as a trickle of that size would arrive. */
    private static ReadAheadBuffer.Room readAll(ReadAheadBuffer buffer, InputStream in, int sliceBytes) throws Exception {
        while (true) {
            ReadAheadBuffer.Room room = buffer.makeRoom();
            if (room != ReadAheadBuffer.Room.OK) {
                return room;
            }
            int n = in.read(buffer.array(), buffer.length(), Math.min(sliceBytes, buffer.free()));
            if (n < 0) {
                return ReadAheadBuffer.Room.OK;
            }
            buffer.advance(n);
        }
    }

    @Test
    void aDeclaredBodyIsKeptWholeInOneArrayOfItsSizeAndReservedOnce() throws Exception {
        ReadAheadBuffer.Budget budget = new ReadAheadBuffer.Budget(1 << 20);
        byte[] body = randomBytes(1_000);
        ReadAheadBuffer buffer = joined(budget, body.length, 1 << 20);
        assertEquals(ReadAheadBuffer.Room.FULL, readAll(buffer, new ByteArrayInputStream(body), 1));
        assertTrue(buffer.complete());
        assertArrayEquals(body, buffer.body());
        assertSame(buffer.array(), buffer.body(), "a full array is the body: no copy");
        assertEquals(1_000, budget.usedBytes(), "the declared length, not the cap");
        buffer.release();
        buffer.release();
        assertEquals(0, budget.usedBytes(), "released once");
    }

    @Test
    void aLargeDeclaredBodyGrowsByDoublingAndEndsAtItsExactLength() throws Exception {
        ReadAheadBuffer.Budget budget = new ReadAheadBuffer.Budget(8 << 20);
        byte[] body = randomBytes(300_000);
        ReadAheadBuffer buffer = joined(budget, body.length, 1 << 20);
        buffer.makeRoom();
        assertEquals(ReadAheadBuffer.FIRST_ARRAY_BYTES, buffer.array().length, "a first array, not the whole length");
        assertEquals(ReadAheadBuffer.Room.FULL, readAll(buffer, new ByteArrayInputStream(body), 7_000));
        assertArrayEquals(body, buffer.body());
        assertEquals(300_000, buffer.array().length, "the last growth stops at the declared length");
        assertEquals(300_000, budget.usedBytes());
    }

    @Test
    void aChunkedBodyPastTheCapIsTooLarge() throws Exception {
        ReadAheadBuffer.Budget budget = new ReadAheadBuffer.Budget(8 << 20);
        ReadAheadBuffer buffer = joined(budget, -1, 100_000);
        assertEquals(ReadAheadBuffer.Room.TOO_LARGE, readAll(buffer, new ByteArrayInputStream(randomBytes(100_001)),
                4_096));
        assertEquals(100_000, buffer.length());
        assertFalse(buffer.complete(), "a body of unknown length ends with its stream, never by count");
    }

    @Test
    void aChunkedBodyUnderTheCapEndsWithItsStream() throws Exception {
        ReadAheadBuffer.Budget budget = new ReadAheadBuffer.Budget(8 << 20);
        byte[] body = randomBytes(70_000);
        ReadAheadBuffer buffer = joined(budget, -1, 1 << 20);
        assertEquals(ReadAheadBuffer.Room.OK, readAll(buffer, new ByteArrayInputStream(body), 4_096));
        assertArrayEquals(body, buffer.body(), "copied to its exact length");
    }

    @Test
    void bodiesShareTheBudgetAndOneThatFindsNoRoomIsRefusedUntilAnotherReleases() throws Exception {
        ReadAheadBuffer.Budget budget = new ReadAheadBuffer.Budget(2_500);
        ReadAheadBuffer first = joined(budget, 1_000, 1 << 20);
        ReadAheadBuffer second = joined(budget, 1_000, 1 << 20);
        ReadAheadBuffer third = joined(budget, 1_000, 1 << 20);
        assertEquals(ReadAheadBuffer.Room.OK, first.makeRoom());
        assertEquals(ReadAheadBuffer.Room.OK, second.makeRoom());
        assertEquals(ReadAheadBuffer.Room.NO_BUDGET, third.makeRoom());
        assertEquals(2_000, budget.usedBytes(), "a refusal reserves nothing");
        first.release();
        assertEquals(ReadAheadBuffer.Room.OK, third.makeRoom());
    }

    @Test
    void aDeclaredLengthAboveTheCapIsTheCallersToRefuse() {
        assertThrows(IllegalArgumentException.class, () -> new ReadAheadBuffer(2_000, 1_000));
        assertThrows(IllegalArgumentException.class, () -> new ReadAheadBuffer.Budget(0));
    }

    @Test
    void aBodyReadWholeOutsideTheBudgetIsServedEvenWhenSlowOnesFilledItAndJoiningLaterCountsItsArray() throws Exception {
        ReadAheadBuffer.Budget budget = new ReadAheadBuffer.Budget(1_500);
        ReadAheadBuffer slow = joined(budget, 1_000, 1 << 20);
        assertEquals(ReadAheadBuffer.Room.OK, slow.makeRoom());
        byte[] body = randomBytes(1_000);
        ReadAheadBuffer whole = new ReadAheadBuffer(body.length, 1 << 20);
        assertEquals(ReadAheadBuffer.Room.FULL, readAll(whole, new ByteArrayInputStream(body), 1_000));
        assertArrayEquals(body, whole.body());
        assertEquals(1_000, budget.usedBytes(), "the whole body took nothing from the budget");
        assertFalse(whole.joinBudget(budget), "no room for its 1,000 bytes beside the slow one's");
        assertEquals(1_000, budget.usedBytes(), "a refused join reserves nothing");
        slow.release();
        assertTrue(whole.joinBudget(budget));
        assertEquals(1_000, budget.usedBytes(), "joining counts the array it has");
        assertThrows(IllegalStateException.class, () -> whole.joinBudget(budget));
    }
}
