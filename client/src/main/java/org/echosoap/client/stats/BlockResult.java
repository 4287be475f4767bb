package org.echosoap.client.stats;

import java.util.List;
import java.util.Objects;
import org.HdrHistogram.Histogram;

/**
 * One measured trial of one endpoint: what the load stage hands to the statistics after the measure phase.
 *
 * <p>The histograms are copied on construction, because the load stage may reuse or reset its own (HdrHistogram's
 * {@code Recorder} recycles interval histograms). The accessors return the record's own copies: treat them as
 * read-only.
 *
 * <pre>{@code
 * BlockResult t = new BlockResult(3, "EchoFloat", 41_870, 0, 2_000_000_000L,
 *         Histograms.merge(workerLatencies), Histograms.merge(workerServerApp));
 * t.throughputPerSec();   // 20935.0
 * t.meanLatencyMicros();  // mean of the successful requests
 * t.latency().p99Micros();
 * }</pre>
 *
 * @param index           0-based position of this trial in the run (baseline and SOAP trials share one sequence)
 * @param endpoint        the endpoint measured, e.g. {@code "EchoFloat"} or {@code "null"}
 * @param requests        successful request/response pairs in the measure phase
 * @param errors          failed requests in the measure phase
 * @param measureNanos    length of the measure phase (positive)
 * @param latencyMicros   latency of the successful requests, microseconds
 * @param serverAppMicros the {@code Server-Timing: app} duration of each response, microseconds; empty when the
 *                        server sent none
 */
public record BlockResult(int index, String endpoint, long requests, long errors, long measureNanos,
                          Histogram latencyMicros, Histogram serverAppMicros) {

    /** Validates and copies the histograms. */
    public BlockResult {
        Objects.requireNonNull(endpoint, "endpoint");
        if (index < 0) {
            throw new IllegalArgumentException("index must be >= 0: " + index);
        }
        if (requests < 0 || errors < 0) {
            throw new IllegalArgumentException("requests and errors must be >= 0: " + requests + ", " + errors);
        }
        if (measureNanos <= 0) {
            // A trial always has a measure phase; 0 would make every rate infinite.
            throw new IllegalArgumentException("measureNanos must be > 0: " + measureNanos);
        }
        latencyMicros = Objects.requireNonNull(latencyMicros, "latencyMicros").copy();
        serverAppMicros = Objects.requireNonNull(serverAppMicros, "serverAppMicros").copy();
    }

    /** Successful requests per second of the measure phase. */
    public double throughputPerSec() {
        return requests / (measureNanos / 1e9);
    }

    /** Mean latency of the successful requests in microseconds; NaN if there were none. */
    public double meanLatencyMicros() {
        return meanOrNaN(latencyMicros);
    }

    /** Percentiles, max and mean of the latency. */
    public LatencySummary latency() {
        return LatencySummary.of(latencyMicros);
    }

    /** Whether the server reported any {@code Server-Timing: app} durations in this trial. */
    public boolean hasServerTiming() {
        return serverAppMicros.getTotalCount() > 0;
    }

    /** Mean {@code Server-Timing: app} duration in microseconds; NaN if the server sent none. */
    public double meanServerAppMicros() {
        return meanOrNaN(serverAppMicros);
    }

    /** A one-line summary (the default would print both histograms' internals). */
    @Override
    public String toString() {
        return "BlockResult[index=" + index + ", endpoint=" + endpoint + ", requests=" + requests
                + ", errors=" + errors + ", measureNanos=" + measureNanos
                + ", latencySamples=" + latencyMicros.getTotalCount()
                + ", serverAppSamples=" + serverAppMicros.getTotalCount() + "]";
    }

    private static double meanOrNaN(Histogram h) {
        // HdrHistogram's getMean() is 0 for an empty histogram, which would pass for a real mean.
        return h.getTotalCount() == 0 ? Double.NaN : h.getMean();
    }

    /** Throws unless {@code trials} is non-empty and all of one endpoint; returns that endpoint. */
    static String requireOneEndpoint(List<BlockResult> trials, String what) {
        if (trials.isEmpty()) {
            throw new IllegalArgumentException(what + ": no trials");
        }
        String endpoint = trials.get(0).endpoint();
        for (BlockResult t : trials) {
            if (!t.endpoint().equals(endpoint)) {
                throw new IllegalArgumentException(what + ": trials of different endpoints: "
                        + endpoint + " and " + t.endpoint());
            }
        }
        return endpoint;
    }
}
