package org.echosoap.client.load;

import org.echosoap.client.result.BlockOutcome;
import org.echosoap.client.stats.PairedEstimate;

/**
 * Watches a run from outside while it goes, at the same seam as the progress line: between blocks, on the run's own
 * thread, never from a worker. Every method has an empty default, so a watcher takes only what it needs; the live
 * metrics ({@code --metrics-port}) are one.
 *
 * <p>Why between blocks and not per request: the workers' path is what is timed; a block's outcome already holds its
 * counts, errors and histograms, merged once per block (50 ms by default), which is more often than anyone scrapes.
 *
 * <pre>{@code
 * new Measurement(options, rotation, "null", abort, System.err).observedBy(metrics).run();
 * }</pre>
 */
public interface RunObserver {

    /** Watches nothing. */
    RunObserver NONE = new RunObserver() {
    };

    /** What the run is doing. */
    enum Phase {
        /** Before the first priming: preflight, waiting for {@code --start-at}. */
        STARTING,
        /** Unrecorded blocks: the server's JIT warm-up, and the settling rounds on renewed connections. */
        PRIMING,
        /** Recorded blocks: what the result is made of. */
        MEASURING,
        /** Every part has ended. */
        DONE;

        /** The lower-case name metrics and files use. */
        public String key() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** Both watchers, {@code first} then {@code second}, each call in that order. */
    static RunObserver both(RunObserver first, RunObserver second) {
        if (first == NONE) {
            return second;
        }
        if (second == NONE) {
            return first;
        }
        return new RunObserver() {
            @Override
            public void partStarted(int number, int count, String label) {
                first.partStarted(number, count, label);
                second.partStarted(number, count, label);
            }

            @Override
            public void phase(Phase phase) {
                first.phase(phase);
                second.phase(phase);
            }

            @Override
            public void blockDone(String endpoint, String role, Phase phase, BlockOutcome outcome) {
                first.blockDone(endpoint, role, phase, outcome);
                second.blockDone(endpoint, role, phase, outcome);
            }

            @Override
            public void costEstimate(PairedEstimate estimate, double targetCi95Micros) {
                first.costEstimate(estimate, targetCi95Micros);
                second.costEstimate(estimate, targetCi95Micros);
            }

            @Override
            public boolean wantsCostEstimate() {
                return first.wantsCostEstimate() || second.wantsCostEstimate();
            }
        };
    }

    /** Part {@code number} (from 1) of {@code count} begins: a suite's scenario, a sweep's size, a plain run's only part. */
    default void partStarted(int number, int count, String label) {
    }

    /** The run entered {@code phase}. */
    default void phase(Phase phase) {
    }

    /**
     * A block of {@code endpoint} ended. Its histograms are the runner's reused ones: read them now, not later.
     *
     * @param role    {@code baseline}, {@code extra} or {@code measured} (as in result.json)
     * @param phase   {@link Phase#PRIMING} for an unrecorded block, {@link Phase#MEASURING} for a recorded one
     * @param outcome the block; {@link BlockOutcome#partial()} when the run was aborted during it (its errors count,
     *                its figures don't, as in the result)
     */
    default void blockDone(String endpoint, String role, Phase phase, BlockOutcome outcome) {
    }

    /**
     * The cost estimate so far (the measured endpoint over its baseline, or its own level without one).
     *
     * @param targetCi95Micros the precision target's half width for this estimate; NaN when the run has none
     */
    default void costEstimate(PairedEstimate estimate, double targetCi95Micros) {
    }

    /** Whether {@link #costEstimate} is wanted even when the run itself needs no estimate (a fixed number of rounds). */
    default boolean wantsCostEstimate() {
        return false;
    }
}
