package org.echosoap.server.contract.xsd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The {@code xsd:int} lexical space: what parses to what, and what is refused with which message. */
class XsdIntTest {

    @ParameterizedTest(name = "\"{0}\" -> {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "0            | 0",
        "-0           | 0",
        "+7           | 7",
        "007          | 7",
        "` 42\n`      | 42",
        "2147483647   | 2147483647",
        "-2147483648  | -2147483648",
        "000000000000000000000001 | 1",
    })
    void parsesLiterals(String literal, int expected) {
        assertEquals(expected, XsdInt.parse(literal));
        assertEquals(Integer.toString(expected), XsdInt.format(expected));
    }

    @ParameterizedTest(name = "refuses \"{0}\"")
    @ValueSource(strings = {"", " ", "+", "-", "abc", "1.0", "1e3", "1 2", "0x10", "١٢", "--1", "1-"})
    void refusesNonIntegers(String literal) {
        NumberFormatException e = assertThrows(NumberFormatException.class, () -> XsdInt.parse(literal));
        assertTrue(e.getMessage().startsWith("not an xsd:int: '"), e.getMessage());
    }

    @ParameterizedTest(name = "refuses \"{0}\" as out of range")
    @ValueSource(strings = {"2147483648", "-2147483649", "99999999999999999999999999"})
    void refusesValuesBeyondTheRange(String literal) {
        NumberFormatException e = assertThrows(NumberFormatException.class, () -> XsdInt.parse(literal));
        assertTrue(e.getMessage().startsWith("beyond the xsd:int range"), e.getMessage());
    }

    @ParameterizedTest(name = "message for a long value is one short line")
    @ValueSource(strings = {"1\n2\n3\n4\n5\n6\n7\n8\n9\n0\n1\n2\n3\n4\n5\n6\n7\n8\n9\n0\n1\n2\n3"})
    void quotesOnOneLine(String literal) {
        String message = assertThrows(NumberFormatException.class, () -> XsdInt.parse(literal)).getMessage();
        assertFalse(message.contains("\n"), message);
        assertTrue(message.endsWith("...'"), message);
    }

    @Test
    void reasonsQuoteTheTrimmedTextAsItIs() {
        assertEquals("beyond the xsd:int range: '2147483648'",
                assertThrows(RefusedXsdValue.class, () -> XsdInt.parse(" 2147483648\n")).getMessage());
        RefusedXsdValue e = assertThrows(RefusedXsdValue.class, () -> XsdInt.parse("\u0661"));
        assertEquals("not an xsd:int: '\u0661'", e.getMessage());
        assertEquals("\u0661", e.quotedText());
    }

    @Test
    void aMillionDigitsStopEarly() {
        String message = assertThrows(RefusedXsdValue.class, () -> XsdInt.parse("9".repeat(1_000_000))).getMessage();
        assertEquals("beyond the xsd:int range: '" + "9".repeat(40) + "...'", message);
    }
}
