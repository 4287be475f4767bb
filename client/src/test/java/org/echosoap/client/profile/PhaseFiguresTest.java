package org.echosoap.client.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.echosoap.client.result.Phase;
import org.echosoap.client.result.PhaseFigures;
import org.echosoap.client.result.CostPhases;

/** The figures from made-up recordings whose truth is known. */
class PhaseFiguresTest {

    private static final PhaseClassifier.Outcome READING = new PhaseClassifier.Outcome(Phase.READING, "r.R.r");
    private static final PhaseClassifier.Outcome HTTP = new PhaseClassifier.Outcome(Phase.HTTP, "h.H.h");

    /** 1,000 requests of 100 µs, 10% of it in GC pauses; samples 60% reading, 40% HTTP in every batch. */
    private static RecordedPhases recorded(String name) {
        RecordedPhases r = new RecordedPhases(name);
        r.requests = 1000;
        r.requestNanos = 100_000_000L;
        r.gcPauseNanos = 10_000_000L;
        for (int b = 0; b < RecordedPhases.BATCHES; b++) {
            r.batchRequestNanos[b] = 10_000_000L;
            r.batchGcPauseNanos[b] = 1_000_000L;
            for (int i = 0; i < 60; i++) {
                r.addSample(b, null, READING, List.of("r.R.r"));
            }
            for (int i = 0; i < 40; i++) {
                r.addSample(b, null, HTTP, List.of("h.H.h"));
            }
            r.addAllocation(b, Phase.READING, 3_000);
            r.addAllocation(b, Phase.HTTP, 1_000);
        }
        return r;
    }

    @Test
    void sharesAddUpToOneAndMicrosToTheInsideFigure() {
        PhaseFigures f = PhaseSplit.figures(recorded("EchoFloat"), 50.0, List.of(49.0, 51.0, 50.0), 40_000);
        assertEquals(0.10, f.of(Phase.GC).share(), 1e-9);
        assertEquals(0.9 * 0.6, f.of(Phase.READING).share(), 1e-9);
        assertEquals(0.9 * 0.4, f.of(Phase.HTTP).share(), 1e-9);
        assertEquals(1.0, f.phases().stream().mapToDouble(PhaseFigures.PhaseFigure::share).sum(), 1e-9);
        assertEquals(50.0, f.phases().stream().mapToDouble(PhaseFigures.PhaseFigure::micros).sum(), 1e-9);
        assertEquals(27.0, f.of(Phase.READING).micros(), 1e-9);
        assertEquals(30_000, f.of(Phase.READING).allocatedBytes(), 1e-6);
        assertEquals(0, f.of(Phase.GC).allocatedBytes(), 0);
        // Every batch alike: the shares' intervals are 0, the µs interval only the inside figure's.
        assertEquals(0, f.of(Phase.READING).shareCi95(), 1e-12);
        assertTrue(f.of(Phase.READING).microsCi95() > 0);
        assertEquals(60 * RecordedPhases.BATCHES, f.of(Phase.READING).samples());
        assertEquals(60L * RecordedPhases.BATCHES, f.of(Phase.READING).topFrames().get("r.R.r"));
    }

    @Test
    void withoutServerTimingTheRecordingsOwnMeanIsTheInsideFigure() {
        PhaseFigures f = PhaseSplit.figures(recorded("x"), Double.NaN, List.of(), Double.NaN);
        assertEquals(100.0, f.insideMicros(), 1e-9);
        assertTrue(Double.isNaN(f.insideCi95Micros()));
        assertTrue(Double.isNaN(f.allocatedBytesPerMessage()), "no allocation figure from the events either");
    }

    @Test
    void batchesThatDisagreeWidenTheShareInterval() {
        RecordedPhases r = new RecordedPhases("x");
        r.requests = 10;
        r.requestNanos = 1000;
        for (int b = 0; b < RecordedPhases.BATCHES; b++) {
            r.batchRequestNanos[b] = 100;
            int reading = b % 2 == 0 ? 80 : 40;
            for (int i = 0; i < reading; i++) {
                r.addSample(b, null, READING, List.of("r.R.r"));
            }
            for (int i = 0; i < 100 - reading; i++) {
                r.addSample(b, null, HTTP, List.of("h.H.h"));
            }
        }
        PhaseFigures f = PhaseSplit.figures(r, 10.0, List.of(), Double.NaN);
        assertEquals(0.6, f.of(Phase.READING).share(), 1e-9);
        // Batch shares alternate 0.8 and 0.4: sd 0.2108, t(9) 2.262, sqrt(10): half width 0.1508.
        assertEquals(0.1508, f.of(Phase.READING).shareCi95(), 0.0005);
    }

