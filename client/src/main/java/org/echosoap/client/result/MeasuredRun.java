package org.echosoap.client.result;

import java.util.List;
import java.util.Map;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.stats.BytesHold;

/**
 * Everything a run measured, in rotation order.
 *
 * @param rotation       the endpoints, in table order (baseline, extra rows, measured)
 * @param blocks         each endpoint's blocks (by endpoint name), in round order
 * @param pooled         each endpoint's histograms over its complete blocks (by endpoint name)
 * @param complete       false when the run stopped early (errors, Ctrl-C): the figures cover what was done
 * @param abortReason    why it stopped early, or null
 * @param priming        how each endpoint was primed before round 1, in priming order
 * @param stop           why the measuring stopped, and whether the precision target was met
 * @param noise          the hosts' own noise over the measured part ({@link HostNoise#UNKNOWN} when not metered)
 */
public record MeasuredRun(List<Endpoint> rotation, Map<String, List<BlockOutcome>> blocks,
                          Map<String, BlockHistograms> pooled, boolean complete,
                          String abortReason, List<Priming> priming, StopReason stop, HostNoise noise) {

    /** A run whose noise was not metered. */
    public MeasuredRun(List<Endpoint> rotation, Map<String, List<BlockOutcome>> blocks,
                       Map<String, BlockHistograms> pooled, boolean complete, String abortReason,
                       List<Priming> priming, StopReason stop) {
        this(rotation, blocks, pooled, complete, abortReason, priming, stop, HostNoise.UNKNOWN);
    }

    /** The same run with its noise. */
    public MeasuredRun withNoise(HostNoise metered) {
        return new MeasuredRun(rotation, blocks, pooled, complete, abortReason, priming, stop, metered);
    }

    /**
     * A run from outcomes that still carry their own histograms (not the runner's reused ones): pools those of the
     * complete blocks per endpoint and drops them from the outcomes. For runs put together outside {@code load.Measurement}
     * (tests, tools).
     */
    public static MeasuredRun pooling(List<Endpoint> rotation, Map<String, List<BlockOutcome>> blocks, boolean complete,
                                      String abortReason, List<Priming> priming, StopReason stop) {
        Map<String, List<BlockOutcome>> kept = new java.util.LinkedHashMap<>();
        Map<String, BlockHistograms> pooled = new java.util.LinkedHashMap<>();
        blocks.forEach((endpoint, outcomes) -> {
            BlockHistograms pool = new BlockHistograms();
            for (BlockOutcome o : outcomes) {
                if (!o.partial() && o.histograms() != null) {
                    pool.add(o.histograms());
                }
            }
            pooled.put(endpoint, pool);
            kept.put(endpoint, outcomes.stream().map(BlockOutcome::withoutHistograms).toList());
        });
        return new MeasuredRun(rotation, kept, pooled, complete, abortReason, priming, stop);
    }

    /**
     * How one endpoint was primed: driven unrecorded in blocks until MSER-5 found its block medians steady
     * ({@link org.echosoap.client.stats.SteadyState}) or {@code --prime} ran out.
     *
     * @param endpoint            the endpoint
     * @param millis              how long it was primed
     * @param blocks              priming blocks driven
     * @param requests            every request sent while priming; none is in the measured blocks'
     *                            {@code sentRequests}, so the two together are all the client sent
     * @param steady              whether it reached a steady state (false: --prime ran out before MSER-5 found the
     *                            warm-up in the first half of the series, or the level still fell, or too few blocks)
     * @param lastMedianMicros    the median server time (Server-Timing), or latency without it, of its last block
     * @param warmupBlocks        MSER-5's warm-up estimate in blocks (a multiple of 5; at most half the blocks, so a
     *                            lower bound when not steady); -1 with too few blocks to judge
     * @param bytes               whether the server's bytes per message held over the second half of the priming
     *                            ({@link BytesHold}); with {@code --stages}, steady also asks for them to hold
     */
    public record Priming(String endpoint, long millis, int blocks, long requests, boolean steady,
                          double lastMedianMicros, int warmupBlocks, BytesHold.Verdict bytes) {

        /** A priming whose bytes were not judged. */
        public Priming(String endpoint, long millis, int blocks, long requests, boolean steady,
                       double lastMedianMicros, int warmupBlocks) {
            this(endpoint, millis, blocks, requests, steady, lastMedianMicros, warmupBlocks, BytesHold.Verdict.UNKNOWN);
        }

        /**
         * This priming followed by {@code later} of the same endpoint (the unused time of steady endpoints given to
         * one not yet steady): times, blocks and requests add up; steadiness and the last level are the later's.
         */
        public Priming then(Priming later) {
            return new Priming(endpoint, millis + later.millis, blocks + later.blocks, requests + later.requests,
                    later.steady, later.blocks > 0 ? later.lastMedianMicros : lastMedianMicros,
                    later.warmupBlocks < 0 ? warmupBlocks : blocks + later.warmupBlocks,
                    later.bytes == BytesHold.Verdict.UNKNOWN ? bytes : later.bytes);
        }

        /** The same priming with {@code more} unrecorded requests (the settling rounds after each new epoch). */
        public Priming plusRequests(long more) {
            return more == 0 ? this
                    : new Priming(endpoint, millis, blocks, requests + more, steady, lastMedianMicros, warmupBlocks,
                            bytes);
        }
    }

    /**
     * Why the measuring stopped.
     *
     * @param kind             target met, time limit, fixed number of rounds, or aborted
     * @param rounds           rounds measured (= pairs of each non-baseline endpoint with the baseline)
     * @param measuringMillis  time spent measuring (after priming)
     * @param openingMillis    time spent opening the first epoch's connections, before priming, which the measuring
     *                         limit gave up so that {@code --max-time} bounds it too (0 when not known)
     */
    public record StopReason(Kind kind, int rounds, long measuringMillis, long openingMillis) {

        /** A stop whose connections' opening is not known (read back from a file, or made in a test). */
        public StopReason(Kind kind, int rounds, long measuringMillis) {
            this(kind, rounds, measuringMillis, 0);
        }

        /** The kinds of stop. */
        public enum Kind {
            /** The precision target was met at a look. */
            TARGET_MET,
            /** {@code --max-time} ran out before the target was met. */
            TIME_LIMIT,
            /** {@code --precision off}: the fixed number of rounds ({@code --repeat}) was measured. */
            FIXED_ROUNDS,
            /** Errors or a signal stopped it. */
            ABORTED;

            /** The name in result.json. */
            public String key() {
                return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
            }
        }
    }
}
