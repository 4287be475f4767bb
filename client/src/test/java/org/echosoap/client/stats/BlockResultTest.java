package org.echosoap.client.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class BlockResultTest {

    private static BlockResult trial(long requests, long measureNanos, Histogram latency, Histogram server) {
        return BlockResult.of(0, "EchoFloat", requests, 3, measureNanos, latency, server);
    }

    @Test
    void throughputIsRequestsPerSecondOfTheMeasurePhase() {
        BlockResult t = trial(5_000, 2_000_000_000L, Fixtures.around(70), Fixtures.histogram());
        assertEquals(2_500.0, t.throughputPerSec(), 1e-9);
        BlockResult quarterSecond = trial(1_000, 250_000_000L, Fixtures.around(70), Fixtures.histogram());
        assertEquals(4_000.0, quarterSecond.throughputPerSec(), 1e-9);
    }

    @Test
    void latencyFiguresComeFromTheLatencyHistogram() {
        BlockResult t = trial(4, 1_000_000_000L, Fixtures.histogram(10, 20, 30, 100), Fixtures.histogram(5, 7));
        assertEquals(40.0, t.meanLatencyMicros(), 0.0);
        assertEquals(20.0, t.medianLatencyMicros(), 0.0);
        assertEquals(100.0, t.latency().p99Micros(), 0.0);
        assertEquals(4, t.latency().count());
        assertTrue(t.hasServerTiming());
        assertEquals(6.0, t.meanServerAppMicros(), 0.0);
    }

    @Test
    void emptyHistogramsGiveNaNMeans() {
        BlockResult t = trial(0, 1_000_000_000L, Fixtures.histogram(), Fixtures.histogram());
        assertEquals(Double.NaN, t.meanLatencyMicros());
        assertEquals(Double.NaN, t.meanServerAppMicros());
        assertFalse(t.hasServerTiming());
        assertEquals(0.0, t.throughputPerSec(), 0.0);
    }

    @Test
    void keepsItsFiguresWhenTheRecorderReusesTheHistograms() {
        Histogram latency = Fixtures.histogram(10, 20);
        Histogram server = Fixtures.histogram(5);
        BlockResult t = trial(2, 1_000_000_000L, latency, server);
        latency.reset();
        server.recordValue(1_000);
        assertEquals(2, t.latency().count());
        assertEquals(15.0, t.meanLatencyMicros(), 0.0);
        assertEquals(5.0, t.meanServerAppMicros(), 0.0);
        // The compressed histogram it carries for result.json is the one it was made from.
        assertEquals(2, Histograms.fromCompressedBase64(t.latencyHistogramBase64()).getTotalCount());
    }

    @Test
    void theMedianIsTheMiddleOfItsBucketAndTheOutsidePartHasItsOwnFigures() {
        BlockResult t = BlockResult.of(0, "EchoFloat", 3, 0, 1_000_000_000L, Fixtures.histogram(70, 71, 500),
                Fixtures.histogram(40, 41, 42), Fixtures.histogram(30, 30, 458), 7);
        assertEquals(71.0, t.medianLatencyMicros(), 0.0);
        assertEquals(41.0, t.medianServerAppMicros(), 0.0);
        assertEquals(30.0, t.medianOutsideMicros(), 0.0);
        assertEquals((30 + 30 + 458) / 3.0, t.meanOutsideMicros(), 1e-9);
        assertEquals(7, t.sequence());
        // Above 2048 µs a bucket is wider than 1 µs: the median is its middle, not its upper edge.
        BlockResult wide = BlockResult.of(0, "x", 1, 0, 1, Fixtures.histogram(10_000), Fixtures.histogram());
        assertEquals(10_000, wide.medianLatencyMicros(), 8.0);
        assertTrue(wide.medianLatencyMicros() < 10_007, "not the bucket's upper edge");
    }

    @Test
    void rejectsImpossibleValues() {
        Histogram h = Fixtures.histogram(10);
        assertThrows(IllegalArgumentException.class, () -> BlockResult.of(-1, "null", 1, 0, 1, h, h));
        assertThrows(IllegalArgumentException.class, () -> BlockResult.of(0, "null", -1, 0, 1, h, h));
        assertThrows(IllegalArgumentException.class, () -> BlockResult.of(0, "null", 1, -1, 1, h, h));
        assertThrows(IllegalArgumentException.class, () -> BlockResult.of(0, "null", 1, 0, 0, h, h));
        assertThrows(NullPointerException.class, () -> BlockResult.of(0, null, 1, 0, 1, h, h));
        assertThrows(NullPointerException.class, () -> BlockResult.of(0, "null", 1, 0, 1, null, h));
        assertThrows(NullPointerException.class, () -> BlockResult.of(0, "null", 1, 0, 1, h, null));
    }

    @Test
    void toStringIsOneShortLine() {
        BlockResult t = BlockResult.of(4, "null", 1000, 2, 1_000_000_000L, Fixtures.around(70),
                Fixtures.histogram());
        assertEquals("BlockResult[index=4, endpoint=null, requests=1000, errors=2, measureNanos=1000000000,"
                + " latencySamples=3, serverAppSamples=0, sequence=-1]", t.toString());
    }
}
