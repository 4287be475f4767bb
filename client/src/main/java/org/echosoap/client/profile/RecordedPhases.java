package org.echosoap.client.profile;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.echosoap.client.result.Phase;
import org.echosoap.server.stages.Stage;

/**
 * What one endpoint's measured requests showed in a recording, before any scaling: counts of samples and sampled
 * allocation per phase, overall and per time batch (for the intervals), the collector's pauses the requests waited
 * through, and the stacks for the flame graph. Filled by {@link RecordingAnalysis}; turned into figures by {@link
 * PhaseFigures}.
 */
public final class RecordedPhases {

    /** Time batches the measured span is cut into, for the shares' batch-means intervals. */
    public static final int BATCHES = 10;

    private static final int PHASES = Phase.values().length;

    final String endpoint;
    long requests;
    long requestNanos;
    long requestAllocatedBytes;
    long requestsWithAllocation;
    long gcPauseNanos;
    final long[] samples = new long[PHASES];
    final long[][] batchSamples = new long[BATCHES][PHASES];
    final double[] allocatedWeight = new double[PHASES];
    final double[][] batchAllocatedWeight = new double[BATCHES][PHASES];
    final long[] batchRequestNanos = new long[BATCHES];
    final long[] batchGcPauseNanos = new long[BATCHES];
    /** Requests whose event carried stage transitions (the request asked for stages), and their exact time per stage. */
    long stagedRequests;
    final long[] stageNanos = new long[Stage.COUNT];
    /** Samples per stage and phase (of staged requests only). */
    final long[][] stageSamples = new long[Stage.COUNT][PHASES];
    /** Root-first stacks ({@code frame;frame;...}) of the samples, with counts: the flame graph's input. */
    final Map<String, Long> collapsedStacks = new LinkedHashMap<>();
    /** The frames no rule claimed, with the samples they decided. */
    final Map<String, Long> unclaimedFrames = new LinkedHashMap<>();
    /** Per phase, the frames that decided its samples (the innermost claimed frame), with their counts. */
    final Map<Phase, Map<String, Long>> decidingFrames = new EnumMap<>(Phase.class);

    public RecordedPhases(String endpoint) {
        this.endpoint = endpoint;
    }

    /** Counts one sample of a measured request, taken in {@code stage} (null: the request has no stages). */
    void addSample(int batch, Stage stage, PhaseClassifier.Outcome outcome, List<String> framesLeafFirst) {
        int p = outcome.phase().ordinal();
        samples[p]++;
        if (stage != null) {
            stageSamples[stage.ordinal()][p]++;
        }
        batchSamples[batch][p]++;
        if (outcome.phase() == Phase.OTHER) {
            unclaimedFrames.merge(outcome.frame(), 1L, Long::sum);
        }
        decidingFrames.computeIfAbsent(outcome.phase(), k -> new HashMap<>()).merge(outcome.frame(), 1L, Long::sum);
        StringBuilder stack = new StringBuilder(endpoint);
        if (stage != null) {
            // The stage as a level of its own between the endpoint and the phase: where in the pipeline it ran.
            stack.append(";[stage] ").append(stage.wireName());
        }
        stack.append(";[").append(outcome.phase().label()).append(']');
        for (int i = framesLeafFirst.size() - 1; i >= 0; i--) {
            stack.append(';').append(framesLeafFirst.get(i));
        }
        collapsedStacks.merge(stack.toString(), 1L, Long::sum);
    }

    /** Counts one allocation sample of a measured request, weighing {@code bytes}. */
    void addAllocation(int batch, Phase phase, long bytes) {
        allocatedWeight[phase.ordinal()] += bytes;
        batchAllocatedWeight[batch][phase.ordinal()] += bytes;
    }

    /** The endpoint's name. */
    public String endpoint() {
        return endpoint;
    }

    /** Measured requests in the recording. */
    public long requests() {
        return requests;
    }

    /** Execution samples of the measured requests. */
    public long sampleCount() {
        long n = 0;
        for (long s : samples) {
            n += s;
        }
        return n;
    }

    /** Samples per phase. */
    public Map<Phase, Long> samplesByPhase() {
        Map<Phase, Long> out = new EnumMap<>(Phase.class);
        for (Phase p : Phase.values()) {
            out.put(p, samples[p.ordinal()]);
        }
        return out;
    }

    /** The requests' mean time inside the webapp by the recording's own events, µs. */
    public double meanRequestMicros() {
        return requests == 0 ? Double.NaN : requestNanos / 1000.0 / requests;
    }

    /** The requests' mean allocation by the recording's own events, bytes (NaN when the JVM could not tell). */
    public double meanAllocatedBytes() {
        return requestsWithAllocation == 0 ? Double.NaN : (double) requestAllocatedBytes / requestsWithAllocation;
    }

    /** The collector's pause time per request, µs: the part of the time inside the webapp spent waiting for it. */
    public double gcPauseMicrosPerRequest() {
        return requests == 0 ? Double.NaN : gcPauseNanos / 1000.0 / requests;
    }

    /** Counts one staged request's exact time per stage, ns (indexed by {@link Stage#ordinal()}). */
    void addStagedRequest(long[] nanosByStage) {
        stagedRequests++;
        for (int s = 0; s < nanosByStage.length; s++) {
            stageNanos[s] += nanosByStage[s];
        }
    }

    /** Whether every measured request carried its stages: only then do the stages' exact times weigh the samples. */
    public boolean staged() {
        return requests > 0 && stagedRequests == requests;
    }

    /** The staged requests' mean exact time in {@code stage}, µs (NaN without staged requests). */
    public double stageMicros(Stage stage) {
        return stagedRequests == 0 ? Double.NaN : stageNanos[stage.ordinal()] / 1000.0 / stagedRequests;
    }

    /** Root-first collapsed stacks with their sample counts. */
    public Map<String, Long> collapsedStacks() {
        return collapsedStacks;
    }

    /** The {@code limit} frames that decided most of {@code phase}'s samples, most first. */
    public Map<String, Long> topFrames(Phase phase, int limit) {
        Map<String, Long> out = new LinkedHashMap<>();
        decidingFrames.getOrDefault(phase, Map.of()).entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(limit)
                .forEach(e -> out.put(e.getKey(), e.getValue()));
        return out;
    }

    /** Frames no rule claimed, with the samples each decided. */
    public Map<String, Long> unclaimedFrames() {
        return unclaimedFrames;
    }
}
