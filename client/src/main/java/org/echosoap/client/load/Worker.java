package org.echosoap.client.load;

import java.util.concurrent.atomic.AtomicLong;
import org.HdrHistogram.Histogram;
import org.echosoap.client.config.Defaults;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.stats.Histograms;

/**
 * One load worker: sends request after request on its own channel (connection) until the trial ends, and records
 * what completes inside the measured window into its OWN histograms, so the hot path takes no lock
 * (histograms are merged after the trial, as wrk2 merges its per-thread histograms).
 *
 * <p>Window rule: a request counts when it completes in [measureStart, measureEnd). Requests completing in
 * the warm-up are sent and checked but never recorded; the request in flight at the end is finished and
 * dropped.
 */
final class Worker implements Runnable {

    private final Transport.Channel channel;
    private final Endpoint endpoint;
    private final TrialClock clock;
    private final AbortSignal abort;
    private final FullCheckGate fullCheckGate;
    private final ResponseReader reader = new ResponseReader();
    private final Exchange exchange = new Exchange();

    final Histogram latencyMicros = Histograms.newLatencyHistogram();
    final Histogram serverAppMicros = Histograms.newLatencyHistogram();
    /** Server-side bytes allocated per message (same range as latencies: 1 .. 3.6e9). */
    final Histogram serverAllocatedBytes = Histograms.newLatencyHistogram();
    final ErrorCounts errors = new ErrorCounts();
    /** Completed measured requests, read by the progress line (written with release semantics only). */
    final AtomicLong measuredCount = new AtomicLong();
    /** Failed measured requests, read by the progress line. */
    final AtomicLong measuredErrors = new AtomicLong();
    long responseBytes;
    long cpuNanos;
    /** The worker's own allocation over the trial (client memory cost), or -1 when unknown. */
    long allocatedBytes;
    long sentRequests;

    Worker(Transport.Channel channel, Endpoint endpoint, TrialClock clock, AbortSignal abort, FullCheckGate fullCheckGate) {
        this.fullCheckGate = fullCheckGate;
        this.channel = channel;
        this.endpoint = endpoint;
        this.clock = clock;
        this.abort = abort;
    }

    @Override
    public void run() {
        long cpuStart = CpuTime.currentThreadNanos();
        long allocStart = CpuTime.currentThreadAllocatedBytes();
        long sent = 0;
        long measured = 0;
        boolean fullCheckDue = true; // the first response of every trial gets the complete XML check
        while (!abort.isRaised()) {
            long startNanos = System.nanoTime();
            if (startNanos >= clock.measureEndNanos()) {
                break;
            }
            // The first response and then one in FULL_CHECK_EVERY get the complete XML check, one worker at a time.
            boolean fullCheck = fullCheckDue && fullCheckGate.tryEnter();
            try {
                channel.exchange(endpoint, reader, exchange, fullCheck);
            } finally {
                if (fullCheck) {
                    fullCheckGate.leave();
                }
            }
            fullCheckDue = fullCheck ? false : fullCheckDue;
            if (++sent % Defaults.FULL_CHECK_EVERY == 0) {
                fullCheckDue = true;
            }
            long endNanos = System.nanoTime();
            if (abort.isRaised()) {
                break; // cut short by the abort (its connection may have been cut under it): neither success nor error
            }
            if (endNanos < clock.measureStartNanos()) {
                if (exchange.errorKind != null) {
                    abort.countWarmupError(exchange.errorKind, exchange.errorReason);
                }
                continue; // warm-up: sent and checked, never recorded
            }
            if (endNanos >= clock.measureEndNanos()) {
                break; // completed after the window: dropped, success or not
            }
            if (exchange.errorKind != null) {
                errors.add(exchange.errorKind, exchange.errorReason);
                measuredErrors.setRelease(measuredErrors.getPlain() + 1);
                abort.countError();
                continue;
            }
            latencyMicros.recordValue(clampMicros((endNanos - startNanos + 500) / 1_000));
            if (exchange.serverAppMicros >= 0) {
                serverAppMicros.recordValue(clampMicros(exchange.serverAppMicros));
            }
            if (exchange.serverAllocatedBytes >= 0) {
                serverAllocatedBytes.recordValue(clampMicros(exchange.serverAllocatedBytes));
            }
            responseBytes += exchange.responseBytes;
            measuredCount.setRelease(++measured);
        }
        cpuNanos = CpuTime.currentThreadNanos() - cpuStart;
        allocatedBytes = allocStart < 0 ? -1 : CpuTime.currentThreadAllocatedBytes() - allocStart;
        sentRequests = sent;
    }

    /** Into the histogram's range [1, 3.6e9] (µs or bytes): a value outside would throw on the hot path. */
    private static long clampMicros(long micros) {
        return Math.max(Histograms.LOWEST_DISCERNIBLE_MICROS, Math.min(Histograms.HIGHEST_TRACKABLE_MICROS, micros));
    }
}
