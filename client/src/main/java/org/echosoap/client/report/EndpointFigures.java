package org.echosoap.client.report;

import java.util.List;
import java.util.Map;
import org.echosoap.client.stats.ClusteredMean;
import org.echosoap.client.stats.LatencySummary;
import org.echosoap.client.stats.RunToRun;
import org.echosoap.client.stats.SerialMean;
import org.echosoap.client.stats.Spread;

/**
 * One endpoint's figures in a run, pooled over every measured block (no best-of: the table, the histogram and the
 * cost all describe the same requests), plus every block's own figures.
 *
 * @param endpoint            row name ({@code null}, {@code EchoFloat})
 * @param path                path below the target
 * @param role                {@code baseline}, {@code extra} or {@code measured}
 * @param throughputPerSec    successful pairs per second of measured block time
 * @param latencyMicros       latency summary of every measured request
 * @param serverAppMicros     Server-Timing app duration summary of every measured request (count 0 when absent)
 * @param outsideMicros       latency − server time per request: the time outside the webapp (count 0 when absent)
 * @param errors              failed requests over all blocks
 * @param errorsByKind        the same by kind, with the first reason of each kind
 * @param spread              throughput across blocks
 * @param blocks              every block, in run order
 * @param histogramBase64     latency histogram of every measured request, HdrHistogram compressed base64
 * @param responseBytesPerMessage mean response body bytes
 * @param clientCpuMicrosPerRequest client worker CPU per request sent (all blocks)
 * @param requestsSent        every request sent over all blocks, settling included
 * @param requestBytes        request body bytes (the same for every request; a rotation's mean, rounded)
 * @param allocation          memory per message, server and client
 * @param rate                the open-loop rate asked and achieved ({@code --rate}); null in closed loop
 * @param serverAppHistogramBase64 the Server-Timing times of every measured request (compressed base64, µs)
 * @param outsideHistogramBase64   latency − server time of every measured request (compressed base64, µs)
 * @param serverAllocatedBytesHistogramBase64 the server's allocation per message (compressed base64, bytes)
 * @param runToRun            how far this setup's mean latency moves from run to run here (from the history;
 *                            {@link RunToRun#UNKNOWN} until enough runs are kept): compare adds it to the row's variance
 * @param freshRequestMicros  for a message made anew per exchange (a WS-Security request), the client's mean time to
 *                            make one (median over every one made, priming included), µs, measured per message outside the
 *                            exchange; else NaN
 */
