package org.echosoap.client.stats;

import static org.echosoap.client.stats.Fixtures.around;
import static org.echosoap.client.stats.Fixtures.histogram;
import static org.echosoap.client.stats.Fixtures.trial;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.echosoap.client.config.BlockStatistic;
import org.junit.jupiter.api.Test;

class CostEstimatorTest {

    private static final double DELTA = 1e-12;

    /** Baseline means per trial, and the SOAP − baseline difference of each pair: {10, 12, 11, 13, 9}. */
    private static final long[] BASELINE_MICROS = {70, 72, 71, 69, 73};
    private static final long[] COST_MICROS = {10, 12, 11, 13, 9};
    /** Server-Timing app durations: baseline always 5 µs, SOAP 5 + {8, 9, 8, 10, 10}. */
    private static final long[] SERVER_COST_MICROS = {8, 9, 8, 10, 10};

    /** As the runner makes them: a baseline block and a SOAP block per round, both with the round as index. */
    private static List<BlockResult> baselineTrials() {
        List<BlockResult> trials = new ArrayList<>();
        for (int i = 0; i < BASELINE_MICROS.length; i++) {
            trials.add(trial(i, "bytes", around(BASELINE_MICROS[i]), histogram(4, 5, 6)));
        }
        return trials;
    }

    private static List<BlockResult> soapTrials() {
        List<BlockResult> trials = new ArrayList<>();
        for (int i = 0; i < BASELINE_MICROS.length; i++) {
            trials.add(trial(i, "EchoFloat", around(BASELINE_MICROS[i] + COST_MICROS[i]),
                    around(5 + SERVER_COST_MICROS[i])));
        }
        return trials;
    }

    @Test
    void goldenEstimateOfFivePairs() {
        CostEstimate c = CostEstimator.estimate("echoFloat", baselineTrials(), soapTrials(), BlockStatistic.MEAN);

        assertEquals("echoFloat", c.scenario());
        assertEquals("EchoFloat", c.soapEndpoint());
        assertEquals("bytes", c.baselineEndpoint());
        assertEquals(5, c.pairs());
        assertEquals(71.0, c.baselineMicros(), DELTA);        // (70 + 72 + 71 + 69 + 73) / 5
        assertEquals(82.0, c.soapMicros(), DELTA);            // (80 + 84 + 82 + 82 + 82) / 5
        assertEquals(11.0, c.perMessageCostMicros(), DELTA);  // mean of {10, 12, 11, 13, 9}
        assertEquals(11.0, c.costByMedian().micros(), DELTA);
        // t(0.975, 4) * sqrt(2.5) / sqrt(5) = 2.776445 (R: qt(0.975, 4)) * sqrt(0.5)
        assertEquals(2.776445 * Math.sqrt(0.5), c.ci95Micros(), 1e-5);
        assertEquals(List.of(10.0, 12.0, 11.0, 13.0, 9.0), c.pairCostMicros());

        assertTrue(c.hasServerSplit());
        assertEquals(5.0, c.serverBaselineMicros(), DELTA);
        assertEquals(14.0, c.serverSoapMicros(), DELTA);       // 5 + mean of {8, 9, 8, 10, 10}
        assertEquals(9.0, c.serverCostMicros(), DELTA);
        // The fixture records no per-request outside time: the outside part is unknown, not cost − inside.
        assertEquals(Double.NaN, c.outsideCostMicros());
    }

