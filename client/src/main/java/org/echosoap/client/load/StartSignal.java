package org.echosoap.client.load;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import org.echosoap.client.config.Durations;
import org.echosoap.client.config.Share;
import org.echosoap.client.config.StartTime;

/**
 * Waits for {@code --start-at-file}: a file that someone else writes once every client of a plan is ready, holding
 * their shared start as an ISO-8601 instant (as the k6 operator's starter waits for every runner, then starts them
 * together). A launcher that knows when all clients are ready then needs no fixed guess of how long they take to
 * start. The file is to be written whole (a temporary file renamed over it): an empty file is taken as not written
 * yet, anything else must be a time.
 *
 * <pre>{@code
 * notes.println(StartSignal.readyLine(file, share, Defaults.MAX_START_WAIT));
 * Instant startAt = StartSignal.await(file, Defaults.MAX_START_WAIT, abort, Clock.systemUTC()); // then StartGate
 * }</pre>
 */
public final class StartSignal {

    /** How often the file is looked for: a small part of the margin a launcher leaves before the start it writes. */
    static final long POLL_MILLIS = 100;

    /** No start came: the file did not appear in time, or does not hold a time. One line, nothing measured. */
    public static final class NoStart extends RuntimeException {
        NoStart(String message) {
            super(message);
        }
    }

    private StartSignal() {
    }

    /**
     * The line that says this client is ready (its target checked) and waits for the file. A launcher counts these,
     * one per share: {@code echosoap: ready, share 0/3: waiting ...}.
     */
    public static String readyLine(Path file, Share share, Duration bound) {
        return String.format(Locale.ROOT, "echosoap: ready%s: waiting for the start time in %s (at most %d min)",
                share.whole() ? "" : ", share " + share, file, bound.toMinutes());
    }

    /**
     * The instant {@code file} holds, once it exists and is not empty; or, when the run is aborted first, null.
     *
     * @throws NoStart when it did not appear within {@code bound}, or holds no instant (or one more than the
     *                 longest wait ahead: {@link StartTime#parse})
     */
    public static Instant await(Path file, Duration bound, AbortSignal abort, Clock clock) throws InterruptedException {
        Instant deadline = clock.instant().plus(bound);
        while (!abort.isRaised()) {
            String text = read(file);
            if (text != null && !text.isBlank()) {
                try {
                    return StartTime.parse(text, clock.instant(), "the start time in --start-at-file " + file);
                } catch (IllegalArgumentException e) {
                    throw new NoStart(e.getMessage());
                }
            }
            if (!clock.instant().isBefore(deadline)) {
                throw new NoStart("--start-at-file " + file + " did not appear within "
                        + Durations.format(bound) + ": nothing measured (was the launcher "
                        + "that writes it stopped, or another client never ready?)");
            }
            Thread.sleep(POLL_MILLIS);
        }
        return null;
    }

    /** The file's text, or null while it does not exist. */
    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return null;
        } catch (IOException e) {
            throw new NoStart("--start-at-file " + file + " cannot be read: " + e.getMessage());
        }
    }
}
