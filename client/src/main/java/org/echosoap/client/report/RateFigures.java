package org.echosoap.client.report;

import java.util.Locale;
import org.echosoap.client.result.PacingFigures;

/**
 * An open-loop endpoint's rate ({@code --rate}): asked, achieved, whether it was held, and if not, why.
 *
 * <p>Held means the measured requests were sent at 99% or more of the rate asked (sent ÷ the time the connections took
 * to send them, {@link PacingFigures#sendRatePerSec}) and no scheduled request was given up on. Sends, not answers:
 * in a 50 ms block a few slow answers at the end stretch the time the answers take without the schedule having
 * slipped; a send that waits for a busy connection does stretch the sending time. When it is not held the cause is named from what the connections did: busy
 * nearly all the time (the server, or too few connections, cannot take the rate: each connection carries at most one
 * request at a time) or most sends waiting for the answer before them, or mostly idle while requests still went out
 * late (the client's threads did not get the CPU to send on time).
 *
 * @param askedPerSec         the rate asked for
 * @param achievedPerSec      requests sent per second on the schedule (answers per second where that is unknown)
 * @param held                achieved within 1% of asked, none unsent
 * @param scheduledRequests   requests scheduled in the measured windows
 * @param unsentRequests      of those, never sent (the schedule fell more than 1 s behind)
 * @param connectionBusyPercent share of time the connections were busy with an exchange
 * @param meanSendLagMicros   how late the requests whose connection was free went out, on average
 * @param cause               why the rate was not held, one sentence; null when held
 */
public record RateFigures(double askedPerSec, double achievedPerSec, boolean held, long scheduledRequests,
                          long unsentRequests, double connectionBusyPercent, double meanSendLagMicros, String cause) {

    /** Achieved at least this share of the rate asked counts as held (the "within 1%"). */
    static final double HELD_SHARE = 0.99;
    /** Connections busy this share of the time or more could not carry more requests. */
    static final double BUSY_SHARE = 0.90;

    /**
     * @param answers        measured answers (successes and failures)
     * @param measuredNanos  the measured time they came in
     * @param connections    connections that carried the rate
     * @param clientCpuCores the load threads' CPU over the endpoint's blocks, in cores
     */
    static RateFigures of(double askedPerSec, long answers, long measuredNanos, PacingFigures pacing, int connections,
                          double clientCpuCores) {
        double sendRate = pacing.sendRatePerSec(connections);
        double achieved = Double.isFinite(sendRate) ? sendRate : measuredNanos == 0 ? 0 : answers / (measuredNanos / 1e9);
        boolean held = achieved >= HELD_SHARE * askedPerSec && pacing.unsentRequests() == 0;
        double busy = pacing.busyShare();
        String cause = held ? null : cause(askedPerSec, achieved, pacing, connections, busy, clientCpuCores);
        return new RateFigures(askedPerSec, achieved, held, pacing.scheduledRequests(), pacing.unsentRequests(),
                Double.isNaN(busy) ? Double.NaN : busy * 100, pacing.meanWakeUpLagMicros(), cause);
    }

    private static String cause(double asked, double achieved, PacingFigures pacing, int connections, double busy,
                                double clientCpuCores) {
        String unsent = pacing.unsentRequests() == 0 ? ""
                : String.format(Locale.ROOT, ", %,d scheduled requests never sent", pacing.unsentRequests());
        double queuedShare = pacing.queuedSends() + pacing.onTimeSends() == 0 ? 0
                : (double) pacing.queuedSends() / (pacing.queuedSends() + pacing.onTimeSends());
        if (pacing.unsentRequests() > 0 || busy >= BUSY_SHARE || queuedShare >= 0.5) {
            return String.format(Locale.ROOT, "connections exhausted: the %d connection%s %s busy %.0f%% of the time "
                            + "and %.0f%% of the sends waited for the answer before%s (one request at a time each); the "
                            + "server cannot take %,.0f/s over them: add --connections unless the server is saturated",
                    connections, connections == 1 ? "" : "s", connections == 1 ? "was" : "were", busy * 100,
                    queuedShare * 100, unsent, asked);
        }
        return String.format(Locale.ROOT, "client CPU: the connections were busy only %.0f%% of the time, yet requests "
                        + "went out %.0f µs late on average (load threads used %.1f CPU cores); the client cannot send "
                        + "%,.0f/s on time here (achieved %,.0f/s)", busy * 100, pacing.meanWakeUpLagMicros(),
                clientCpuCores, asked, achieved);
    }

    /** "1,000/s asked, 998/s achieved (held)". */
    String describe() {
        return String.format(Locale.ROOT, "%,.0f/s asked, %,.0f/s achieved (%s)", askedPerSec, achievedPerSec,
                held ? "held" : "NOT held");
    }
}
