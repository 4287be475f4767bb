package org.echosoap.client.load;

import org.echosoap.client.stats.BlockResult;

/**
 * One trial of one endpoint as measured: the statistics' input ({@link BlockResult}), plus what only the
 * load stage knows: failures by kind, bytes received and the client's own CPU.
 *
 * @param result        requests, window, latency and Server-Timing histograms
 * @param errors        failed requests by kind
 * @param responseBytes body bytes of the measured successful responses
 * @param clientCpuNanos CPU time of the worker threads over the whole trial (warm-up included)
 * @param sentRequests  every request the workers sent in the trial (warm-up included), for CPU per request
 * @param serverAllocatedBytes per-message bytes the server reported allocating (Server-Timing alloc), may be empty
 * @param clientAllocatedBytes the workers' own allocation over the trial (warm-up included), -1 when unknown
 * @param partial       true when the run was aborted during this trial: its errors count, its figures don't
 */
public record BlockOutcome(BlockResult result, ErrorCounts errors, long responseBytes, long clientCpuNanos,
                           long sentRequests, org.HdrHistogram.Histogram serverAllocatedBytes,
                           long clientAllocatedBytes, boolean partial) {

    /** The same outcome marked as cut short. */
    BlockOutcome asPartial() {
        return new BlockOutcome(result, errors, responseBytes, clientCpuNanos, sentRequests, serverAllocatedBytes,
                clientAllocatedBytes, true);
    }
}
