package org.echosoap.client.profile;

import java.util.ArrayList;
import java.util.List;
import org.echosoap.client.stats.StudentT;

/**
 * One endpoint's time and bytes inside the webapp split by phase: each phase's share of the time (samples in that
 * phase over all samples of the measured requests, the collector's pauses the requests waited through as {@link
 * Phase#GC}), µs per message (share × the Server-Timing inside figure), and bytes allocated per message (the sampled
 * allocation's share × the Server-Timing allocation). The shares add up to 1 and the µs to the inside figure by
 * construction; the intervals are batch means over {@value RecordedPhases#BATCHES} time batches of the run, so they
 * carry the run's own drift, not only the sampling's.
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

    /**
     * Figures from what the recording showed.
     *
     * @param insideMicros      the Server-Timing inside mean (NaN: the recording's own)
     * @param blockInsideMicros the per-block inside means, for its interval (may be empty)
     * @param allocatedBytes    the Server-Timing allocation mean (NaN: the recording's own)
     */
    public static PhaseFigures of(RecordedPhases recorded, double insideMicros, List<Double> blockInsideMicros,
                                  double allocatedBytes) {
        double inside = Double.isFinite(insideMicros) ? insideMicros : recorded.meanRequestMicros();
        double insideCi = halfWidth(blockInsideMicros);
        double allocation = Double.isFinite(allocatedBytes) ? allocatedBytes : recorded.meanAllocatedBytes();
        long n = recorded.sampleCount();
        double gcShare = recorded.requestNanos == 0 ? 0 : (double) recorded.gcPauseNanos / recorded.requestNanos;
        double sampledShare = 1 - gcShare;
        double allocationWeight = 0;
        for (double w : recorded.allocatedWeight) {
            allocationWeight += w;
        }
        List<PhaseFigure> phases = new ArrayList<>();
        for (Phase p : Phase.values()) {
            double share;
            double shareCi;
            if (p == Phase.GC) {
                share = gcShare;
                shareCi = halfWidth(batchRatios(recorded.batchGcPauseNanos, recorded.batchRequestNanos));
            } else {
                share = n == 0 ? 0 : sampledShare * recorded.samples[p.ordinal()] / n;
                shareCi = sampledShare * halfWidth(batchShares(recorded.batchSamples, p));
            }
            double micros = share * inside;
            double microsCi = Math.sqrt(square(inside * shareCi) + square(share * insideCi));
            double bytes = allocationWeight == 0 || p == Phase.GC ? (allocationWeight == 0 ? Double.NaN : 0)
                    : allocation * recorded.allocatedWeight[p.ordinal()] / allocationWeight;
            double bytesCi = allocationWeight == 0 || p == Phase.GC ? (allocationWeight == 0 ? Double.NaN : 0)
                    : allocation * halfWidth(batchShares(recorded.batchAllocatedWeight, p));
            phases.add(new PhaseFigure(p, share, shareCi, micros, microsCi, bytes, bytesCi,
                    recorded.samples[p.ordinal()], recorded.topFrames(p, TOP_FRAMES)));
        }
        return new PhaseFigures(recorded.endpoint(), recorded.requests(), n, inside, insideCi, allocation, phases);
    }

    /** Each batch's share of {@code phase} among its samples (batches without samples left out). */
    static List<Double> batchShares(long[][] batchSamples, Phase phase) {
        List<Double> out = new ArrayList<>();
        for (long[] batch : batchSamples) {
            long total = 0;
            for (long s : batch) {
                total += s;
            }
            if (total > 0) {
                out.add((double) batch[phase.ordinal()] / total);
            }
        }
        return out;
    }

    /** Each batch's share of {@code phase} in its sampled allocation (batches without any left out). */
    static List<Double> batchShares(double[][] batchWeights, Phase phase) {
        List<Double> out = new ArrayList<>();
        for (double[] batch : batchWeights) {
            double total = 0;
            for (double w : batch) {
                total += w;
            }
            if (total > 0) {
                out.add(batch[phase.ordinal()] / total);
            }
        }
        return out;
    }

    private static List<Double> batchRatios(long[] numerators, long[] denominators) {
        List<Double> out = new ArrayList<>();
        for (int i = 0; i < numerators.length; i++) {
            if (denominators[i] > 0) {
                out.add((double) numerators[i] / denominators[i]);
            }
        }
        return out;
    }

    /** The 95% t half width of the mean of {@code values}; NaN with fewer than two. */
    static double halfWidth(List<Double> values) {
        int m = values.size();
        if (m < 2) {
            return Double.NaN;
        }
        double mean = values.stream().mapToDouble(Double::doubleValue).average().orElse(0);
        double ss = values.stream().mapToDouble(v -> square(v - mean)).sum();
        return StudentT.criticalValue95(m - 1) * Math.sqrt(ss / (m - 1)) / Math.sqrt(m);
    }

    private static double square(double x) {
        return x * x;
    }
}
