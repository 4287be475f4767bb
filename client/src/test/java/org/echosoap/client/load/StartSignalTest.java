package org.echosoap.client.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.echosoap.client.config.Share;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StartSignalTest {

    @TempDir
    Path dir;

    private final Clock clock = Clock.systemUTC();

    @Test
    void returnsTheInstantOfAFileThatAppearsLater() throws Exception {
        Path file = dir.resolve("start-at");
        Instant at = clock.instant().plusSeconds(30).truncatedTo(ChronoUnit.MILLIS);
        CompletableFuture<Instant> waited = CompletableFuture.supplyAsync(() -> {
            try {
                return StartSignal.await(file, Duration.ofSeconds(20), new AbortSignal(0), clock);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        Thread.sleep(300);
        assertFalse(waited.isDone(), "still waiting: no file yet");
        // As a launcher writes it: whole, by a rename; an empty file first is taken as not written yet.
        Files.writeString(file, "");
        Thread.sleep(3 * StartSignal.POLL_MILLIS);
        assertFalse(waited.isDone(), "an empty file is no start yet");
        Path temp = dir.resolve("start-at.tmp");
        Files.writeString(temp, at + "\n");
        Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        assertEquals(at, waited.get(10, TimeUnit.SECONDS));
    }

    @Test
    void aFileThatHoldsNoTimeIsOneLine() throws Exception {
        Path file = Files.writeString(dir.resolve("start-at"), "tomorrow\nat noon\n");
        StartSignal.NoStart e = assertThrows(StartSignal.NoStart.class,
                () -> StartSignal.await(file, Duration.ofSeconds(5), new AbortSignal(0), clock));
        assertEquals("the start time in --start-at-file " + file + " must be an ISO-8601 time with its offset, like "
                + "2026-11-23T19:00:00Z, got 'tomorrow...'", e.getMessage());
    }

    @Test
    void aFileThatNeverAppearsEndsTheWaitAtItsBound() {
        Path file = dir.resolve("never");
        Instant before = clock.instant();
        StartSignal.NoStart e = assertThrows(StartSignal.NoStart.class,
                () -> StartSignal.await(file, Duration.ofMillis(400), new AbortSignal(0), clock));
        long waitedMillis = Duration.between(before, clock.instant()).toMillis();
        assertTrue(waitedMillis >= 400 && waitedMillis < 5_000, waitedMillis + " ms");
        assertTrue(e.getMessage().startsWith("--start-at-file " + file + " did not appear within 400ms: nothing "
                + "measured"), e.getMessage());
    }

    @Test
    void anAbortEndsTheWaitWithoutAStart() throws InterruptedException {
        AbortSignal abort = new AbortSignal(0);
        abort.raise("interrupted by a signal");
        assertNull(StartSignal.await(dir.resolve("never"), Duration.ofMinutes(1), abort, clock));
    }

    @Test
    void theReadyLineNamesTheShareTheLauncherCounts() {
        assertEquals("echosoap: ready, share 1/3: waiting for the start time in /results/start-at (at most 15 min)",
                StartSignal.readyLine(Path.of("/results/start-at"), new Share(1, 3), Duration.ofMinutes(15)));
        assertEquals("echosoap: ready: waiting for the start time in s (at most 15 min)",
                StartSignal.readyLine(Path.of("s"), Share.WHOLE, Duration.ofMinutes(15)));
    }
}
