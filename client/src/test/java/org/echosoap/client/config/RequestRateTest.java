package org.echosoap.client.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.time.Duration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** {@code --rate}: what it accepts, the schedule it gives each connection, and blocks too short to carry it. */
class RequestRateTest {

    @ParameterizedTest(name = "\"{0}\" -> {1}/s")
    @CsvSource({"1000, 1000", "2.5k, 2500", "250/s, 250", "1, 1", "12.5, 12.5", "1000000, 1000000"})
    void parsesMessagesPerSecond(String text, double expected) {
        assertEquals(expected, RequestRate.parse(text).perSecond(), 1e-9);
    }

    @ParameterizedTest(name = "\"{0}\" refused")
    @ValueSource(strings = {"-5", "abc", "", "k", "1e9", "0.5", "NaN", "Infinity", "2000001"})
    void refusesWhatIsNotARate(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RequestRate.parse(text));
        assertTrue(e.getMessage().startsWith("--rate must be"), e.getMessage());
    }

    @Test
    void zeroIsClosedLoop() {
        assertEquals(RequestRate.CLOSED_LOOP, RequestRate.parse("0"));
    }

    @Test
    void connectionsShareTheRate() {
        RequestRate r = RequestRate.parse("4000");
        assertEquals(250_000, r.intervalNanosPerConnection(1));
        assertEquals(1_000_000, r.intervalNanosPerConnection(4));
        assertTrue(r.isOpenLoop());
        assertFalse(RequestRate.CLOSED_LOOP.isOpenLoop());
        assertEquals("4,000/s", r.describe());
    }

    @Test
    void aBlockTooShortForItsRateIsRefusedWithTheLengthThatWouldDo() {
        RunOptions.Builder b = RunOptions.builder(URI.create("http://127.0.0.1:8080/echosoap"))
                .rate(RequestRate.parse("100")).connections(2).duration(Duration.ofMillis(50));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, b::build);
        assertEquals("--duration 50ms at --rate 100/s gives each of 2 connections fewer than 10 requests per block; "
                + "use --duration 200ms or more, or fewer --connections", e.getMessage());
        assertEquals(Duration.ofMillis(200), RunOptions.minimumOpenLoopBlock(RequestRate.parse("100"), 2));
        b.duration(Duration.ofMillis(200)).build();
    }
}
