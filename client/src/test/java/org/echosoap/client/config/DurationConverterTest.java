package org.echosoap.client.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

class DurationConverterTest {

    @Test
    void parsesEveryUnit() {
        assertEquals(Duration.ofMillis(500), DurationConverter.parse("500ms"));
        assertEquals(Duration.ofSeconds(3), DurationConverter.parse("3s"));
        assertEquals(Duration.ofMillis(1500), DurationConverter.parse("1.5s"));
        assertEquals(Duration.ofMinutes(2), DurationConverter.parse("2m"));
        assertEquals(Duration.ofHours(1), DurationConverter.parse("1h"));
        assertEquals(Duration.ofSeconds(10), DurationConverter.parse("10"), "a bare number is seconds");
        assertEquals(Duration.ZERO, DurationConverter.parse("0s"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "soon", "-1s", "1 sec", "1.s", "s", "1d"})
    void rejectsWithAOneLineReason(String text) {
        CommandLine.TypeConversionException e =
                assertThrows(CommandLine.TypeConversionException.class, () -> DurationConverter.parse(text));
        assertEquals(1, e.getMessage().lines().count());
    }

    @Test
    void formatsShortest() {
        assertEquals("500ms", DurationConverter.format(Duration.ofMillis(500)));
        assertEquals("3s", DurationConverter.format(Duration.ofSeconds(3)));
        assertEquals("1.5s", DurationConverter.format(Duration.ofMillis(1500)));
        assertEquals("0s", DurationConverter.format(Duration.ZERO));
    }
}
