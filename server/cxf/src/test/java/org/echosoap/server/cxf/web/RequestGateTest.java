package org.echosoap.server.cxf.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class RequestGateTest {

    private final RequestGate gate = new RequestGate(List.of("Benchmark", "EchoFloat", "Latency"));

    @Test
    void letsSoapPostsAndMetadataGetsThrough() {
        assertNull(gate.check("POST", "/EchoFloat", null, "text/xml; charset=UTF-8"));
        assertNull(gate.check("POST", "/Latency", null, "application/soap+xml; action=getString"));
        assertNull(gate.check("POST", "/Benchmark", null, null)); // no Content-Type: read as SOAP 1.1
        assertNull(gate.check("POST", "/EchoFloat", null, "application/fastinfoset")); // binary XML, SOAP 1.1
        assertNull(gate.check("GET", "/Benchmark", "wsdl", null));
        assertNull(gate.check("GET", "/Benchmark", "xsd=1", null));
    }

    @Test
    void refusesOtherMethodsWith405AllowPost() {
        RequestGate.Refusal get = gate.check("GET", "/EchoFloat", null, null);
        assertEquals(405, get.status());
        assertTrue(get.allowPost());
        assertTrue(get.text().contains("take POST"));
        assertEquals(405, gate.check("PUT", "/EchoFloat", null, "text/xml").status());
        assertEquals(405, gate.check("DELETE", "/EchoFloat", null, null).status());
        assertEquals(405, gate.check("GET", "/EchoFloat", "foo=bar", null).status());
    }

    @Test
    void refusesNonSoapBodiesWith415() {
        RequestGate.Refusal json = gate.check("POST", "/EchoFloat", null, "application/json");
        assertEquals(415, json.status());
        assertEquals(415, gate.check("POST", "/EchoFloat", null, "application/fastinfoset-x").status());
        assertTrue(json.text().contains("is not SOAP; send text/xml"), json.text());
    }

    @Test
    void namesTheDeployedServicesForAnUnknownOne() {
        RequestGate.Refusal unknown = gate.check("POST", "/NoSuchService", null, "text/xml");
        assertEquals(404, unknown.status());
        assertEquals("no service named 'NoSuchService' here; deployed: Benchmark, EchoFloat, Latency", unknown.text());
        assertEquals(404, gate.check("GET", null, null, null).status());
        assertTrue(gate.check("POST", "/\u0000x" + "y".repeat(500), null, null).text().length() < 200);
    }
}
