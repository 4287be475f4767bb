package org.echosoap.client.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.echosoap.client.config.PrecisionTarget;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** Each suite's precision target when the user gives none: ±10% where the suite's table is judged at ±10%. */
class SuitePrecisionTest {

    private static PrecisionTarget precision(String suite, String... more) {
        SuiteCommand command = new SuiteCommand();
        String[] args = new String[4 + more.length];
        args[0] = "--suite";
        args[1] = suite;
        args[2] = "--target";
        args[3] = "http://127.0.0.1:8080/echosoap";
        System.arraycopy(more, 0, args, 4, more.length);
        new CommandLine(command).parseArgs(args);
        return command.suiteOptions(SuiteCommand.parseSuite(suite)).precision();
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
