package org.echosoap.server.rmi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputFilter.Status;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.rmi.server.UID;
import java.util.HashMap;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The filter's decisions on real streams: what the contract needs passes, the rest is refused before it is built. */
class SerialFilterTest {

    @Test
    void theContractsValueTypesPass() throws Exception {
        assertEquals("abc", read(bytes("abc")));
        assertEquals(42, read(bytes(42)));
        assertEquals(3.5f, read(bytes(3.5f)));
        assertArrayEquals(new int[] {0, 1, 2}, (int[]) read(bytes(new int[] {0, 1, 2})));
        assertEquals(SerialFilter.MAX_ARRAY_LENGTH, ((int[]) read(bytes(new int[SerialFilter.MAX_ARRAY_LENGTH]))).length);
        // A pattern leaves arrays of primitives to maxarray: they carry no code, only a size.
        assertEquals(2, ((long[]) read(bytes(new long[2]))).length);
    }

    @Test
    void everythingElseIsRejected() throws Exception {
        // A HashMap is the usual entry of deserialization gadget chains; BigInteger and UID pass the JDK's built-in
        // registry filter (any Number, UID) but not this one.
        for (Object hostile : new Object[] {new HashMap<>(), new Stranger(), new BigInteger("7"), new UID(),
                new Object[] {"a"}, new String[] {"a"}, List.of(1), String.class}) {
            InvalidClassException e = assertThrows(InvalidClassException.class, () -> read(bytes(hostile)),
                    hostile.getClass().getName());
            assertTrue(e.getMessage().contains("REJECTED"), e.getMessage());
        }
    }

    @Test
    void anOversizedArrayIsRejectedOnItsDeclaredLengthBeforeItIsAllocated() throws Exception {
        // Only the length field says 2^31-1: without the filter, ObjectInputStream would try to allocate 8 GB.
        for (int length : new int[] {SerialFilter.MAX_ARRAY_LENGTH + 1, Integer.MAX_VALUE}) {
            byte[] stream = bytes(new int[] {7});
            ByteBuffer.wrap(stream).putInt(stream.length - 8, length);
            InvalidClassException e = assertThrows(InvalidClassException.class, () -> read(stream));
            assertTrue(e.getMessage().contains("REJECTED"), e.getMessage());
        }
    }

    @Test
    void theLimitsHoldForAnyClass() {
        ObjectInputFilter filter = SerialFilter.create();
        assertEquals(Status.ALLOWED, filter.checkInput(info(Integer.class, -1, 1, 3, 100)));
        assertEquals(Status.REJECTED, filter.checkInput(info(Integer.class, -1, SerialFilter.MAX_DEPTH + 1, 3, 100)));
        assertEquals(Status.REJECTED, filter.checkInput(info(Integer.class, -1, 1, SerialFilter.MAX_REFS + 1, 100)));
        assertEquals(Status.REJECTED, filter.checkInput(info(String.class, -1, 1, 1, SerialFilter.MAX_STREAM_BYTES + 1)));
        assertEquals(Status.REJECTED, filter.checkInput(info(int[].class, SerialFilter.MAX_ARRAY_LENGTH + 1, 1, 1, 10)));
        // A back reference (no class): only the limits apply. Arrays of primitives too (UNDECIDED reads as allowed).
        assertEquals(Status.UNDECIDED, filter.checkInput(info(null, -1, 1, 5, 100)));
        assertEquals(Status.UNDECIDED, filter.checkInput(info(int[].class, SerialFilter.MAX_ARRAY_LENGTH, 1, 1, 10)));
    }

    @Test
    void thePatternIsWhatTheDocsSay() {
        assertEquals("maxdepth=3;maxrefs=64;maxbytes=4065536;maxarray=1000000;java.lang.Number;java.lang.Integer;"
                + "java.lang.Float;!*", SerialFilter.PATTERN);
        assertEquals(SerialFilter.PATTERN, SerialFilter.create().toString());
    }

    private static byte[] bytes(Object value) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ObjectOutputStream oos = new ObjectOutputStream(out)) {
            oos.writeObject(value);
        }
        return out.toByteArray();
    }

    private static Object read(byte[] stream) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(stream))) {
            in.setObjectInputFilter(SerialFilter.create());
            return in.readObject();
        }
    }

    private static ObjectInputFilter.FilterInfo info(Class<?> type, long arrayLength, long depth, long refs,
            long bytes) {
        return new ObjectInputFilter.FilterInfo() {
            @Override
            public Class<?> serialClass() {
                return type;
            }

            @Override
            public long arrayLength() {
                return arrayLength;
            }

            @Override
            public long depth() {
                return depth;
            }

            @Override
            public long references() {
                return refs;
            }

            @Override
            public long streamBytes() {
                return bytes;
            }
        };
    }
}
