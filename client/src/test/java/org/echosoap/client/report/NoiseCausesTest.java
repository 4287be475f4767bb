package org.echosoap.client.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.echosoap.client.report.NoiseCauses.Cause;
import org.echosoap.client.report.NoiseCauses.Evidence;
import org.junit.jupiter.api.Test;

/** Each cause of a machine's noise on made-up figures, at and around its documented threshold. */
class NoiseCausesTest {

    private static final double NA = Double.NaN;

    @Test
    void stealNamesTheNeighbours() {
        NoiseCauses.Verdict v = NoiseCauses.judge(new Evidence(6.1, NA, 2, NA, false, false));
        assertEquals(List.of(Cause.NEIGHBOUR_STEAL), v.causes());
        assertEquals("neighbour steal (steal 6.1% of the client host's CPU time)", v.text());
        assertEquals(List.of(Cause.NEIGHBOUR_STEAL),
                NoiseCauses.judge(new Evidence(NoiseCauses.STEAL_PERCENT, NA, 0, NA, false, false)).causes(),
                "at the line counts");
        assertEquals(List.of(Cause.UNKNOWN),
                NoiseCauses.judge(new Evidence(2.9, NA, 0, NA, false, false)).causes(), "just under does not");
    }

    @Test
    void theServerHostsStealCountsWhenItIsAnotherHost() {
        NoiseCauses.Verdict v = NoiseCauses.judge(new Evidence(0.2, 4.0, 1, 1, false, false));
        assertEquals(List.of(Cause.NEIGHBOUR_STEAL), v.causes());
        assertEquals("neighbour steal (steal 4.0% of the server host's)", v.text());
    }

    @Test
    void otherProcessesNameABusyMachine() {
        NoiseCauses.Verdict v = NoiseCauses.judge(new Evidence(0.3, NA, 48, NA, false, false));
        assertEquals(List.of(Cause.BUSY_MACHINE), v.causes());
        assertEquals("busy machine (other processes used 48% of the client host's CPU time)", v.text());
        assertEquals(List.of(Cause.UNKNOWN), NoiseCauses.judge(new Evidence(0.3, NA, 14.9, NA, false, false)).causes());
    }

    @Test
    void aTrendInTheMeasuredBlocksNamesJitWarmUp() {
        NoiseCauses.Verdict v = NoiseCauses.judge(new Evidence(0, NA, 0, NA, true, false));
        assertEquals(List.of(Cause.JIT_WARMUP), v.causes());
        assertTrue(NoiseCauses.advice(v).contains("--prime"));
    }

    @Test
    void theSoapSidesOwnTailNamesGc() {
        assertEquals(List.of(Cause.GC), NoiseCauses.judge(new Evidence(0, NA, 0, NA, false, true)).causes());
    }

    @Test
    void severalCausesAreAllNamedInOrder() {
        NoiseCauses.Verdict v = NoiseCauses.judge(new Evidence(5, NA, 30, NA, true, false));
        assertEquals(List.of(Cause.NEIGHBOUR_STEAL, Cause.BUSY_MACHINE, Cause.JIT_WARMUP), v.causes());
        assertTrue(v.known());
    }

    @Test
    void noCauseSaysUnknownWithTheFiguresItRuledOut() {
        NoiseCauses.Verdict v = NoiseCauses.judge(new Evidence(0.4, NA, 2, NA, false, false));
        assertFalse(v.known());
        assertEquals("cause unknown (steal 0.4%, other processes 2.0% of CPU time, no trend in the measured blocks, "
                + "no tail of the SOAP side's own)", v.text());
        assertEquals("cause unknown (steal not measured, other processes not measured of CPU time, no trend in the "
                + "measured blocks, no tail of the SOAP side's own)",
                NoiseCauses.judge(new Evidence(NA, NA, NA, NA, false, false)).text(), "no /proc: said, not zero");
    }
}
