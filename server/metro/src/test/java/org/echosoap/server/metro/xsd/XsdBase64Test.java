package org.echosoap.server.metro.xsd;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class XsdBase64Test {

    @AfterEach
    void forgetRefusals() {
        RefusedValues.reset();
    }

    @Test
    void whiteSpaceAnywhereIsAllowedAndPrintingHasNoLineBreaks() {
        byte[] bytes = XsdBase64.parse(" AAEC\r\n AwQ= ");
        assertArrayEquals(new byte[] {0, 1, 2, 3, 4}, bytes);
        assertEquals("AAECAwQ=", XsdBase64.print(bytes));
        assertEquals(1368, XsdBase64.print(new byte[1026]).length());
    }

    @Test
    void charactersOutsideTheAlphabetAreRefusedNotSkipped() {
        assertNull(XsdBase64.parse("AA*A"));
        assertEquals("not base64: Illegal base64 character 2a", RefusedValues.take().reason());
    }

    @Test
    void aLengthThatIsNoMultipleOfFourIsRefused() {
        assertNull(XsdBase64.parse("AAE"));
        assertEquals("not base64: 3 characters (without white space) is not a multiple of 4",
                RefusedValues.take().reason());
    }

    @Test
    void emptyIsZeroBytes() {
        assertArrayEquals(new byte[0], XsdBase64.parse(""));
        assertNull(RefusedValues.peek());
    }
}
