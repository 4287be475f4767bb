package org.echosoap.client.load;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ServerTimingTest {

    @Test
    void readsTheAppDurationInMicros() {
        assertEquals(42, ServerTiming.appMicros("app;dur=0.042"));
        assertEquals(1_234_567, ServerTiming.appMicros("app;dur=1234.567"));
        assertEquals(0, ServerTiming.appMicros("app;dur=0.000"));
        assertEquals(5_000, ServerTiming.appMicros("app;dur=5"));
    }

    @Test
    void roundsBeyondMicroseconds() {
        assertEquals(43, ServerTiming.appMicros("app;dur=0.0425"));
        assertEquals(42, ServerTiming.appMicros("app;dur=0.0424"));
    }

    @Test
    void findsAppAmongOtherMetrics() {
        assertEquals(42, ServerTiming.appMicros("db;dur=1.5, app;dur=0.042"));
        assertEquals(42, ServerTiming.appMicros("app;dur=0.042, alloc;desc=\"bytes\";dur=18312"));
        assertEquals(42, ServerTiming.appMicros("app;desc=\"webapp\";dur=0.042"));
    }

    @Test
    void absentWhenMissingOrMalformed() {
        assertEquals(ServerTiming.ABSENT, ServerTiming.appMicros(null));
        assertEquals(ServerTiming.ABSENT, ServerTiming.appMicros(""));
        assertEquals(ServerTiming.ABSENT, ServerTiming.appMicros("db;dur=1.5"));
        assertEquals(ServerTiming.ABSENT, ServerTiming.appMicros("application;dur=1.5"));
        assertEquals(ServerTiming.ABSENT, ServerTiming.appMicros("app"));
        assertEquals(ServerTiming.ABSENT, ServerTiming.appMicros("app;dur=abc"));
        assertEquals(ServerTiming.ABSENT, ServerTiming.appMicros("app, db;dur=3"), "dur belongs to another metric");
    }
}
