package org.echosoap.webapp.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.ItPaths;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.TestInstance;
import org.w3c.dom.Document;

/**
 * Apache SOAP 2.3.1 (end of life) as {@code webapp/apachesoap} builds it: its javax jar converted to Jakarta EE at
 * build time, deployed next to echosoap.war with the launcher's {@code --war}, answering seed 000's request through
 * its RPC router, every entity and size attack of the hostile cases refused before the router parses, no admin page
 * nor service-management service, and a good request served after each.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ApacheSoapIT {

    private static final String CONTEXT = "echosoap-apachesoap";
    private static final String ROUTER = "/servlet/rpcrouter";

    /** The hostile cases about the XML itself (entities, DOCTYPE, size, shape), run against the RPC router. */
    private static final Set<String> XML_CASES = Set.of("billion-laughs", "doctype", "xxe-local-file",
            "parameter-entities", "truncated-body", "malformed-xml", "not-xml", "empty-body", "deep-nesting",
            "deep-nesting-in-header", "million-elements", "million-elements-in-header", "million-attributes",
            "big-attribute");

    private EchosoapServer server;

    @BeforeAll
    void start() throws Exception {
        Path war = ItPaths.root().resolve("webapp/apachesoap/target/echosoap-apachesoap.war");
        server = EchosoapServer.start(ItPaths.moduleTarget().resolve("it-apachesoap"), List.of(war));
    }

    @AfterAll
    void stop() throws Exception {
        if (server != null) {
            server.close();
        }
    }

    private URI router() {
        return server.uri(CONTEXT, ROUTER);
    }

    @Test
    void answersTheSeedRequestThroughItsRpcRouter() throws Exception {
        HttpResponse<byte[]> r = Http.postSeed(router());
        assertEquals(200, r.statusCode(), text(r));
        Document answer = Xml.parse(r.body());
        assertEquals("3.14159", Xml.text(answer, "//*[local-name()='echoFloatResponse' and "
                + "namespace-uri()='http://tempuri.org/']/*[local-name()='return']"));
        HttpResponse<byte[]> value = Http.post(router(), Seed.requestWithValue("-2.5E-3"));
        assertTrue(text(value).contains(">-0.0025</return>"), text(value));
    }

    @Test
    void anEntityInADoctypeNeverReachesTheRouter() throws Exception {
        byte[] request = ("<?xml version=\"1.0\"?><!DOCTYPE x [<!ENTITY a \"9.75\">]><SOAP-ENV:Envelope xmlns:SOAP-ENV="
                + "\"http://schemas.xmlsoap.org/soap/envelope/\"><SOAP-ENV:Body><echoFloat xmlns=\"http://tempuri.org/\">"
                + "<input>&a;</input></echoFloat></SOAP-ENV:Body></SOAP-ENV:Envelope>").getBytes(StandardCharsets.UTF_8);
        HttpResponse<byte[]> r = Http.post(router(), request);
        assertEquals(500, r.statusCode(), text(r));
        assertFalse(text(r).contains("9.75"), "the stock router expands it and answers 9.75");
        assertEquals("SOAP-ENV:Client", Xml.text(Xml.parse(r.body()), "//faultcode"));
        assertTrue(text(r).contains("a DOCTYPE is not allowed"), text(r));
    }

    @Test
    void noAdminPagesNoServiceManagement() throws Exception {
        HttpResponse<byte[]> get = Http.get(router());
        assertEquals(405, get.statusCode(), text(get));
        assertEquals(1, text(get).strip().lines().count());
        for (String page : List.of("/admin/index.html", "/servlet/messagerouter", "/index.html")) {
            assertEquals(404, Http.get(server.uri(CONTEXT, page)).statusCode(), page);
        }
        byte[] list = ("<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap:Body>"
                + "<list xmlns=\"urn:xml-soap-service-management-service\"/></soap:Body></soap:Envelope>")
                .getBytes(StandardCharsets.UTF_8);
        HttpResponse<byte[]> r = Http.post(router(), list);
        assertEquals(500, r.statusCode(), "the service-management SOAP interface is off: " + text(r));
        assertFalse(text(r).contains("http://tempuri.org/</item>"), text(r));
    }

    @Test
    void itsOwnNullBaselineAnswersTheAskedBytes() throws Exception {
        HttpResponse<byte[]> r = Http.postSeed(server.uri(CONTEXT, "/baseline/null?responseBytes=400"));
        assertEquals(200, r.statusCode());
        assertEquals(400, r.body().length);
    }

    @TestFactory
    Stream<DynamicTest> hostileXmlIsRefusedBeforeTheRouter() throws Exception {
        List<DynamicTest> tests = new ArrayList<>();
        for (HostileCase c : HostileCase.all()) {
            if (XML_CASES.contains(c.name())) {
                tests.add(DynamicTest.dynamicTest(c.name(), () -> check(c)));
            }
        }
        assertEquals(XML_CASES.size(), tests.size(), "a case file was renamed");
        return tests.stream();
    }

    private void check(HostileCase c) throws Exception {
        HostileRequest.Answer answer = HostileRequest.send(server.port(), "/" + CONTEXT + ROUTER, c);
        RawHttp.Response response = answer.response();
        String body = new String(response.body(), StandardCharsets.UTF_8);
        String where = c.name() + ": HTTP " + response.status() + " " + body.substring(0, Math.min(2000, body.length()));
        assertTrue(c.statuses().contains(response.status()), () -> "status not in " + c.statuses() + ": " + where);
        for (String s : c.contains()) {
            assertTrue(body.contains(s), () -> "missing '" + s + "': " + where);
        }
        for (String s : c.notContains()) {
            assertFalse(body.contains(s), () -> "contains '" + s + "': " + where);
        }
        for (String s : List.of("Exception", "at org.", "java.", "org.apache", "\tat ")) {
            assertFalse(body.contains(s), () -> "leaks '" + s + "': " + where);
        }
        if (response.status() == 500) {
            Document fault = Xml.parse(response.body());
            assertTrue(Xml.text(fault, "//faultcode").endsWith(":Client"), where);
            String reason = Xml.text(fault, "//faultstring");
            assertFalse(reason.isBlank() || reason.contains("\n"), where);
        }
        HttpResponse<byte[]> normal = Http.postSeed(router());
        assertEquals(200, normal.statusCode(), () -> "router unhealthy after " + where);
    }

    private static String text(HttpResponse<byte[]> r) {
        return new String(r.body(), StandardCharsets.UTF_8);
    }
}
