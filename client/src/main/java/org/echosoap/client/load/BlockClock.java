package org.echosoap.client.load;

import java.time.Duration;

/**
 * The phases of one block on the {@link System#nanoTime()} clock: warm-up from start, measured window
 * [measureStart, measureEnd).
 */
record BlockClock(long startNanos, long measureStartNanos, long measureEndNanos, long cutoffNanos) {

    /** No cutoff: the block ends by its own rules. */
    static final long NO_CUTOFF = Long.MAX_VALUE;

    BlockClock(long startNanos, long measureStartNanos, long measureEndNanos) {
        this(startNanos, measureStartNanos, measureEndNanos, NO_CUTOFF);
    }

    static BlockClock startingNow(Duration warmup, Duration duration) {
        return startingNow(warmup, duration, NO_CUTOFF);
    }

    /**
     * A block starting now; at {@code cutoffNanos} (the run's time limit) its closed-loop workers send nothing more,
     * even short of the fewest recorded requests a block otherwise waits for.
     */
    static BlockClock startingNow(Duration warmup, Duration duration, long cutoffNanos) {
        long now = System.nanoTime();
        long measureStart = now + warmup.toNanos();
        return new BlockClock(now, measureStart, measureStart + duration.toNanos(), cutoffNanos);
    }

    /**
     * Whether a block ending at {@code nowNanos} ended past its cutoff (an open-loop block's test; a closed-loop
     * block is cut when a worker was: {@link Worker#cutOff}).
     */
    boolean cutShortBy(long nowNanos) {
        return cutoffNanos != NO_CUTOFF && nowNanos >= cutoffNanos;
    }

    long measureNanos() {
        return measureEndNanos - measureStartNanos;
    }
}
