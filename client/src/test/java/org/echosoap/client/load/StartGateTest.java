package org.echosoap.client.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import org.echosoap.client.config.Share;
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
        Instant started = StartGate.await(at, Share.WHOLE, new AbortSignal(0), out, clock);
        assertFalse(started.isBefore(at), started + " before " + at);
        // Generous: a loaded 2-core build machine may deschedule the thread; the gate itself spins the last 2 ms.
        assertTrue(Duration.between(at, started).toMillis() < 100, "started " + Duration.between(at, started) + " late");
        assertTrue(notes().startsWith("echosoap: waiting 0."), notes());
        assertTrue(notes().contains("for --start-at " + at + " (this host's clock)"), notes());
    }

    @Test
    void aPastTimeStartsAtOnceAndNamesTheLateness() throws InterruptedException {
        Instant at = clock.instant().minusMillis(2_500);
        Instant started = StartGate.await(at, Share.WHOLE, new AbortSignal(0), out, clock);
        assertTrue(Duration.between(at, started).toMillis() >= 2_500);
        assertTrue(Duration.between(at, started).toMillis() < 10_000);
        assertTrue(notes().matches("echosoap: warning: --start-at \\S+ passed 2\\.\\d{3} s ago on this host's clock: "
                + "starting now, late\\R"), notes());
    }

    @Test
    void aShareStartsUpToASecondLateButNotLater() {
        Instant at = Instant.parse("2026-12-02T13:00:00Z");
        Share share = new Share(2, 3);
        assertNull(StartGate.lateRefusal(at, share, at.minusSeconds(5)), "early");
        assertNull(StartGate.lateRefusal(at, share, at.plus(StartGate.LATE_TOLERANCE)), "within the tolerance");
        assertNull(StartGate.lateRefusal(at, Share.WHOLE, at.plusSeconds(60)), "alone: late, with a warning");
        assertEquals("the shared start 2026-12-02T13:00:00Z passed 2.5 s ago on this host's clock: share 2/3 of the "
                + "plan refuses to measure without the others (start every client before the shared start, or "
                + "choose a later one: --start-at, START_AT)",
                StartGate.lateRefusal(at, share, at.plusMillis(2_500)));
    }

    @Test
    void aLateShareIsRefusedBeforeItWaitsOrNotesAnything() {
        Instant at = Instant.parse("2026-12-02T13:00:00Z");
        Clock late = Clock.fixed(at.plusSeconds(30), ZoneOffset.UTC);
        StartGate.LateStart e = assertThrows(StartGate.LateStart.class,
                () -> StartGate.await(at, new Share(0, 3), new AbortSignal(0), out, late));
        assertTrue(e.getMessage().startsWith("the shared start 2026-12-02T13:00:00Z passed 30.0 s ago"), e.getMessage());
        assertEquals("", notes());
    }

    @Test
    void withoutAStartTimeItReturnsAtOnceSilently() throws InterruptedException {
        Instant before = clock.instant();
        Instant started = StartGate.await(null, Share.WHOLE, new AbortSignal(0), out, clock);
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
        Instant returned = StartGate.await(before.plusSeconds(60), new Share(1, 3), abort, out, clock);
        signal.join();
        assertTrue(Duration.between(before, returned).toMillis() < 5_000, "ended within a few steps, not after 60 s");
        assertTrue(abort.isRaised());
    }
}
