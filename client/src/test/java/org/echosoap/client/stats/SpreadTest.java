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
        // p10 = 100 + 0.2 * 100 = 120, p90 = 200 + 0.8 * 100 = 280: (280 - 120) / 200 * 100 = 80 %
        assertEquals(new Spread(100, 200, 300, 100, 80), spread(300, 100, 200));
    }

    @Test
    void evenCountUsesTheMeanOfTheTwoMiddleValues() {
        // median (200 + 300) / 2 = 250; (400 - 100) / 250 * 100 = 120 %
        // p10 = 130, p90 = 370: 240 / 250 * 100 = 96 %
        Spread s = spread(400, 100, 300, 200);
        assertEquals(new Spread(100, 250, 400, 120, 96), new Spread(s.minThroughputPerSec(),
                s.medianThroughputPerSec(), s.maxThroughputPerSec(), s.relativeSpreadPercent(),
                Math.round(s.middleSpreadPercent() * 1e9) / 1e9));
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
        assertEquals(new Spread(500, 500, 500, 0, 0), spread(500));
    }

    @Test
    void oneStrayBlockMovesTheRangeButNotTheMiddle() {
        // 99 blocks at 10,000-10,098 req/s and one at 1,000 (a pause): the range says 91%, the middle 80% under 1%.
        long[] perSec = new long[100];
        for (int i = 0; i < 99; i++) {
            perSec[i] = 10_000 + i;
        }
        perSec[99] = 1_000;
        Spread s = spread(perSec);
        assertEquals(91.0, s.relativeSpreadPercent(), 0.5);
        assertEquals(0.8, s.middleSpreadPercent(), 0.1);
    }

    @Test
    void rejectsNoTrials() {
        assertThrows(IllegalArgumentException.class, () -> Spread.of(List.of()));
    }
}
