package org.echosoap.client.load;

import java.io.PrintStream;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.echosoap.client.config.Share;

/**
 * Holds a run until its {@code --start-at} instant on this host's own clock, so that clients on several hosts start
 * priming together. How close together depends on the hosts' clocks (NTP keeps them within about a millisecond on a
 * LAN) and on this wait's own lateness (well under a millisecond: it sleeps, then spins the last 2 ms); result.json
 * records both the scheduled and the actual start, so {@code echosoap merge} can report the spread.
 *
 * <pre>{@code
 * Instant started = StartGate.await(options.startAt(), abort, System.err, Clock.systemUTC());
 * }</pre>
 */
public final class StartGate {

    /** Sleeps in steps no longer than this, so that Ctrl-C (the abort signal) ends a wait promptly. */
    static final long STEP_MILLIS = 100;

    /** The last stretch is spun, not slept: a sleep may wake a millisecond or more after it was asked to. */
    static final long SPIN_NANOS = 2_000_000;

    /**
     * How far past the instant a share may still start, in seconds. Why 1 s: the lateness {@code merge} names a
     * client for (its blocks then run a second apart from the others'), and far above what a client that was ready
     * in time shows (a sleep's wake-up, a pause of the JVM: milliseconds), so only a client started too late is
     * refused.
     */
    public static final int LATE_TOLERANCE_SECONDS = 1;

    /** {@link #LATE_TOLERANCE_SECONDS} as a duration. */
    public static final Duration LATE_TOLERANCE = Duration.ofSeconds(LATE_TOLERANCE_SECONDS);

    /** A share of a plan that arrived at its start too late to measure with the others: one line, nothing measured. */
    public static final class LateStart extends RuntimeException {
        LateStart(String message) {
            super(message);
        }
    }

    private StartGate() {
    }

    /**
     * Why {@code share} may not start at {@code now} for {@code startAt}, or null when it may: a share of a plan more
     * than {@link #LATE_TOLERANCE} after it. A whole plan (no {@code --share}) may always start, late with a warning.
     */
    public static String lateRefusal(Instant startAt, Share share, Instant now) {
        Duration late = Duration.between(startAt, now);
        if (share.whole() || late.compareTo(LATE_TOLERANCE) <= 0) {
            return null;
        }
        return String.format(Locale.ROOT, "the shared start %s passed %.1f s ago on this host's clock: share %s of "
                + "the plan refuses to measure without the others (start every client before the shared start, or "
                + "choose a later one: --start-at, START_AT)", startAt, late.toNanos() / 1e9, share);
    }

    /**
     * Returns at {@code startAt} (at once when it is null, already past or the run is aborted) with the instant it
     * returned, on {@code clock}. A wait and a late start are each noted in one line on {@code notes}.
     *
     * @throws LateStart when {@code share} is a part of a plan and {@code startAt} passed too long ago
     *                   ({@link #lateRefusal})
     */
    public static Instant await(Instant startAt, Share share, AbortSignal abort, PrintStream notes, Clock clock)
            throws InterruptedException {
        if (startAt == null) {
            return clock.instant();
        }
        Instant now = clock.instant();
        String refusal = lateRefusal(startAt, share, now);
        if (refusal != null) {
            throw new LateStart(refusal);
        }
        Duration ahead = Duration.between(now, startAt);
        if (ahead.isNegative()) {
            notes.printf(Locale.ROOT, "echosoap: warning: --start-at %s passed %.3f s ago on this host's clock: "
                    + "starting now, late%n", startAt, -ahead.toNanos() / 1e9);
            return clock.instant();
        }
        notes.printf(Locale.ROOT, "echosoap: waiting %.1f s for --start-at %s (this host's clock)%n",
                ahead.toNanos() / 1e9, startAt);
        notes.flush();
        while (!abort.isRaised()) {
            long remainingNanos = Duration.between(clock.instant(), startAt).toNanos();
            if (remainingNanos <= 0) {
                break;
            }
            if (remainingNanos > SPIN_NANOS) {
                TimeUnit.NANOSECONDS.sleep(Math.min(remainingNanos - SPIN_NANOS, TimeUnit.MILLISECONDS.toNanos(STEP_MILLIS)));
            } else {
                Thread.onSpinWait();
            }
        }
        return clock.instant();
    }
}
