package org.echosoap.client.scenario.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class SoapVersionTest {

    private static byte[] envelope(String namespace) {
        return ("<?xml version=\"1.0\"?><s:Envelope xmlns:s=\"" + namespace + "\"><s:Body><a/></s:Body></s:Envelope>")
                .getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void detectsTheVersionFromTheEnvelopeNamespace() {
        assertEquals(SoapVersion.SOAP_11, SoapVersion.detect(envelope("http://schemas.xmlsoap.org/soap/envelope/"), "r"));
        assertEquals(SoapVersion.SOAP_12, SoapVersion.detect(envelope("http://www.w3.org/2003/05/soap-envelope"), "r"));
    }

    @Test
    void refusesWhatIsNoEnvelopeOrBoth() {
        IllegalArgumentException none = assertThrows(IllegalArgumentException.class,
                () -> SoapVersion.detect("<order/>".getBytes(StandardCharsets.UTF_8), "request a.xml"));
        assertTrue(none.getMessage().startsWith("request a.xml is not a SOAP envelope"), none.getMessage());
        byte[] both = ("<e xmlns:a='http://schemas.xmlsoap.org/soap/envelope/' "
                + "xmlns:b='http://www.w3.org/2003/05/soap-envelope'/>").getBytes(StandardCharsets.UTF_8);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> SoapVersion.detect(both, "r"))
                .getMessage().contains("both"));
    }

    @Test
    void soap11SendsAQuotedSoapActionAndSoap12TheActionParameter() {
        assertEquals("text/xml; charset=UTF-8", SoapVersion.SOAP_11.contentType("urn:placeOrder"));
        assertEquals("\"urn:placeOrder\"", SoapVersion.SOAP_11.soapActionHeader("urn:placeOrder"));
        assertEquals("\"\"", SoapVersion.SOAP_11.soapActionHeader(null));
        assertEquals("application/soap+xml; charset=UTF-8; action=\"urn:placeOrder\"",
                SoapVersion.SOAP_12.contentType("urn:placeOrder"));
        assertEquals("application/soap+xml; charset=UTF-8", SoapVersion.SOAP_12.contentType(null));
        assertNull(SoapVersion.SOAP_12.soapActionHeader("urn:placeOrder"));
    }

    @Test
    void parsesTheOption() {
        assertEquals(SoapVersion.SOAP_12, SoapVersion.parse("1.2"));
        assertEquals(SoapVersion.SOAP_11, SoapVersion.parse(" 1.1 "));
        assertThrows(IllegalArgumentException.class, () -> SoapVersion.parse("2.0"));
    }
}
