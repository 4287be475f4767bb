package org.echosoap.client.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** What the "precision target not met" warning gives as the likely reason, in its order of precedence. */
class PrecisionRemedyTest {

    @Test
    void tooFewPairsComesFirst() {
        assertEquals("too few pairs for an interval: raise --max-time",
                Warnings.precisionRemedy(Double.NaN, 0, true, 90));
    }

    @Test
    void bimodalLatencyBeforeABusyMachine() {
        assertEquals("latency is bimodal (see below): pin client and server to CPUs, or --max-time 158s would likely "
                + "reach it", Warnings.precisionRemedy(2.6, 158, true, 90));
    }

    @Test
    void aNoisyMachineIsNamedOnlyWhenTheMiddleOfTheBlocksSpreads() {
        assertEquals("the middle 80% of the blocks' throughput spread over 70% of its median (its cause not measured "
                + "(no /proc)): measure on a quiet machine, or --max-time 40s would likely reach it",
                Warnings.precisionRemedy(1.5, 40, false, 70));
        assertEquals("the cost is small against this machine's noise: --max-time 40s would likely reach it",
                Warnings.precisionRemedy(1.5, 40, false, Warnings.BUSY_SPREAD_PERCENT),
                "at the line, not over it");
        assertEquals("the cost is small against this machine's noise: --max-time 1s would likely reach it",
                Warnings.precisionRemedy(0.5, 0, false, 35), "never less than a second");
    }

    @Test
    void theSpreadIsNamedByTheCauseItsFiguresSupportNotGuessed() {
        NoiseCauses.Verdict busy = NoiseCauses.judge(new NoiseCauses.Evidence(0.5, Double.NaN, 48, Double.NaN, false,
                false));
        assertEquals("the middle 80% of the blocks' throughput spread over 70% of its median (cause: busy machine "
                + "(other processes used 48% of the client host's CPU time)): stop the other processes on this "
                + "machine, or --max-time 40s would likely reach it", Warnings.precisionRemedy(1.5, 40, false, 70, busy));
        NoiseCauses.Verdict unknown = NoiseCauses.judge(new NoiseCauses.Evidence(0.5, Double.NaN, 2, Double.NaN,
                false, false));
        // The verdict's own figures, not a fixed "no other processes" (issue 41: it stood beside "other processes 40%").
        assertEquals("the middle 80% of the blocks' throughput spread over 70% of its median (cause unknown (steal "
                + "0.5%, other processes 2.0% of CPU time, no trend in the measured blocks, no tail of the SOAP side's "
                + "own)): measure on a quiet machine, or --max-time 40s would likely reach it",
                Warnings.precisionRemedy(1.5, 40, false, 70, unknown));
    }
}
