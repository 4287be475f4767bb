package org.echosoap.server.contract.xsd;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** What JAXB's generated adapters get: the converters' values boxed, null printed as null. */
class BoxedXsdTest {

    @Test
    void roundTripsEachType() {
        assertEquals("7", BoxedXsd.printInt(BoxedXsd.parseInt(" +007 ")));
        assertEquals("1.5", BoxedXsd.printDouble(BoxedXsd.parseDouble("1.50")));
        assertEquals("INF", BoxedXsd.printFloat(BoxedXsd.parseFloat("1e39")));
        assertArrayEquals(new byte[] {0, 1, 2}, BoxedXsd.parseBase64("AAEC"));
        assertEquals("AAEC", BoxedXsd.printBase64(new byte[] {0, 1, 2}));
    }

    @Test
    void nullPrintsAsNull() {
        assertNull(BoxedXsd.printInt(null));
        assertNull(BoxedXsd.printDouble(null));
        assertNull(BoxedXsd.printFloat(null));
        assertNull(BoxedXsd.printBase64(null));
    }

    @Test
    void noTextIsNoNumber() {
        assertEquals("not an xsd:int: ''", assertThrows(RefusedXsdValue.class, () -> BoxedXsd.parseInt(null))
                .getMessage());
        assertEquals("not an xsd:double: ''", assertThrows(RefusedXsdValue.class, () -> BoxedXsd.parseDouble(null))
                .getMessage());
        assertEquals("not an xsd:float: ''", assertThrows(RefusedXsdValue.class, () -> BoxedXsd.parseFloat(null))
                .getMessage());
        assertNull(BoxedXsd.parseBase64(null));
    }
}
