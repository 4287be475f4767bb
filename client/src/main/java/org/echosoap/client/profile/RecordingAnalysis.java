package org.echosoap.client.profile;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordedThread;
import jdk.jfr.consumer.RecordingFile;
import org.echosoap.server.stages.Stage;

/**
 * Reads a recording of the server's JVM ({@code run --profile}) and sorts what it sampled by endpoint and phase.
 * Two passes: the first finds the measured windows (the client's marks), the measured requests (echosoap's request
 * events: thread, start, end, path) and the collector's pauses; the second puts each execution and allocation sample
 * of a request thread inside a measured request in that request's endpoint and a phase. Samples outside measured
 * requests (priming, idle threads, Tomcat's poller) are left out: the figures describe the time inside the webapp of
 * the messages the run measured. A request's event spans its {@code Server-Timing} window (filter entry to the
 * stamp), so a sample of the commit's socket write is outside it; when the request asked for stages, the event
 * carries its stage transitions and each sample is given the stage it was taken in.
 *
 * <pre>{@code
 * Map<String, RecordedPhases> byEndpoint = RecordingAnalysis.analyse(Path.of("profile.jfr"),
 *         Map.of("/echosoap/services/EchoFloat", "EchoFloat"), new PhaseClassifier(PhaseRules.builtIn()));
 * }</pre>
 */
public final class RecordingAnalysis {

    static final String REQUEST = "org.echosoap.Request";
    static final String MEASURING = "org.echosoap.Measuring";
    static final String EXECUTION_SAMPLE = "jdk.ExecutionSample";
    static final String CPU_TIME_SAMPLE = "jdk.CPUTimeSample";
    static final String ALLOCATION_SAMPLE = "jdk.ObjectAllocationSample";
    static final String GC_PAUSE = "jdk.GCPhasePause";
    static final String GC_CPU = "jdk.GCCPUTime";

    /** A request's span and endpoint (its batch set once the measured windows are known), and its stages or null. */
    private record Span(long startNanos, long endNanos, RecordedPhases endpoint, int batch, StageTransitions stages) {
    }

    /** A request of a known endpoint as pass 1 reads it: compact, since a minute's run holds ~10^5 of them. */
    private record Request(long threadId, long startNanos, long endNanos, long allocatedBytes, RecordedPhases endpoint,
                           String stages) {
    }

    /**
     * What the recording held: per endpoint, which sampler gave the shares, and the collector's CPU (user + system,
     * every GC thread) in the measured windows, or -1 where the JDK records no {@code jdk.GCCPUTime}.
     */
    public record Result(Map<String, RecordedPhases> byEndpoint, String sampler, long measuredNanos,
                         long gcCpuNanos) {
    }

    private RecordingAnalysis() {
    }

    /**
     * Analyses {@code recording}.
     *
     * @param endpointsByPath the endpoints' request paths (no query) to their names; requests of other paths are left out
     * @throws IOException when the file is not a readable recording
     */
    public static Result analyse(Path recording, Map<String, String> endpointsByPath, PhaseClassifier classifier)
            throws IOException {
        Map<String, RecordedPhases> byEndpoint = new LinkedHashMap<>();
        endpointsByPath.values().forEach(name -> byEndpoint.putIfAbsent(name, new RecordedPhases(name)));

        // Pass 1: marks, requests, pauses, and whether the JDK's CPU-time sampler was there.
        List<long[]> marks = new ArrayList<>(); // {time, 1 measuring / 0 priming}
        List<Request> requests = new ArrayList<>();
        List<long[]> pauses = new ArrayList<>(); // {start, end}
        List<long[]> gcCpu = new ArrayList<>(); // {start, user + system}
        long cpuTimeSamples = 0;
        long lastNanos = 0;
        try (RecordingFile file = new RecordingFile(recording)) {
            while (file.hasMoreEvents()) {
                RecordedEvent e = file.readEvent();
                String type = e.getEventType().getName();
                lastNanos = Math.max(lastNanos, nanos(e.getEndTime()));
                switch (type) {
                    case MEASURING -> marks.add(new long[] {nanos(e.getStartTime()), e.getBoolean("measuring") ? 1 : 0});
                    case REQUEST -> {
                        RecordedPhases endpoint = byEndpoint.get(endpointsByPath.get(e.getString("path")));
                        if (endpoint != null && e.getThread() != null) {
                            requests.add(new Request(threadId(e.getThread()), nanos(e.getStartTime()),
                                    nanos(e.getEndTime()), e.getLong("allocatedBytes"), endpoint,
                                    e.hasField("stages") ? e.getString("stages") : null));
                        }
                    }
                    case GC_PAUSE -> pauses.add(new long[] {nanos(e.getStartTime()), nanos(e.getEndTime())});
                    case CPU_TIME_SAMPLE -> cpuTimeSamples++;
                    case GC_CPU -> gcCpu.add(new long[] {nanos(e.getStartTime()),
                            e.getLong("userTime") + e.getLong("systemTime")});
                    default -> {
                    }
                }
            }
        }
        long[][] windows = windows(marks, lastNanos);
        long measuredNanos = Arrays.stream(windows).mapToLong(w -> w[1] - w[0]).sum();
        long firstNanos = windows.length == 0 ? 0 : windows[0][0];
        long spanNanos = windows.length == 0 ? 1 : Math.max(1, windows[windows.length - 1][1] - firstNanos);
        pauses.sort((a, b) -> Long.compare(a[0], b[0]));

        Map<Long, List<Span>> spansByThread = new HashMap<>();
        for (Request r : requests) {
            RecordedPhases endpoint = r.endpoint();
            long start = r.startNanos();
            if (!inside(windows, start)) {
                continue;
            }
            long end = r.endNanos();
            int batch = batch(start, firstNanos, spanNanos);
            endpoint.requests++;
            endpoint.requestNanos += end - start;
            endpoint.batchRequestNanos[batch] += end - start;
            long allocated = r.allocatedBytes();
            if (allocated >= 0) {
                endpoint.requestAllocatedBytes += allocated;
                endpoint.requestsWithAllocation++;
            }
            long waited = pauseOverlap(pauses, start, end);
            endpoint.gcPauseNanos += waited;
            endpoint.batchGcPauseNanos[batch] += waited;
            StageTransitions stages = StageTransitions.parse(r.stages(), end - start);
            if (stages != null) {
                endpoint.addStagedRequest(stages.nanosByStage());
            }
            spansByThread.computeIfAbsent(r.threadId(), t -> new ArrayList<>())
                    .add(new Span(start, end, endpoint, batch, stages));
        }
        spansByThread.values().forEach(l -> l.sort((a, b) -> Long.compare(a.startNanos(), b.startNanos())));

        // Pass 2: the samples. The CPU-time sampler, where the JDK has it, gives the shares (it sees native code too).
        String sampler = cpuTimeSamples > 0 ? CPU_TIME_SAMPLE : EXECUTION_SAMPLE;
        try (RecordingFile file = new RecordingFile(recording)) {
            while (file.hasMoreEvents()) {
                RecordedEvent e = file.readEvent();
                String type = e.getEventType().getName();
                boolean execution = type.equals(sampler);
                boolean allocation = type.equals(ALLOCATION_SAMPLE);
                if (!execution && !allocation) {
                    continue;
                }
                RecordedThread thread = execution && e.hasField("sampledThread") ? e.getThread("sampledThread")
                        : e.getThread();
                List<Span> spans = thread == null ? null : spansByThread.get(threadId(thread));
                long sampledNanos = nanos(e.getStartTime());
                Span span = spans == null ? null : containing(spans, sampledNanos);
                if (span == null || e.getStackTrace() == null) {
                    continue;
                }
                List<String> frames = frames(e.getStackTrace());
                PhaseClassifier.Outcome outcome = classifier.classify(frames);
                if (execution) {
                    Stage stage = span.stages() == null ? null : span.stages().at(sampledNanos - span.startNanos());
                    span.endpoint().addSample(span.batch(), stage, outcome, frames);
                } else {
                    span.endpoint().addAllocation(span.batch(), outcome.phase(), e.getLong("weight"));
                }
            }
        }
        long gcCpuNanos = gcCpu.isEmpty() ? -1 : gcCpu.stream().filter(g -> inside(windows, g[0]))
                .mapToLong(g -> g[1]).sum();
        return new Result(byEndpoint, sampler, measuredNanos, gcCpuNanos);
    }