    @Test
    void theOutsidePartIsMeasuredNotDerived() {
        // Per request: latency = server + outside. Baseline: server 5, outside 60; SOAP: server 14, outside 63, 61.
        // The outside part then comes out of its own histograms, 2 µs, and inside + outside adds up to the cost.
        List<BlockResult> baseline = List.of(
                BlockResult.of(0, "null", 3, 0, Fixtures.ONE_SECOND_NANOS, around(65), around(5), around(60), 0),
                BlockResult.of(1, "null", 3, 0, Fixtures.ONE_SECOND_NANOS, around(65), around(5), around(60), 3));
        List<BlockResult> soap = List.of(
                BlockResult.of(0, "EchoFloat", 3, 0, Fixtures.ONE_SECOND_NANOS, around(77), around(14), around(63), 1),
                BlockResult.of(1, "EchoFloat", 3, 0, Fixtures.ONE_SECOND_NANOS, around(75), around(14), around(61), 2));

        CostEstimate c = CostEstimator.estimate("split", baseline, soap, BlockStatistic.MEDIAN);

        assertEquals(11.0, c.perMessageCostMicros(), DELTA);
        assertEquals(9.0, c.serverCostMicros(), DELTA);
        assertEquals(2.0, c.outsideCostMicros(), DELTA);
        assertEquals(List.of(3.0, 1.0), c.outside().pairMicros());
        assertEquals(BlockStatistic.MEDIAN, c.statistic());
        // Each request's parts add up and every block's distributions are symmetric: so do the medians' differences.
        assertEquals(c.perMessageCostMicros(), c.serverCostMicros() + c.outsideCostMicros(), DELTA);
        for (int i = 0; i < c.pairs(); i++) {
            assertEquals(c.pairCostMicros().get(i), c.inside().pairMicros().get(i) + c.outside().pairMicros().get(i),
                    DELTA);
        }
        assertTrue(c.outside().ci95Micros() > 0, "the outside part has its own interval: " + c.outside());
    }

    @Test
    void theOutsidePartNeedNotAddUp() {
        // A server that answers in 5 µs but whose answers sit 40 µs longer in the kernel under SOAP is seen as such:
        // the outside histograms say +40 while latency says +11 (e.g. the latency of another request mix):
        // nothing forces inside + outside to equal the cost, so a broken split would show.
        List<BlockResult> baseline = List.of(
                BlockResult.of(0, "null", 3, 0, Fixtures.ONE_SECOND_NANOS, around(65), around(5), around(60), 0));
        List<BlockResult> soap = List.of(
                BlockResult.of(0, "EchoFloat", 3, 0, Fixtures.ONE_SECOND_NANOS, around(76), around(5), around(100), 1));

        CostEstimate c = CostEstimator.estimate("split", baseline, soap, BlockStatistic.MEAN);

        assertEquals(11.0, c.perMessageCostMicros(), DELTA);
        assertEquals(0.0, c.serverCostMicros(), DELTA);
        assertEquals(40.0, c.outsideCostMicros(), DELTA);
        assertEquals(29.0, c.serverCostMicros() + c.outsideCostMicros() - c.perMessageCostMicros(), DELTA,
                "the gap is reported, not closed");
    }

    @Test
    void theHeadlineUsesTheChosenStatisticAndKeepsTheOther() {
        CostEstimate byMedian = CostEstimator.estimate("tail", tailBaseline(), tailSoap(), BlockStatistic.MEDIAN);
        CostEstimate byMean = CostEstimator.estimate("tail", tailBaseline(), tailSoap(), BlockStatistic.MEAN);
        assertEquals(20.0, byMedian.perMessageCostMicros(), DELTA);
        assertEquals(30.0, byMean.perMessageCostMicros(), DELTA);
        assertEquals(byMedian.costByMean(), byMean.cost());
        assertEquals(byMean.costByMedian(), byMedian.cost());
        assertEquals(55.0, byMean.baselineMicros(), DELTA);     // block means 50, 60
        assertEquals(85.0, byMean.soapMicros(), DELTA);         // block means 80, 90
        assertEquals(75.0, byMedian.soapMicros(), DELTA);       // block medians 70, 80
    }

    private static List<BlockResult> tailBaseline() {
        return List.of(trial(0, "null", 1000, around(50)), trial(2, "null", 1000, around(60)));
    }

    private static List<BlockResult> tailSoap() {
        return List.of(trial(1, "EchoFloat", 1000, histogram(69, 70, 101)),
                trial(3, "EchoFloat", 1000, histogram(79, 80, 111)));
    }

    @Test
    void medianCostDiffersFromMeanCostWhenSoapHasATail() {
        // SOAP trials {m - 1, m, m + 31}: mean m + 10, median m. Baseline {b - 1, b, b + 1}.
        List<BlockResult> baseline = List.of(trial(0, "null", 1000, around(50)), trial(2, "null", 1000, around(60)));
        List<BlockResult> soap = List.of(trial(1, "EchoFloat", 1000, histogram(69, 70, 101)),
                trial(3, "EchoFloat", 1000, histogram(79, 80, 111)));

        CostEstimate c = CostEstimator.estimate("tail", baseline, soap, BlockStatistic.MEAN);

        assertEquals(30.0, c.perMessageCostMicros(), DELTA);     // (80 - 50 + 90 - 60) / 2
        assertEquals(20.0, c.costByMedian().micros(), DELTA);  // (70 - 50 + 80 - 60) / 2
        assertEquals(0.0, c.ci95Micros(), DELTA);                // both pairs differ by exactly 30
    }

