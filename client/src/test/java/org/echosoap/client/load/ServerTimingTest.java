package org.echosoap.client.load;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class ServerTimingTest {

    private static long app(String fieldValue) {
        return new ServerTiming().read(fieldValue).appMicros();
    }

    private static long alloc(String fieldValue) {
        return new ServerTiming().read(fieldValue).allocatedBytes();
    }

    @Test
    void readsTheAppDurationInMicros() {
        assertEquals(42, app("app;dur=0.042"));
        assertEquals(1_234_567, app("app;dur=1234.567"));
        assertEquals(0, app("app;dur=0.000"));
        assertEquals(5_000, app("app;dur=5"));
        assertEquals(500, app("app;dur=.5"));
    }

    @Test
    void roundsBeyondMicroseconds() {
        assertEquals(43, app("app;dur=0.0425"));
        assertEquals(42, app("app;dur=0.0424"));
        assertEquals(42, app("app;dur=0.04249"), "only the first digit beyond the µs rounds");
    }

    @Test
    void findsAppAmongOtherMetrics() {
        assertEquals(42, app("db;dur=1.5, app;dur=0.042"));
        assertEquals(42, app("app;dur=0.042, alloc;desc=\"bytes\";dur=18312"));
        assertEquals(42, app("app;desc=\"webapp\";dur=0.042"));
        assertEquals(42, app("db;desc=\"a, b; c\";dur=7, app ; dur = 0.042"), "quoted commas; white space");
        assertEquals(42, app("db;desc=\"say \\\"app;dur=9\\\"\", app;dur=0.042"), "an escaped quote in a quote");
    }

    @Test
    void readsBothFiguresInOnePass() {
        ServerTiming timing = new ServerTiming().read("app;dur=0.039, alloc;dur=1184;desc=\"bytes allocated\"");
        assertEquals(39, timing.appMicros());
        assertEquals(1184, timing.allocatedBytes());
        assertEquals(18_312, alloc("app;dur=0.042, alloc;desc=\"bytes\";dur=18312"));
        assertEquals(ServerTiming.ABSENT, alloc("app;dur=0.042"));
    }

    @Test
    void theFirstMetricOfANameAndItsFirstDurCount() {
        assertEquals(1_000, app("app;dur=1;dur=2, app;dur=3"));
        assertEquals(ServerTiming.ABSENT, app("app, app;dur=3"), "the first app has no duration");
        assertEquals(7, alloc("alloc;dur=7, alloc;dur=8"));
    }

    @Test
    void readsInPlaceAndForgetsTheLastAnswer() {
        byte[] buffer = "xxServer-Timing: app;dur=0.025, alloc;dur=1056\r\nrest".getBytes(StandardCharsets.ISO_8859_1);
        ServerTiming timing = new ServerTiming();
        int from = "xxServer-Timing: ".length();
        timing.read(buffer, from, from + "app;dur=0.025, alloc;dur=1056".length());
        assertEquals(25, timing.appMicros());
        assertEquals(1056, timing.allocatedBytes());
        timing.read("db;dur=1");
        assertEquals(ServerTiming.ABSENT, timing.appMicros());
        assertEquals(ServerTiming.ABSENT, timing.allocatedBytes());
    }

    @Test
    void absentWhenMissingOrMalformed() {
        assertEquals(ServerTiming.ABSENT, app(null));
        assertEquals(ServerTiming.ABSENT, app(""));
        assertEquals(ServerTiming.ABSENT, app("db;dur=1.5"));
        assertEquals(ServerTiming.ABSENT, app("application;dur=1.5"));
        assertEquals(ServerTiming.ABSENT, app("app"));
        assertEquals(ServerTiming.ABSENT, app("app;dur"));
        assertEquals(ServerTiming.ABSENT, app("app;dur=abc"));
        assertEquals(ServerTiming.ABSENT, app("app;dur=\"1\""), "a quoted duration is no number here");
        assertEquals(ServerTiming.ABSENT, app("app, db;dur=3"), "dur belongs to another metric");
        assertEquals(ServerTiming.ABSENT, app("app;dur=1234567890123456"), "too large to be milliseconds");
        assertEquals(ServerTiming.ABSENT, alloc("alloc;dur=x"));
        assertEquals(ServerTiming.ABSENT, app("app;desc=\"unterminated, app;dur=3"));
    }
}
