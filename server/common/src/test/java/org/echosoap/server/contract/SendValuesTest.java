package org.echosoap.server.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Base64;
import org.junit.jupiter.api.Test;

/** The send formulas, as the load client and the integration tests read them on the wire. */
class SendValuesTest {

    @Test
    void intsAreTheIndex() {
        assertEquals(0, SendValues.intAt(0));
        assertEquals(99_999, SendValues.intAt(99_999));
    }

    @Test
    void doublesAreIndexPlusAHalfFormattedByDoubleToString() {
        assertEquals("0.5", Double.toString(SendValues.doubleAt(0)));
        assertEquals("1.5", Double.toString(SendValues.doubleAt(1)));
        assertEquals("99999.5", Double.toString(SendValues.doubleAt(99_999)));
    }

    @Test
    void stringsAreSPlusTheIndex() {
        assertEquals("s0", SendValues.stringAt(0));
        assertEquals("s99999", SendValues.stringAt(99_999));
    }

    @Test
    void bytesCountUpAndWrapAt256() {
        assertEquals(0, SendValues.byteAt(0));
        assertEquals((byte) 0xFF, SendValues.byteAt(255));
        assertEquals(0, SendValues.byteAt(256));
        assertEquals(127, SendValues.byteAt(9_999_999)); // 9,999,999 = 39,062 * 256 + 127, the last byte of 10 MB
        assertEquals("AAECAwQ=", Base64.getEncoder().encodeToString(SendValues.bytes(5)));
        assertEquals(0, SendValues.bytes(0).length);
    }

    @Test
    void simpleEventsFollowTheIndex() {
        assertEquals(new SimpleEvent(0, 0.5, "event 0"), SendValues.simpleEvent(0));
        assertEquals(new SimpleEvent(3, 3.5, "event 3"), SendValues.simpleEvent(3));
    }

    @Test
    void meshInterfaceObjectsFollowTheIndex() {
        assertEquals(new MeshInterfaceObject(0, 0, 0.25), SendValues.meshInterfaceObject(0));
        assertEquals(new MeshInterfaceObject(2, 4, 2.25), SendValues.meshInterfaceObject(2));
        assertEquals("99999.25", Double.toString(SendValues.meshInterfaceObject(99_999).value()));
        assertEquals(199_998, SendValues.meshInterfaceObject(99_999).y());
    }
}