    @Test
    void pairingByRunOrderCancelsDriftBetweenPairs() {
        // The machine slows down by 100 µs per pair; the SOAP cost stays 5 µs. Pooling all baselines and all SOAP
        // trials would give a spread of 100 µs; pairs give exactly 5 ± 0.
        List<BlockResult> baseline = List.of(trial(0, "null", 1000, around(100)),
                trial(2, "null", 1000, around(200)), trial(4, "null", 1000, around(300)));
        List<BlockResult> soap = List.of(trial(1, "spin", 1000, around(105)),
                trial(3, "spin", 1000, around(205)), trial(5, "spin", 1000, around(305)));

        CostEstimate c = CostEstimator.estimate("spin", baseline, soap, BlockStatistic.MEAN);

        assertEquals(5.0, c.perMessageCostMicros(), DELTA);
        assertEquals(0.0, c.ci95Micros(), DELTA);
        assertEquals(200.0, c.baselineMicros(), DELTA);
        assertEquals(205.0, c.soapMicros(), DELTA);
    }

    @Test
    void aSteadyLinearDriftCancelsOverEveryTwoAbbaRounds() {
        // +10 µs per block, true cost 5 µs, blocks in the runner's order: null, spin | spin, null | null, spin | spin,
        // null. Each pair's difference carries +10 or −10 µs of drift; over every two rounds they cancel exactly.
        List<BlockResult> baseline = List.of(trial(0, "null", 1000, around(100)), trial(1, "null", 1000, around(130)),
                trial(2, "null", 1000, around(140)), trial(3, "null", 1000, around(170)));
        List<BlockResult> soap = List.of(trial(0, "spin", 1000, around(115)), trial(1, "spin", 1000, around(125)),
                trial(2, "spin", 1000, around(155)), trial(3, "spin", 1000, around(165)));

        CostEstimate c = CostEstimator.estimate("drift", baseline, soap, BlockStatistic.MEDIAN);

        assertEquals(List.of(15.0, -5.0, 15.0, -5.0), c.pairCostMicros());
        assertEquals(5.0, c.perMessageCostMicros(), DELTA);
    }

    @Test
    void pairsAreFormedInRunOrderWhateverTheListOrder() {
        List<BlockResult> baseline = new ArrayList<>(baselineTrials());
        List<BlockResult> soap = new ArrayList<>(soapTrials());
        Collections.reverse(baseline);
        Collections.swap(soap, 0, 3);

        assertEquals(CostEstimator.estimate("echoFloat", baselineTrials(), soapTrials(), BlockStatistic.MEAN),
                CostEstimator.estimate("echoFloat", baseline, soap, BlockStatistic.MEAN));
    }

    @Test
    void unequalCountsUseTheFirstMinCountTrialsOfEach() {
        // An interrupted run: 5 baseline trials, 3 SOAP trials. The last two baselines have no partner.
        List<BlockResult> soap = soapTrials().subList(0, 3);

        CostEstimate c = CostEstimator.estimate("echoFloat", baselineTrials(), soap, BlockStatistic.MEAN);

        assertEquals(3, c.pairs());
        assertEquals(List.of(10.0, 12.0, 11.0), c.pairCostMicros());
        assertEquals(71.0, c.baselineMicros(), DELTA);  // (70 + 72 + 71) / 3, not 73 or 69
        assertEquals(11.0, c.perMessageCostMicros(), DELTA);
        // differences {10, 12, 11}: sd 1, t(0.975, 2) = 4.302653 (R), half-width 4.302653 / sqrt(3)
        assertEquals(4.302653 / Math.sqrt(3), c.ci95Micros(), 1e-5);
    }

