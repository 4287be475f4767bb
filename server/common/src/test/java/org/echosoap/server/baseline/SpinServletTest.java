package org.echosoap.server.baseline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The {@code micros} parameter of {@code /baseline/spin}: whole microseconds from 0 to 1,000,000, else -1. */
class SpinServletTest {

    @ParameterizedTest(name = "\"{0}\" -> {1}")
    @CsvSource({"0, 0", "2000, 2000", "1000000, 1000000", "999999, 999999", "007, 7"})
    void acceptsWholeMicrosInRange(String text, long expectedMicros) {
        assertEquals(expectedMicros, SpinServlet.parseMicros(text));
    }

    @ParameterizedTest(name = "\"{0}\" -> -1")
    @ValueSource(strings = {"1000001", "-1", "abc", "", "2.5", "99999999", "+5", " 5", "5 ", "1e3",
        "9999999", "99999999999999999999"})
    void rejectsEverythingElse(String text) {
        assertEquals(-1, SpinServlet.parseMicros(text));
    }

    @Test
    void rejectsAMissingParameter() {
        assertEquals(-1, SpinServlet.parseMicros(null));
    }

    @Test
    void maximumIsOneSecond() {
        assertEquals(1_000_000, SpinServlet.MAX_SPIN_MICROS);
    }

    @ParameterizedTest(name = "allocBytes \"{0}\" -> {1}")
    @CsvSource({"0, 0", "1000, 1000", "16777216, 16777216", "16777217, -1", "-5, -1", "1k, -1", "'', -1"})
    void allocBytesIsAWholeNumberUpTo16MiB(String text, long expected) {
        assertEquals(expected, SpinServlet.parseAllocBytes(text));
    }
}
