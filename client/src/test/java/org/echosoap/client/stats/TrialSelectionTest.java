package org.echosoap.client.stats;

import static org.echosoap.client.stats.Fixtures.trialWithThroughput;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.echosoap.client.stats.TrialSelection.Pick;
import org.junit.jupiter.api.Test;

class TrialSelectionTest {

    /** Trials with the given throughputs (requests per second), indices 0, 1, 2, ... */
    private static List<BlockResult> trials(long... perSec) {
        List<BlockResult> trials = new ArrayList<>();
        for (int i = 0; i < perSec.length; i++) {
            trials.add(trialWithThroughput(i, perSec[i]));
        }
        return trials;
    }

    private static int pick(Pick pick, long... perSec) {
        return TrialSelection.pick(trials(perSec), pick).index();
    }

    @Test
    void bestIsTheHighestThroughput() {
        assertEquals(1, pick(Pick.BEST, 100, 300, 200));
        assertEquals(3, pick(Pick.BEST, 100, 300, 200, 301));
    }

    @Test
    void bestTieGoesToTheEarliestTrial() {
        assertEquals(0, pick(Pick.BEST, 300, 100, 300));
        assertEquals(1, pick(Pick.BEST, 100, 300, 300, 300));
    }

    @Test
    void medianOfAnOddCountIsTheMiddleTrial() {
        assertEquals(2, pick(Pick.MEDIAN, 100, 300, 200));
        assertEquals(0, pick(Pick.MEDIAN, 250, 100, 300, 500, 200));
    }

    @Test
    void medianOfAnEvenCountIsTheLowerMiddleTrial() {
        // Sorted: 100 (1), 200 (3), 300 (2), 400 (0): the lower middle is 200.
        assertEquals(3, pick(Pick.MEDIAN, 400, 100, 300, 200));
        assertEquals(0, pick(Pick.MEDIAN, 100, 200));
    }

    @Test
    void medianTiesAreOrderedByIndex() {
        // Sorted: 100 (1), 200 (0), 200 (2): the middle is trial 0.
        assertEquals(0, pick(Pick.MEDIAN, 200, 100, 200));
        // Sorted: 200 (0), 200 (1), 200 (2), 200 (3): the lower middle is trial 1.
        assertEquals(1, pick(Pick.MEDIAN, 200, 200, 200, 200));
    }

    @Test
    void aSingleTrialIsBothBestAndMedian() {
        assertEquals(0, pick(Pick.BEST, 123));
        assertEquals(0, pick(Pick.MEDIAN, 123));
    }

    @Test
    void returnsTheTrialItself() {
        List<BlockResult> trials = trials(100, 300, 200);
        assertEquals(trials.get(1), TrialSelection.pick(trials, Pick.BEST));
    }

    @Test
    void rejectsNoTrialsOrMixedEndpoints() {
        assertThrows(IllegalArgumentException.class, () -> TrialSelection.pick(List.of(), Pick.BEST));
        List<BlockResult> mixed = new ArrayList<>(trials(100, 200));
        mixed.add(Fixtures.trial(2, "null", 300, Fixtures.around(70)));
        assertThrows(IllegalArgumentException.class, () -> TrialSelection.pick(mixed, Pick.MEDIAN));
    }
}
