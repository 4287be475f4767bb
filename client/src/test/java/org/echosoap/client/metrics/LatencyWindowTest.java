package org.echosoap.client.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.HdrHistogram.Histogram;
import org.echosoap.client.stats.Histograms;
import org.junit.jupiter.api.Test;

class LatencyWindowTest {

    private final AtomicLong now = new AtomicLong();
    private final LatencyWindow window = new LatencyWindow(Duration.ofSeconds(30), 3, now::get);

    private static Histogram constant(long micros, long count) {
        Histogram h = Histograms.newLatencyHistogram();
        h.recordValueWithCount(micros, count);
        return h;
    }

    @Test
    void slidesInBucketSteps() {
        window.add(constant(1000, 10));
        now.set(Duration.ofSeconds(15).toNanos());
        window.add(constant(100, 10));
        // Both within the window: the median is between, the top is the older 1 ms.
        assertEquals(1000e-6, window.snapshot(new double[] {1.0}).quantileSeconds()[0], 1e-6);
        now.set(Duration.ofSeconds(31).toNanos());
        // The first bucket (0-10 s) has left the window; the second (10-20 s) has not.
        assertEquals(100e-6, window.snapshot(new double[] {1.0}).quantileSeconds()[0], 0.2e-6);
        assertEquals(20, window.snapshot(new double[] {1.0}).count());
        now.set(Duration.ofSeconds(200).toNanos());
        assertTrue(Double.isNaN(window.snapshot(new double[] {0.5}).quantileSeconds()[0]));
        assertEquals(20, window.snapshot(new double[] {0.5}).count(), "the count is since the start");
    }

    @Test
    void copiesWhatItIsGiven() {
        Histogram reused = constant(500, 4);
        window.add(reused);
        reused.reset(); // the runner reuses its histograms for the next block
        assertEquals(500e-6, window.snapshot(new double[] {0.5}).quantileSeconds()[0], 1e-6);
    }

    @Test
    void rejectsAWindowWithoutBuckets() {
        assertThrows(IllegalArgumentException.class, () -> new LatencyWindow(Duration.ofSeconds(1), 0, now::get));
    }
}
