package org.echosoap.client.load;

import org.HdrHistogram.Recorder;
import org.echosoap.client.config.Defaults;
import org.echosoap.client.result.BlockHistograms;
import org.echosoap.client.scenario.Endpoint;

/**
 * A closed-loop worker: sends request after request, each when the last answer is in (the per-message cost at one
 * connection, seed 000's method).
 *
 * <p>Window rule: after the block's warm-up time, the worker first lets {@link Defaults#SETTLE_REQUESTS} requests
 * complete unrecorded (the first requests after a switch of endpoint meet cold caches and a new thread), then
 * records every request that completes before the window's end. It always records at least {@link
 * Defaults#MIN_RECORDED_PER_BLOCK}, even past the end, so a block of slow (large) messages still has figures.
 * The request in flight at the end is finished and dropped. Latency runs from just before the request is written to
 * the end of the answer.
 */
final class ClosedLoopWorker extends Worker {

    ClosedLoopWorker(Transport.Channel channel, Endpoint endpoint, BlockClock clock, AbortSignal abort,
                     FullCheckGate fullCheckGate, BlockHistograms histograms) {
        this(channel, endpoint, clock, abort, fullCheckGate, histograms, null);
    }

    ClosedLoopWorker(Transport.Channel channel, Endpoint endpoint, BlockClock clock, AbortSignal abort,
                     FullCheckGate fullCheckGate, BlockHistograms histograms, Recorder timeLine) {
        super(channel, endpoint, clock, abort, fullCheckGate, histograms, timeLine);
    }

    @Override
    void drive() {
        long settled = 0;
        while (!abort.isRaised()) {
            long startNanos = System.nanoTime();
            // Past the window's end, go on only until the minimum is recorded (at most SETTLE + MIN requests more).
            if (startNanos >= clock.measureEndNanos() && recordStartNanos >= 0
                    && recorded() >= Defaults.MIN_RECORDED_PER_BLOCK) {
                break;
            }
            send();
            long endNanos = System.nanoTime();
            if (abort.isRaised()) {
                break; // cut short by the abort (its connection may have been cut under it): neither success nor error
            }
            long latencyNanos = endNanos - startNanos - exchange.checkNanos;
            logOnTimeLine(latencyNanos);
            if (endNanos < clock.measureStartNanos() || recordStartNanos < 0) {
                if (exchange.errorKind != null) {
                    abort.countWarmupError(exchange.errorKind, exchange.errorReason);
                }
                if (endNanos >= clock.measureStartNanos() && ++settled >= Defaults.SETTLE_REQUESTS) {
                    recordStartNanos = endNanos;
                }
                continue; // warm-up or settling: sent and checked, never recorded
            }
            if (endNanos >= clock.measureEndNanos() && recorded() >= Defaults.MIN_RECORDED_PER_BLOCK) {
                break; // completed after the window: dropped, success or not
            }
            record(latencyNanos, endNanos);
        }
    }
}
