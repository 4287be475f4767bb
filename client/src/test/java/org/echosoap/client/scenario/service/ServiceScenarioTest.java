package org.echosoap.client.scenario.service;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.Scenario;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ServiceScenarioTest {

    private static final String V11 = "<s:Envelope xmlns:s=\"http://schemas.xmlsoap.org/soap/envelope/\"><s:Body>"
            + "<getQuote xmlns=\"urn:example:orders\"><sku>%s</sku></getQuote></s:Body></s:Envelope>";
    private static final String V12 = "<s:Envelope xmlns:s=\"http://www.w3.org/2003/05/soap-envelope\"><s:Body>"
            + "<getQuote xmlns=\"urn:example:orders\"/></s:Body></s:Envelope>";

    @TempDir
    Path dir;

    private Path file(String name, String body) throws Exception {
        return Files.writeString(dir.resolve(name), body, StandardCharsets.UTF_8);
    }

    private static ServiceSpec spec(String url, List<Path> requests, String baseline) {
        return new ServiceSpec(URI.create(url), requests, "urn:getQuote",
                List.of(new Endpoint.Header("Authorization", "Basic dTpw")), null, baseline, List.of(), List.of());
    }

    @Test
    void sendsTheRequestsInTurnAndSizesEachBaselineMessageToItsAnswer() throws Exception {
        Path a = file("a.xml", String.format(V11, "A"));
        Path b = file("b.xml", V12);
        Scenario s = ServiceScenario.build(spec("http://127.0.0.1:8080/orders/services/OrderService?x=1", List.of(a, b), null),
                message -> message.contentType().startsWith("text/xml") ? 300 : 500, note -> { });
        Endpoint service = s.measured();
        assertEquals("OrderService", service.name());
        assertEquals(2, service.messages().size());
        assertEquals("/orders/services/OrderService?x=1", service.message(0).path());
        assertEquals("\"urn:getQuote\"", service.message(0).soapAction());
        assertNull(service.message(1).soapAction());
        assertEquals("application/soap+xml; charset=UTF-8; action=\"urn:getQuote\"", service.message(1).contentType());
        assertEquals(service.message(0), service.message(2), "the rotation starts over");
        Endpoint baseline = s.baseline().orElseThrow();
        assertEquals("null", baseline.name());
        assertEquals("/echosoap/baseline/null?responseBytes=300", baseline.message(0).path());
        assertEquals("/echosoap/baseline/null?responseBytes=500", baseline.message(1).path());
        assertArrayEquals(service.message(1).requestBody(), baseline.message(1).requestBody());
        assertEquals(service.message(1).headers(), baseline.message(1).headers());
        assertEquals(service.message(0).soapAction(), baseline.message(0).soapAction());
    }

    @Test
    void answersOfVaryingLengthGiveTheirMedianAndANote() throws Exception {
        Path a = file("a.xml", String.format(V11, "A"));
        AtomicInteger call = new AtomicInteger();
        long[] lengths = {310, 300, 330, 305, 320};
        List<String> notes = new ArrayList<>();
        Scenario s = ServiceScenario.build(spec("http://h:1/svc", List.of(a), null),
                message -> lengths[call.getAndIncrement()], notes::add);
        assertEquals(ServiceScenario.SIZING_CALLS, call.get());
        assertEquals("/echosoap/baseline/null?responseBytes=310", s.baseline().orElseThrow().path());
        assertEquals(List.of("the answers to a.xml vary in length (300-330 bytes in 5 calls): the baseline answers "
                + "310 bytes, their median"), notes);
    }

    @Test
    void anotherBaselineOnTheSameOriginIsUsedAsIsAndNoneMeansNone() throws Exception {
        Path a = file("a.xml", String.format(V11, "A"));
        Scenario own = ServiceScenario.build(spec("http://h:1/svc", List.of(a), "http://h:1/app/noop"),
                message -> { throw new AssertionError("not sized"); }, note -> { });
        assertEquals("/app/noop", own.baseline().orElseThrow().path());
        Scenario sized = ServiceScenario.build(spec("http://h:1/svc", List.of(a), "http://h:1/tools/baseline/null?x=1"),
                message -> 42, note -> { });
        assertEquals("/tools/baseline/null?x=1&responseBytes=42", sized.baseline().orElseThrow().path());
        Scenario none = ServiceScenario.build(spec("http://h:1/svc", List.of(a), "none"), m -> 1, note -> { });
        assertTrue(none.baseline().isEmpty());
        assertTrue(none.description().contains("no SOAP cost can be given"));
        IllegalArgumentException elsewhere = assertThrows(IllegalArgumentException.class,
                () -> ServiceScenario.validate(spec("http://h:1/svc", List.of(a), "http://other:1/echosoap/baseline/null")));
        assertTrue(elsewhere.getMessage().startsWith("--baseline-url must be on the same host and port as --url"));
    }

    @Test
    void requestFilesComeInTheOrderGivenThenTheDirectorysByName() throws Exception {
        Path first = file("z.xml", V12);
        Path sub = Files.createDirectory(dir.resolve("mix"));
        Files.writeString(sub.resolve("b.xml"), V12);
        Files.writeString(sub.resolve("a.xml"), V12);
        Files.writeString(sub.resolve("notes.txt"), "not a request");
        assertEquals(List.of(first, sub.resolve("a.xml"), sub.resolve("b.xml")),
                ServiceScenario.requestFiles(List.of(first), sub));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ServiceScenario.requestFiles(List.of(), null))
                .getMessage().contains("--request FILE"));
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> ServiceScenario.requestFiles(List.of(), dir.resolve("missing"))).getMessage().contains("not a directory"));
    }

    @Test
    void rowNamesComeFromTheLastPathSegment() {
        assertEquals("OrderService", ServiceScenario.rowName(URI.create("http://h/a/services/OrderService/")));
        assertEquals("service", ServiceScenario.rowName(URI.create("http://h")));
        assertEquals("service", ServiceScenario.rowName(URI.create("http://h/x/null")));
    }
}
