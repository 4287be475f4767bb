package org.echosoap.client.stats;

import java.util.List;

/**
 * Tells whether an endpoint has stopped getting faster while it is primed: the JIT of a fresh server keeps
 * speeding Axis2's request path up for about 10 s of load on 2 cores (measured: its median time inside the webapp
 * fell 291, 100, 71, 43, 38, 35, 34 µs over successive 2 s of load), and blocks measured before that is over would
 * bias the cost upward. The values are block medians of the server's own time where it sends Server-Timing.
 *
 * <p>Rule: over the last {@link #WINDOW_BLOCKS} primed blocks, the median of the older half's block medians may
 * exceed the newer half's by at most {@link #TOLERANCE} (relative) or {@link #TOLERANCE_MICROS}: still getting
 * faster by more than that is a trend; a flat or rising level is steady (priming longer would not help).
 * Medians, because one stalled block must not look like a trend.
 *
 * <p>Why 16 blocks (4 s of 250 ms blocks) and not 8: with halves of 1 s, block-to-block noise on a 2-vCPU VM hid the
 * JIT's slower last steps, and priming stopped at 4.5-5.3 s while EchoFloat's time inside the webapp was still 133-155
 * µs on its way to 83-96 (two fresh servers, 2026-11-23; the demo then warned "still warming up" in 4 runs of 5).
 * Halves of 2 s declare steady at 9.8-12 s, at the final level.
 *
 * <pre>{@code
 * SteadyState.isSteady(List.of(180.0, 180.0, 150.0, 150.0, 130.0, 130.0, 121.0, 121.0,
 *                              120.0, 120.0, 119.0, 119.0, 120.0, 120.0, 121.0, 121.0)); // false: still falling
 * }</pre>
 */
public final class SteadyState {

    /** Blocks compared: two halves of 8. */
    public static final int WINDOW_BLOCKS = 16;

    /**
     * Largest relative improvement of the newer half that still counts as steady. Why 3 % (and 3 µs): a warm
     * server's EchoFloat block medians (~36 µs inside the webapp) still differ by 2-3 µs between halves of 8 blocks;
     * the JIT's last steps (43, 38, 35 µs over 2 s each) are larger.
     */
    public static final double TOLERANCE = 0.03;

    /**
     * Improvements up to this many µs count as steady whatever the level: block medians of a few µs of server time
     * flip by 1-2 µs at the histogram's 1 µs resolution.
     */
    public static final double TOLERANCE_MICROS = 3.0;

    private SteadyState() {
    }

    /** Whether the last {@link #WINDOW_BLOCKS} values (block medians, in order) show no downward trend. */
    public static boolean isSteady(List<Double> blockMicros) {
        return improvementMicros(blockMicros) <= allowedMicros(blockMicros);
    }

    /**
     * How much faster the newer half of the window is than the older half (positive: still improving); NaN while
     * fewer than {@link #WINDOW_BLOCKS} values are there.
     */
    public static double improvementMicros(List<Double> blockMicros) {
        int n = blockMicros.size();
        if (n < WINDOW_BLOCKS) {
            return Double.NaN;
        }
        List<Double> window = blockMicros.subList(n - WINDOW_BLOCKS, n);
        return median(window.subList(0, WINDOW_BLOCKS / 2)) - median(window.subList(WINDOW_BLOCKS / 2, WINDOW_BLOCKS));
    }

    private static double allowedMicros(List<Double> blockMicros) {
        if (blockMicros.size() < WINDOW_BLOCKS) {
            return Double.NaN; // NaN comparisons are false: not steady yet
        }
        double level = median(blockMicros.subList(blockMicros.size() - WINDOW_BLOCKS / 2, blockMicros.size()));
        return Math.max(TOLERANCE * level, TOLERANCE_MICROS);
    }

    private static double median(List<Double> values) {
        return Sample.median(values.stream().mapToDouble(Double::doubleValue).toArray());
    }
}
