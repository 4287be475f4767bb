package org.echosoap.server.cxf.xsd;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class XsdBase64Test {

    @Test
    void decodesWithXmlWhiteSpaceAnywhere() {
        assertArrayEquals(new byte[] {0, 1, 2, 3, 4}, XsdBase64.parse(" AAEC\r\n AwQ= "));
        assertArrayEquals(new byte[0], XsdBase64.parse(""));
    }

    @Test
    void encodesWithoutLineBreaks() {
        assertEquals("AAECAwQ=", XsdBase64.print(new byte[] {0, 1, 2, 3, 4}));
        assertEquals(-1, XsdBase64.print(new byte[1000]).indexOf('\n'));
    }

    /** JAXB's own decoder skips what is not base64 ({@code AA*A} gives two bytes); the contract refuses it. */
    @ParameterizedTest
    @ValueSource(strings = {"AA*A", "AAA", "AA==AA==", "AA-_", "A"})
    void refusesWhatIsNotBase64(String text) {
        NumberFormatException e = assertThrows(NumberFormatException.class, () -> XsdBase64.parse(text));
        assertTrue(e.getMessage().startsWith("not base64"), e.getMessage());
    }
}
