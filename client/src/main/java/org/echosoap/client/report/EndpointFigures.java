package org.echosoap.client.report;

import java.util.List;
import java.util.Map;
import org.echosoap.client.stats.LatencySummary;
import org.echosoap.client.stats.Spread;

/**
 * One endpoint's figures in a run: the picked trial's numbers (what the table shows) plus every trial.
 *
 * @param endpoint            row name ({@code null}, {@code EchoFloat})
 * @param path                path below the target
 * @param role                {@code baseline}, {@code extra} or {@code measured}
 * @param pickedTrial         index of the trial the figures come from
 * @param throughputPerSec    picked trial's successful pairs per second
 * @param latencyMicros       picked trial's latency summary
 * @param serverAppMicros     picked trial's Server-Timing app duration summary (count 0 when absent)
 * @param errors              failed requests over all trials
 * @param errorsByKind        the same by kind, with the first reason of each kind
 * @param spread              throughput across trials
 * @param trials              every trial, in round order
 * @param histogramBase64     picked trial's latency histogram, HdrHistogram compressed base64
 * @param responseBytesPerMessage mean response body bytes
 * @param clientCpuMicrosPerRequest client worker CPU per request sent (all trials)
 * @param requestsSent        every request sent over all trials, warm-up included
 * @param requestBytes        request body bytes (the same for every request)
 * @param allocation          memory per message, server and client
 */
public record EndpointFigures(String endpoint, String path, String role, int pickedTrial, double throughputPerSec,
                              LatencySummary latencyMicros, LatencySummary serverAppMicros, long errors,
                              Map<String, ErrorFigure> errorsByKind, Spread spread,
                              List<TrialFigures> trials, String histogramBase64, double responseBytesPerMessage,
                              double clientCpuMicrosPerRequest, long requestsSent, long requestBytes,
                              AllocationFigures allocation) {

    /** Count and first reason of one kind of failure. */
    public record ErrorFigure(long count, String firstReason) {
    }

    /** One trial's headline numbers; a partial trial (run aborted during it) is reported but not used. */
    public record TrialFigures(int index, long requests, long errors, double throughputPerSec, double meanMicros,
                               double p50Micros, double p99Micros, double serverAppMeanMicros, boolean partial) {
    }
}
