package org.echosoap.client.result;

/**
 * How well an open-loop block ({@code --rate}) kept its schedule, summed over its connections: enough to say
 * whether the rate asked was held and, if not, why (connections busy all the time, or requests sent late by a client
 * that did not get the CPU). Closed-loop blocks have {@link #NONE}.
 *
 * @param scheduledRequests  requests whose intended send time fell into the measured window (sent or not)
 * @param unsentRequests     of those, the ones never sent: the schedule fell more than the lag limit behind and the
 *                           block gave up on them (their latency is unknown; the block did not hold the rate)
 * @param onTimeSends        requests whose connection was free at the intended time (the worker waited for it)
 * @param wakeUpLagNanos     their total lateness: the intended time to the actual send (the client's timer and CPU)
 * @param queuedSends        requests whose connection was still busy with the previous one at the intended time
 * @param connectionBusyNanos total time the connections spent on exchanges
 * @param connectionNanos    total time the connections were driven (each from the block's start to its last answer)
 * @param sendSpanNanos      total time the connections took to send their measured requests: each from its first
 *                           measured request's intended time to one interval past its last measured send. A
 *                           connection that keeps its schedule spans exactly its share of the window; one whose sends
 *                           queue behind slow answers spans more. 0 when unknown
 */
public record PacingFigures(long scheduledRequests, long unsentRequests, long onTimeSends, long wakeUpLagNanos,
                            long queuedSends, long connectionBusyNanos, long connectionNanos, long sendSpanNanos) {

    /** A closed-loop block: no schedule. */
    public static final PacingFigures NONE = new PacingFigures(0, 0, 0, 0, 0, 0, 0, 0);

    /** Without the send span (unknown). */
    public PacingFigures(long scheduledRequests, long unsentRequests, long onTimeSends, long wakeUpLagNanos,
                         long queuedSends, long connectionBusyNanos, long connectionNanos) {
        this(scheduledRequests, unsentRequests, onTimeSends, wakeUpLagNanos, queuedSends, connectionBusyNanos,
                connectionNanos, 0);
    }

    /** The sum of two blocks' (or connections') figures. */
    public PacingFigures plus(PacingFigures o) {
        return new PacingFigures(scheduledRequests + o.scheduledRequests, unsentRequests + o.unsentRequests,
                onTimeSends + o.onTimeSends, wakeUpLagNanos + o.wakeUpLagNanos, queuedSends + o.queuedSends,
                connectionBusyNanos + o.connectionBusyNanos, connectionNanos + o.connectionNanos,
                sendSpanNanos + o.sendSpanNanos);
    }

    /**
     * The rate the measured requests were sent at, over all connections: requests sent ÷ the mean send span per
     * connection; NaN when the span is unknown.
     */
    public double sendRatePerSec(int connections) {
        long sent = scheduledRequests - unsentRequests;
        return sendSpanNanos <= 0 ? Double.NaN : sent / (sendSpanNanos / (double) connections / 1e9);
    }

    /** The share of time the connections were busy, 0..1 (NaN without figures). */
    public double busyShare() {
        return connectionNanos == 0 ? Double.NaN : (double) connectionBusyNanos / connectionNanos;
    }

    /** Mean lateness of the sends whose connection was free, in µs (NaN without any). */
    public double meanWakeUpLagMicros() {
        return onTimeSends == 0 ? Double.NaN : wakeUpLagNanos / 1e3 / onTimeSends;
    }
}
