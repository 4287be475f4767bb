package org.echosoap.client.result;

import java.util.List;

/**
 * One endpoint's time and bytes inside the webapp split by phase: each phase's share of the time (samples in that
 * phase over all samples of the measured requests, the collector's pauses the requests waited through as {@link
 * Phase#GC}), µs per message (share × the Server-Timing inside figure), and bytes allocated per message (the sampled
 * allocation's share × the Server-Timing allocation). The shares add up to 1 and the µs to the inside figure by
 * construction; the intervals are batch means over 10 time batches of the run, so they
 * carry the run's own drift, not only the sampling's. Made by the profiler ({@code profile.PhaseSplit}); report and
 * compare read it here, in the run's result model, and know no profiler (the JMH rule: a profiler returns results).
 *
 * @param endpoint                 row name
 * @param requests                 measured requests the recording saw
 * @param samples                  execution samples of those requests
 * @param insideMicros             the time inside the webapp per message, µs (Server-Timing; the recording's events
 *                                 where the server sends no Server-Timing)
 * @param insideCi95Micros         its 95% half width over the run's blocks, µs (NaN when unknown)
 * @param allocatedBytesPerMessage bytes allocated inside the webapp per message (NaN when unknown)
 * @param phases                   every phase, in {@link Phase} order
 */
public record PhaseFigures(String endpoint, long requests, long samples, double insideMicros, double insideCi95Micros,
                           double allocatedBytesPerMessage, List<PhaseFigure> phases) {

    /**
     * One phase of one endpoint.
     *
     * @param share          its share of the time inside the webapp, 0..1
     * @param shareCi95      the share's 95% half width (NaN with fewer than two batches)
     * @param micros         µs per message
     * @param microsCi95     its 95% half width: the share's and the inside figure's, combined
     * @param allocatedBytes bytes allocated per message in it (NaN when the run has no allocation figure)
     * @param allocatedBytesCi95 its 95% half width over the time batches (the phase's share of each batch's sampled
     *                       allocation); it holds the sampling within this run, not how the estimate moves from one
     *                       JVM to the next (TLAB sizes differ per JVM: bench/results/phases.md)
     * @param samples        the samples it holds
     * @param topFrames      the frames that decided most of its samples (the innermost frame a rule claimed), with
     *                       their samples: where to look first
     */
    public record PhaseFigure(Phase phase, double share, double shareCi95, double micros, double microsCi95,
                              double allocatedBytes, double allocatedBytesCi95, long samples,
                              java.util.Map<String, Long> topFrames) {
    }

    /** How many deciding frames each phase keeps. */
    public static final int TOP_FRAMES = 5;

    /** The figure of {@code phase}. */
    public PhaseFigure of(Phase phase) {
        return phases.get(phase.ordinal());
    }

}
