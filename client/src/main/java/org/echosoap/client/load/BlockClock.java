package org.echosoap.client.load;

import java.time.Duration;

/**
 * The phases of one block on the {@link System#nanoTime()} clock: warm-up from start, measured window
 * [measureStart, measureEnd).
 */
record BlockClock(long startNanos, long measureStartNanos, long measureEndNanos) {

    static BlockClock startingNow(Duration warmup, Duration duration) {
        long now = System.nanoTime();
        long measureStart = now + warmup.toNanos();
        return new BlockClock(now, measureStart, measureStart + duration.toNanos());
    }

    long measureNanos() {
        return measureEndNanos - measureStartNanos;
    }
}
