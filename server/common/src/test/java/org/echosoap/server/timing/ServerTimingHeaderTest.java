package org.echosoap.server.timing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.echosoap.server.stages.ThreadAllocation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The {@code Server-Timing} value clients parse: milliseconds with exactly three decimals (microsecond
 * resolution), truncated, never negative.
 */
class ServerTimingHeaderTest {

    @ParameterizedTest(name = "{0} ns -> {1}")
    @CsvSource({
        "42000,                app;dur=0.042",
        "0,                    app;dur=0.000",
        "1234567000,           app;dur=1234.567",
        "-1,                   app;dur=0.000",
        "-5000000,             app;dur=0.000",
        "-9223372036854775808, app;dur=0.000",
        "999,                  app;dur=0.000",   // below 1 us: truncated, not rounded
        "1999,                 app;dur=0.001",
        "5000,                 app;dur=0.005",
        "50000,                app;dur=0.050",
        "1000000,              app;dur=1.000",
        "5000000,              app;dur=5.000",
        "9223372036854775807,  app;dur=9223372036854.775",
    })
    void formatsMillisWithThreeDecimals(long elapsedNanos, String expected) {
        assertEquals(expected, ServerTimingHeader.appDuration(elapsedNanos));
    }

    @org.junit.jupiter.api.Test
    void addsTheAllocationMetricWhenMeasured() {
        assertEquals("app;dur=0.042, alloc;dur=18312;desc=\"bytes allocated\"", ServerTimingHeader.value(42_000L, 18_312L));
        assertEquals("app;dur=0.042, alloc;dur=0;desc=\"bytes allocated\"", ServerTimingHeader.value(42_000L, 0));
        assertEquals("app;dur=0.042", ServerTimingHeader.value(42_000L, -1), "no alloc metric when the JVM can't tell");
    }

    @org.junit.jupiter.api.Test
    void threadAllocationIsMeasuredOnThisJvm() {
        long before = ThreadAllocation.currentThreadBytes();
        byte[][] garbage = new byte[100][];
        for (int i = 0; i < garbage.length; i++) {
            garbage[i] = new byte[1024];
        }
        long after = ThreadAllocation.currentThreadBytes();
        assertEquals(100, garbage.length);
        org.junit.jupiter.api.Assertions.assertTrue(after - before >= 100 * 1024, (after - before) + " bytes");
    }
}
