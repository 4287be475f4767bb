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
 * records every request that completes before the window's end. It always records at least its share of {@link
 * Defaults#MIN_RECORDED_PER_BLOCK} ({@link #minRecorded}), even past the end, so a block of slow (large) messages
 * still has figures.
 * The request in flight at the end is finished and dropped. At the clock's cutoff (the run's time limit) it sends
 * nothing more, minimum or not. Latency runs from just before the request is written to
 * the end of the answer.
 */
final class ClosedLoopWorker extends Worker {

    ClosedLoopWorker(Transport.Channel channel, Endpoint endpoint, BlockClock clock, AbortSignal abort,
                     FullCheckGate fullCheckGate, BlockHistograms histograms) {
        this(channel, endpoint, clock, abort, fullCheckGate, histograms, null);
    }

    ClosedLoopWorker(Transport.Channel channel, Endpoint endpoint, BlockClock clock, AbortSignal abort,
                     FullCheckGate fullCheckGate, BlockHistograms histograms, Recorder timeLine) {
        this(channel, new ResponseReader(), endpoint, clock, abort, fullCheckGate, histograms, timeLine);
    }

    ClosedLoopWorker(Transport.Channel channel, ResponseReader reader, Endpoint endpoint, BlockClock clock,
                     AbortSignal abort, FullCheckGate fullCheckGate, BlockHistograms histograms, Recorder timeLine) {
        super(channel, reader, endpoint, clock, abort, fullCheckGate, histograms, timeLine);
    }

    /** Settling requests completed after the warm-up so far. */
    private long settled;

    @Override
    void drive() {
        while (!abort.isRaised()) {
            if (!wantsAnother(System.nanoTime())) {
                break;
            }
            Endpoint message = nextMessage(); // before the clock: a message made fresh per exchange is made here
            long startNanos = System.nanoTime();
            send(message);
            long endNanos = System.nanoTime();
            if (abort.isRaised() || !answered(startNanos, endNanos)) {
                break; // an abort cuts it short (its connection may have been cut under it): neither success nor error
            }
        }
    }

    /**
     * Whether to send another request at {@code nowNanos}: past the window's end, only until the minimum is recorded
     * (at most SETTLE + MIN requests more). The {@link EventLoop} asks this too, whenever the connection is free.
     */
    boolean wantsAnother(long nowNanos) {
        boolean done = nowNanos >= clock.measureEndNanos() && recordStartNanos >= 0 && recorded() >= minRecorded;
        if (!done && nowNanos >= clock.cutoffNanos()) {
            cutOff = true; // the run's time is up: the block is cut short (and left out as partial)
            return false;
        }
        return !done;
    }

    @Override
    long dueNanos(long nowNanos) {
        return wantsAnother(nowNanos) ? nowNanos : DONE;
    }

    @Override
    boolean goingOut(long dueNanos, long nowNanos, boolean waited) {
        return true;
    }

    @Override
    boolean answeredAt(long dueNanos, long sentNanos, long endNanos) {
        return answered(sentNanos, endNanos);
    }

    /**
     * The answer of the request sent at {@code startNanos} is in {@link #exchange} at {@code endNanos}: recorded,
     * or only checked during warm-up and settling, or dropped after the window. False: the worker is done.
     */
    boolean answered(long startNanos, long endNanos) {
        long latencyNanos = endNanos - startNanos - exchange.checkNanos;
        logOnTimeLine(latencyNanos);
        if (endNanos < clock.measureStartNanos() || recordStartNanos < 0) {
            if (exchange.errorKind != null) {
                abort.countWarmupError(exchange.errorKind, exchange.errorReason);
            }
            if (endNanos >= clock.measureStartNanos() && ++settled >= Defaults.SETTLE_REQUESTS) {
                recordStartNanos = endNanos;
            }
            return true; // warm-up or settling: sent and checked, never recorded
        }
        if (endNanos >= clock.measureEndNanos() && recorded() >= minRecorded) {
            return false; // completed after the window: dropped, success or not
        }
        record(latencyNanos, endNanos);
        return true;
    }
}
