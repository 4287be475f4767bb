package org.echosoap.client.load;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.Selector;
import java.util.List;
import org.echosoap.client.scenario.Endpoint;

/**
 * One thread's share of a closed-loop block on the {@link NioTransport}: its workers' connections on one selector,
 * each sending its next request as soon as its last answer is read, as wrk's event loops do. The workers keep their
 * own rules (window, settling, recording: {@link ClosedLoopWorker#wantsAnother}, {@link ClosedLoopWorker#answered});
 * the loop only replaces their blocked threads.
 *
 * <p>Timing: a request's latency runs from just before its request is written to the moment its answer is read
 * whole. When several answers are ready at once, the later ones in the batch wait for the earlier ones' reading and
 * checking (a few µs); wrk's latencies carry the same wait. The loop's CPU time and allocation are shared out evenly
 * over its workers, whose sum is what the run reports.
 *
 * <p>One per loop thread, for the whole run (its selector keeps the connections registered between blocks).
 */
final class EventLoop implements AutoCloseable {

    /** The longest wait in one select, so an abort and a timeout are seen promptly. */
    private static final long MAX_WAIT_MILLIS = 50;

    private final Selector selector;
    private int active;

    EventLoop() {
        try {
            selector = Selector.open();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open a selector", e);
        }
    }

    /** A worker on its connection, and when its request in flight was sent. */
    private static final class Seat {
        final ClosedLoopWorker worker;
        final NioChannel channel;
        long startNanos;
        boolean inFlight;

        Seat(ClosedLoopWorker worker, NioChannel channel) {
            this.worker = worker;
            this.channel = channel;
        }
    }

    /** Drives {@code workers}, worker i on {@code channels[i]}, until every one is done or the run is aborted. */
    void run(List<ClosedLoopWorker> workers, List<NioChannel> channels, AbortSignal abort) {
        long cpuStart = CpuTime.currentThreadNanos();
        long allocatedStart = CpuTime.currentThreadAllocatedBytes();
        Seat[] seats = new Seat[workers.size()];
        active = 0;
        for (int i = 0; i < seats.length; i++) {
            seats[i] = new Seat(workers.get(i), channels.get(i));
            if (sendNext(seats[i], abort)) {
                active++;
            }
        }
        try {
            while (active > 0 && !abort.isRaised()) {
                long now = System.nanoTime();
                long earliestDeadline = Long.MAX_VALUE;
                for (Seat s : seats) {
                    if (s.inFlight) {
                        earliestDeadline = Math.min(earliestDeadline, s.channel.deadlineNanos());
                    }
                }
                long waitMillis = Math.max(1, Math.min(MAX_WAIT_MILLIS, (earliestDeadline - now) / 1_000_000 + 1));
                selector.select(key -> {
                    Seat s = (Seat) key.attachment();
                    if (s.inFlight && s.channel.onReady()) {
                        answered(s, abort);
                    }
                }, waitMillis);
                if (earliestDeadline != Long.MAX_VALUE && System.nanoTime() >= earliestDeadline) {
                    long later = System.nanoTime();
                    for (Seat s : seats) {
                        if (s.inFlight && s.channel.expired(later)) {
                            answered(s, abort);
                        }
                    }
                }
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

    /** Seat {@code s}'s answer is in (or its exchange failed): the worker takes it, then sends again or is done. */
    private void answered(Seat s, AbortSignal abort) {
        long endNanos = System.nanoTime();
        s.inFlight = false;
        s.worker.exchanged();
        if (abort.isRaised() || !s.worker.answered(s.startNanos, endNanos) || !sendNext(s, abort)) {
            active--;
        }
    }

    /** Sends seat {@code s}'s next request; false when its worker is done. */
    private boolean sendNext(Seat s, AbortSignal abort) {
        while (true) {
            long now = System.nanoTime();
            if (abort.isRaised() || !s.worker.wantsAnother(now)) {
                return false;
            }
            // Asked for before the clock starts: a message made fresh per exchange (WS-Security) is made here, on the
            // loop's thread, between this connection's exchanges (another connection's answer may wait behind it).
            Endpoint message = s.worker.nextMessage();
            now = System.nanoTime();
            s.startNanos = now;
            if (!s.channel.start(message, s.worker.reader(), s.worker.exchange, s.worker.fullCheckNow, selector, s,
                    now)) {
                s.inFlight = true;
                return true;
            }
            // It failed at once (e.g. connection refused): the worker counts it, and goes on or stops.
            long endNanos = System.nanoTime();
            s.worker.exchanged();
            if (abort.isRaised() || !s.worker.answered(now, endNanos)) {
                return false;
            }
        }
    }

    /** The loop thread's CPU and allocation, shared evenly by its workers (the run adds them up again). */
    private static void shareCpu(List<ClosedLoopWorker> workers, long cpuNanos, long allocatedBytes) {
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
