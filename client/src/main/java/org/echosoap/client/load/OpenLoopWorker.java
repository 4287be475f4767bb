package org.echosoap.client.load;

import java.util.concurrent.locks.LockSupport;
import org.HdrHistogram.Recorder;
import org.echosoap.client.config.Defaults;
import org.echosoap.client.result.BlockHistograms;
import org.echosoap.client.result.PacingFigures;
import org.echosoap.client.scenario.Endpoint;

/**
 * An open-loop worker ({@code --rate}): its connection sends on a fixed schedule, request k at {@code first + k *
 * interval}, whatever the answers do, and each latency runs from the request's INTENDED send time to the end of its
 * answer (wrk2's correction for coordinated omission). When the server stalls, the requests scheduled meanwhile
 * queue behind the one in flight and each carries its wait, as a user's would.
 *
 * <p>Window rule: a request is measured when its intended time falls into the block's measured window and it is not
 * among the connection's first {@link Defaults#SETTLE_REQUESTS}; every such request is sent and recorded, however late
 * it completes (stopping at the window's end would drop exactly the requests a stall delays). The one exception
 * bounds a block whose server cannot take the rate: once the schedule is more than {@link Defaults#MAX_SEND_LAG}
 * behind, the rest is counted as unsent and the block ends.
 *
 * <p>Driven by an {@link EventLoop} (the nio transport) or on a thread of its own (the others), through the same
 * steps ({@link #dueNanos}, {@link #goingOut}, {@link #answeredAt}). Waiting: the thread parks until the intended
 * time. A parked thread wakes some tens of µs late (timer slack, CPU); that lateness is part of the measured latency, as in every open-loop tool, and is reported on its own
 * ({@link PacingFigures#wakeUpLagNanos}) so a client short of CPU is named as such.
 */
final class OpenLoopWorker extends Worker {

    /** {@link Defaults#MAX_SEND_LAG} in ns, read once rather than per request. */
    private static final long MAX_SEND_LAG_NANOS = Defaults.MAX_SEND_LAG.toNanos();

    /** Parking is cut into slices this long so an abort is seen promptly during slow schedules. */
    private static final long PARK_SLICE_NANOS = 50_000_000;

    private final long firstNanos;
    private final long intervalNanos;
    /** The first request measured, and the first intended past the window (never sent). */
    private final long firstMeasured;
    private final long pastWindow;
    /** The next request's index in the schedule. */
    private long k;
    private long scheduled;
    private long unsent;
    private long onTimeSends;
    private long wakeUpLagNanos;
    private long queuedSends;
    private long busyNanos;
    private long lastEndNanos;
    /** The first measured request's intended time and the last measured request's actual send, or -1. */
    private long firstMeasuredIntendedNanos = -1;
    private long lastMeasuredSendNanos = -1;

    /**
     * @param offsetNanos   this connection's first send after the block's start (connections are staggered by a share
     *                      of the interval, so the total rate is even rather than in bursts)
     * @param intervalNanos the time between two of this connection's sends
     */
    OpenLoopWorker(Transport.Channel channel, Endpoint endpoint, BlockClock clock, AbortSignal abort,
                   FullCheckGate fullCheckGate, BlockHistograms histograms, Recorder timeLine, long offsetNanos,
                   long intervalNanos) {
        this(channel, new ResponseReader(), endpoint, clock, abort, fullCheckGate, histograms, timeLine, offsetNanos,
                intervalNanos);
    }

    OpenLoopWorker(Transport.Channel channel, ResponseReader reader, Endpoint endpoint, BlockClock clock,
                   AbortSignal abort, FullCheckGate fullCheckGate, BlockHistograms histograms, Recorder timeLine,
                   long offsetNanos, long intervalNanos) {
        super(channel, reader, endpoint, clock, abort, fullCheckGate, histograms, timeLine);
        this.firstNanos = clock.startNanos() + offsetNanos;
        this.intervalNanos = intervalNanos;
        this.lastEndNanos = clock.startNanos();
        this.firstMeasured = Math.max(Defaults.SETTLE_REQUESTS, firstIndexAtOrAfter(clock.measureStartNanos()));
        this.pastWindow = firstIndexAtOrAfter(clock.measureEndNanos());
    }