public record EndpointFigures(String endpoint, String path, String role, double throughputPerSec,
                              LatencySummary latencyMicros, LatencySummary serverAppMicros,
                              LatencySummary outsideMicros, long errors,
                              Map<String, ErrorFigure> errorsByKind, Spread spread,
                              List<BlockFigures> blocks, String histogramBase64, double responseBytesPerMessage,
                              double clientCpuMicrosPerRequest, long requestsSent, long requestBytes,
                              AllocationFigures allocation, RateFigures rate, String serverAppHistogramBase64,
                              String outsideHistogramBase64, String serverAllocatedBytesHistogramBase64,
                              RunToRun runToRun, double freshRequestMicros) {

    /** Figures of an endpoint whose requests are fixed bytes ({@code freshRequestMicros} NaN). */
    public EndpointFigures(String endpoint, String path, String role, double throughputPerSec,
                           LatencySummary latencyMicros, LatencySummary serverAppMicros,
                           LatencySummary outsideMicros, long errors,
                           Map<String, ErrorFigure> errorsByKind, Spread spread,
                           List<BlockFigures> blocks, String histogramBase64, double responseBytesPerMessage,
                           double clientCpuMicrosPerRequest, long requestsSent, long requestBytes,
                           AllocationFigures allocation, RateFigures rate, String serverAppHistogramBase64,
                           String outsideHistogramBase64, String serverAllocatedBytesHistogramBase64,
                           RunToRun runToRun) {
        this(endpoint, path, role, throughputPerSec, latencyMicros, serverAppMicros, outsideMicros, errors,
                errorsByKind, spread, blocks, histogramBase64, responseBytesPerMessage, clientCpuMicrosPerRequest,
                requestsSent, requestBytes, allocation, rate, serverAppHistogramBase64, outsideHistogramBase64,
                serverAllocatedBytesHistogramBase64, runToRun, Double.NaN);
    }

    /** The same figures with the run-to-run spread of this endpoint's mean latency. */
    public EndpointFigures withRunToRun(RunToRun latencySpread) {
        return new EndpointFigures(endpoint, path, role, throughputPerSec, latencyMicros, serverAppMicros,
                outsideMicros, errors, errorsByKind, spread, blocks, histogramBase64, responseBytesPerMessage,
                clientCpuMicrosPerRequest, requestsSent, requestBytes, allocation, rate, serverAppHistogramBase64,
                outsideHistogramBase64, serverAllocatedBytesHistogramBase64, latencySpread, freshRequestMicros);
    }

    /**
     * The standard error of the mean of the complete blocks' mean latencies: over epochs (cluster-robust) when the
     * run had several, else over the blocks in order (Newey–West); NaN for fewer than 2 blocks.
     */
    public double meanStandardErrorMicros() {
        List<BlockFigures> complete = blocks.stream().filter(b -> !b.partial()).toList();
        double[] means = complete.stream().mapToDouble(BlockFigures::meanMicros).toArray();
        int[] epochs = complete.stream().mapToInt(BlockFigures::epoch).toArray();
        if (means.length < 2) {
            return Double.NaN;
        }
        ClusteredMean clustered = ClusteredMean.of(means, epochs);
        return clustered.clusters() >= 2 ? clustered.standardError() : SerialMean.of(means).standardError();
    }

    /** Count and first reason of one kind of failure. */
    public record ErrorFigure(long count, String firstReason) {
    }

    /**
     * One block's figures: enough to recompute the cost by either statistic from result.json. A partial block
     * (run aborted during it) is reported but not used.
     *
     * @param round              the round (pairs it with the baseline's block of the same round)
     * @param sequence           its position in the run (all endpoints), -1 if unknown
     * @param requests           recorded successful requests
     * @param errors             recorded failures
     * @param throughputPerSec   requests per second of its recorded window
     * @param meanMicros         mean latency
     * @param medianMicros       median latency
     * @param p99Micros          99th percentile
     * @param serverMeanMicros   mean Server-Timing time, NaN without
     * @param serverMedianMicros median Server-Timing time, NaN without
     * @param outsideMeanMicros  mean of latency − server time, NaN without Server-Timing
     * @param outsideMedianMicros median of latency − server time
     * @param partial            cut short by an abort
     * @param histogramBase64    its latency histogram (HdrHistogram compressed base64, µs)
     * @param epoch              the set of connections it ran on
     * @param serverAllocatedMeanBytes the server's mean allocation per message in it, NaN without Server-Timing alloc
     * @param clientAllocatedBytesPerRequest the client workers' allocation per request sent (settling included), NaN
     *                           when unknown
     * @param responseBytesPerMessage mean response body bytes of its answered messages, NaN without any
     */
    public record BlockFigures(int round, int sequence, long requests, long errors, double throughputPerSec,
                               double meanMicros, double medianMicros, double p99Micros, double serverMeanMicros,
                               double serverMedianMicros, double outsideMeanMicros, double outsideMedianMicros,
                               boolean partial, String histogramBase64, int epoch, double serverAllocatedMeanBytes,
                               double clientAllocatedBytesPerRequest, double responseBytesPerMessage) {

        /** A block without its bytes per message (not measured). */
        public BlockFigures(int round, int sequence, long requests, long errors, double throughputPerSec,
                            double meanMicros, double medianMicros, double p99Micros, double serverMeanMicros,
                            double serverMedianMicros, double outsideMeanMicros, double outsideMedianMicros,
                            boolean partial, String histogramBase64, int epoch) {
            this(round, sequence, requests, errors, throughputPerSec, meanMicros, medianMicros, p99Micros,
                    serverMeanMicros, serverMedianMicros, outsideMeanMicros, outsideMedianMicros, partial,
                    histogramBase64, epoch, Double.NaN, Double.NaN, Double.NaN);
        }
    }
}
