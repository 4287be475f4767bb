package org.echosoap.client.stats;

import java.util.Comparator;
import java.util.List;

/**
 * Picks the one trial of an endpoint that a report shows as "the" result.
 *
 * <ul>
 *   <li>{@link Pick#BEST}: the trial with the highest throughput. This is Sam Ruby's 2001 method ("repeated five
 *       times, with the best time taken"): noise on a shared machine only ever slows a trial down, so the fastest
 *       trial is the one least disturbed. Ties go to the earliest trial.</li>
 *   <li>{@link Pick#MEDIAN}: the trial with the median throughput, which is robust to one lucky trial as well.
 *       For an even number of trials it is the <em>lower</em>-middle one by throughput (of 4 trials, the 2nd
 *       slowest), because the result must be a trial that actually ran, not an average of two. Ties in throughput
 *       are ordered by index.</li>
 * </ul>
 *
 * <pre>{@code
 * BlockResult shown = TrialSelection.pick(soapTrials, TrialSelection.Pick.MEDIAN);
 * shown.latency().p99Micros();
 * }</pre>
 */
public final class TrialSelection {

    /** Which trial to pick. */
    public enum Pick {
        /** Highest throughput; earliest trial on ties. */
        BEST,
        /** Median throughput; lower-middle for an even count; ties ordered by index. */
        MEDIAN
    }

    /** Slowest first; equal throughputs in run order, so the choice is reproducible. */
    private static final Comparator<BlockResult> SLOWEST_FIRST =
            Comparator.comparingDouble(BlockResult::throughputPerSec).thenComparingInt(BlockResult::index);

    /** Fastest first; equal throughputs in run order. */
    private static final Comparator<BlockResult> FASTEST_FIRST =
            Comparator.comparingDouble(BlockResult::throughputPerSec).reversed()
                    .thenComparingInt(BlockResult::index);

    private TrialSelection() {
    }

    /**
     * The trial chosen by {@code pick} among {@code trials}.
     *
     * @throws IllegalArgumentException if {@code trials} is empty or mixes endpoints
     */
    public static BlockResult pick(List<BlockResult> trials, Pick pick) {
        BlockResult.requireOneEndpoint(trials, "trial selection");
        return switch (pick) {
            case BEST -> trials.stream().sorted(FASTEST_FIRST).findFirst().orElseThrow();
            case MEDIAN -> trials.stream().sorted(SLOWEST_FIRST).toList().get((trials.size() - 1) / 2);
        };
    }
}
