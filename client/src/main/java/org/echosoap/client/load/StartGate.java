package org.echosoap.client.load;

import java.io.PrintStream;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

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

    private StartGate() {
    }

    /**
     * Returns at {@code startAt} (at once when it is null, already past or the run is aborted) with the instant it
     * returned, on {@code clock}. A wait and a late start are each noted in one line on {@code notes}.
     */
    public static Instant await(Instant startAt, AbortSignal abort, PrintStream notes, Clock clock)
            throws InterruptedException {
        if (startAt == null) {
            return clock.instant();
        }
        Duration ahead = Duration.between(clock.instant(), startAt);
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
