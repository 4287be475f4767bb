package org.echosoap.client.load;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.util.List;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;
import org.echosoap.client.scenario.Endpoint;

/**
 * One thread's share of a block on a transport that {@link Transport#drivesEventLoops}: its workers' connections on
 * one selector, as wrk's event loops drive theirs. Each worker keeps its own rules (window, settling, recording,
 * schedule: {@link Worker#dueNanos}, {@link Worker#goingOut}, {@link Worker#answeredAt}); the loop only replaces
 * their blocked threads. A closed-loop worker's request is due as soon as its last answer is read; an open-loop
 * worker's at its intended time ({@code --rate}), which the loop waits for.
 *
 * <p>Timing: a request's latency runs from just before its request is written (closed loop) or from its intended
 * time (open loop) to the moment its answer is read whole. When several answers are ready at once, the later ones
 * in the batch wait for the earlier ones' reading and checking (a few µs); wrk's latencies carry the same wait.
 *
 * <p>Waiting for an intended time: with no request of the loop in flight the thread parks until it, as a worker on
 * its own thread would (woken some tens of µs late). With one in flight it must also watch the sockets, and a
 * selector waits in whole milliseconds: it waits for the first answer or at most the whole milliseconds left, then
 * parks for the rest once nothing is in flight; only while an answer takes longer than the gap to the next intended
 * time is that send late, by up to the answer's wait and at most a millisecond. Every such delay counts in the latency
 * (it runs from the intended time) and in the reported wake-up lag.
 *
 * <p>The loop's CPU time and allocation are shared out evenly over its workers, whose sum is what the run reports.
 * One per loop thread, for the whole run (its selector keeps the connections registered between blocks).
 */
final class EventLoop implements AutoCloseable {

    /** The longest wait in one select or park, so an abort and a timeout are seen promptly. */
    private static final long MAX_WAIT_MILLIS = 50;
    private static final long MAX_WAIT_NANOS = MAX_WAIT_MILLIS * 1_000_000;

    private final Selector selector;
    private int active;

    EventLoop() {
        try {
            selector = Selector.open();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open a selector", e);
        }
    }

    /** A worker on its connection: its next request's due time, and whether one is in flight. */
    private static final class Seat {
        final Worker worker;
        final LoopChannel channel;
        /** The request in flight's or the next one's due time; {@link Worker#DONE} once the worker is done. */
        long dueNanos;
        /** Whether the connection was free before the next request was due (the loop waits for its time). */
        boolean waited;
        long sentNanos;
        boolean inFlight;

        Seat(Worker worker, LoopChannel channel) {
            this.worker = worker;
            this.channel = channel;
        }

        boolean done() {
            return dueNanos == Worker.DONE;
        }
    }

