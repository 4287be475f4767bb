package org.echosoap.client.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.echosoap.client.config.PrecisionTarget;
import org.junit.jupiter.api.Test;

/** Each suite's precision target when the user gives none: ±10% where the suite's table is judged at ±10%. */
class SuitePrecisionTest {

    private static PrecisionTarget precision(String suite, String... more) {
        return SuiteOptionsFixture.options(suite, more).precision();
    }

    @Test
    void theSuitesJudgedAtTenPercentAimThere() {
        for (String suite : new String[] {"stacks", "matrix", "rpc", "layers"}) {
            assertEquals(0.10, precision(suite).relative(), 1e-12, suite);
            assertEquals(0.10, precision(suite, "--quick").relative(), 1e-12, suite + " --quick");
        }
    }

    @Test
    void theOthersKeepRunsDefault() {
        for (String suite : new String[] {"soapbench", "parsers", "latency", "memory"}) {
            assertEquals(0.05, precision(suite).relative(), 1e-12, suite);
        }
    }

    @Test
    void theUsersPrecisionOrRepeatWins() {
        assertEquals(0.02, precision("layers", "--precision", "2%").relative(), 1e-12);
        assertTrue(Double.isNaN(precision("stacks", "--repeat", "4").relative()), "--repeat: fixed blocks, no target");
    }
}
