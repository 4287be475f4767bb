package org.echosoap.client.stats;

import java.util.List;
import org.echosoap.client.config.PrecisionTarget;

/**
 * Tells whether an endpoint being primed has reached a steady state: the JIT of a fresh server keeps speeding Axis2's
 * request path up for about 10 s of load on 2 cores (measured: its median time inside the webapp fell 291, 100, 71,
 * 43, 38, 35, 34 µs over successive 2 s of load), and blocks measured before that is over would bias the cost upward.
 * The values are the priming blocks' medians of the server's own time where it sends Server-Timing (latency
 * otherwise), in order.
 *
 * <p>Rule: MSER-5 ({@link Mser5}; White 1997, Hoad, Robinson &amp; Davies 2010) on the whole priming series: steady
 * when its warm-up truncation point lies in the first half of the series, the series has at least
 * {@value #FIRST_LOOK_BLOCKS} blocks, and the blocks after the truncation point do not still fall significantly. A
 * level that keeps falling never passes, however slowly (the rule it replaces compared two halves of the last 16
 * blocks with a 3 % tolerance, after every block, and a slow fall passed it once one step was small enough); a
 * level that keeps rising is not steady either. A warm-up of w blocks needs a series of more than 2w blocks.
 *
 * <p>Looks: the rule is applied only at fixed steps, at {@value #FIRST_LOOK_BLOCKS} blocks and every
 * {@value #LOOK_EVERY_BLOCKS} after ({@link #isLook}), and once more when {@code --prime} runs out. Why: applying it
 * after every block and stopping at the first "steady" picks the block whose noise happened to hide the trend
 * (optional stopping), as looking at a confidence interval after every pair does ({@link PrecisionTarget}); fixed
 * looks bound that. Multiples of {@value Mser5#BATCH}, so no block is left out of MSER-5's batches at a look. Why 40
 * blocks first: MSER-5 needs {@value Mser5#MIN_BATCHES} batches ({@link Mser5}); with 250 ms blocks that is 10 s, as
 * long as a fresh server's JIT needs anyway. Over a suite part's 1 s priming (a look at 40 blocks, the end at ~45),
 * stationary noise passed in 96 % of simulated series, and a 60 % fall hidden in noise as large as a batch's fall
 * in 4 % (SteadyStateTest): each judgement is a test, and more of them let more through.
 *
 * <pre>{@code
 * if (SteadyState.isLook(medians.size()) && SteadyState.isSteady(medians)) {
 *     stopPriming(SteadyState.warmupBlocks(medians)); // blocks that were still warming up
 * }
 * }</pre>
 */
public final class SteadyState {

    /** Blocks before the first look: MSER-5's minimum of {@value Mser5#MIN_BATCHES} batches of 5. */
    public static final int FIRST_LOOK_BLOCKS = Mser5.MIN_BATCHES * Mser5.BATCH;

    /** Blocks between looks: two batches. */
    public static final int LOOK_EVERY_BLOCKS = 2 * Mser5.BATCH;

    private SteadyState() {
    }

    /** Whether the rule is applied after this many blocks (every {@value #LOOK_EVERY_BLOCKS} from 40 on). */
    public static boolean isLook(int blocks) {
        return blocks >= FIRST_LOOK_BLOCKS && (blocks - FIRST_LOOK_BLOCKS) % LOOK_EVERY_BLOCKS == 0;
    }

    /** Whether the priming series (block medians, in order) has reached a steady state by MSER-5. */
    public static boolean isSteady(List<Double> blockMicros) {
        return Mser5.of(blockMicros).steady();
    }

    /**
     * MSER-5's estimate of the blocks that were still warming up (a multiple of 5; in a series that is not steady,
     * at most half of it, a lower bound); -1 with fewer than {@value #FIRST_LOOK_BLOCKS} blocks (too few to judge).
     */
    public static int warmupBlocks(List<Double> blockMicros) {
        Mser5 m = Mser5.of(blockMicros);
        return m.enoughBatches() ? m.truncationValues() : -1;
    }
}
