package org.echosoap.client.stats;

import static org.echosoap.client.stats.Fixtures.trialWithThroughput;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SpreadTest {

    private static Spread spread(long... perSec) {
        List<BlockResult> trials = new ArrayList<>();
        for (int i = 0; i < perSec.length; i++) {
            trials.add(trialWithThroughput(i, perSec[i]));
        }
        return Spread.of(trials);
    }

    @Test
    void oddCount() {
        // (300 - 100) / 200 * 100 = 100 %
        assertEquals(new Spread(100, 200, 300, 100), spread(300, 100, 200));
    }

    @Test
    void evenCountUsesTheMeanOfTheTwoMiddleValues() {
        // median (200 + 300) / 2 = 250; (400 - 100) / 250 * 100 = 120 %
        assertEquals(new Spread(100, 250, 400, 120), spread(400, 100, 300, 200));
    }

    @Test
    void realisticTrials() {
        // 12,000 .. 12,600 req/s around 12,300: 600 / 12,300 * 100 = 4.878048780487805 %
        Spread s = spread(12_300, 12_600, 12_000, 12_450, 12_100);
        assertEquals(12_300, s.medianThroughputPerSec(), 0.0);
        assertEquals(4.878048780487805, s.relativeSpreadPercent(), 1e-12);
    }

    @Test
    void oneTrialHasNoSpread() {
        assertEquals(new Spread(500, 500, 500, 0), spread(500));
    }

    @Test
    void rejectsNoTrials() {
        assertThrows(IllegalArgumentException.class, () -> Spread.of(List.of()));
    }
}
