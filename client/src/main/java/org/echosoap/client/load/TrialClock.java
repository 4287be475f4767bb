package org.echosoap.client.load;

import java.time.Duration;

/**
 * The phases of one trial on the {@link System#nanoTime()} clock: warm-up from start, measured window
 * [measureStart, measureEnd).
 */
record TrialClock(long startNanos, long measureStartNanos, long measureEndNanos) {

    static TrialClock startingNow(Duration warmup, Duration duration) {
        long now = System.nanoTime();
        long measureStart = now + warmup.toNanos();
        return new TrialClock(now, measureStart, measureStart + duration.toNanos());
    }

    long measureNanos() {
        return measureEndNanos - measureStartNanos;
    }
}
