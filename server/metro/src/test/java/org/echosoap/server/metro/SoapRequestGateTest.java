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

    @Test
    void theMediaTypeIgnoresParametersAndCase() {
        assertEquals("text/xml", SoapRequestGate.mediaType("Text/XML; charset=UTF-8"));
        assertEquals("application/soap+xml", SoapRequestGate.mediaType("application/soap+xml;action=\"x\""));
        assertEquals("", SoapRequestGate.mediaType(null));
    }

    @Test
    void echoedTextIsPrintableAndShort() {
        assertEquals("a?b", SoapRequestGate.printable("a\u00e9b"));
        assertEquals("x".repeat(100) + "...", SoapRequestGate.printable("x".repeat(101)));
        assertEquals("(none)", SoapRequestGate.printable(null));
    }
}
