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

    /** {@code count} server times of {@code micros}. */
    private static Histogram serverTimes(int count, long micros) {
        Histogram h = Histograms.newLatencyHistogram();
        h.recordValueWithCount(micros, count);
        return h;
    }

    @Test
    void latenciesNearFortyMillisThatTheServerSpentAreNotAStall() {
        // A 2 MB message: the server itself works ~20 ms per answer, so answers at ~40 ms are its work.
        Histogram latency = Histograms.newLatencyHistogram();
        latency.recordValueWithCount(38_000, 70);
        latency.recordValueWithCount(30_000, 30);
        NagleStall s = NagleStallDetector.detect(latency, serverTimes(100, 20_000));
        assertEquals(new NagleStall(false, 40, 0.70), s);
    }

    @Test
    void aFastServerWithSlowAnswersIsStillAStall() {
        // The server answers in 60 µs; every answer the client sees takes 40 ms: all of it is outside the server.
        Histogram allStalled = latencies(0, 100, 40_500);
        assertEquals(new NagleStall(true, 40, 1.0), NagleStallDetector.detect(allStalled, serverTimes(100, 60)));
        // Just under the threshold (10 ms of server time for the 40 ms stall) it still counts.
        assertEquals(true, NagleStallDetector.detect(allStalled, serverTimes(100, 9_000)).stalled());
        assertEquals(false, NagleStallDetector.detect(allStalled, serverTimes(100, 10_000)).stalled());
    }

    @Test
    void withoutServerTimingTheLatencyAloneDecides() {
        assertEquals(NagleStallDetector.detect(latencies(94, 6, 40_000)),
                NagleStallDetector.detect(latencies(94, 6, 40_000), Histograms.newLatencyHistogram()));
    }
}
