package org.echosoap.client.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class DurationsTest {

    @Test
    void parsesEveryUnit() {
        assertEquals(Duration.ofMillis(500), Durations.parse("500ms"));
        assertEquals(Duration.ofSeconds(3), Durations.parse("3s"));
        assertEquals(Duration.ofMillis(1500), Durations.parse("1.5s"));
        assertEquals(Duration.ofMinutes(2), Durations.parse("2m"));
        assertEquals(Duration.ofHours(1), Durations.parse("1h"));
        assertEquals(Duration.ofSeconds(10), Durations.parse("10"), "a bare number is seconds");
        assertEquals(Duration.ZERO, Durations.parse("0s"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "soon", "-1s", "1 sec", "1.s", "s", "1d"})
    void rejectsWithAOneLineReason(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Durations.parse(text));
        assertEquals(1, e.getMessage().lines().count());
    }

    @Test
    void formatsShortest() {
        assertEquals("500ms", Durations.format(Duration.ofMillis(500)));
        assertEquals("3s", Durations.format(Duration.ofSeconds(3)));
        assertEquals("1.5s", Durations.format(Duration.ofMillis(1500)));
        assertEquals("0s", Durations.format(Duration.ZERO));
    }
}
