package org.echosoap.server.contract.xsd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Golden values for the {@code xsd:float} conversion echoFloat performs: what a literal parses to and how the
 * float is formatted back (the text a client sees in {@code <result>}), and which Java-only spellings are
 * refused.
 */
class XsdFloatTest {

    /** Parse, then format: the round trip echoFloat performs on its input. */
    private static String echo(String literal) {
        return XsdFloat.format(XsdFloat.parse(literal));
    }

    @ParameterizedTest(name = "\"{0}\" -> \"{1}\"")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "3.14159 | 3.14159",
        "INF     | INF",
        "+INF    | INF",
        "-INF    | -INF",
        "NaN     | NaN",
        "-0      | -0.0",
        "0       | 0.0",
        "1e39    | INF",          // beyond Float.MAX_VALUE: IEEE rounding, not an error
        "-1e39   | -INF",
        "-1e-50  | -0.0",         // below the smallest subnormal: signed zero
        "1.0E10  | 1.0E10",
        "1e10    | 1.0E10",
        ".5      | 0.5",
        "5.      | 5.0",
        "-1.5E3  | -1500.0",
        "+2.5e+0 | 2.5",
    })
    void echoesGoldenValues(String literal, String expected) {
        assertEquals(expected, echo(literal));
    }

    @Test
    void acceptsSurroundingXmlWhiteSpace() {
        assertEquals("3.14159", echo(" 3.14159\n"));
        assertEquals("INF", echo("\t\r\nINF  "));
    }

    @Test
    void parsesTheSeedValueToTheNearestFloat() {
        assertEquals(3.14159f, XsdFloat.parse("3.14159"));
        assertEquals(Float.floatToRawIntBits(-0.0f), Float.floatToRawIntBits(XsdFloat.parse("-0")));
        assertTrue(Float.isNaN(XsdFloat.parse("NaN")));
    }

    @ParameterizedTest(name = "rejects \"{0}\"")
    @ValueSource(strings = {"Infinity", "-Infinity", "0x1p3", "1.0f", "1.0d", "", "abc", "1e", "+", ".", "-",
        "1e+", "1.2.3", "inf", "nan", "1 2", "3.14159abc"})
    void rejectsNonLiteralsNamingTheText(String text) {
        NumberFormatException e = assertThrows(NumberFormatException.class, () -> XsdFloat.parse(text));
        assertTrue(e.getMessage().contains("'" + text + "'"), () -> "message should quote the text: " + e.getMessage());
    }

    @Test
    void rejectsWhiteSpaceOnly() {
        // Trimmed to "", which is no literal: the message shows the trimmed text.
        NumberFormatException e = assertThrows(NumberFormatException.class, () -> XsdFloat.parse(" \n "));
        assertTrue(e.getMessage().contains("''"), e.getMessage());
    }

    @Test
    void abbreviatesLongRejectedTextInTheMessage() {
        String longText = "x".repeat(500);
        NumberFormatException e = assertThrows(NumberFormatException.class, () -> XsdFloat.parse(longText));
        assertTrue(e.getMessage().length() < 100, () -> "message not bounded: " + e.getMessage().length() + " chars");
    }

    @Test
    void formatsSpecialValuesAsXsdLiterals() {
        assertEquals("INF", XsdFloat.format(Float.POSITIVE_INFINITY));
        assertEquals("-INF", XsdFloat.format(Float.NEGATIVE_INFINITY));
        assertEquals("NaN", XsdFloat.format(Float.NaN));
        assertEquals("-0.0", XsdFloat.format(-0.0f));
        assertEquals("1.4E-45", XsdFloat.format(Float.MIN_VALUE));
    }
}
