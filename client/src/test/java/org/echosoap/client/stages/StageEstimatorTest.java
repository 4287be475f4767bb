package org.echosoap.client.stages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.echosoap.client.result.BlockOutcome;
import org.echosoap.client.result.BlockStages;
import org.echosoap.client.result.ErrorCounts;
import org.echosoap.client.result.PacingFigures;
import org.echosoap.client.result.StageSums;
import org.echosoap.client.stats.BlockResult;
import org.echosoap.client.stats.Histograms;
import org.echosoap.server.stages.Stage;
import org.junit.jupiter.api.Test;

class StageEstimatorTest {

    private static final int IN = Stage.CONTAINER_IN.ordinal();
    private static final int INVOCATION = Stage.INVOCATION.ordinal();

    /** A block of {@code n} answers, each with the given ns and bytes in container-in and (if > 0) invocation. */
    private static BlockOutcome block(String endpoint, int round, int n, long inNanos, long inBytes,
                                      long invocationNanos, long invocationBytes) {
        StageSums sums = new StageSums();
        long[] nanos = new long[Stage.COUNT];
        long[] bytes = new long[Stage.COUNT];
        nanos[IN] = inNanos;
        bytes[IN] = inBytes;
        nanos[INVOCATION] = invocationNanos;
        bytes[INVOCATION] = invocationBytes;
        int mask = (1 << IN) | (invocationNanos > 0 ? 1 << INVOCATION : 0);
        long app = (inNanos + invocationNanos) / 1_000;
        for (int i = 0; i < n; i++) {
            sums.record(mask, false, nanos, bytes, app, inBytes + (invocationNanos > 0 ? invocationBytes : 0));
        }
        return outcome(endpoint, round, n, sums.snapshot());
    }

    private static BlockOutcome outcome(String endpoint, int round, int n, BlockStages stages) {
        BlockResult r = BlockResult.of(round, endpoint, n, 0, 100_000_000L, Histograms.newLatencyHistogram(),
                Histograms.newLatencyHistogram());
        return new BlockOutcome(r, new ErrorCounts(), 0, 0, n, null, -1, false, PacingFigures.NONE, Double.NaN,
                stages);
    }

    @Test
    void endpointAndCostFiguresAreTheBlocksMeansAndPairedDifferences() {
        List<BlockOutcome> base = new ArrayList<>();
        List<BlockOutcome> soap = new ArrayList<>();
        for (int round = 0; round < 6; round++) {
            long wobble = round % 2 == 0 ? 1_000 : -1_000; // ±1 µs, the same in both blocks of a round
            base.add(block("null", round, 100, 20_000 + wobble, 936, 0, 0));
            soap.add(block("EchoFloat", round, 100, 22_000 + wobble, 1_000, 30_000, 50_000));
        }
        RunStages s = StageEstimator.estimate("Axis2", List.of(
                new StageEstimator.Input("null", "http://h/echosoap/baseline/null", true, base),
                new StageEstimator.Input("EchoFloat", "http://h/echosoap/services/EchoFloat", false, soap)),
                List.of(new StageEstimator.CostPair("EchoFloat", "null")));
        EndpointStages e = s.of("EchoFloat");
        assertEquals(2, e.stages().size());
        assertEquals(22.0, e.stages().get(0).micros(), 1e-9);
        assertEquals(50_000, e.stages().get(1).allocatedBytes(), 1e-9);
        assertTrue(e.stages().get(1).exact());
        assertEquals(51_000, e.stageBytesSum(), 1e-9);
        assertEquals(e.allocatedBytes(), e.stageBytesSum(), 1e-9); // the check's truth: they add up
        assertEquals(e.allocatedBytes(), e.checkedBytes(), 1e-9);
        assertEquals(52.0, e.insideMicros(), 1e-9);
        assertEquals(52.0, e.checkedMicros(), 1e-9);
        assertEquals(600, e.messages());
        CostStages c = s.cost("EchoFloat", "null");
        assertEquals(6, c.pairs());
        StageFigure in = c.stages().get(0);
        assertEquals(Stage.CONTAINER_IN, in.stage());
        assertEquals(2.0, in.micros(), 1e-9);
        assertEquals(0.0, in.ci95Micros(), 1e-9); // the wobble cancels in the pairs
        assertEquals(64, in.allocatedBytes(), 1e-9);
        StageFigure invocation = c.stages().get(1);
        assertEquals(30.0, invocation.micros(), 1e-9);
        assertEquals(50_000, invocation.allocatedBytes(), 1e-9); // the baseline never entered it: 0 there
        assertEquals(50_000, invocation.minBlockBytes(), 1e-9);
        assertEquals(50_000, invocation.maxBlockBytes(), 1e-9);
        assertEquals(List.of(), s.notes());
    }

