package org.echosoap.client.profile;

import java.util.ArrayList;
import java.util.List;
import org.echosoap.client.result.Phase;
import org.echosoap.client.result.PhaseFigures;
import org.echosoap.client.result.PhaseFigures.PhaseFigure;
import org.echosoap.client.stats.StudentT;
import org.echosoap.server.stages.Stage;

/**
 * Turns what a recording showed of one endpoint ({@link RecordedPhases}) into its {@link PhaseFigures}: the samples'
 * shares scaled to the exact inside time and bytes. When every request carried its stages, the samples only split
 * each stage's exact time: a phase's share is the sum over the stages of the stage's share of the time times the
 * phase's share of that stage's samples, so samples cannot move time from one stage to another, and a stage no
 * sample saw goes whole to its own phase ({@link #phaseOf(Stage)}).
 *
 * <pre>{@code
 * PhaseFigures f = PhaseSplit.figures(recorded, 50.0, List.of(49.0, 51.0), 40_000);
 * }</pre>
 */
public final class PhaseSplit {

    private PhaseSplit() {
    }

    /**
     * Figures from what the recording showed.
     *
     * @param insideMicros      the Server-Timing inside mean (NaN: the recording's own)
     * @param blockInsideMicros the per-block inside means, for its interval (may be empty)
     * @param allocatedBytes    the Server-Timing allocation mean (NaN: the recording's own)
     */
    public static PhaseFigures figures(RecordedPhases recorded, double insideMicros, List<Double> blockInsideMicros,
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
        double[] staged = recorded.staged() ? stagedShares(recorded) : null;
        List<PhaseFigure> phases = new ArrayList<>();
        for (Phase p : Phase.values()) {
            double share;
            double shareCi;
            if (p == Phase.GC) {
                share = gcShare;
                shareCi = halfWidth(batchRatios(recorded.batchGcPauseNanos, recorded.batchRequestNanos));
            } else if (staged != null) {
                share = sampledShare * staged[p.ordinal()];
                // The samples' own batch spread: the stages' times are exact, the split inside them is sampled.
                shareCi = sampledShare * halfWidth(batchShares(recorded.batchSamples, p));
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
                    recorded.samples[p.ordinal()], recorded.topFrames(p, PhaseFigures.TOP_FRAMES)));
        }
        return new PhaseFigures(recorded.endpoint(), recorded.requests(), n, inside, insideCi, allocation, phases);
    }

    /** Each phase's share of the staged requests' time: stage by stage, the stage's time split by its samples. */
    static double[] stagedShares(RecordedPhases recorded) {
        double[] out = new double[Phase.values().length];
        long totalNanos = 0;
        for (long t : recorded.stageNanos) {
            totalNanos += t;
        }
        if (totalNanos <= 0) {
            return out;
        }
        for (Stage stage : Stage.values()) {
            double weight = (double) recorded.stageNanos[stage.ordinal()] / totalNanos;
            long[] bySample = recorded.stageSamples[stage.ordinal()];
            long n = 0;
            for (long c : bySample) {
                n += c;
            }
            if (n == 0) {
                out[phaseOf(stage).ordinal()] += weight;
                continue;
            }
            for (int p = 0; p < bySample.length; p++) {
                out[p] += weight * bySample[p] / n;
            }
        }
        return out;
    }

    /** The phase a stage's time goes to when no sample saw it: the stage's own kind of work. */
    static Phase phaseOf(Stage stage) {
        return switch (stage) {
            case CONTAINER_IN, CONTAINER_OUT -> Phase.HTTP;
            case INBOUND, OUTBOUND -> Phase.HANDLERS;
            case SECURITY -> Phase.SECURITY;
            case INVOCATION -> Phase.SERVICE;
            case WRITING -> Phase.WRITING;
        };
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
