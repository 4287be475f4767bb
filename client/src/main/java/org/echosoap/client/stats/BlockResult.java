package org.echosoap.client.stats;

import java.util.List;
import java.util.Objects;
import org.echosoap.client.config.BlockStatistic;
import org.HdrHistogram.Histogram;

/**
 * One measured block of one endpoint: what the load stage hands to the statistics after the measure phase. A run
 * alternates short blocks of the baseline and the SOAP endpoint in rounds (A B, B A, ...); {@link #index} is the
 * round, which pairs a SOAP block with its baseline block.
 *
 * <p>A block keeps the figures of its histograms, not the histograms: a run has hundreds of blocks, and the
 * histograms are pooled per endpoint as the blocks come in. Its latency histogram travels along compressed (a few
 * hundred bytes) for result.json.
 *
 * <pre>{@code
 * BlockResult b = BlockResult.of(3, "EchoFloat", 2_480, 0, 250_000_000L, latency, serverApp, outside, 7);
 * b.medianLatencyMicros();   // the block statistic of the headline cost
 * b.throughputPerSec();      // 9920.0
 * }</pre>
 *
 * @param index          0-based round of this block in the run: the baseline and SOAP blocks of a round are a pair
 * @param endpoint       the endpoint measured, e.g. {@code "EchoFloat"} or {@code "null"}
 * @param requests       successful request/response pairs in the measure phase
 * @param errors         failed requests in the measure phase
 * @param measureNanos   length of the measure phase (positive)
 * @param latency        latency of the successful requests
 * @param serverApp      the {@code Server-Timing: app} duration of each response; empty when the server sent none
 * @param outside        latency minus the server's own time of each response that carried Server-Timing: the time
 *                       outside the webapp (Tomcat, kernel, network, client); empty without Server-Timing
 * @param sequence       0-based position of the block in the whole run (all endpoints), or -1 when unknown
 * @param latencyHistogramBase64 the latency histogram, HdrHistogram compressed base64
 * @param epoch          0-based epoch of the run: the stretch of rounds on one set of connections and client threads
 *                       (a run renews them every few rounds so that its interval sees placements change)
 */
