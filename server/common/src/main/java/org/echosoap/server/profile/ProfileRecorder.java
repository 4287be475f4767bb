package org.echosoap.server.profile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import jdk.jfr.FlightRecorder;
import jdk.jfr.Recording;

/**
 * The JVM's one echosoap recording: what it samples, and its life (start, marks, stop into a file). One at a time:
 * a second start while one runs is refused, so two clients never read each other's samples. A recording nobody
 * stops ends by itself after {@link #MAX_AGE} (a client that died), so it cannot fill the disk.
 *
 * <p>What it records, and why each:
 * <ul>
 *   <li>{@code jdk.ExecutionSample} every {@code samplingMillis}: where the request threads' time goes;</li>
 *   <li>{@code jdk.CPUTimeSample} (JDK 25+, Linux; ignored elsewhere) at the same period: the same by CPU time;</li>
 *   <li>{@code jdk.ObjectAllocationSample}, {@value #ALLOCATION_SAMPLES_PER_SECOND}/s: where the bytes are allocated;</li>
 *   <li>{@code jdk.GCPhasePause}, {@code jdk.GarbageCollection}, {@code jdk.GCCPUTime} (where the JDK has it):
 *       the pauses the requests waited through, and the collector's CPU;</li>
 *   <li>echosoap's own {@link RequestEvent} (only between a measuring mark and the next priming one) and {@link
 *       MeasuringEvent}: which samples are of which request, and which requests were measured.</li>
 * </ul>
 */
public final class ProfileRecorder {

    /** A recording left running this long ends by itself. */
    public static final Duration MAX_AGE = Duration.ofMinutes(60);

    /**
     * Allocation samples per second. Each takes a stack trace on the allocating thread, inside the measured time: at
     * 1,000/s the profile cost EchoFloat's time inside the webapp 7-19% (bench/results/phases.md); the bytes per phase
     * are an estimate either way (JFR samples at TLAB refills, whose sizes differ from JVM to JVM).
     */
    static final int ALLOCATION_SAMPLES_PER_SECOND = 300;

    private static Recording current;
    private static long startedNanos;
    private static long startedProfilerCpuMillis;
    private static Overhead lastOverhead = new Overhead(-1, 0);

    private ProfileRecorder() {
    }

    /** The settings of a recording sampling every {@code samplingMillis}. */
    static Map<String, String> settings(int samplingMillis) {
        Map<String, String> s = new LinkedHashMap<>();
        String period = samplingMillis + " ms";
        s.put("jdk.ExecutionSample#enabled", "true");
        s.put("jdk.ExecutionSample#period", period);
        s.put("jdk.CPUTimeSample#enabled", "true");
        s.put("jdk.CPUTimeSample#throttle", samplingMillis + "ms");
        s.put("jdk.ObjectAllocationSample#enabled", "true");
        s.put("jdk.ObjectAllocationSample#throttle", ALLOCATION_SAMPLES_PER_SECOND + "/s");
        s.put("jdk.ObjectAllocationSample#stackTrace", "true");
        s.put("jdk.GCPhasePause#enabled", "true");
        s.put("jdk.GCPhasePause#threshold", "0 ms");
        s.put("jdk.GarbageCollection#enabled", "true");
        s.put("jdk.GarbageCollection#threshold", "0 ms");
        s.put("jdk.GCCPUTime#enabled", "true");
        // Off until the first measuring mark, off again while priming: a minute's run has ~10^5 requests, and only
        // the measured ones are wanted (half the file, half the client's reading time).
        s.put(RequestEvent.NAME + "#enabled", "false");
        s.put(RequestEvent.NAME + "#threshold", "0 ms");
        s.put(MeasuringEvent.NAME + "#enabled", "true");
        return s;
    }

    /**
     * Starts the recording.
     *
     * @throws IllegalStateException one line: a recording runs already, or this JVM has no Flight Recorder
     */
    public static synchronized void start(int samplingMillis) {
        if (recording()) {
            throw new IllegalStateException("a profile is being recorded already (since "
                    + Duration.ofNanos(System.nanoTime() - startedNanos).toSeconds() + " s); stop it first");
        }
        if (!FlightRecorder.isAvailable()) {
            throw new UnsupportedOperationException("this JVM has no Flight Recorder (JFR unavailable or disabled)");
        }
        Recording recording = new Recording(settings(samplingMillis));
        recording.setName("echosoap-profile");
        recording.setToDisk(true);
        recording.setMaxAge(MAX_AGE);
        recording.setDuration(MAX_AGE);
        recording.start();
        current = recording;
        startedNanos = System.nanoTime();
        startedProfilerCpuMillis = ProfilerThreadsCpu.millis();
    }

    /** CPU the JVM's own recorder threads used since the start, ms (-1 where /proc cannot tell), and the wall time. */
    public record Overhead(long profilerCpuMillis, long wallMillis) {
    }

    /** Marks where measured blocks begin ({@code true}) or pause for priming ({@code false}). */
    public static synchronized void mark(boolean measuring) {
        if (current == null) {
            throw new IllegalStateException("no profile is being recorded");
        }
        new MeasuringEvent(measuring).commit();
        if (measuring) {
            current.enable(RequestEvent.NAME).withoutThreshold();
        } else {
            current.disable(RequestEvent.NAME);
        }
    }

    /**
     * Stops the recording and writes it to a new temporary file, which the caller sends and deletes.
     *
     * @throws IllegalStateException when none runs
     */
    public static synchronized Path stop() throws IOException {
        if (current == null) {
            throw new IllegalStateException("no profile is being recorded");
        }
        Recording recording = current;
        current = null;
        long cpuMillis = ProfilerThreadsCpu.millis();
        lastOverhead = new Overhead(cpuMillis < 0 || startedProfilerCpuMillis < 0 ? -1 : cpuMillis - startedProfilerCpuMillis,
                (System.nanoTime() - startedNanos) / 1_000_000);
        try {
            recording.stop();
            Path file = Files.createTempFile("echosoap-profile-", ".jfr");
            recording.dump(file);
            return file;
        } finally {
            recording.close();
        }
    }

    /** The recorder threads' CPU and the wall time of the recording {@link #stop} ended last. */
    public static synchronized Overhead lastOverhead() {
        return lastOverhead;
    }

    /** Whether a recording runs (a recording past its duration has stopped by itself). */
    public static synchronized boolean recording() {
        if (current != null && current.getState() != jdk.jfr.RecordingState.RUNNING) {
            current.close();
            current = null;
        }
        return current != null;
    }
}
