package org.echosoap.client.scenario;

import java.time.Duration;
import org.echosoap.client.config.Durations;

/**
 * The {@code stall} scenario's server pause: {@code /baseline/null} holds every request arriving in the first
 * {@code pause} of each {@code period} until that pause ends (the server's {@code ?pauseMillis=&everyMillis=}).
 * Driven open loop ({@code --rate}), a share pause/period of the requests wait, evenly from 0 to the pause; closed
 * loop, one request per pause does.
 *
 * <pre>{@code
 * StallSchedule s = StallSchedule.parse("100ms/1s");
 * }</pre>
 *
 * @param pause  how long each stall lasts (1 ms to 10 s)
 * @param period how often it comes (at least the pause, at most one minute)
 */
public record StallSchedule(Duration pause, Duration period) {

    /** 100 ms every second: p99 of an open-loop run near 90 ms by arithmetic, closed-loop p99 untouched. */
    public static final StallSchedule DEFAULT = new StallSchedule(Duration.ofMillis(100), Duration.ofSeconds(1));

    public StallSchedule {
        long p = pause.toMillis();
        long e = period.toMillis();
        if (p < 1 || p > 10_000 || e < p || e > 60_000 || pause.toNanos() % 1_000_000 != 0
                || period.toNanos() % 1_000_000 != 0) {
            throw new IllegalArgumentException("--stall must be PAUSE/PERIOD in whole milliseconds, the pause 1ms..10s "
                    + "and the period from the pause to 1m, e.g. 100ms/1s; got " + Durations.format(pause) + "/"
                    + Durations.format(period));
        }
    }

    /** {@code PAUSE/PERIOD}, e.g. {@code 100ms/1s}. */
    public static StallSchedule parse(String text) {
        String[] parts = text.split("/", -1);
        if (parts.length != 2) {
            throw new IllegalArgumentException("--stall must be PAUSE/PERIOD, e.g. 100ms/1s; got '" + text + "'");
        }
        try {
            return new StallSchedule(Durations.parse(parts[0].trim()), Durations.parse(parts[1].trim()));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--stall must be PAUSE/PERIOD, e.g. 100ms/1s: " + e.getMessage());
        }
    }

    /** The query that asks the server for this pause. */
    String query() {
        return "pauseMillis=" + pause.toMillis() + "&everyMillis=" + period.toMillis();
    }

    /** "100ms/1s". */
    public String describe() {
        return Durations.format(pause) + "/" + Durations.format(period);
    }
}
