package org.echosoap.client.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class IntervalLogTest {

    @Test
    void anUntaggedLogIsNamedAfterTheEndpointItsFileNames() {
        assertEquals("EchoFloat", IntervalLog.endpointOf("EchoFloat.hlog"));
        assertEquals("null_responseBytes_12", IntervalLog.endpointOf("benchmark.echoInts-1000-cxf--null_responseBytes_12.hlog"));
        assertEquals("a-b", IntervalLog.endpointOf("a-b.hlog"));
    }
}
