package org.echosoap.client.load;

import java.util.concurrent.atomic.AtomicLong;
import org.HdrHistogram.Recorder;
import org.echosoap.client.config.Defaults;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.stats.Histograms;
import org.echosoap.client.result.BlockHistograms;
import org.echosoap.client.result.ErrorCounts;

/**
 * One load worker: sends request after request on its own channel (connection) until the block ends, and records
 * what completes inside the measured window into its OWN histograms, so the hot path takes no lock
 * (histograms are merged after the block, as wrk2 merges its per-thread histograms).
 *
 * <p>Window rule: after the block's warm-up time, the worker first lets {@link Defaults#SETTLE_REQUESTS} requests
 * complete unrecorded (the first requests after a switch of endpoint meet cold caches and a new thread), then
 * records every request that completes before the window's end. It always records at least {@link
 * Defaults#MIN_RECORDED_PER_BLOCK}, even past the end, so a block of slow (large) messages still has figures.
 * The request in flight at the end is finished and dropped.
 *
 * <p>What is timed: from just before the request is written to the end of the answer, less the time the
 * client spent checking the answer ({@link Exchange#checkNanos}), so the SOAP side's value checks are not counted
 * as SOAP cost.
 */
final class Worker implements Runnable {

    private final Transport.Channel channel;
    private final Endpoint endpoint;
    private final BlockClock clock;
    private final AbortSignal abort;
    private final FullCheckGate fullCheckGate;
    private final ResponseReader reader = new ResponseReader();
    private final Exchange exchange = new Exchange();

    /** This connection's reused histograms, reset by the runner before the block. */
    final BlockHistograms histograms;
    final ErrorCounts errors = new ErrorCounts();
    /** Completed measured requests, read by the progress line (written with release semantics only). */
    final AtomicLong measuredCount = new AtomicLong();
    /** Failed measured requests, read by the progress line. */
    final AtomicLong measuredErrors = new AtomicLong();
    long responseBytes;
    long cpuNanos;
    /** The worker's own allocation over the block (client memory cost), or -1 when unknown. */
    long allocatedBytes;
    long sentRequests;
    /** When this worker's recorded window began (after settling), or -1 if it never did. */
    long recordStartNanos = -1;
    /** When its last recorded request completed. */
    long recordEndNanos = -1;

    /** Every answer's latency in ns for {@code --hlog} (priming and warm-up included), or null. */
    private final Recorder timeLine;

    Worker(Transport.Channel channel, Endpoint endpoint, BlockClock clock, AbortSignal abort, FullCheckGate fullCheckGate,
           BlockHistograms histograms) {
        this(channel, endpoint, clock, abort, fullCheckGate, histograms, null);
    }

    Worker(Transport.Channel channel, Endpoint endpoint, BlockClock clock, AbortSignal abort, FullCheckGate fullCheckGate,
           BlockHistograms histograms, Recorder timeLine) {
        this.timeLine = timeLine;
        this.histograms = histograms;
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
        long settled = 0;
        boolean fullCheckDue = true; // the first response of every block gets the complete XML check
        while (!abort.isRaised()) {
            long startNanos = System.nanoTime();
            // Past the window's end, go on only until the minimum is recorded (at most SETTLE + MIN requests more).
            if (startNanos >= clock.measureEndNanos() && recordStartNanos >= 0
                    && measured + errors.total() >= Defaults.MIN_RECORDED_PER_BLOCK) {
                break;
            }
            // The first response and then one in FULL_CHECK_EVERY get the complete XML check, one worker at a time.
            boolean fullCheck = fullCheckDue && fullCheckGate.tryEnter();
            try {
                channel.exchange(endpoint.message(sent), reader, exchange, fullCheck);
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
            if (timeLine != null && exchange.errorKind == null) {
                timeLine.recordValue(Math.max(0, endNanos - startNanos - exchange.checkNanos));
            }
            if (endNanos < clock.measureStartNanos() || recordStartNanos < 0) {
                if (exchange.errorKind != null) {
                    abort.countWarmupError(exchange.errorKind, exchange.errorReason);
                }
                if (endNanos >= clock.measureStartNanos() && ++settled >= Defaults.SETTLE_REQUESTS) {
                    recordStartNanos = endNanos;
                }
                continue; // warm-up or settling: sent and checked, never recorded
            }
            if (endNanos >= clock.measureEndNanos() && measured + errors.total() >= Defaults.MIN_RECORDED_PER_BLOCK) {
                break; // completed after the window: dropped, success or not
            }
            recordEndNanos = endNanos;
            if (exchange.errorKind != null) {
                errors.add(exchange.errorKind, exchange.errorReason);
                measuredErrors.setRelease(measuredErrors.getPlain() + 1);
                abort.countError();
                continue;
            }
            long latency = clampMicros((endNanos - startNanos - exchange.checkNanos + 500) / 1_000);
            histograms.latencyMicros().recordValue(latency);
            if (exchange.serverAppMicros >= 0) {
                histograms.serverAppMicros().recordValue(clampMicros(exchange.serverAppMicros));
                histograms.outsideMicros().recordValue(Math.max(0, Math.min(Histograms.HIGHEST_TRACKABLE_MICROS,
                        latency - exchange.serverAppMicros)));
            }
            if (exchange.serverAllocatedBytes >= 0) {
                histograms.serverAllocatedBytes().recordValue(clampMicros(exchange.serverAllocatedBytes));
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
