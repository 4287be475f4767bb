package org.echosoap.server.metro.xsd;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * What Metro adds to the contract's converters (tested in echosoap-server-common): a refused value is recorded and
 * bound as null, not thrown.
 */
class RecordingXsdTest {

    @AfterEach
    void forgetRefusals() {
        RefusedValues.reset();
    }

    @Test
    void validValuesAreConvertedAndNothingIsRecorded() {
        assertEquals("7", RecordingXsd.printInt(RecordingXsd.parseInt(" 007 ")));
        assertEquals("1.5", RecordingXsd.printDouble(RecordingXsd.parseDouble("1.50")));
        assertEquals("INF", RecordingXsd.printFloat(RecordingXsd.parseFloat("1e39")));
        assertArrayEquals(new byte[] {0, 1, 2, 3, 4}, RecordingXsd.parseBase64(" AAEC\r\n AwQ= "));
        assertEquals("AAECAwQ=", RecordingXsd.printBase64(new byte[] {0, 1, 2, 3, 4}));
        assertNull(RefusedValues.peek());
    }

    @Test
    void aRefusedValueIsBoundAsNullWithItsReasonRecorded() {
        assertNull(RecordingXsd.parseInt("2147483648"));
        assertEquals("beyond the xsd:int range: '2147483648'", RefusedValues.take().reason());
        assertNull(RecordingXsd.parseFloat("Infinity"));
        assertEquals("not an xsd:float: 'Infinity'", RefusedValues.take().reason());
        assertNull(RecordingXsd.parseBase64("AA*A"));
        assertEquals("not base64: Illegal base64 character 2a", RefusedValues.take().reason());
    }

    @Test
    void theFirstRefusalOfARequestIsKept() {
        RecordingXsd.parseDouble("Infinity");
        RecordingXsd.parseDouble("nope");
        RefusedValues.Refusal refusal = RefusedValues.take();
        assertEquals("not an xsd:double: 'Infinity'", refusal.reason());
        assertEquals("Infinity", refusal.text());
        assertNull(RefusedValues.take());
    }
}
