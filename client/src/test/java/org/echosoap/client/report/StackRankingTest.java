package org.echosoap.client.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class StackRankingTest {

    @Test
    void anExcludedEntryIsNeitherFastestNorComparedAndReadsItsReason() {
        List<StackRanking.Rank> ranks = StackRanking.of(List.of(
                new StackRanking.Entry(60, List.of(59.0, 61.0, 60.0, 60.5, 59.5)),
                new StackRanking.Entry(20, List.of(19.0, 21.0, 20.0, 20.5, 19.5), RowStanding.NOT_STEADY),
                new StackRanking.Entry(40, List.of(39.0, 41.0, 40.0, 40.5, 39.5)),
                new StackRanking.Entry(10, List.of(9.0, 11.0), RowStanding.NOT_MEASURED_ENOUGH)));
        assertEquals("not steady", ranks.get(1).text());
        assertFalse(ranks.get(1).fastest());
        assertTrue(Double.isNaN(ranks.get(1).ratioToFastest()));
        assertEquals("not measured enough", ranks.get(3).text());
        assertTrue(ranks.get(2).fastest(), "the cheapest of the ranked entries");
        assertEquals(1.5, ranks.get(0).ratioToFastest(), 1e-9, "60 ÷ 40, not ÷ 20 or 10");
    }

    @Test
    void withEveryEntryExcludedNoneIsFastest() {
        List<StackRanking.Rank> ranks = StackRanking.of(List.of(
                new StackRanking.Entry(60, List.of(60.0, 61.0), RowStanding.NOT_MEASURED_ENOUGH),
                new StackRanking.Entry(40, List.of(40.0, 41.0), RowStanding.NOT_STEADY)));
        assertTrue(ranks.stream().noneMatch(StackRanking.Rank::fastest));
        assertEquals(List.of("not measured enough", "not steady"), ranks.stream().map(StackRanking.Rank::text).toList());
    }
}
