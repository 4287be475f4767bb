package org.echosoap.client.config;

import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Durations as users write them: {@code 500ms}, {@code 3s}, {@code 1.5s}, {@code 2m} (and a bare number, meaning
 * seconds). Plain Java: the command line's converter ({@code cli.DurationConverter}) and every other reader share it.
 */
public final class Durations {

    private static final Pattern DURATION = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ms|s|m|h)?");

    private Durations() {
    }

    /** @throws IllegalArgumentException with a one-line reason */
    public static Duration parse(String text) {
        Matcher m = DURATION.matcher(text == null ? "" : text.strip());
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not a duration; use e.g. 500ms, 3s, 1.5s, 2m");
        }
        double amount = Double.parseDouble(m.group(1));
        String unit = m.group(2) == null ? "s" : m.group(2);
        double nanosPerUnit = switch (unit) {
            case "ms" -> 1e6;
            case "s" -> 1e9;
            case "m" -> 60e9;
            default -> 3600e9;
        };
        return Duration.ofNanos(Math.round(amount * nanosPerUnit));
    }

    /** The shortest readable form: {@code 500ms}, {@code 3s}, {@code 1.5s}. */
    public static String format(Duration d) {
        long millis = d.toMillis();
        if (millis % 1000 != 0) {
            return millis < 1000 ? millis + "ms" : (millis / 1000.0) + "s";
        }
        return (millis / 1000) + "s";
    }
}