    @Test
    void aStackWithoutMarksIsOneLineAndItsRunGoesOn() {
        List<BlockOutcome> base = List.of(block("null", 0, 10, 20_000, 936, 0, 0), block("null", 1, 10, 20_000, 936, 0, 0));
        List<BlockOutcome> soap = List.of(block("EchoFloat", 0, 10, 90_000, 51_000, 0, 0),
                block("EchoFloat", 1, 10, 90_000, 51_000, 0, 0));
        RunStages s = StageEstimator.estimate("CXF", List.of(
                new StageEstimator.Input("null", "http://h/echosoap-cxf/baseline/null", true, base),
                new StageEstimator.Input("EchoFloat", "http://h/echosoap-cxf/services/EchoFloat", false, soap)),
                List.of(new StageEstimator.CostPair("EchoFloat", "null")));
        assertEquals(List.of("CXF at http://h/echosoap-cxf/services/EchoFloat sends no stage marks (only container-in "
                + "came back); the run goes on"), s.notes());
        assertTrue(s.of("EchoFloat").unmarked());
        String table = org.echosoap.client.report.StageTable.render(s);
        assertTrue(table.contains("null µs (%)"), table);
        assertTrue(!table.contains("EchoFloat µs"), table);
        assertTrue(table.contains("stages: CXF at"), table);
    }

    @Test
    void noHeaderAtAllIsOneLine() {
        StageSums sums = new StageSums();
        long[] zero = new long[Stage.COUNT];
        for (int i = 0; i < 5; i++) {
            sums.record(0, false, zero, zero, 20, 936);
        }
        RunStages s = StageEstimator.estimate("Axis2",
                List.of(new StageEstimator.Input("EchoFloat", "http://h/e/services/EchoFloat", false,
                        List.of(outcome("EchoFloat", 0, 5, sums.snapshot())))), List.of());
        assertNull(s.of("EchoFloat"));
        assertEquals(List.of("Axis2 at http://h/e/services/EchoFloat sends no Echosoap-Stages header (a server "
                + "without stages); the run goes on"), s.notes());
    }

    @Test
    void theCheckCountsMismatchesAndMalformedFields() {
        StageSums sums = new StageSums();
        long[] nanos = new long[Stage.COUNT];
        long[] bytes = new long[Stage.COUNT];
        nanos[IN] = 20_000;
        bytes[IN] = 936;
        sums.record(1 << IN, false, nanos, bytes, 20, 936);
        sums.record(1 << IN, false, nanos, bytes, 20, 1_000); // does not add up
        sums.record(0, true, nanos, bytes, 20, 936);          // malformed
        BlockStages b = sums.snapshot();
        assertEquals(2, b.messages());
        assertEquals(1, b.bytesMismatches());
        assertEquals(1, b.malformed());
        RunStages s = StageEstimator.estimate("Axis2", List.of(new StageEstimator.Input("null", "u", true,
                List.of(outcome("null", 0, 3, b)))), List.of());
        assertEquals(2, s.notes().size(), s.notes().toString());
        assertTrue(s.notes().get(0).contains("1 answers had a malformed"), s.notes().toString());
        assertTrue(s.notes().get(1).contains("in 1 of 2 answers"), s.notes().toString());
        assertNotNull(s.of("null"));
    }
}
