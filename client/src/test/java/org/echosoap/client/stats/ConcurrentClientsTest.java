package org.echosoap.client.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.echosoap.client.config.BlockStatistic;
import org.junit.jupiter.api.Test;

class ConcurrentClientsTest {

    /** A client's cost from rounds whose baseline median is {@code base[r]} and SOAP median {@code soap[r]}. */
    private static CostEstimate client(long[] base, long[] soap) {
        List<BlockResult> b = new ArrayList<>();
        List<BlockResult> s = new ArrayList<>();
        for (int r = 0; r < base.length; r++) {
            b.add(Fixtures.trial(r, "null", Fixtures.around(base[r]), Fixtures.around(3)));
            s.add(Fixtures.trial(r, "EchoFloat", Fixtures.around(soap[r]), Fixtures.around(40)));
        }
        return CostEstimator.estimate("echoFloat", b, s, BlockStatistic.MEDIAN);
    }

    @Test
    void theCostIsTheMeanOverEveryClientsPairsAndItsIntervalThatOfTheJoinedSeries() {
        CostEstimate a = client(new long[] {100, 102, 101}, new long[] {150, 150, 152});   // 50, 48, 51
        CostEstimate b = client(new long[] {110, 111}, new long[] {170, 172});             // 60, 61
        CostEstimate c = client(new long[] {90, 91, 92, 90}, new long[] {145, 144, 148, 146}); // 55, 53, 56, 56
        CostEstimate all = ConcurrentClients.cost(List.of(a, b, c));
        List<Double> series = List.of(50.0, 48.0, 51.0, 60.0, 61.0, 55.0, 53.0, 56.0, 56.0);
        assertEquals(series, all.pairCostMicros(), "client after client, each in its run order");
        assertEquals(9, all.pairs());
        assertEquals(490.0 / 9, all.perMessageCostMicros(), 1e-9);
        SerialMean joined = SerialMean.of(series.stream().mapToDouble(Double::doubleValue).toArray());
        assertEquals(joined.ci95HalfWidth(), all.ci95Micros(), 1e-12);
        assertEquals((101.0 * 3 + 110.5 * 2 + 90.75 * 4) / 9, all.baselineMicros(), 1e-9, "the mean over all pairs");
        assertEquals(all.soapMicros() - all.baselineMicros(), all.perMessageCostMicros(), 1e-9);
        assertEquals(37.0, all.serverCostMicros(), 1e-9, "inside: 40 − 3 in every pair");
        assertEquals(BlockStatistic.MEDIAN, all.statistic());
    }

    @Test
    void oneClientIsItsOwnCost() {
        CostEstimate a = client(new long[] {100, 102, 101, 99}, new long[] {150, 150, 152, 149});
        CostEstimate alone = ConcurrentClients.cost(List.of(a));
        assertEquals(a.perMessageCostMicros(), alone.perMessageCostMicros(), 0.0);
        assertEquals(a.ci95Micros(), alone.ci95Micros(), 0.0);
        assertEquals(a.costByMean().pairMicros(), alone.costByMean().pairMicros());
    }

    @Test
    void morePairsOfTheSameSpreadNarrowTheInterval() {
        long[] base = {100, 101, 100, 102, 100, 101};
        long[] soap = {150, 153, 149, 152, 151, 150};
        CostEstimate one = client(base, soap);
        CostEstimate three = ConcurrentClients.cost(List.of(one, client(base, soap), client(base, soap)));
        assertEquals(one.perMessageCostMicros(), three.perMessageCostMicros(), 1e-9);
        assertTrue(three.ci95Micros() < one.ci95Micros() / 1.7, three.ci95Micros() + " vs " + one.ci95Micros());
    }

    @Test
    void aPartOneClientDidNotMeasureIsNotMeasured() {
        CostEstimate withSplit = client(new long[] {100, 102}, new long[] {150, 151});
        List<BlockResult> b = List.of(Fixtures.trial(0, "null", 1000, Fixtures.around(100)),
                Fixtures.trial(1, "null", 1000, Fixtures.around(101)));
        List<BlockResult> s = List.of(Fixtures.trial(0, "EchoFloat", 1000, Fixtures.around(150)),
                Fixtures.trial(1, "EchoFloat", 1000, Fixtures.around(152)));
        CostEstimate noServerTiming = CostEstimator.estimate("echoFloat", b, s, BlockStatistic.MEDIAN);
        CostEstimate all = ConcurrentClients.cost(List.of(withSplit, noServerTiming));
        assertFalse(all.hasServerSplit(), "a split of some pairs only is not the cost's split");
        assertEquals(4, all.pairs());
    }

    @Test
    void refusesCostsOfDifferentMeasurements() {
        CostEstimate a = client(new long[] {100, 102}, new long[] {150, 151});
        List<BlockResult> b = List.of(Fixtures.trial(0, "null", Fixtures.around(100), Fixtures.around(3)),
                Fixtures.trial(1, "null", Fixtures.around(100), Fixtures.around(3)));
        List<BlockResult> s = List.of(Fixtures.trial(0, "EchoFloat", Fixtures.around(150), Fixtures.around(3)),
                Fixtures.trial(1, "EchoFloat", Fixtures.around(150), Fixtures.around(3)));
        CostEstimate byMean = CostEstimator.estimate("echoFloat", b, s, BlockStatistic.MEAN);
        assertThrows(IllegalArgumentException.class, () -> ConcurrentClients.cost(List.of(a, byMean)));
        assertThrows(IllegalArgumentException.class, () -> ConcurrentClients.cost(List.of()));
    }
}
