package org.echosoap.client.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class StartTimeTest {

    private static final Instant NOW = Instant.parse("2026-11-23T18:50:00Z");

    @Test
    void readsAnInstantWithItsOffset() {
        assertEquals(Instant.parse("2026-11-23T19:00:00Z"), StartTime.parse("2026-11-23T19:00:00Z", NOW));
        assertEquals(Instant.parse("2026-11-23T19:00:00Z"), StartTime.parse("2026-11-23T20:00:00+01:00", NOW));
        assertEquals(Instant.parse("2026-11-23T18:55:00.250Z"), StartTime.parse("2026-11-23T18:55:00.25Z", NOW));
    }

    @Test
    void acceptsUpToFifteenMinutesAheadAndRefusesMore() {
        assertEquals(NOW.plus(Defaults.MAX_START_WAIT), StartTime.parse("2026-11-23T19:05:00Z", NOW));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> StartTime.parse("2026-11-23T19:05:01Z", NOW));
        assertEquals("--start-at 2026-11-23T19:05:01Z is 901 s ahead; the client waits at most 15 minutes (is the "
                + "time's offset or this host's clock wrong?)", e.getMessage());
    }

    @Test
    void aPastTimeIsAcceptedTheRunSaysHowLate() {
        assertEquals(Instant.parse("2026-11-23T18:00:00Z"), StartTime.parse("2026-11-23T18:00:00Z", NOW));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "soon", "19:00", "2026-11-23T19:00:00", "2026-11-23 19:00:00Z", "1790000000"})
    void refusesTimesWithoutAnOffsetOrNotISOInOneLine(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> StartTime.parse(text, NOW));
        assertEquals(1, e.getMessage().lines().count());
        assertTrue(e.getMessage().startsWith("--start-at must be an ISO-8601 time with its offset"), e.getMessage());
    }
}
