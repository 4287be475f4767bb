package org.echosoap.client.capacity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The ladder against servers whose capacity is known: it must bracket the truth within its resolution. */
class RateLadderTest {

    /** Runs the ladder against a server that meets the objective up to {@code capacity}; the rates tried. */
    private static List<Double> search(RateLadder ladder, double capacity) {
        List<Double> tried = new ArrayList<>();
        for (double rate = ladder.next(); !Double.isNaN(rate); rate = ladder.next()) {
            tried.add(rate);
            ladder.record(rate, rate <= capacity);
        }
        return tried;
    }

    @ParameterizedTest(name = "capacity {0}/s")
    @ValueSource(doubles = {600, 5_000, 6_727, 41_000, 250_000})
    void bracketsAKnownCapacityWithinTheResolution(double capacity) {
        RateLadder ladder = new RateLadder(500, 1.5, 0.10, 20, 1_000_000);
        List<Double> tried = search(ladder, capacity);
        assertTrue(ladder.highestMet() <= capacity && ladder.lowestMissed() > capacity, tried.toString());
        assertTrue(ladder.lowestMissed() <= ladder.highestMet() * 1.10, "within 10%: " + tried);
        assertTrue(tried.size() <= 20, tried.toString());
        assertEquals(tried.size(), ladder.steps());
    }

    @Test
    void goesDownByHalvesWhenEvenTheFirstRateMisses() {
        RateLadder ladder = new RateLadder(500, 1.5, 0.10, 20, 1_000_000);
        List<Double> tried = search(ladder, 70);
        assertEquals(List.of(500.0, 250.0, 125.0, 62.5), tried.subList(0, 4));
        assertTrue(ladder.highestMet() <= 70 && ladder.lowestMissed() > 70, tried.toString());
    }

    @Test
    void givesUpWhenNothingMeetsTheObjective() {
        RateLadder ladder = new RateLadder(500, 1.5, 0.10, 20, 1_000_000);
        List<Double> tried = search(ladder, 0);
        assertEquals(1 + RateLadder.MAX_HALVINGS, tried.size(), tried.toString());
        assertTrue(Double.isNaN(ladder.highestMet()));
        assertEquals(500.0 / 64, ladder.lowestMissed(), 1e-9);
    }

    @Test
    void stopsAtTheHighestRateItMayAskAndAtItsStepLimit() {
        RateLadder capped = new RateLadder(500, 2, 0.10, 50, 3_000);
        assertEquals(List.of(500.0, 1_000.0, 2_000.0, 3_000.0), search(capped, Double.MAX_VALUE));
        assertTrue(Double.isNaN(capped.lowestMissed()), "never missed");
        RateLadder short3 = new RateLadder(500, 2, 0.10, 3, 1_000_000);
        assertEquals(3, search(short3, Double.MAX_VALUE).size());
    }
}