public record BlockResult(int index, String endpoint, long requests, long errors, long measureNanos,
                          BlockSummary latency, BlockSummary serverApp, BlockSummary outside, int sequence,
                          String latencyHistogramBase64, int epoch) {

    /** A block of epoch 0 (a run on one set of connections). */
    public BlockResult(int index, String endpoint, long requests, long errors, long measureNanos,
                       BlockSummary latency, BlockSummary serverApp, BlockSummary outside, int sequence,
                       String latencyHistogramBase64) {
        this(index, endpoint, requests, errors, measureNanos, latency, serverApp, outside, sequence,
                latencyHistogramBase64, 0);
    }

    /** A block of epoch 0 from its histograms (which it does not keep). */
    public static BlockResult of(int index, String endpoint, long requests, long errors, long measureNanos,
                                 Histogram latencyMicros, Histogram serverAppMicros, Histogram outsideMicros,
                                 int sequence) {
        return of(index, endpoint, requests, errors, measureNanos, latencyMicros, serverAppMicros, outsideMicros,
                sequence, 0);
    }

    /** A block from its histograms (which it does not keep). */
    public static BlockResult of(int index, String endpoint, long requests, long errors, long measureNanos,
                                 Histogram latencyMicros, Histogram serverAppMicros, Histogram outsideMicros,
                                 int sequence, int epoch) {
        return new BlockResult(index, endpoint, requests, errors, measureNanos, BlockSummary.of(latencyMicros),
                BlockSummary.of(serverAppMicros), BlockSummary.of(outsideMicros), sequence,
                Histograms.toCompressedBase64(latencyMicros), epoch);
    }

    /** A block without the outside-the-webapp split and without a known position (tests). */
    public static BlockResult of(int index, String endpoint, long requests, long errors, long measureNanos,
                                 Histogram latencyMicros, Histogram serverAppMicros) {
        return of(index, endpoint, requests, errors, measureNanos, latencyMicros, serverAppMicros,
                Histograms.newLatencyHistogram(), -1);
    }

    /** Validates. */
    public BlockResult {
        Objects.requireNonNull(endpoint, "endpoint");
        Objects.requireNonNull(latency, "latency");
        Objects.requireNonNull(serverApp, "serverApp");
        Objects.requireNonNull(outside, "outside");
        if (index < 0 || epoch < 0) {
            throw new IllegalArgumentException("index and epoch must be >= 0: " + index + ", " + epoch);
        }
        if (requests < 0 || errors < 0) {
            throw new IllegalArgumentException("requests and errors must be >= 0: " + requests + ", " + errors);
        }
        if (measureNanos <= 0) {
            // A block always has a measure phase; 0 would make every rate infinite.
            throw new IllegalArgumentException("measureNanos must be > 0: " + measureNanos);
        }
    }

    /** Successful requests per second of the measure phase. */
    public double throughputPerSec() {
        return requests / (measureNanos / 1e9);
    }

    /** Mean latency of the successful requests in microseconds; NaN if there were none. */
    public double meanLatencyMicros() {
        return latency.meanMicros();
    }

    /** Median latency of the successful requests in microseconds; NaN if there were none. */
    public double medianLatencyMicros() {
        return latency.medianMicros();
    }

    /** Whether the server reported any {@code Server-Timing: app} durations in this block. */
    public boolean hasServerTiming() {
        return serverApp.count() > 0;
    }

    /** Mean {@code Server-Timing: app} duration in microseconds; NaN if the server sent none. */
    public double meanServerAppMicros() {
        return serverApp.meanMicros();
    }

    /** Median {@code Server-Timing: app} duration; NaN if the server sent none. */
    public double medianServerAppMicros() {
        return serverApp.medianMicros();
    }

    /** Mean time outside the webapp (latency − server time); NaN without Server-Timing. */
    public double meanOutsideMicros() {
        return outside.meanMicros();
    }

    /** Median time outside the webapp; NaN without Server-Timing. */
    public double medianOutsideMicros() {
        return outside.medianMicros();
    }

    /** The block's latency by {@code statistic} (its mean or its median); NaN without successful requests. */
    public double latencyMicros(BlockStatistic statistic) {
        return statistic.pick(meanLatencyMicros(), medianLatencyMicros());
    }

    /** The block's Server-Timing time by {@code statistic}; NaN without Server-Timing. */
    public double serverMicros(BlockStatistic statistic) {
        return statistic.pick(meanServerAppMicros(), medianServerAppMicros());
    }

    /** The block's time outside the webapp by {@code statistic}; NaN without Server-Timing. */
    public double outsideMicros(BlockStatistic statistic) {
        return statistic.pick(meanOutsideMicros(), medianOutsideMicros());
    }

    /** A one-line summary (the default would print the whole compressed histogram). */
    @Override
    public String toString() {
        return "BlockResult[index=" + index + ", endpoint=" + endpoint + ", requests=" + requests + ", errors=" + errors
                + ", measureNanos=" + measureNanos + ", latencySamples=" + latency.count()
                + ", serverAppSamples=" + serverApp.count() + ", sequence=" + sequence + "]";
    }

    /** Throws unless {@code blocks} is non-empty and all of one endpoint; returns that endpoint. */
    static String requireOneEndpoint(List<BlockResult> blocks, String what) {
        if (blocks.isEmpty()) {
            throw new IllegalArgumentException(what + ": no blocks");
        }
        String endpoint = blocks.get(0).endpoint();
        for (BlockResult t : blocks) {
            if (!t.endpoint().equals(endpoint)) {
                throw new IllegalArgumentException(what + ": blocks of different endpoints: "
                        + endpoint + " and " + t.endpoint());
            }
        }
        return endpoint;
    }
}
