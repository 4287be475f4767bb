package org.echosoap.server.baseline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code ?pauseMillis=&everyMillis=} of {@code /baseline/null}: which requests wait, and for how long. */
class PeriodicPauseTest {

    private final PeriodicPause pause = new PeriodicPause(100, 1_000);

    @ParameterizedTest(name = "arriving at {0} ms waits {1} ms")
    @CsvSource({"0, 100", "1, 99", "99, 1", "100, 0", "999, 0", "1000, 100", "1050, 50", "1_700_000_000_030, 70"})
    void holdsRequestsUntilTheCurrentWindowEnds(String nowMillis, long expectedWait) {
        assertEquals(expectedWait, pause.remainingMillis(Long.parseLong(nowMillis.replace("_", ""))));
    }

    @Test
    void theShareOfTimeHeldIsPauseOverPeriod() {
        // Arrivals every millisecond over ten periods: a share P/E of them waits, on average P/2.
        long held = 0;
        long waitedMillis = 0;
        for (long t = 0; t < 10_000; t++) {
            long w = pause.remainingMillis(t);
            held += w > 0 ? 1 : 0;
            waitedMillis += w;
        }
        assertEquals(1_000, held);
        assertEquals(1_000 * 50.5, waitedMillis, 0.0);
    }

    @Test
    void noParametersMeansNoPause() {
        assertNull(PeriodicPause.parse(null, null));
    }

    @Test
    void parsesAValidPair() {
        assertEquals(new PeriodicPause(100, 1_000), PeriodicPause.parse("100", "1000"));
        assertEquals(new PeriodicPause(5, 5), PeriodicPause.parse("5", "5"));
    }

    @ParameterizedTest(name = "pauseMillis={0} everyMillis={1} refused")
    @CsvSource(nullValues = "NONE", value = {"100, NONE", "NONE, 1000", "0, 1000", "200, 100", "abc, 1000",
        "100, 60001", "10001, 20000", "-5, 1000"})
    void refusesHalfOrBadPairsWithOneLine(String pauseText, String everyText) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PeriodicPause.parse(pauseText, everyText));
        assertEquals(PeriodicPause.USAGE, e.getMessage());
    }
}
