package org.echosoap.client.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class StartGateTest {

    private final ByteArrayOutputStream notes = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(notes, true, StandardCharsets.UTF_8);
    private final Clock clock = Clock.systemUTC();

    private String notes() {
        return notes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void waitsUntilTheInstantAndNoLongerThanAFewMillisecondsMore() throws InterruptedException {
        Instant at = clock.instant().plusMillis(300);
        Instant started = StartGate.await(at, new AbortSignal(0), out, clock);
        assertFalse(started.isBefore(at), started + " before " + at);
        // Generous: a loaded 2-core build machine may deschedule the thread; the gate itself spins the last 2 ms.
        assertTrue(Duration.between(at, started).toMillis() < 100, "started " + Duration.between(at, started) + " late");
        assertTrue(notes().startsWith("echosoap: waiting 0."), notes());
        assertTrue(notes().contains("for --start-at " + at + " (this host's clock)"), notes());
    }

    @Test
    void aPastTimeStartsAtOnceAndNamesTheLateness() throws InterruptedException {
        Instant at = clock.instant().minusMillis(2_500);
        Instant started = StartGate.await(at, new AbortSignal(0), out, clock);
        assertTrue(Duration.between(at, started).toMillis() >= 2_500);
        assertTrue(Duration.between(at, started).toMillis() < 10_000);
        assertTrue(notes().matches("echosoap: warning: --start-at \\S+ passed 2\\.\\d{3} s ago on this host's clock: "
                + "starting now, late\\R"), notes());
    }

    @Test
    void withoutAStartTimeItReturnsAtOnceSilently() throws InterruptedException {
        Instant before = clock.instant();
        Instant started = StartGate.await(null, new AbortSignal(0), out, clock);
        assertTrue(Duration.between(before, started).toMillis() < 100);
        assertEquals("", notes());
    }

    @Test
    void anAbortEndsTheWait() throws InterruptedException {
        AbortSignal abort = new AbortSignal(0);
        Thread signal = new Thread(() -> {
            try {
                Thread.sleep(150);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            abort.raise("interrupted by a signal");
        });
        Instant before = clock.instant();
        signal.start();
        Instant returned = StartGate.await(before.plusSeconds(60), abort, out, clock);
        signal.join();
        assertTrue(Duration.between(before, returned).toMillis() < 5_000, "ended within a few steps, not after 60 s");
        assertTrue(abort.isRaised());
    }
}