    /** On a thread of its own: parks until each request's intended time (an {@link EventLoop} waits in its select). */
    @Override
    void drive() {
        while (!abort.isRaised()) {
            long now = System.nanoTime();
            long intended = dueNanos(now);
            if (intended == DONE) {
                break;
            }
            // Before the wait: a message made fresh per exchange (WS-Security) is made here, off its latency while
            // the schedule has time for it (when it has none, the making delays the send, as any client's would).
            Endpoint message = nextMessage();
            boolean waited = now < intended;
            if (waited) {
                now = waitUntil(intended);
                if (abort.isRaised()) {
                    dropMessage();
                    break;
                }
            } else {
                now = System.nanoTime(); // after making the message: its making is part of this send's lag
            }
            if (!goingOut(intended, now, waited)) {
                dropMessage();
                break;
            }
            send(message);
            long end = System.nanoTime();
            if (abort.isRaised()) {
                break; // cut short by the abort: neither success nor error
            }
            answeredAt(intended, now, end);
        }
    }

    /** Request k's intended time, whatever the time now: the schedule never moves. */
    @Override
    long dueNanos(long nowNanos) {
        return k < pastWindow ? firstNanos + k * intervalNanos : DONE;
    }

    /**
     * Counts the send as on time (it was waited for; how late the wake-up was is the lag), queued behind a late
     * answer, or, more than {@link Defaults#MAX_SEND_LAG} behind, gives up the rest of the block as unsent.
     */
    @Override
    boolean goingOut(long intended, long nowNanos, boolean waited) {
        if (waited) {
            onTimeSends++;
            wakeUpLagNanos += nowNanos - intended;
        } else if (nowNanos - intended > MAX_SEND_LAG_NANOS) {
            unsent = pastWindow - Math.max(k, firstMeasured);
            scheduled += unsent;
            k = pastWindow;
            return false; // the server cannot take this rate: give up on the rest of the block's schedule
        } else if (k > 0) {
            queuedSends++;
        }
        return true;
    }

    /** Records the answer from its INTENDED send time, if its request is a measured one. */
    @Override
    boolean answeredAt(long intended, long sentNanos, long endNanos) {
        boolean measured = k >= firstMeasured;
        k++;
        busyNanos += endNanos - sentNanos;
        lastEndNanos = endNanos;
        long latencyNanos = endNanos - intended - exchange.checkNanos;
        logOnTimeLine(latencyNanos);
        if (!measured) {
            if (exchange.errorKind != null) {
                abort.countWarmupError(exchange.errorKind, exchange.errorReason);
            }
            return true;
        }
        if (recordStartNanos < 0) {
            recordStartNanos = intended;
            firstMeasuredIntendedNanos = intended;
        }
        lastMeasuredSendNanos = sentNanos; // when it went out
        scheduled++;
        // The window a held rate fills is n intervals, up to one past the last intended time; a schedule that
        // fell behind stretches it to the last answer (BlockRunner divides the answers by it).
        record(latencyNanos, Math.max(endNanos, intended + intervalNanos));
        return true;
    }

    /** What this connection's schedule did in the block. */
    @Override
    PacingFigures pacing() {
        long sendSpan = firstMeasuredIntendedNanos < 0 ? 0
                : lastMeasuredSendNanos + intervalNanos - firstMeasuredIntendedNanos;
        return new PacingFigures(scheduled, unsent, onTimeSends, wakeUpLagNanos, queuedSends, busyNanos,
                Math.max(0, lastEndNanos - clock.startNanos()), sendSpan);
    }

    /** The first k whose intended time is at or after {@code nanos}. */
    private long firstIndexAtOrAfter(long nanos) {
        long gap = nanos - firstNanos;
        return gap <= 0 ? 0 : (gap + intervalNanos - 1) / intervalNanos;
    }

    private long waitUntil(long intended) {
        long now = System.nanoTime();
        while (now < intended && !abort.isRaised()) {
            LockSupport.parkNanos(Math.min(intended - now, PARK_SLICE_NANOS));
            now = System.nanoTime();
        }
        return now;
    }
}
