package org.echosoap.client.capacity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.HdrHistogram.Histogram;
import org.echosoap.client.stats.Histograms;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code --slo pQ=TIME} and its judgement of a latency histogram. */
class SloTest {

    @Test
    void parsesPercentileAndLimit() {
        assertEquals(new Slo(99, 10_000), Slo.parse("p99=10ms"));
        assertEquals(new Slo(99.9, 50_000), Slo.parse("p99.9=50ms"));
        assertEquals(new Slo(50, 2_000), Slo.parse("p50=2ms"));
        assertEquals("p99 ≤ 10ms", Slo.DEFAULT.describe());
        assertEquals("p99.9", Slo.parse("p99.9=1s").percentileName());
    }

    @ParameterizedTest(name = "\"{0}\" refused")
    @ValueSource(strings = {"99=10ms", "p100=1ms", "p0=1ms", "p99", "p99=", "p99=abc", "p99=0ms", "q99=1ms"})
    void refusesWhatIsNotAnObjective(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Slo.parse(text));
        assertTrue(e.getMessage().startsWith("--slo must be"), e.getMessage());
    }

    @Test
    void judgesTheHistogramAtItsPercentile() {
        Histogram h = Histograms.newLatencyHistogram();
        for (int i = 1; i <= 1_000; i++) {
            h.recordValue(i <= 985 ? 1_000 : 20_000); // 98.5% at 1 ms, 1.5% at 20 ms
        }
        assertFalse(Slo.parse("p99=10ms").met(h), "p99 is 20 ms");
        assertTrue(Slo.parse("p98=10ms").met(h), "p98 is 1 ms");
        assertFalse(Slo.DEFAULT.met(Histograms.newLatencyHistogram()), "nothing measured meets nothing");
    }
}
