package org.echosoap.client.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class NagleStallDetectorTest {

    /** {@code fastCount} requests of 70 µs and {@code stalledCount} of {@code stalledMicros}. */
    private static Histogram latencies(int fastCount, int stalledCount, long stalledMicros) {
        Histogram h = Histograms.newLatencyHistogram();
        h.recordValueWithCount(70, fastCount);
        if (stalledCount > 0) {
            h.recordValueWithCount(stalledMicros, stalledCount);
        }
        return h;
    }

    @Test
    void sixPercentAtFortyMillisIsAStall() {
        assertEquals(new NagleStall(true, 40, 0.06), NagleStallDetector.detect(latencies(94, 6, 40_000)));
    }

    @Test
    void fourPercentIsNot() {
        assertEquals(new NagleStall(false, 40, 0.04), NagleStallDetector.detect(latencies(96, 4, 40_000)));
    }

    @Test
    void exactlyFivePercentIs() {
        assertEquals(new NagleStall(true, 40, 0.05), NagleStallDetector.detect(latencies(95, 5, 41_000)));
    }

    @Test
    void twoHundredMillisStalls() {
        assertEquals(new NagleStall(true, 200, 0.10), NagleStallDetector.detect(latencies(90, 10, 210_000)));
    }

    @Test
    void reportsTheLargerOfBothStalls() {
        Histogram h = latencies(70, 10, 40_000);
        h.recordValueWithCount(200_000, 20);
        assertEquals(new NagleStall(true, 200, 0.20), NagleStallDetector.detect(h));
    }

    @Test
    void windowIsFifteenPercentEitherSide() {
        // 34,000 and 46,000 µs are the edges of 40 ms ± 15 %; 33,900 and 46,100 lie outside
        // (also after quantization to 32 µs buckets).
        assertEquals(0.5, NagleStallDetector.detect(latencies(50, 50, 34_000)).share(), 0.0);
        assertEquals(0.5, NagleStallDetector.detect(latencies(50, 50, 46_000)).share(), 0.0);
        assertEquals(0.0, NagleStallDetector.detect(latencies(50, 50, 33_900)).share(), 0.0);
        assertEquals(0.0, NagleStallDetector.detect(latencies(50, 50, 46_100)).share(), 0.0);
        assertEquals(0.5, NagleStallDetector.detect(latencies(50, 50, 170_000)).share(), 0.0);
        assertEquals(0.5, NagleStallDetector.detect(latencies(50, 50, 230_000)).share(), 0.0);
        assertEquals(0.0, NagleStallDetector.detect(latencies(50, 50, 232_000)).share(), 0.0);
    }

    @Test
    void slowButNotAtAStallValueIsNotFlagged() {
        // Half the requests at 100 ms: slow, but between the two delayed-ACK timeouts.
        assertEquals(new NagleStall(false, 40, 0.0), NagleStallDetector.detect(latencies(50, 50, 100_000)));
    }

    @Test
    void worksOnHistogramsThatEndBelowTwoHundredMillis() {
        Histogram small = new Histogram(1, 100_000, 3);
        small.recordValueWithCount(70, 90);
        small.recordValueWithCount(40_000, 10);
        assertEquals(new NagleStall(true, 40, 0.10), NagleStallDetector.detect(small));
    }

    @Test
    void emptyHistogramIsNotStalled() {
        NagleStall s = NagleStallDetector.detect(Histograms.newLatencyHistogram());
        assertEquals(false, s.stalled());
        assertEquals(0, s.stallMillis());
        assertEquals(Double.NaN, s.share());
    }
}
