package org.echosoap.server.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code ?input=stream|preread}, stream by default; any other value of {@code input} is refused. */
class InputModeTest {

    @ParameterizedTest(name = "\"{0}\" -> {1}")
    @CsvSource(value = {
        "NULL, STREAM",
        "'', STREAM",
        "input=stream, STREAM",
        "input=preread, PREREAD",
        "other=1, STREAM",
        "other=1&input=preread, PREREAD",
        "input=preread&other=x, PREREAD",
    }, nullValues = "NULL")
    void readsTheMode(String query, InputMode expected) {
        assertEquals(expected, InputMode.fromQuery(query));
    }

    @ParameterizedTest(name = "\"{0}\"")
    @ValueSource(strings = {"input=bogus", "input=", "input", "input=PREREAD", "input=stream&input=preread",
        "input=stream&input=stream", "input=preread%20", "input=pre read"})
    void refusesAnythingElse(String query) {
        assertNull(InputMode.fromQuery(query));
    }
}
