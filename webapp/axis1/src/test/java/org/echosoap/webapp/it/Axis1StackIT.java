package org.echosoap.webapp.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.Stack;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.w3c.dom.Document;

/**
 * What only the Axis 1.4 stack's WAR (/axis1, end-of-life) needs checked, beyond the contract ITs and hostile cases
 * that run on every stack: the same filter chain and baselines as echosoap.war, each service's WSDL with the address
 * asked, none of Axis 1's administration and listing pages, and what its gate refuses before Axis parses.
 */
@ExtendWith(SharedServer.class)
class Axis1StackIT {

    @Test
    void carriesTheFilterChainAndTheBaselines(EchosoapServer server) throws Exception {
        HttpResponse<byte[]> soap = Http.postSeed(server.uri(Stack.AXIS1, "/services/EchoFloat"));
        assertEquals(200, soap.statusCode(), () -> text(soap));
        assertEquals(Seed.VALUE, Xml.echoResult(soap.body()));
        assertTrue(Http.header(soap, "Server-Timing").startsWith("app;dur="), "Server-Timing on the Axis 1 endpoint");
        for (String baseline : new String[] {"/baseline/null", "/baseline/bytes", "/baseline/chars",
                "/baseline/spin?micros=10"}) {
            HttpResponse<byte[]> answer = Http.postSeed(server.uri(Stack.AXIS1, baseline));
            assertEquals(200, answer.statusCode(), () -> baseline + ": " + text(answer));
            assertTrue(Http.header(answer, "Server-Timing").startsWith("app;dur="), baseline);
        }
    }

    @Test
    void everyServicesWsdlIsTheContractWithTheAddressAsked(EchosoapServer server) throws Exception {
        String[][] services = {
            {"EchoFloat", "http://tempuri.org/"},
            {"Benchmark", "http://www.extreme.indiana.edu/wsdl/Benchmark1"},
            {"Latency", "http://echosoap.org/wsdl/Latency"},
        };
        for (String[] service : services) {
            HttpResponse<byte[]> wsdl = Http.get(server.uri(Stack.AXIS1, "/services/" + service[0] + "?wsdl"));
            assertEquals(200, wsdl.statusCode(), service[0]);
            Document doc = Xml.parse(wsdl.body());
            assertEquals(service[1], doc.getDocumentElement().getAttribute("targetNamespace"), service[0]);
            String address = Xml.text(doc, "//wsdl:service/wsdl:port/soap:address/@location");
            assertEquals("http://127.0.0.1:" + server.port() + "/axis1/services/" + service[0], address);
        }
    }

