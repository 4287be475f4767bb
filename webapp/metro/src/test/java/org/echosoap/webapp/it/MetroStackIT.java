package org.echosoap.webapp.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.Stack;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.w3c.dom.Document;

/**
 * What only the Metro WAR (echosoap-metro.war) has to show, beyond the contract ITs that run on every stack: the
 * Metro defaults it changes really are changed (parser limits, SOAP 1.2 routing, faults without details), and the
 * one documented way its answers differ from Axis2's (undeclared child elements are skipped, not refused).
 */
@ExtendWith(SharedServer.class)
class MetroStackIT {

    private static final String SOAP11 = "http://schemas.xmlsoap.org/soap/envelope/";
    private static final String BENCHMARK_NS = "http://www.extreme.indiana.edu/wsdl/Benchmark1";

    @Test
    void parserLimitsAreTheContractsNotMetrosDefaults(EchosoapServer server) throws Exception {
        URI echoFloat = server.uri(Stack.METRO, "/services/EchoFloat");
        // Metro's own Woodstox set-up refuses depth 500 and 500 attributes; the contract (XmlLimits) allows 1,000.
        HttpResponse<byte[]> deep = Http.post(echoFloat, seedWithHeader(nested(600)));
        assertEquals(200, deep.statusCode(), () -> Http.body(deep));
        HttpResponse<byte[]> attributes = Http.post(echoFloat, seedWithHeader(withAttributes(900)));
        assertEquals(200, attributes.statusCode(), () -> Http.body(attributes));

        HttpResponse<byte[]> tooDeep = Http.post(echoFloat, seedWithHeader(nested(1001)));
        assertClientFault(tooDeep, "Maximum Element Depth limit (1000)");
        HttpResponse<byte[]> tooMany = Http.post(echoFloat, seedWithHeader(withAttributes(1001)));
        assertClientFault(tooMany, "Attribute limit (1000)");
    }

    @Test
    void soap12GoesToTheTwinEndpointWhichIsNotReachableByItself(EchosoapServer server) throws Exception {
        String envelope12 = "<s:Envelope xmlns:s=\"http://www.w3.org/2003/05/soap-envelope\"><s:Body>"
                + "<echoFloat xmlns=\"http://tempuri.org/\"><input>Infinity</input></echoFloat></s:Body></s:Envelope>";
        HttpResponse<byte[]> refused = Http.postAs(server.uri(Stack.METRO, "/services/EchoFloat"),
                "application/soap+xml; charset=UTF-8", envelope12.getBytes(StandardCharsets.UTF_8));
        assertEquals(500, refused.statusCode(), () -> Http.body(refused));
        Document fault = Xml.parse(refused.body());
        String text = Http.body(refused);
        assertTrue(Xml.text(fault, "//*[local-name()='Code']/*[local-name()='Value']").endsWith(":Sender"), text);
        assertTrue(Xml.text(fault, "//*[local-name()='Reason']/*[local-name()='Text']")
                .contains("echoFloat input is not an xsd:float: 'Infinity'"), text);

        // The twin has no servlet mapping of its own: only SoapRequestGate routes to it.
        HttpResponse<byte[]> direct = Http.postAs(server.uri(Stack.METRO, "/soap12/EchoFloat"),
                "application/soap+xml; charset=UTF-8", envelope12.getBytes(StandardCharsets.UTF_8));
        assertEquals(404, direct.statusCode(), () -> Http.body(direct));
    }

    @Test
    void faultsCarryNeitherDetailNorStackTrace(EchosoapServer server) throws Exception {
        HttpResponse<byte[]> refused = Http.post(server.uri(Stack.METRO, "/services/Benchmark"),
                envelope("<echoInts xmlns=\"" + BENCHMARK_NS + "\"><input>1</input><input>x</input></echoInts>")
                        .getBytes(StandardCharsets.UTF_8));
        assertClientFault(refused, "echoInts: input 2 is not an xsd:int: 'x'");
        String text = Http.body(refused);
        assertFalse(text.contains("detail") || text.contains("stackTrace") || text.contains("com.sun"), text);
    }

    @Test
    void undeclaredChildElementsAreSkippedAsJaxbDoes(EchosoapServer server) throws Exception {
        // The documented difference from Axis2 (docs/stacks.md, Metro): JAXB skips what the schema does not declare.
        URI benchmark = server.uri(Stack.METRO, "/services/Benchmark");
        HttpResponse<byte[]> echoVoid = Http.post(benchmark,
                envelope("<echoVoid xmlns=\"" + BENCHMARK_NS + "\"><x/></echoVoid>").getBytes(StandardCharsets.UTF_8));
        assertEquals(200, echoVoid.statusCode(), () -> Http.body(echoVoid));
        assertTrue(Http.body(echoVoid).contains("echoVoidResponse"), () -> Http.body(echoVoid));

        HttpResponse<byte[]> unqualified = Http.post(benchmark,
                envelope("<echoInts xmlns=\"" + BENCHMARK_NS + "\"><input xmlns=\"\">1</input><input>2</input></echoInts>")
                        .getBytes(StandardCharsets.UTF_8));
        assertEquals(200, unqualified.statusCode(), () -> Http.body(unqualified));
        assertTrue(Http.body(unqualified).contains("<echoIntsReturn>2</echoIntsReturn></echoIntsResponse>"),
                () -> Http.body(unqualified));
    }

    private static void assertClientFault(HttpResponse<byte[]> response, String reasonPart) throws Exception {
        String text = Http.body(response);
        assertEquals(500, response.statusCode(), text);
        Document fault = Xml.parse(response.body());
        assertTrue(Xml.text(fault, "//faultcode").endsWith(":Client"), text);
        assertTrue(Xml.text(fault, "//faultstring").contains(reasonPart), text);
    }

    private static String envelope(String body) {
        return "<soap:Envelope xmlns:soap=\"" + SOAP11 + "\"><soap:Body>" + body + "</soap:Body></soap:Envelope>";
    }

    /** The seed's echoFloat with {@code header} as the content of a SOAP Header (which Metro parses in full). */
    private static byte[] seedWithHeader(String header) {
        return ("<soap:Envelope xmlns:soap=\"" + SOAP11 + "\"><soap:Header>" + header + "</soap:Header><soap:Body>"
                + "<echoFloat xmlns=\"http://tempuri.org/\"><input>3.14159</input></echoFloat></soap:Body>"
                + "</soap:Envelope>").getBytes(StandardCharsets.UTF_8);
    }

    /** {@code levels} nested elements; with Envelope and Header around them the depth is levels + 2. */
    private static String nested(int levels) {
        return "<a xmlns=\"urn:x\">".repeat(levels - 2) + "</a>".repeat(levels - 2);
    }

    private static String withAttributes(int count) {
        StringBuilder element = new StringBuilder("<h xmlns=\"urn:x\"");
        for (int i = 0; i < count; i++) {
            element.append(" a").append(i).append("=\"\"");
        }
        return element.append("/>").toString();
    }
}
