package org.echosoap.client.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** {@code run --max-time} bounds the whole run: how it is split between priming and measuring (issue 41, part 1). */
class RunBudgetTest {

    private static final Duration BLOCK = Defaults.DURATION;
    private static final Duration WARMUP = Defaults.WARMUP;

    private static RunBudget split(String maxTime, String prime, int endpoints) {
        return RunBudget.split(Durations.parse(maxTime), Durations.parse(prime), endpoints, BLOCK, WARMUP,
                Defaults.EPOCH_ROUNDS);
    }

    @Test
    void tenSecondsOfTwoEndpointsGiveHalfToPrimingAndHalfToMeasuring() {
        RunBudget b = split("10s", "20s", 2);
        assertEquals(Duration.ofMillis(2500), b.primePerEndpoint());
        assertEquals(Duration.ofSeconds(5), b.measuring());
        assertEquals(Duration.ofSeconds(10), b.total());
        assertNull(b.note());
        assertEquals("at most 10s: priming at most 2.5s per endpoint (2), measuring at most 5s", b.describe());
    }

    @Test
    void aShortPrimeIsKeptAndMeasuringGetsTheRest() {
        RunBudget b = split("10s", "1s", 2);
        assertEquals(Duration.ofSeconds(1), b.primePerEndpoint());
        assertEquals(Duration.ofSeconds(8), b.measuring());
        assertEquals(Duration.ofSeconds(10), b.total());
    }

    @Test
    void noPrimingLeavesEverythingToMeasuring() {
        RunBudget b = split("10s", "0s", 4);
        assertEquals(Duration.ZERO, b.primePerEndpoint());
        assertEquals(Duration.ofSeconds(10), b.measuring());
    }

    @Test
    void theWholeNeverExceedsMaxTimeAndMeasuringKeepsWhatACostNeeds() {
        Duration forCost = RunBudget.leastMeasuring(PrecisionTarget.MIN_PAIRS, 3, BLOCK, WARMUP, Defaults.EPOCH_ROUNDS);
        for (int seconds = 1; seconds <= 120; seconds++) {
            for (int endpoints = 1; endpoints <= 5; endpoints++) {
                Duration max = Duration.ofSeconds(seconds);
                RunBudget b;
                try {
                    b = RunBudget.split(max, Defaults.PRIME, endpoints, BLOCK, WARMUP, Defaults.EPOCH_ROUNDS);
                } catch (IllegalArgumentException tooShort) {
                    continue;
                }
                assertFalse(b.total().compareTo(max) > 0, seconds + "s, " + endpoints + ": " + b);
                assertFalse(b.primePerEndpoint().multipliedBy(endpoints).compareTo(max.dividedBy(2)) > 0, b.toString());
                if (endpoints == 3 && max.compareTo(forCost) >= 0) {
                    assertFalse(b.measuring().compareTo(forCost) < 0, seconds + "s: " + b);
                }
            }
        }
    }

    @Test
    void leastMeasuringOfTheDefaultsIsTwentyRoundsOfTwoBlocksWithOverheads() {
        // 20 rounds + 1 settling round (a renewal after 10), 2 blocks of 55 ms, a quarter more: 2.89 s, in tenths.
        assertEquals(Duration.ofMillis(2900),
                RunBudget.leastMeasuring(PrecisionTarget.MIN_PAIRS, 2, BLOCK, WARMUP, Defaults.EPOCH_ROUNDS));
        assertEquals(Duration.ofMillis(2800), RunBudget.leastMeasuring(PrecisionTarget.MIN_PAIRS, 2, BLOCK, WARMUP, 0));
    }

    @Test
    void aMaxTimeShortOfAPrintedCostMeasuresWithoutPrimingAndSaysWhatItGives() {
        RunBudget b = split("2s", "1s", 2);
        assertEquals(Duration.ZERO, b.primePerEndpoint());
        assertEquals(Duration.ofSeconds(2), b.measuring());
        assertNotNull(b.note());
        assertEquals("--max-time 2s gives about 13 pairs, fewer than the 20 a printed cost needs (about 2.9s): no "
                + "priming, and the cost is marked not measured enough; --max-time 6s gives a cost with priming", b.note());
    }

    @Test
    void aMaxTimeShortOfAnyIntervalIsOneLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> split("200ms", "20s", 2));
        assertEquals("--max-time 200ms is too short for any figure: 2 pairs of blocks of 2 endpoints (an interval) "
                + "take about 300ms, a printed cost's 20 pairs about 2.9s; give --max-time 3s or more, or --precision "
                + "off --repeat N", e.getMessage());
        assertTrue(e.getMessage().lines().count() == 1);
    }
}
