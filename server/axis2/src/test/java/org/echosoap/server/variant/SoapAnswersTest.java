package org.echosoap.server.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

/** The echoed value and fault reasons are written as XML character data. */
class SoapAnswersTest {

    @Test
    void numbersPassThroughUntouched() {
        String value = "3.14159";
        assertSame(value, SoapAnswers.escapeText(value));
    }

    @Test
    void escapesMarkupAndReplacesIllegalCharacters() {
        assertEquals("a&amp;b&lt;c&gt;d", SoapAnswers.escapeText("a&b<c>d"));
        assertEquals("x?y\tz\n", SoapAnswers.escapeText("x\u0001y\tz\n"));
        assertEquals("é€", SoapAnswers.escapeText("é€"));
    }
}
