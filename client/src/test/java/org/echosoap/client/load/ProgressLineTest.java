package org.echosoap.client.load;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The progress line's clock: the time left of the whole run's bound, priming included (issue 41, part 1). */
class ProgressLineTest {

    @Test
    void showsTheTimeLeftOfTheWholeBound() {
        assertEquals("12s, 38s left", ProgressLine.clock(12.2, 50));
        assertEquals("61s, 0s left", ProgressLine.clock(61, 60), "past the bound (a last round): never negative");
        assertEquals("7s", ProgressLine.clock(7.4, Double.NaN), "a fixed number of rounds has no time bound");
    }
}
