package org.echosoap.webapp.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.Stack;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.w3c.dom.Document;

/**
 * What only the CXF stack's WAR needs checked, beyond the contract ITs that run on every stack: that it carries the
 * same filter chain and baselines as echosoap.war, that the CXF defaults echosoap changes are in force (XML depth,
 * SOAP 1.2 on the SOAP 1.1 endpoints), and that its state is its own.
 */
@ExtendWith(SharedServer.class)
class CxfStackIT {

    private static final String SOAP11 = "http://schemas.xmlsoap.org/soap/envelope/";
    private static final String SOAP12 = "http://www.w3.org/2003/05/soap-envelope";

    @Test
    void carriesTheFilterChainAndTheBaselines(EchosoapServer server) throws Exception {
        HttpResponse<byte[]> soap = Http.postSeed(server.uri(Stack.CXF, "/services/EchoFloat"));
        assertEquals(200, soap.statusCode(), () -> text(soap));
        assertTrue(Http.header(soap, "Server-Timing").startsWith("app;dur="), "Server-Timing on the CXF endpoint");
        for (String baseline : new String[] {"/baseline/null", "/baseline/bytes", "/baseline/chars",
                "/baseline/spin?micros=10"}) {
            HttpResponse<byte[]> answer = Http.postSeed(server.uri(Stack.CXF, baseline));
            assertEquals(200, answer.statusCode(), () -> baseline + ": " + text(answer));
            assertTrue(Http.header(answer, "Server-Timing").startsWith("app;dur="), baseline);
        }
    }

    @Test
    void everyServicesWsdlNamesTheAddressAsked(EchosoapServer server) throws Exception {
        for (String service : new String[] {"EchoFloat", "Benchmark", "Latency"}) {
            HttpResponse<byte[]> wsdl = Http.get(server.uri(Stack.CXF, "/services/" + service + "?wsdl"));
            assertEquals(200, wsdl.statusCode(), service);
            String address = Xml.text(Xml.parse(wsdl.body()), "//wsdl:service/wsdl:port/soap:address/@location");
            assertEquals("http://127.0.0.1:" + server.port() + "/echosoap-cxf/services/" + service, address);
        }
    }

    @Test
    void getOnAnEndpointIs405AllowingPost(EchosoapServer server) throws Exception {
        HttpResponse<byte[]> get = Http.get(server.uri(Stack.CXF, "/services/Benchmark"));
        assertEquals(405, get.statusCode(), () -> text(get));
        assertEquals("POST", Http.header(get, "Allow"));
    }

    /**
     * CXF's own depth limit is 100 elements; echosoap sets XmlLimits.MAX_DEPTH (1,000) on every stack. CXF builds the
     * SOAP Header as a DOM, so a deep header shows the limit in force: 900 levels pass, 1,001 are refused.
     */
    @Test
    void appliesTheXmlDepthLimitOfEveryStack(EchosoapServer server) throws Exception {
        HttpResponse<byte[]> deep = Http.post(server.uri(Stack.CXF, "/services/EchoFloat"), withHeaderDepth(900));
        assertEquals(200, deep.statusCode(), () -> text(deep));
        assertEquals("1.5", Xml.echoResult(deep.body()));

        HttpResponse<byte[]> tooDeep = Http.post(server.uri(Stack.CXF, "/services/EchoFloat"), withHeaderDepth(1001));
        assertEquals(500, tooDeep.statusCode(), () -> text(tooDeep));
        Document fault = Xml.parse(tooDeep.body());
        assertTrue(Xml.text(fault, "//faultcode").endsWith(":Client"), () -> text(tooDeep));
        assertTrue(Xml.text(fault, "//faultstring").contains("1000"), () -> text(tooDeep));
    }

    /** CXF refuses SOAP 1.2 on a SOAP 1.1 binding by default; echosoap's stacks take both, and fault in 1.2. */
    @Test
    void answersSoap12InSoap12IncludingFaults(EchosoapServer server) throws Exception {
        byte[] bad = ("<s:Envelope xmlns:s=\"" + SOAP12 + "\"><s:Body><echoFloat xmlns=\"http://tempuri.org/\">"
                + "<input>Infinity</input></echoFloat></s:Body></s:Envelope>").getBytes(StandardCharsets.UTF_8);
        HttpResponse<byte[]> fault = Http.postAs(server.uri(Stack.CXF, "/services/EchoFloat"),
                "application/soap+xml; charset=UTF-8", bad);
        assertEquals(500, fault.statusCode(), () -> text(fault));
        assertTrue(Http.header(fault, "Content-Type").startsWith("application/soap+xml"), () -> text(fault));
        String body = text(fault);
        assertTrue(body.contains(SOAP12) && !body.contains(SOAP11), body);
        assertTrue(body.contains(":Sender</"), body);
        assertTrue(body.contains("echoFloat: input is not an xsd:float: 'Infinity'"), body);
    }

    /** setSize stores a size per deployed webapp: the CXF stack's Latency does not change the Axis2 stack's. */
    @Test
    void latencySizeIsPerStack(EchosoapServer server) throws Exception {
        try {
            setSize(server, Stack.CXF, 7);
            setSize(server, Stack.AXIS2, 9);
            assertEquals(7, storedStringLength(server, Stack.CXF));
            assertEquals(9, storedStringLength(server, Stack.AXIS2));
        } finally {
            setSize(server, Stack.CXF, 200);
            setSize(server, Stack.AXIS2, 200);
        }
    }

    private static void setSize(EchosoapServer server, Stack stack, int size) throws Exception {
        HttpResponse<byte[]> r = Http.post(server.uri(stack, "/services/Latency"),
                latency("<l:setSize><l:size>" + size + "</l:size></l:setSize>"), "SOAPAction", "setSize");
        assertEquals(200, r.statusCode(), () -> text(r));
    }

    private static int storedStringLength(EchosoapServer server, Stack stack) throws Exception {
        HttpResponse<byte[]> r = Http.post(server.uri(stack, "/services/Latency"), latency("<l:getString/>"),
                "SOAPAction", "getString");
        assertEquals(200, r.statusCode(), () -> text(r));
        Document d = Xml.parse(r.body());
        return Xml.xpath(java.util.Map.of("l", "http://echosoap.org/wsdl/Latency"))
                .evaluate("string(//l:getStringResponse/l:return)", d).length();
    }

    private static byte[] latency(String body) {
        return ("<s:Envelope xmlns:s=\"" + SOAP11 + "\" xmlns:l=\"http://echosoap.org/wsdl/Latency\"><s:Body>" + body
                + "</s:Body></s:Envelope>").getBytes(StandardCharsets.UTF_8);
    }

    /** The seed echoFloat with a SOAP Header nesting {@code levels} elements below the Envelope and Header. */
    private static byte[] withHeaderDepth(int levels) {
        int nested = levels - 2;
        return ("<s:Envelope xmlns:s=\"" + SOAP11 + "\"><s:Header>" + "<a>".repeat(nested) + "</a>".repeat(nested)
                + "</s:Header><s:Body><echoFloat xmlns=\"http://tempuri.org/\"><input>1.5</input></echoFloat>"
                + "</s:Body></s:Envelope>").getBytes(StandardCharsets.UTF_8);
    }

    private static String text(HttpResponse<byte[]> response) {
        return response.statusCode() + " " + new String(response.body(), StandardCharsets.UTF_8);
    }
}
