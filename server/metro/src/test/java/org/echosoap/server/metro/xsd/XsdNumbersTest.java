package org.echosoap.server.metro.xsd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class XsdNumbersTest {

    @AfterEach
    void forgetRefusals() {
        RefusedValues.reset();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "3.14159|3.14159", "-0|-0.0", "-0.0|-0.0", "INF|INF", "+INF|INF", "-INF|-INF", "NaN|NaN",
            "1e10|1.0E10", "1E10|1.0E10", ".5|0.5", "5.|5.0", "007|7.0", "1e39|INF", "-1e39|-INF", "1e-50|0.0",
            "' 2.5\t'|2.5"})
    void floatsAreConvertedForReal(String text, String printed) {
        assertEquals(printed, XsdNumbers.printFloat(XsdNumbers.parseFloat(text)));
        assertNull(RefusedValues.peek());
    }

    @ParameterizedTest
    @ValueSource(strings = {"Infinity", "-Infinity", "1.5f", "1.5d", "0x1p3", "abc", "", " ", "1 2", "1e", "e5", "."})
    void javaOnlySpellingsAreNotFloats(String text) {
        assertNull(XsdNumbers.parseFloat(text));
        assertEquals("not an xsd:float: '" + text.strip() + "'", RefusedValues.take().reason());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"007|7", "-0|0", "+42|42", "' 5 '|5", "2147483647|2147483647",
            "-2147483648|-2147483648"})
    void intsAreConvertedForReal(String text, String printed) {
        assertEquals(printed, XsdNumbers.printInt(XsdNumbers.parseInt(text)));
    }

    @Test
    void intsBeyondTheRangeAreRefusedNotWrapped() {
        assertNull(XsdNumbers.parseInt("2147483648"));
        assertEquals("beyond the xsd:int range: '2147483648'", RefusedValues.take().reason());
        assertNull(XsdNumbers.parseInt("-99999999999999999999"));
        assertEquals("beyond the xsd:int range: '-99999999999999999999'", RefusedValues.take().reason());
    }

    @ParameterizedTest
    @ValueSource(strings = {"1.5", "abc", "", "+", "1e3", "\u0661", "0x10"})
    void nonIntsAreRefused(String text) {
        assertNull(XsdNumbers.parseInt(text));
        assertEquals("not an xsd:int: '" + text + "'", RefusedValues.take().reason());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"1.50|1.5", "1e10|1.0E10", "-0|-0.0", "INF|INF", "-INF|-INF", "NaN|NaN",
            "2147483648|2.147483648E9", "1e309|INF"})
    void doublesAreConvertedForReal(String text, String printed) {
        assertEquals(printed, XsdNumbers.printDouble(XsdNumbers.parseDouble(text)));
    }

    @Test
    void theFirstRefusalOfARequestIsKept() {
        XsdNumbers.parseDouble("Infinity");
        XsdNumbers.parseDouble("nope");
        RefusedValues.Refusal refusal = RefusedValues.take();
        assertEquals("not an xsd:double: 'Infinity'", refusal.reason());
        assertEquals("Infinity", refusal.text());
        assertNull(RefusedValues.take());
    }

    @Test
    void quotedTextStaysOneShortLine() {
        assertEquals("a?b", XsdNumbers.quote("a\nb"));
        assertEquals("x".repeat(40) + "...", XsdNumbers.quote("x".repeat(41)));
    }
}
