package org.echosoap.server.cxf.xsd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class XsdNumbersTest {

    @ParameterizedTest(name = "\"{0}\" -> {1}")
    @CsvSource({"' 42 ', 42", "+7, 7", "007, 7", "-0, 0", "2147483647, 2147483647", "-2147483648, -2147483648"})
    void parsesXsdInts(String text, int expected) {
        assertEquals(expected, XsdNumbers.parseInt(text));
    }

    /** Each of these JAXB's own converter takes (as 12, 0, a wrapped-around value, ...); the contract refuses them. */
    @ParameterizedTest(name = "\"{0}\"")
    @ValueSource(strings = {"", " ", "1 2", "abc", "1.5", "+", "-", "1-2", "2147483648", "-2147483649",
            "99999999999", "\u0661", "0x10", "1e3"})
    void refusesWhatIsNotAnXsdInt(String text) {
        NumberFormatException e = assertThrows(NumberFormatException.class, () -> XsdNumbers.parseInt(text));
        assertTrue(e.getMessage().contains("xsd:int"), e.getMessage());
    }

    @ParameterizedTest(name = "\"{0}\" -> \"{1}\"")
    @CsvSource({"1.50, 1.5", "-2.5E3, -2500.0", "1e10, 1.0E10", "-0, -0.0", "INF, INF", "+INF, INF", "-INF, -INF",
            "NaN, NaN", ".5, 0.5", "5., 5.0", "' 0.5 ', 0.5", "1e400, INF"})
    void doublesRoundTripCanonically(String text, String expected) {
        assertEquals(expected, XsdNumbers.printDouble(XsdNumbers.parseDouble(text)));
    }

    @ParameterizedTest(name = "\"{0}\" -> \"{1}\"")
    @CsvSource({"3.14159, 3.14159", "1e39, INF", "-1e39, -INF", "-0, -0.0", "2.5, 2.5", "1e10, 1.0E10", "NaN, NaN",
            "1e-50, 0.0"})
    void floatsRoundTripLikeTheSeedAsks(String text, String expected) {
        assertEquals(expected, XsdNumbers.printFloat(XsdNumbers.parseFloat(text)));
    }

    @ParameterizedTest(name = "\"{0}\"")
    @ValueSource(strings = {"Infinity", "-Infinity", "1.5f", "1.5d", "0x1p3", "inf", "nan", "", "1e", "e5", ".", "1..2"})
    void refusesJavaOnlySpellings(String text) {
        assertThrows(NumberFormatException.class, () -> XsdNumbers.parseFloat(text));
        NumberFormatException e = assertThrows(NumberFormatException.class, () -> XsdNumbers.parseDouble(text));
        assertEquals("not an xsd:double: '" + text.strip() + "'", e.getMessage());
    }

    @org.junit.jupiter.api.Test
    void quotesOnlyTheStartOfAHugeValueOnOneLine() {
        String huge = "x".repeat(1_000_000) + "\n";
        String message = assertThrows(NumberFormatException.class, () -> XsdNumbers.parseInt("1\n" + huge)).getMessage();
        assertTrue(message.length() < 100, message);
        assertTrue(message.lines().count() == 1, message);
    }
}
