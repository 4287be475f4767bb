package org.echosoap.client.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import org.echosoap.client.config.RunOptions;
import org.junit.jupiter.api.Test;

/**
 * A suite's part may prime and measure past its limits to reach the first looks of the steady-state and precision
 * rules, unless --prime or --max-time is given.
 */
class SuiteTimeLimitTest {

    private static RunOptions options(String suite, String... more) {
        return SuiteOptionsFixture.options(suite, more);
    }

    @Test
    void aSuitesPartsMayTakeFourTimesTheirLimitToReachTheFirstLook() {
        RunOptions stacks = options("stacks");
        assertEquals(Duration.ofSeconds(3), stacks.maxTime());
        assertEquals(Duration.ofSeconds(12), stacks.firstLookMaxTime());
        assertEquals(Duration.ofSeconds(4), stacks.firstLookPrimeLimit());
        RunOptions matrix = options("matrix");
        assertEquals(matrix.maxTime().multipliedBy(SuiteCommand.FIRST_LOOK_TIME_FACTOR), matrix.firstLookMaxTime());
    }

    @Test
    void quickSuitesKeepTheirShortLimits() {
        for (String suite : new String[] {"stacks", "matrix", "layers", "rpc"}) {
            assertEquals(1, options(suite, "--quick").firstLookTimeFactor(), suite + " --quick: a smoke run");
        }
    }

    @Test
    void quickSuitesRenewTheirConnectionsOftenEnoughForAnIntervalInTheirShortParts() {
        for (String suite : new String[] {"stacks", "matrix", "layers", "rpc", "parsers"}) {
            assertEquals(SuiteCommand.QUICK_EPOCH_ROUNDS, options(suite, "--quick").epochRounds(), suite);
            assertEquals(10, options(suite).epochRounds(), suite + ": a full suite's parts are long enough");
        }
        assertEquals(7, options("stacks", "--quick", "--epoch-rounds", "7").epochRounds(), "a given --epoch-rounds");
        for (String suite : new String[] {"stacks", "rpc", "parsers"}) {
            assertEquals(Duration.ofMillis(20), options(suite, "--quick").duration(), suite + "'s quick blocks");
        }
        assertEquals(Duration.ofSeconds(2), options("rpc", "--quick").maxTime(), "rpc's quick parts");
        assertEquals(Duration.ofSeconds(20), options("parsers", "--quick").maxTime(), "parsers' one quick part");
    }

    @Test
    void aGivenMaxTimeOrPrimeIsKept() {
        RunOptions given = options("stacks", "--max-time", "5s");
        assertEquals(Duration.ofSeconds(5), given.maxTime());
        assertEquals(Duration.ofSeconds(5), given.firstLookMaxTime());
        RunOptions primed = options("stacks", "--prime", "2s");
        assertEquals(Duration.ofSeconds(2), primed.firstLookPrimeLimit());
        assertEquals(primed.maxTime(), primed.firstLookMaxTime());
    }
}