    @Test
    void aRoundMissingOnOneSideIsLeftOutNotShifted() {
        // Round 1's SOAP block was cut short (partial, left out): rounds 0 and 2 pair with their own baselines,
        // not round 2's SOAP block with round 1's baseline.
        List<BlockResult> baseline = List.of(trial(0, "null", 1000, around(70)), trial(1, "null", 1000, around(90)),
                trial(2, "null", 1000, around(110)));
        List<BlockResult> soap = List.of(trial(0, "EchoFloat", 1000, around(80)), trial(2, "EchoFloat", 1000, around(120)));

        CostEstimate c = CostEstimator.estimate("gap", baseline, soap, BlockStatistic.MEDIAN);

        assertEquals(List.of(10.0, 10.0), c.pairCostMicros());
        assertEquals(90.0, c.baselineMicros(), DELTA);
    }

    @Test
    void onePairGivesACostButNoInterval() {
        CostEstimate c = CostEstimator.estimate("once", baselineTrials().subList(0, 1), soapTrials().subList(0, 1), BlockStatistic.MEAN);
        assertEquals(1, c.pairs());
        assertEquals(10.0, c.perMessageCostMicros(), DELTA);
        assertEquals(Double.NaN, c.ci95Micros());
    }

    @Test
    void missingServerTimingOnEitherSideGivesNoSplit() {
        // Baseline trials without Server-Timing (e.g. a server that does not send it).
        List<BlockResult> baseline = List.of(trial(0, "null", 1000, around(70)), trial(2, "null", 1000, around(72)));
        List<BlockResult> soap = List.of(trial(1, "EchoFloat", around(80), around(20)),
                trial(3, "EchoFloat", around(84), around(22)));

        CostEstimate c = CostEstimator.estimate("noTiming", baseline, soap, BlockStatistic.MEAN);

        assertEquals(11.0, c.perMessageCostMicros(), DELTA);
        assertFalse(c.hasServerSplit());
        assertEquals(Double.NaN, c.serverBaselineMicros());
        assertEquals(21.0, c.serverSoapMicros(), DELTA);
        assertEquals(Double.NaN, c.serverCostMicros());
        assertEquals(Double.NaN, c.outsideCostMicros());
    }

    @Test
    void oneTrialWithoutServerTimingVoidsTheSplit() {
        List<BlockResult> soap = new ArrayList<>(soapTrials());
        soap.set(2, trial(2, "EchoFloat", around(82), histogram()));

        CostEstimate c = CostEstimator.estimate("echoFloat", baselineTrials(), soap, BlockStatistic.MEAN);

        assertEquals(11.0, c.perMessageCostMicros(), DELTA);
        assertEquals(Double.NaN, c.serverCostMicros());
        assertEquals(Double.NaN, c.outsideCostMicros());
    }

    @Test
    void aTrialWithoutSuccessfulRequestsMakesTheCostNaNNotZero() {
        List<BlockResult> soap = new ArrayList<>(soapTrials());
        soap.set(1, trial(1, "EchoFloat", 0, histogram()));

        CostEstimate c = CostEstimator.estimate("echoFloat", baselineTrials(), soap, BlockStatistic.MEAN);

        assertEquals(Double.NaN, c.perMessageCostMicros());
        assertEquals(Double.NaN, c.ci95Micros());
    }

    @Test
    void rejectsEmptyOrMixedTrialLists() {
        assertThrows(IllegalArgumentException.class,
                () -> CostEstimator.estimate("x", List.of(), soapTrials(), BlockStatistic.MEAN));
        assertThrows(IllegalArgumentException.class,
                () -> CostEstimator.estimate("x", baselineTrials(), List.of(), BlockStatistic.MEAN));
        List<BlockResult> mixed = new ArrayList<>(baselineTrials());
        mixed.add(trial(20, "chars", 1000, around(70)));
        assertThrows(IllegalArgumentException.class,
                () -> CostEstimator.estimate("x", mixed, soapTrials(), BlockStatistic.MEAN));
    }

    @Test
    void estimateFreezesItsPairCosts() {
        CostEstimate c = CostEstimator.estimate("echoFloat", baselineTrials(), soapTrials(), BlockStatistic.MEAN);
        assertThrows(UnsupportedOperationException.class, () -> c.pairCostMicros().add(1.0));
        assertThrows(NullPointerException.class, () -> new CostEstimate("s", "a", "b", BlockStatistic.MEAN, 1, 1,
                null, c.costByMean(), c.costByMedian(), c.inside(), c.outside(), 1, 1));
    }
}
