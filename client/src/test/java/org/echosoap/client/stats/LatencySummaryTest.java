package org.echosoap.client.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class LatencySummaryTest {

    @Test
    void percentilesOfOneToOneThousandMicros() {
        Histogram h = Histograms.newLatencyHistogram();
        for (long micros = 1; micros <= 1000; micros++) {
            h.recordValue(micros);
        }
        // Below 2048 µs every bucket is 1 µs wide, so the percentiles are the exact order statistics.
        assertEquals(new LatencySummary(500, 900, 990, 999, 1000, 500.5, 1000), LatencySummary.of(h));
    }

    @Test
    void reportsTheHighestEquivalentValueOfTheBucket() {
        // 10,000 µs lies in an 8 µs-wide bucket [10,000, 10,007]: percentiles and max give its top,
        // the mean its middle (10,000 + 8 / 2).
        LatencySummary s = LatencySummary.of(Fixtures.histogram(10_000));
        assertEquals(10_007, s.p50Micros(), 0.0);
        assertEquals(10_007, s.p999Micros(), 0.0);
        assertEquals(10_007, s.maxMicros(), 0.0);
        assertEquals(10_004, s.meanMicros(), 0.0);
        assertEquals(1, s.count());
    }

    @Test
    void emptyHistogramGivesNaNAndCountZero() {
        LatencySummary s = LatencySummary.of(Histograms.newLatencyHistogram());
        assertEquals(0, s.count());
        assertEquals(Double.NaN, s.p50Micros());
        assertEquals(Double.NaN, s.p90Micros());
        assertEquals(Double.NaN, s.p99Micros());
        assertEquals(Double.NaN, s.p999Micros());
        assertEquals(Double.NaN, s.maxMicros());
        assertEquals(Double.NaN, s.meanMicros());
    }
}
