package org.echosoap.client.config;

import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;

/**
 * Reads {@code --start-at TIME}: the instant at which several clients start priming together, as an ISO-8601 time
 * with its offset ({@code 2026-11-23T19:00:00Z}, {@code 2026-11-23T20:00:00+01:00}). A time without an offset is
 * refused: each host would read it in its own zone.
 *
 * <pre>{@code
 * Instant at = StartTime.parse("2026-11-23T19:00:00Z", Instant.now()); // refuses more than 15 min ahead
 * }</pre>
 */
public final class StartTime {

    private StartTime() {
    }

    /**
     * The instant {@code text} names, checked against {@code now}: at most {@link Defaults#MAX_START_WAIT} ahead
     * (a wait is bounded like every other part of a run). A time in the past is accepted: the run starts at once
     * and says how late.
     */
    public static Instant parse(String text, Instant now) {
        return parse(text, now, "--start-at");
    }

    /** As {@link #parse(String, Instant)}, naming {@code source} (where the text came from) in a refusal. */
    public static Instant parse(String text, Instant now, String source) {
        Instant at;
        try {
            at = OffsetDateTime.parse(text.strip(), DateTimeFormatter.ISO_OFFSET_DATE_TIME).toInstant();
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException(source + " must be an ISO-8601 time with its offset, like "
                    + "2026-11-23T19:00:00Z, got '" + oneLine(text) + "'");
        }
        Duration ahead = Duration.between(now, at);
        if (ahead.compareTo(Defaults.MAX_START_WAIT) > 0) {
            throw new IllegalArgumentException(source + " " + at + " is " + ahead.toSeconds() + " s ahead; the client "
                    + "waits at most " + Defaults.MAX_START_WAIT.toMinutes() + " minutes (is the time's offset or this "
                    + "host's clock wrong?)");
        }
        return at;
    }

    /** {@code text} as one line of at most 60 characters: a file may hold anything. */
    private static String oneLine(String text) {
        String first = text.strip().lines().findFirst().orElse("");
        boolean cut = first.length() > 60 || !first.equals(text.strip());
        return (first.length() > 60 ? first.substring(0, 60) : first) + (cut ? "..." : "");
    }
}
