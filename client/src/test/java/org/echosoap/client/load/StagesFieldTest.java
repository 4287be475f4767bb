package org.echosoap.client.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.echosoap.server.stages.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class StagesFieldTest {

    private static StagesField read(String value) {
        byte[] b = ("xx" + value + "yy").getBytes(StandardCharsets.ISO_8859_1);
        return new StagesField().read(b, 2, b.length - 2); // read in place, inside a larger buffer
    }

    @Test
    void readsTheServersShape() {
        StagesField f = read("container-in;ns=1820;bytes=936, inbound;ns=8200;bytes=15004, "
                + "invocation;ns=6100;bytes=12000, container-out;ns=300;bytes=48");
        assertFalse(f.malformed());
        assertEquals(1820, f.nanos(Stage.CONTAINER_IN));
        assertEquals(936, f.bytes(Stage.CONTAINER_IN));
        assertEquals(8200, f.nanos(Stage.INBOUND));
        assertEquals(15004, f.bytes(Stage.INBOUND));
        assertEquals(12000, f.bytes(Stage.INVOCATION));
        assertEquals(48, f.bytes(Stage.CONTAINER_OUT));
        assertFalse(f.entered(Stage.SECURITY));
        assertEquals(StagesField.ABSENT, f.nanos(Stage.SECURITY));
        assertEquals(0b1001011, f.enteredMask());
    }

    @Test
    void bytesMayBeMissingAndUnknownParametersAreIgnored() {
        StagesField f = read("container-in;ns=1820;later=5");
        assertTrue(f.entered(Stage.CONTAINER_IN));
        assertEquals(1820, f.nanos(Stage.CONTAINER_IN));
        assertEquals(StagesField.ABSENT, f.bytes(Stage.CONTAINER_IN));
    }

    @ParameterizedTest
    @ValueSource(strings = {"reading;ns=5;bytes=1", "container-in;ns=5, container-in;ns=6", "container-in;ns=x",
            "container-in;bytes=5", "container-in;ns=", "container-in ns=5", "container-in;ns=1234567890123456789",
            "container-in;ns=-5", "container-in;ns=5x;bytes=2"})
    void malformedInputDropsTheAnswersStagesAndSaysSo(String value) {
        StagesField f = read(value);
        assertTrue(f.malformed(), value);
        assertEquals(0, f.enteredMask(), value);
    }

    @Test
    void emptyAndNoFieldEnterNothingAndAreNotMalformed() {
        assertEquals(0, read("").enteredMask());
        assertFalse(read(" , ").malformed());
        StagesField reused = read("inbound;ns=1;bytes=2");
        assertEquals(0, reused.read((CharSequence) null).enteredMask());
    }

    @Test
    void aReadReplacesTheLastAnswer() {
        StagesField f = read("inbound;ns=1;bytes=2");
        byte[] b = "writing;ns=3;bytes=4".getBytes(StandardCharsets.ISO_8859_1);
        f.read(b, 0, b.length);
        assertFalse(f.entered(Stage.INBOUND));
        assertEquals(4, f.bytes(Stage.WRITING));
        StagesField copy = new StagesField();
        copy.copyFrom(f);
        assertEquals(3, copy.nanos(Stage.WRITING));
    }

    @Test
    void readingAnAnswerAllocatesNothing() {
        byte[] b = "container-in;ns=1820;bytes=936, inbound;ns=8200;bytes=15004, writing;ns=700;bytes=96"
                .getBytes(StandardCharsets.ISO_8859_1);
        StagesField f = new StagesField();
        com.sun.management.ThreadMXBean threads =
                (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        long sink = 0;
        for (int i = 0; i < 20_000; i++) { // warm-up: the JIT's own first allocations stay out
            sink += f.read(b, 0, b.length).nanos(Stage.INBOUND);
        }
        long before = threads.getCurrentThreadAllocatedBytes();
        for (int i = 0; i < 100_000; i++) {
            sink += f.read(b, 0, b.length).nanos(Stage.INBOUND);
        }
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        assertEquals(8200L * 120_000, sink);
        // 100,000 answers: one object each would be 1.6 MB; allow the counter's own few hundred bytes.
        assertTrue(allocated < 4_096, allocated + " bytes allocated reading 100,000 answers");
    }
}
