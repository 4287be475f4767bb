package org.echosoap.server.contract.xsd;

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
        assertEquals("AAECAwQ=", XsdBase64.format(new byte[] {0, 1, 2, 3, 4}));
        assertEquals(-1, XsdBase64.format(new byte[1000]).indexOf('\n'));
        assertEquals(1368, XsdBase64.format(new byte[1026]).length());
    }

    @Test
    void reasonsNameTheProblemAsEveryStackAnswersIt() {
        assertEquals("not base64: Illegal base64 character 2a",
                assertThrows(RefusedXsdValue.class, () -> XsdBase64.parse("AA*A")).getMessage());
        RefusedXsdValue e = assertThrows(RefusedXsdValue.class, () -> XsdBase64.parse("AA E"));
        assertEquals("not base64: 3 characters (without white space) is not a multiple of 4", e.getMessage());
        assertEquals("AAE", e.quotedText());
    }

    /** JAXB's own decoder skips what is not base64 ({@code AA*A} gives two bytes); the contract refuses it. */
    @ParameterizedTest
    @ValueSource(strings = {"AA*A", "AAA", "AA==AA==", "AA-_", "A"})
    void refusesWhatIsNotBase64(String text) {
        NumberFormatException e = assertThrows(NumberFormatException.class, () -> XsdBase64.parse(text));
        assertTrue(e.getMessage().startsWith("not base64"), e.getMessage());
    }
}
