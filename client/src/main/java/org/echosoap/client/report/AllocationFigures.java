package org.echosoap.client.report;

import org.HdrHistogram.Histogram;

/**
 * Memory per message (seed 004): what the server's thread allocated per message inside the webapp
 * (from Server-Timing's alloc metric, over every measured message of every trial), relative to the request and
 * response sizes, and what the client allocated per request it sent.
 *
 * @param count                    messages with an allocation figure (0 when the server sent none)
 * @param meanBytes                mean server allocation per message
 * @param p50Bytes                 median (HdrHistogram bucket, 3 significant digits)
 * @param maxBytes                 largest
 * @param perRequestByte           mean allocation ÷ request body bytes
 * @param perResponseByte          mean allocation ÷ response body bytes
 * @param clientBytesPerRequest    the client's own allocation per request sent (warm-up included), NaN if unknown
 */
public record AllocationFigures(long count, double meanBytes, double p50Bytes, double maxBytes, double perRequestByte,
                                double perResponseByte, double clientBytesPerRequest) {

    /**
     * The figures of {@code serverAllocatedBytes} (bytes per message) over the body sizes, and the client's own
     * allocation: {@code clientAllocatedBytes} (negative if unknown) over {@code requestsSent}.
     */
    public static AllocationFigures of(Histogram serverAllocatedBytes, long requestBytes, double responseBytes,
                                long clientAllocatedBytes, long requestsSent) {
        long count = serverAllocatedBytes.getTotalCount();
        double mean = count == 0 ? Double.NaN : serverAllocatedBytes.getMean();
        return new AllocationFigures(count, mean,
                count == 0 ? Double.NaN : serverAllocatedBytes.getValueAtPercentile(50),
                count == 0 ? Double.NaN : serverAllocatedBytes.getMaxValue(),
                requestBytes == 0 ? Double.NaN : mean / requestBytes,
                responseBytes > 0 ? mean / responseBytes : Double.NaN,
                clientAllocatedBytes < 0 || requestsSent == 0 ? Double.NaN : (double) clientAllocatedBytes / requestsSent);
    }
}
