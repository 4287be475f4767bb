package org.echosoap.server.services.benchmark.bindings;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import jakarta.activation.DataHandler;
import org.junit.jupiter.api.Test;

class BoundedBytesTest {

    private static DataHandler of(int size) {
        byte[] bytes = new byte[size];
        for (int i = 0; i < size; i++) {
            bytes[i] = (byte) i;
        }
        return new DataHandler(new BytesDataSource(bytes));
    }

    @Test
    void readsUpToTheLimitExactly() {
        byte[] read = BoundedBytes.read(of(200_000), 200_000, "echoBase64");
        assertEquals(200_000, read.length);
        assertEquals((byte) 199_999, read[199_999]);
        assertArrayEquals(new byte[0], BoundedBytes.read(of(0), 10, "echoBase64"));
    }

    @Test
    void oneByteMoreIsTheCallersFault() {
        BindingFault e = assertThrows(BindingFault.class, () -> BoundedBytes.read(of(200_001), 200_000, "receiveBase64"));
        assertEquals("receiveBase64: more than 200000 bytes", e.getMessage());
    }

    @Test
    void noValueIsTheCallersFault() {
        BindingFault e = assertThrows(BindingFault.class, () -> BoundedBytes.read(null, 10, "echoBase64"));
        assertEquals("echoBase64: echoBase64 needs an input element", e.getMessage());
    }
}
