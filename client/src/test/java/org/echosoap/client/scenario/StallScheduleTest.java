package org.echosoap.client.scenario;

import org.echosoap.client.scenario.catalog.Scenarios;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code --stall PAUSE/PERIOD} and the endpoint of the stall scenario. */
class StallScheduleTest {

    @Test
    void theStallScenarioAsksTheNullBaselineForItsPause() {
        Scenario s = Scenarios.byName("stall", new ScenarioParameters(-1, 0, StallSchedule.parse("250ms/2s")), e -> 0);
        assertEquals("/baseline/null?pauseMillis=250&everyMillis=2000", s.measured().path());
        assertTrue(s.baseline().isEmpty(), "a truth check of latency percentiles, not a cost");
        assertEquals(new StallSchedule(Duration.ofMillis(100), Duration.ofSeconds(1)), StallSchedule.DEFAULT);
        assertEquals("100ms/1s", StallSchedule.DEFAULT.describe());
    }

    @ParameterizedTest(name = "\"{0}\" refused")
    @ValueSource(strings = {"100ms", "100ms/50ms", "0ms/1s", "11s/20s", "1s/2m", "100us/1s", "a/b", "100ms/1s/2s"})
    void refusesWhatTheServerWouldNotTake(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> StallSchedule.parse(text));
        assertTrue(e.getMessage().contains("--stall") || e.getMessage().contains("duration"), e.getMessage());
    }
}