    @Test
    void bytesPerPhaseCarryTheirWithinRunIntervalFromTheBatches() {
        RecordedPhases r = new RecordedPhases("x");
        r.requests = 10;
        r.requestNanos = 1000;
        for (int b = 0; b < RecordedPhases.BATCHES; b++) {
            r.batchRequestNanos[b] = 100;
            r.addSample(b, null, READING, List.of("r.R.r"));
            // The sampled allocation's reading share alternates 0.8 and 0.4 from batch to batch.
            r.addAllocation(b, Phase.READING, b % 2 == 0 ? 800 : 400);
            r.addAllocation(b, Phase.HTTP, b % 2 == 0 ? 200 : 600);
        }
        PhaseFigures f = PhaseSplit.figures(r, 10.0, List.of(), 10_000);
        assertEquals(6_000, f.of(Phase.READING).allocatedBytes(), 1e-6);
        // As the shares' interval: sd 0.2108 of the batch shares, t(9) 2.262, sqrt(10): 0.1508 of 10,000 B.
        assertEquals(1_508, f.of(Phase.READING).allocatedBytesCi95(), 5);
        assertEquals(1_508, f.of(Phase.HTTP).allocatedBytesCi95(), 5);
        assertEquals(0, f.of(Phase.GC).allocatedBytesCi95(), 0, "the collector's pauses allocate nothing");
        assertEquals(0, f.of(Phase.WRITING).allocatedBytesCi95(), 0, "no batch had any");
        PhaseFigures still = PhaseSplit.figures(recorded("EchoFloat"), 50.0, List.of(), 40_000);
        assertEquals(0, still.of(Phase.READING).allocatedBytesCi95(), 1e-9, "every batch alike");
        PhaseFigures none = PhaseSplit.figures(new RecordedPhases("y"), 10.0, List.of(), 10_000);
        assertTrue(Double.isNaN(none.of(Phase.READING).allocatedBytesCi95()), "no allocation samples: unknown");
    }

    @Test
    void theCostIsSplitPhaseByPhase() {
        RecordedPhases baseline = new RecordedPhases("null");
        baseline.requests = 100;
        baseline.requestNanos = 100 * 2_000L;
        for (int i = 0; i < 50; i++) {
            baseline.addSample(i % RecordedPhases.BATCHES, null, HTTP, List.of("h.H.h"));
        }
        baseline.addAllocation(0, Phase.HTTP, 500);
        PhaseFigures b = PhaseSplit.figures(baseline, 2.0, List.of(2.0, 2.0), 1_000);
        PhaseFigures m = PhaseSplit.figures(recorded("EchoFloat"), 50.0, List.of(50.0, 50.0), 40_000);
        CostPhases cost = CostPhases.of(m, b);
        assertEquals(18.0 - 2.0, cost.of(Phase.HTTP).micros(), 1e-9);
        assertEquals(27.0, cost.of(Phase.READING).micros(), 1e-9);
        assertEquals(48.0, cost.phases().stream().mapToDouble(CostPhases.CostPhase::micros).sum(), 1e-9);
        assertEquals(10_000 - 1_000, cost.of(Phase.HTTP).allocatedBytes(), 1e-6);
        // The baseline's one batch of allocation has no interval, so neither has the difference.
        assertTrue(Double.isNaN(cost.of(Phase.HTTP).allocatedBytesCi95()));
        CostPhases same = CostPhases.of(m, m);
        assertEquals(0, same.of(Phase.READING).allocatedBytesCi95(), 1e-9, "two still figures: 0, combined");
    }

    /**
     * Samples split a stage's exact time, never move time between stages: the spin's case, where 40% of the samples
     * of a request that spends 90% of its time in invocation were given to the container (a compiled loop's debug
     * info naming its neighbour, or the commit's socket write), gives the service 90% once the stages weigh them.
     */
    @Test
    void withStagesTheSamplesOnlySplitEachStagesExactTime() {
        PhaseClassifier.Outcome service = new PhaseClassifier.Outcome(Phase.SERVICE, "s.S.s");
        RecordedPhases r = new RecordedPhases("spin");
        r.requests = 100;
        r.requestNanos = 100 * 300_000L;
        for (int i = 0; i < 100; i++) {
            r.addStagedRequest(new long[] {30_000, 0, 0, 270_000, 0, 0, 0}); // container-in 10%, invocation 90%
        }
        for (int i = 0; i < 60; i++) {
            r.addSample(i % RecordedPhases.BATCHES, org.echosoap.server.stages.Stage.INVOCATION, service, List.of("s.S.s"));
        }
        for (int i = 0; i < 40; i++) {
            r.addSample(i % RecordedPhases.BATCHES, org.echosoap.server.stages.Stage.CONTAINER_IN, HTTP, List.of("h.H.h"));
        }
        assertTrue(r.staged());
        PhaseFigures f = PhaseSplit.figures(r, 300.0, List.of(), Double.NaN);
        assertEquals(0.9, f.of(Phase.SERVICE).share(), 1e-9);
        assertEquals(270.0, f.of(Phase.SERVICE).micros(), 1e-9);
        assertEquals(0.1, f.of(Phase.HTTP).share(), 1e-9);
        // Without the stages the same samples give the service only 60%.
        r.stagedRequests = 0;
        assertEquals(0.6, PhaseSplit.figures(r, 300.0, List.of(), Double.NaN).of(Phase.SERVICE).share(), 1e-9);
        String flame = String.join("\n", r.collapsedStacks().keySet());
        assertTrue(flame.contains("spin;[stage] invocation;[the service's own code];s.S.s"), flame);
    }

    @Test
    void aStageNoSampleSawGoesToItsOwnPhase() {
        RecordedPhases r = new RecordedPhases("x");
        r.requests = 10;
        r.requestNanos = 10 * 100_000L;
        for (int i = 0; i < 10; i++) {
            r.addStagedRequest(new long[] {50_000, 0, 0, 0, 0, 50_000, 0}); // container-in, writing
        }
        for (int i = 0; i < 10; i++) {
            r.addSample(0, org.echosoap.server.stages.Stage.CONTAINER_IN, HTTP, List.of("h.H.h"));
        }
        PhaseFigures f = PhaseSplit.figures(r, 100.0, List.of(), Double.NaN);
        assertEquals(0.5, f.of(Phase.WRITING).share(), 1e-9);
        assertEquals(0.5, f.of(Phase.HTTP).share(), 1e-9);
    }
}
