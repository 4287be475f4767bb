package org.echosoap.client.load;

import org.HdrHistogram.Histogram;

/**
 * The arithmetic truth of an open-loop run against a server that stalls: one connection, requests intended every
 * {@code intervalNanos}, each served in {@code serviceNanos} once it reaches the server, the server holding every
 * arrival inside a pause until the pause ends; request k goes out when it is due or when the one before it is done,
 * whichever is later. Its latencies (from the intended time) are what a correct open-loop client must report: the
 * stall itself and the queue that drains after it.
 *
 * <pre>{@code
 * Histogram truth = StallQueueModel.latenciesMicros(1_000_000, 1_000, 200_000, pause);  // 1,000/s for 1 s
 * }</pre>
 */
public final class StallQueueModel {

    /** When arrivals are held: given an arrival time in ns from the schedule's start, the time it is let through. */
    public interface Pause {
        long releaseNanos(long arrivalNanos);
    }

    private StallQueueModel() {
    }

    /** The latencies in µs of {@code requests} requests from the schedule's start, the first {@code skip} left out. */
    public static Histogram latenciesMicros(long intervalNanos, int requests, int skip, long serviceNanos, Pause pause) {
        Histogram h = new Histogram(3_600_000_000L, 3);
        long previousDone = Long.MIN_VALUE;
        for (int k = 0; k < requests; k++) {
            long intended = k * intervalNanos;
            long sent = Math.max(intended, previousDone);
            long done = pause.releaseNanos(sent) + serviceNanos;
            previousDone = done;
            if (k >= skip) {
                h.recordValue(Math.max(1, (done - intended) / 1_000));
            }
        }
        return h;
    }

    /** A single pause of {@code lengthNanos} from {@code startNanos} on. */
    public static Pause once(long startNanos, long lengthNanos) {
        return arrival -> arrival >= startNanos && arrival < startNanos + lengthNanos ? startNanos + lengthNanos : arrival;
    }

    /** A pause of {@code lengthNanos} at the start of every {@code periodNanos}, shifted by {@code phaseNanos}. */
    public static Pause periodic(long lengthNanos, long periodNanos, long phaseNanos) {
        return arrival -> {
            long inPeriod = Math.floorMod(arrival + phaseNanos, periodNanos);
            return inPeriod < lengthNanos ? arrival + lengthNanos - inPeriod : arrival;
        };
    }
}