    /** Drives {@code workers}, worker i on {@code channels[i]}, until every one is done or the run is aborted. */
    void run(List<? extends Worker> workers, List<? extends LoopChannel> channels, AbortSignal abort) {
        long cpuStart = CpuTime.currentThreadNanos();
        long allocatedStart = CpuTime.currentThreadAllocatedBytes();
        Seat[] seats = new Seat[workers.size()];
        active = seats.length;
        for (int i = 0; i < seats.length; i++) {
            seats[i] = new Seat(workers.get(i), channels.get(i));
            free(seats[i], System.nanoTime(), abort);
        }
        // One action for the whole block: a lambda written inside the loop was a new object per select (JFR).
        Consumer<SelectionKey> onSelected = key -> {
            Seat s = (Seat) key.attachment();
            if (!s.inFlight) {
                s.channel.onIdleReady();
            } else if (s.channel.onReady()) {
                answered(s, abort);
            }
        };
        try {
            while (active > 0 && !abort.isRaised()) {
                long now = System.nanoTime();
                long nextDue = Long.MAX_VALUE;
                long earliestDeadline = Long.MAX_VALUE;
                for (Seat s : seats) {
                    // Timeouts are seen here, on this pass's clock: the select below wakes at the earliest deadline.
                    if (s.inFlight && s.channel.expired(now)) {
                        answered(s, abort);
                        now = System.nanoTime();
                    }
                    if (!s.inFlight && !s.done() && s.dueNanos <= now) {
                        sendDue(s, now, abort);
                        now = System.nanoTime();
                    }
                    if (s.inFlight) {
                        earliestDeadline = Math.min(earliestDeadline, s.channel.deadlineNanos());
                    } else if (!s.done()) {
                        nextDue = Math.min(nextDue, s.dueNanos);
                    }
                }
                if (active == 0 || abort.isRaised()) {
                    break;
                }
                if (earliestDeadline == Long.MAX_VALUE) {
                    // Nothing in flight: no socket to watch, so park to the next intended time to the µs.
                    LockSupport.parkNanos(Math.min(nextDue - now, MAX_WAIT_NANOS));
                    continue;
                }
                long waitMillis = Math.min(MAX_WAIT_MILLIS, (earliestDeadline - now) / 1_000_000 + 1);
                if (nextDue != Long.MAX_VALUE) {
                    waitMillis = Math.min(waitMillis, (nextDue - now) / 1_000_000); // whole ms, not past it
                }
                selector.select(onSelected, Math.max(1, waitMillis));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("the event loop's selector failed", e);
        } finally {
            for (Seat s : seats) {
                if (s.inFlight) {
                    s.channel.cancel(); // aborted mid-exchange: that connection's state is unknown
                    s.inFlight = false;
                }
            }
            shareCpu(workers, CpuTime.currentThreadNanos() - cpuStart,
                    allocatedStart < 0 ? -1 : CpuTime.currentThreadAllocatedBytes() - allocatedStart);
        }
    }

    /** Seat {@code s}'s answer is in (or its exchange failed): the worker takes it, then sends again or waits. */
    private void answered(Seat s, AbortSignal abort) {
        long endNanos = System.nanoTime();
        s.inFlight = false;
        s.worker.exchanged();
        if (abort.isRaised() || !s.worker.answeredAt(s.dueNanos, s.sentNanos, endNanos)) {
            retire(s);
            return;
        }
        free(s, endNanos, abort); // the answer's end is the next request's "now": one clock read fewer per request
    }

    /** Seat {@code s}'s connection is free at {@code nowNanos}: its next request goes out now if due, else waits. */
    private void free(Seat s, long nowNanos, AbortSignal abort) {
        long due = abort.isRaised() ? Worker.DONE : s.worker.dueNanos(nowNanos);
        if (due == Worker.DONE) {
            retire(s);
            return;
        }
        s.dueNanos = due;
        s.waited = due > nowNanos;
        if (!s.waited) {
            sendDue(s, nowNanos, abort);
        }
    }

    /** Sends seat {@code s}'s request, due by {@code nowNanos}; or retires the seat when its worker gives up. */
    private void sendDue(Seat s, long nowNanos, AbortSignal abort) {
        while (true) {
            if (abort.isRaised() || !s.worker.goingOut(s.dueNanos, nowNanos, s.waited)) {
                retire(s);
                return;
            }
            // Asked for before the clock starts: a message made fresh per exchange (WS-Security) is made here, on the
            // loop's thread, between this connection's exchanges (another connection's answer may wait behind it).
            Endpoint message = s.worker.nextMessage();
            nowNanos = System.nanoTime();
            s.sentNanos = nowNanos;
            if (!s.channel.start(message, s.worker.reader(), s.worker.exchange, s.worker.fullCheckNow, selector, s,
                    nowNanos)) {
                s.inFlight = true;
                return;
            }
            // It failed at once (e.g. connection refused): the worker counts it, and goes on or stops.
            long endNanos = System.nanoTime();
            s.worker.exchanged();
            if (abort.isRaised() || !s.worker.answeredAt(s.dueNanos, nowNanos, endNanos)) {
                retire(s);
                return;
            }
            nowNanos = System.nanoTime();
            long due = s.worker.dueNanos(nowNanos);
            if (due == Worker.DONE) {
                retire(s);
                return;
            }
            s.dueNanos = due;
            s.waited = due > nowNanos;
            if (s.waited) {
                return;
            }
        }
    }

    private void retire(Seat s) {
        if (!s.done()) {
            s.dueNanos = Worker.DONE;
            active--;
        }
    }

    /** The loop thread's CPU and allocation, shared evenly by its workers (the run adds them up again). */
    private static void shareCpu(List<? extends Worker> workers, long cpuNanos, long allocatedBytes) {
        int n = workers.size();
        for (int i = 0; i < n; i++) {
            Worker w = workers.get(i);
            w.cpuNanos = cpuNanos / n + (i == 0 ? cpuNanos % n : 0);
            w.allocatedBytes = allocatedBytes < 0 ? -1 : allocatedBytes / n + (i == 0 ? allocatedBytes % n : 0);
        }
    }

    @Override
    public void close() {
        try {
            selector.close();
        } catch (IOException ignored) {
            // Its channels are closed by their seats.
        }
    }
}