    /** The measured windows from the marks: each from a {@code true} mark to the next {@code false} (or the end). */
    static long[][] windows(List<long[]> marks, long endNanos) {
        marks.sort((a, b) -> Long.compare(a[0], b[0]));
        List<long[]> out = new ArrayList<>();
        long openedAt = -1;
        for (long[] m : marks) {
            if (m[1] == 1 && openedAt < 0) {
                openedAt = m[0];
            } else if (m[1] == 0 && openedAt >= 0) {
                out.add(new long[] {openedAt, m[0]});
                openedAt = -1;
            }
        }
        if (openedAt >= 0) {
            out.add(new long[] {openedAt, Math.max(openedAt, endNanos)});
        }
        return out.toArray(new long[0][]);
    }

    private static boolean inside(long[][] windows, long t) {
        for (long[] w : windows) {
            if (t >= w[0] && t <= w[1]) {
                return true;
            }
        }
        return false;
    }

    static int batch(long t, long firstNanos, long spanNanos) {
        long b = (t - firstNanos) * RecordedPhases.BATCHES / spanNanos;
        return (int) Math.max(0, Math.min(RecordedPhases.BATCHES - 1, b));
    }

    /** How long the pauses (sorted by start) overlap {@code [start, end]}. */
    static long pauseOverlap(List<long[]> pauses, long start, long end) {
        int lo = 0;
        int hi = pauses.size();
        while (lo < hi) { // the first pause ending after start could begin before it: search by start, step back once
            int mid = (lo + hi) >>> 1;
            if (pauses.get(mid)[0] < start) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        long total = 0;
        for (int i = Math.max(0, lo - 1); i < pauses.size() && pauses.get(i)[0] <= end; i++) {
            long from = Math.max(start, pauses.get(i)[0]);
            long to = Math.min(end, pauses.get(i)[1]);
            if (to > from) {
                total += to - from;
            }
        }
        return total;
    }

    private static Span containing(List<Span> spans, long t) {
        int lo = 0;
        int hi = spans.size() - 1;
        int found = -1;
        while (lo <= hi) { // the last span starting at or before t
            int mid = (lo + hi) >>> 1;
            if (spans.get(mid).startNanos() <= t) {
                found = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return found >= 0 && t <= spans.get(found).endNanos() ? spans.get(found) : null;
    }

    /** {@code class.method} of each frame, leaf first. */
    static List<String> frames(RecordedStackTrace stack) {
        List<RecordedFrame> recorded = stack.getFrames();
        List<String> out = new ArrayList<>(recorded.size());
        for (RecordedFrame f : recorded) {
            if (f.getMethod() == null) {
                continue;
            }
            out.add(f.getMethod().getType().getName() + "." + f.getMethod().getName());
        }
        return out;
    }

    private static long threadId(RecordedThread thread) {
        return thread.getJavaThreadId() > 0 ? thread.getJavaThreadId() : -thread.getOSThreadId();
    }

    private static long nanos(Instant t) {
        return t.getEpochSecond() * 1_000_000_000L + t.getNano();
    }
}
