package org.echosoap.server.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class HttpRefusalsTest {

    @Test
    void theServiceIsTheFirstPathSegment() {
        assertEquals("EchoFloat", HttpRefusals.serviceName("/EchoFloat"));
        assertEquals("Benchmark", HttpRefusals.serviceName("/Benchmark/extra"));
        assertEquals("", HttpRefusals.serviceName("/"));
        assertEquals("", HttpRefusals.serviceName(null));
    }

    @Test
    void theMediaTypeIgnoresParametersAndCase() {
        assertEquals("text/xml", HttpRefusals.mediaType("Text/XML; charset=UTF-8"));
        assertEquals("application/soap+xml", HttpRefusals.mediaType("application/soap+xml;action=\"x\""));
        assertEquals("", HttpRefusals.mediaType(null));
    }

    @Test
    void soapIsOneOfSoapsMediaTypesOrNoneAtAll() {
        assertTrue(HttpRefusals.isSoap("text/xml; charset=utf-8"));
        assertTrue(HttpRefusals.isSoap("Multipart/Related; type=\"application/xop+xml\""));
        assertTrue(HttpRefusals.isSoap(null));
        assertTrue(HttpRefusals.isSoap(" "));
        assertFalse(HttpRefusals.isSoap("application/json"));
    }

    @Test
    void echoedTextIsPrintableAndShort() {
        assertEquals("a?b", HttpRefusals.printable("a\u00e9b"));
        assertEquals("x".repeat(100) + "...", HttpRefusals.printable("x".repeat(101)));
        assertEquals("(none)", HttpRefusals.printable(null));
        assertEquals("no service named 'a?b' here; deployed: EchoFloat",
                HttpRefusals.unknownService("a\nb", "EchoFloat"));
        assertEquals("Content-Type application/json is not SOAP; send text/xml (SOAP 1.1) or application/soap+xml "
                + "(SOAP 1.2)", HttpRefusals.notSoap("application/json"));
    }

    @Test
    void theFirstQueryParameterNamesTheMetadata() {
        assertEquals("wsdl", HttpRefusals.firstQueryName("WSDL"));
        assertEquals("xsd", HttpRefusals.firstQueryName("xsd=1&x"));
        assertEquals("", HttpRefusals.firstQueryName(null));
    }
}