    /** Axis 1's AdminServlet, service list, AdminService, Version service, happyaxis.jsp and SOAPMonitor are gone. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"/servlet/AdminServlet", "/servlet/AxisServlet", "/services", "/services/",
        "/services/AdminService", "/services/Version", "/happyaxis.jsp", "/index.jsp", "/SOAPMonitor",
        "/services/EchoFloat?list", "/services/EchoFloat?method=echoFloat&input=1"})
    void administrationAndListingPagesAreNotThere(String path, EchosoapServer server) throws Exception {
        HttpResponse<byte[]> get = Http.get(server.uri(Stack.AXIS1, path));
        assertEquals(404, get.statusCode(), () -> path + ": " + text(get));
        for (String page : new String[] {"Axis HTTP Servlet", "And now... Some Services", "Hi, you have reached"}) {
            assertFalse(text(get).contains(page), () -> path + " shows Axis's page: " + text(get));
        }
    }

    @Test
    void adminServiceCannotBeCalled(EchosoapServer server) throws Exception {
        byte[] deploy = ("<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\"><soapenv:Body>"
                + "<deployment xmlns=\"http://xml.apache.org/axis/wsdd/\"/></soapenv:Body></soapenv:Envelope>")
                .getBytes(StandardCharsets.UTF_8);
        HttpResponse<byte[]> answer = Http.post(server.uri(Stack.AXIS1, "/services/AdminService"), deploy);
        assertEquals(404, answer.statusCode(), () -> text(answer));
    }

    @Test
    void answersSoap12InSoap12(EchosoapServer server) throws Exception {
        byte[] soap12 = ("<soap:Envelope xmlns:soap=\"http://www.w3.org/2003/05/soap-envelope\"><soap:Body>"
                + "<echoFloat xmlns=\"http://tempuri.org/\"><input>3.5</input></echoFloat></soap:Body></soap:Envelope>")
                .getBytes(StandardCharsets.UTF_8);
        HttpResponse<byte[]> answer = Http.postAs(server.uri(Stack.AXIS1, "/services/EchoFloat"),
                "application/soap+xml; charset=UTF-8", soap12);
        assertEquals(200, answer.statusCode(), () -> text(answer));
        assertTrue(Http.header(answer, "Content-Type").startsWith("application/soap+xml"), () -> text(answer));
        assertEquals("3.5", Xml.echoResult(answer.body()));
    }

    @Test
    void aValueTheContractRefusesIsAClientFaultInTheContractsWords(EchosoapServer server) throws Exception {
        HttpResponse<byte[]> answer = Http.post(server.uri(Stack.AXIS1, "/services/EchoFloat"),
                Seed.requestWithValue("Infinity"));
        assertEquals(500, answer.statusCode(), () -> text(answer));
        Document fault = Xml.parse(answer.body());
        assertTrue(Xml.text(fault, "//faultcode").endsWith(":Client"), () -> text(answer));
        assertEquals("not an xsd:float: 'Infinity'", Xml.text(fault, "//faultstring"), () -> text(answer));
        assertEquals(0, Xml.parse(answer.body()).getElementsByTagName("detail").getLength(), () -> text(answer));
    }

    /** Axis 1.4's bean deserializer is lenient where Axis2 and CXF refuse (BenchmarkIT skips this case here). */
    @Test
    void takesAnUnqualifiedInputForTheQualifiedOne(EchosoapServer server) throws Exception {
        byte[] request = ("<s:Envelope xmlns:s=\"http://schemas.xmlsoap.org/soap/envelope/\"><s:Body><echoInts xmlns=\""
                + BenchmarkSoap.NS + "\"><input xmlns=\"\">7</input></echoInts></s:Body></s:Envelope>")
                .getBytes(StandardCharsets.UTF_8);
        HttpResponse<byte[]> answer = Http.post(server.uri(Stack.AXIS1, "/services/Benchmark"), request);
        assertEquals(200, answer.statusCode(), () -> text(answer));
        assertTrue(text(answer).contains(">7</echoIntsReturn>"), () -> text(answer));
    }

    /**
     * End-of-life code answers loopback and the test hosts' private subnets only: the WAR's context.xml holds Tomcat's
     * RemoteCIDRValve with exactly those networks (a request from elsewhere cannot be sent from this machine's tests).
     */
    @Test
    void theWarAnswersOnlyLoopbackAndTheTestHosts() throws Exception {
        try (java.util.zip.ZipFile war = new java.util.zip.ZipFile(Stack.AXIS1.war().toFile())) {
            java.util.zip.ZipEntry entry = war.getEntry("META-INF/context.xml");
            assertTrue(entry != null, "META-INF/context.xml in " + Stack.AXIS1.war());
            Document context = Xml.parse(war.getInputStream(entry).readAllBytes());
            assertEquals("org.apache.catalina.valves.RemoteCIDRValve",
                    Xml.text(context, "/Context/Valve/@className"));
            java.util.List<String> allowed = java.util.Arrays.stream(Xml.text(context, "/Context/Valve/@allow")
                    .split(",")).map(String::strip).toList();
            assertEquals(java.util.List.of("127.0.0.0/8", "::1/128", "10.77.231.0/30", "10.78.0.0/24"), allowed);
        }
    }

    static String text(HttpResponse<byte[]> response) {
        return response.statusCode() + " " + new String(response.body(), StandardCharsets.UTF_8);
    }
}
