package org.echosoap.server.metro;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class SoapRequestGateTest {

    @Test
    void theServiceIsThePathSegmentAfterServices() {
        assertEquals("EchoFloat", SoapRequestGate.serviceName("/services/EchoFloat"));
        assertEquals("Benchmark", SoapRequestGate.serviceName("/services/Benchmark/extra"));
        assertEquals("", SoapRequestGate.serviceName("/services/"));
        assertEquals("", SoapRequestGate.serviceName("/soap12/EchoFloat"));
    }
}
