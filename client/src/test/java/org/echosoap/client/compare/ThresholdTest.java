package org.echosoap.client.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class ThresholdTest {

    @ParameterizedTest(name = "''{0}'' is {1}%")
    @CsvSource({"5%, 5", "5, 5", "0.5%, 0.5", "' 5 % ', 5", "12.25, 12.25", ".5%, 0.5", "0, 0", "100%, 100"})
    void acceptsPercentWithOrWithoutTheSign(String text, double percent) {
        assertEquals(percent, Threshold.parse(text).percent());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "five", "-5%", "5%%", "%5", "5 percent", "NaN", "Infinity", "1e3", "5,5"})
    void rejectsEverythingElseWithTheOptionsName(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Threshold.parse(text));
        assertEquals("--threshold must be a percentage like 5%, 5 or 0.5%, got '" + text + "'", e.getMessage());
    }

    @Test
    void marksOnlyDifferencesStrictlyBeyondIt() {
        Threshold five = Threshold.parse("5%");
        assertFalse(five.exceeded(5.0));
        assertFalse(five.exceeded(-5.0));
        assertTrue(five.exceeded(5.01));
        assertTrue(five.exceeded(-5.01));
        assertFalse(five.exceeded(Double.NaN), "an undefined percentage is never marked");
        assertTrue(Threshold.parse("0").exceeded(0.01));
        assertFalse(Threshold.parse("0").exceeded(0.0));
    }

    @Test
    void printsTheShortestForm() {
        assertEquals("5%", Threshold.parse("5").text());
        assertEquals("0.5%", Threshold.parse("0.50%").text());
        assertEquals("12.25%", Threshold.parse("12.25").text());
        assertEquals("0%", Threshold.parse("0.0").text());
    }
}
