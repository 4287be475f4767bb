package org.echosoap.client.result;

import org.echosoap.client.stats.BlockResult;

/**
 * One block of one endpoint as measured: the statistics' input ({@link BlockResult}), plus what only the
 * load stage knows: failures by kind, bytes received and the client's own CPU.
 *
 * @param result        requests, window, latency and Server-Timing figures of the block
 * @param errors        failed requests by kind
 * @param responseBytes body bytes of the measured successful responses
 * @param clientCpuNanos CPU time of the worker threads over the whole block (settling included)
 * @param sentRequests  every request the workers sent in the block (settling included), for CPU per request
 * @param histograms    the block's histograms: the runner's reused set, valid only until its next block (the
 *                      measurement pools them at once); null once pooled
 * @param clientAllocatedBytes the workers' own allocation over the block (settling included), -1 when unknown
 * @param partial       true when the run was aborted during this block: its errors count, its figures don't
 * @param pacing        how an open-loop block kept its schedule ({@link PacingFigures#NONE} in closed loop)
 * @param serverAllocatedMeanBytes the server's mean allocation per message in this block (Server-Timing alloc), NaN
 *                      when the server sent none: kept apart from the histograms, which are pooled and reused, because
 *                      compare tests allocation on the blocks' own figures
 * @param stages        the block's exact stages ({@code --stages}), {@link BlockStages#NONE} without: kept apart from
 *                      the reused histograms, as the allocation mean is
 */
public record BlockOutcome(BlockResult result, ErrorCounts errors, long responseBytes, long clientCpuNanos,
                           long sentRequests, BlockHistograms histograms, long clientAllocatedBytes, boolean partial,
                           PacingFigures pacing, double serverAllocatedMeanBytes, BlockStages stages) {

    /** A block whose stages are read from its histograms. */
    public BlockOutcome(BlockResult result, ErrorCounts errors, long responseBytes, long clientCpuNanos,
                        long sentRequests, BlockHistograms histograms, long clientAllocatedBytes, boolean partial,
                        PacingFigures pacing, double serverAllocatedMeanBytes) {
        this(result, errors, responseBytes, clientCpuNanos, sentRequests, histograms, clientAllocatedBytes, partial,
                pacing, serverAllocatedMeanBytes, histograms == null ? BlockStages.NONE : histograms.stages().snapshot());
    }

    /** A block whose allocation mean is read from its histograms. */
    public BlockOutcome(BlockResult result, ErrorCounts errors, long responseBytes, long clientCpuNanos,
                        long sentRequests, BlockHistograms histograms, long clientAllocatedBytes, boolean partial,
                        PacingFigures pacing) {
        this(result, errors, responseBytes, clientCpuNanos, sentRequests, histograms, clientAllocatedBytes, partial,
                pacing, allocationMean(histograms));
    }

    private static double allocationMean(BlockHistograms h) {
        return h == null || h.serverAllocatedBytes().getTotalCount() == 0 ? Double.NaN
                : h.serverAllocatedBytes().getMean();
    }

    /** A closed-loop block. */
    public BlockOutcome(BlockResult result, ErrorCounts errors, long responseBytes, long clientCpuNanos,
                        long sentRequests, BlockHistograms histograms, long clientAllocatedBytes, boolean partial) {
        this(result, errors, responseBytes, clientCpuNanos, sentRequests, histograms, clientAllocatedBytes, partial,
                PacingFigures.NONE);
    }

    /** The same outcome marked as cut short. Public only for {@code load}'s measurement, which aborts blocks. */
    public BlockOutcome asPartial() {
        return new BlockOutcome(result, errors, responseBytes, clientCpuNanos, sentRequests, histograms,
                clientAllocatedBytes, true, pacing, serverAllocatedMeanBytes, stages);
    }

    /** The same outcome without the (reused) histograms, once they are pooled. */
    public BlockOutcome withoutHistograms() {
        return new BlockOutcome(result, errors, responseBytes, clientCpuNanos, sentRequests, null,
                clientAllocatedBytes, partial, pacing, serverAllocatedMeanBytes, stages);
    }
}
