package org.echosoap.client.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.echosoap.client.config.RunOptions;
import org.junit.jupiter.api.Test;

/** A client of several (--share) takes its part of the plan's --rate as well as of its --connections. */
class ShareRateTest {

    private static RunOptions parse(String... args) {
        RunCommand run = new RunCommand();
        picocli.CommandLine cl = new picocli.CommandLine(run);
        cl.parseArgs(args);
        return run.load.toRunOptions("test", LoadOptions.TrialDefaults.RUN);
    }

    @Test
    void eachClientRunsItsShareOfTheRateOnItsShareOfTheConnections() {
        double total = 0;
        int connections = 0;
        for (int i = 0; i < 3; i++) {
            RunOptions o = parse("--target", "http://127.0.0.1:8080/echosoap", "--rate", "3000", "--connections", "8",
                    "--share", i + "/3");
            assertEquals(1_000, o.rate().perSecond(), 1e-9);
            total += o.rate().perSecond();
            connections += o.connections();
            assertEquals(8, o.planConnections());
        }
        assertEquals(3_000, total, 1e-9);
        assertEquals(8, connections, "3 + 3 + 2");
    }

    @Test
    void aLowRateGetsBlocksLongEnoughForItsShare() {
        // 100/s over 2 connections: 20 ms apart per connection, 10 requests need 200 ms blocks.
        RunOptions o = parse("--target", "http://127.0.0.1:8080/echosoap", "--rate", "100", "--connections", "2");
        assertEquals(java.time.Duration.ofMillis(200), o.duration());
        assertEquals(java.time.Duration.ofMillis(50), parse("--target", "http://127.0.0.1:8080/echosoap").duration());
    }
}
