package org.echosoap.webapp.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.ItPaths;
import org.echosoap.testsupport.Launcher;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.w3c.dom.Document;

/**
 * The SOAP::Lite server ({@code server/soaplite}) as the launcher starts it ({@code server start --stacks
 * axis2,soaplite}): the contracts answered as Axis2 answers them, its null baseline, its WSDLs, every hostile case
 * that applies to EchoFloat and Latency (the files HostileInputIT runs) with a good request served after each, an idle
 * connection that does not hold the others, and SOAP::Lite's own client and zeep (from the ?wsdl) calling both
 * SOAP::Lite and Axis2 unchanged (interop). Needs perl, Debian's libsoap-lite-perl and python3-zeep (.ci/run installs
 * them): without them these tests fail rather than skip.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SoapLiteIT {

    /** The hostile cases' Axis2 paths that have a SOAP::Lite twin; the Benchmark service is not served there. */
    private static final Map<String, String> ON_SOAPLITE = Map.of(
            "/echosoap/services/EchoFloat", "/soaplite/services/EchoFloat",
            "/echosoap/services/Latency", "/soaplite/services/Latency",
            "/echosoap/services/NoSuchService", "/soaplite/services/NoSuchService");

    /** Cases this server answers otherwise by design, and why (each checked in a test of its own below). */
    private static final Map<String, String> NOT_ON_SOAPLITE = Map.of(
            "soap12-envelope", "SOAP 1.2: this server speaks SOAP 1.1 only (soap12IsRefusedWith415)",
            "soap11-envelope-as-soap12", "SOAP 1.2's Content-Type: refused with 415 (soap12IsRefusedWith415)");

    /** Never in an answer: Java's internals (as HostileInputIT) and Perl's (file names, paths). */
    private static final List<String> INTERNALS = List.of("Exception", "at org.", "java.", "org.apache", "javax.",
            "\tat ", ".pm", "/usr/", "perl5", "SOAP/Lite");

    private static final String LATENCY_NS = "http://echosoap.org/wsdl/Latency";

    private EchosoapServer server;
    private int port;
    /** The half-sent request's answer, waited for while the other tests run (its 20 s are idle on our side). */
    private CompletableFuture<HalfSent> halfSent;

    /** What the server answered a request cut halfway, and after how many whole seconds. */
    private record HalfSent(String answer, long seconds) {
    }

    @BeforeAll
    void start() throws Exception {
        server = EchosoapServer.startWithSoapLite(ItPaths.webappTarget().resolve("it-soaplite"));
        port = Integer.parseInt(server.serverEnv().getProperty("soaplite_port"));
        halfSent = CompletableFuture.supplyAsync(this::sendHalfARequest);
    }

    @AfterAll
    void stop() throws Exception {
        if (server != null) {
            server.close();
        }
    }

    private URI soapLite(String path) {
        return URI.create("http://" + EchosoapServer.HOST + ":" + port + "/soaplite" + path);
    }

    @Test
    void launcherStartsReportsAndNamesIt() throws Exception {
        assertTrue(server.startResult().stdout().contains("and the SOAP::Lite server at http://127.0.0.1:" + port
                + "/soaplite"), server.startResult().describe());
        Launcher.Result status = Launcher.run("server", "status", "--base", server.base().toString());
        assertEquals(0, status.exitCode(), status.describe());
        assertTrue(status.stdout().contains("echosoap SOAP::Lite server running at http://127.0.0.1:" + port
                + "/soaplite (pid "), status.describe());
    }

    @Test
    void launcherRefusesAPortClashInOneLine() throws Exception {
        Launcher.Result r = Launcher.run("server", "start", "--port", "18555", "--stacks", "axis2,soaplite",
                "--soaplite-port", "18555", "--base", ItPaths.webappTarget().resolve("it-soaplite-refused").toString());
        assertEquals(2, r.exitCode(), r.describe());
        assertEquals("echosoap: --soaplite-port 18555 must differ from --port 18555", r.stderr().strip());
        Launcher.Result alone = Launcher.run("server", "start", "--soaplite-port", "18556", "--base",
                ItPaths.webappTarget().resolve("it-soaplite-refused").toString());
        assertEquals(2, alone.exitCode(), alone.describe());
        assertTrue(alone.stderr().contains("--soaplite-port needs soaplite in --stacks"), alone.describe());
    }

    @Test
    void echoFloatAnswersWhatAxis2Answers() throws Exception {
        // Not 123456789 nor 1.17549435E-38: Java 17's Float.toString writes more digits than needed for them
        // (1.23456792E8; JDK-4511638, fixed in Java 19), SOAP::Lite the fewest (1.2345679E8), the same float.
        for (String value : List.of("3.14159", "1", "-0", "1e10", "1.5E-5", "0.1", "0.001", "1e-4", "INF", "-INF",
                "NaN", " 2.5 ", "3.4028235E38", "1e39", "1.4e-45", "16777217", "-1e-50")) {
            HttpResponse<byte[]> lite = Http.post(soapLite("/services/EchoFloat"), Seed.requestWithValue(value));
            HttpResponse<byte[]> axis2 = Http.post(server.uri("/services/EchoFloat"), Seed.requestWithValue(value));
            assertEquals(200, lite.statusCode(), () -> value + ": " + text(lite));
            assertEquals(Xml.echoResult(axis2.body()), Xml.echoResult(lite.body()), () -> "input " + value);
        }
        HttpResponse<byte[]> seed = Http.postSeed(soapLite("/services/EchoFloat"));
        assertTrue(text(seed).contains("<echoFloatResult xmlns=\"http://tempuri.org/\"><result>3.14159</result>"),
                text(seed));
        assertTrue(Http.header(seed, "Server-Timing").matches("app;dur=[0-9.]+"), "the time inside, as the WARs");
    }

    @Test
    void aValueThatIsNoFloatIsAClientFaultAsOnAxis2() throws Exception {
        for (String value : List.of("abc", "Infinity", "0x1p3", "1f", "")) {
            HttpResponse<byte[]> lite = Http.post(soapLite("/services/EchoFloat"), Seed.requestWithValue(value));
            assertEquals(500, lite.statusCode(), () -> value + ": " + text(lite));
            assertFault(lite.body(), "Client", value);
            HttpResponse<byte[]> axis2 = Http.post(server.uri("/services/EchoFloat"), Seed.requestWithValue(value));
            assertEquals(500, axis2.statusCode(), () -> "Axis2 on '" + value + "': " + text(axis2));
        }
    }

    @Test
    void latencyCallsAnswerTheContract() throws Exception {
        Document string = latency("getString", "<l:size>28</l:size>");
        assertEquals("abcdefghijklmnopqrstuvwxyzab", Xml.text(string, "//*[local-name()='getStringResponse']"
                + "/*[local-name()='return' and namespace-uri()='" + LATENCY_NS + "']"));
        Document integers = latency("getIntegers", "<l:size>3</l:size>");
        assertEquals(3.0, Xml.xpath(Map.of()).evaluate("count(//*[local-name()='return'])", integers,
                javax.xml.xpath.XPathConstants.NUMBER));
        assertEquals("0 1 2", String.join(" ", texts(integers, "return")));
        Document nothing = latency("doNothing", "");
        assertEquals(LATENCY_NS, nothing.getElementsByTagNameNS(LATENCY_NS, "doNothingResponse").item(0)
                .getNamespaceURI());
        assertEquals(0, nothing.getElementsByTagNameNS(LATENCY_NS, "doNothingResponse").item(0).getChildNodes()
                .getLength(), "an empty answer, no xsi:nil");
        // setSize is service-wide: a later call without a size, on another connection, gets it.
        latency("setSize", "<l:size>5</l:size>");
        try {
            RawHttp.Response r = RawHttp.post(port, "/soaplite/services/Latency", Seed.CONTENT_TYPE,
                    latencyRequest("getString", ""));
            assertEquals(200, r.status());
            assertEquals("abcde", texts(Xml.parse(r.body()), "return").get(0));
        } finally {
            latency("setSize", "<l:size>200</l:size>");
        }
        HttpResponse<byte[]> tooBig = Http.post(soapLite("/services/Latency"),
                latencyRequest("getString", "<l:size>1000001</l:size>"), "SOAPAction", "\"getString\"");
        assertEquals(500, tooBig.statusCode(), text(tooBig));
        assertFault(tooBig.body(), "Client", "size 1000001");
        assertTrue(text(tooBig).contains("size must be a whole number from 0 to 1000000"), text(tooBig));
    }

    @Test
    void nullBaselineAnswersExactlyTheAskedBytesAndRefusesNonsense() throws Exception {
        HttpResponse<byte[]> sized = Http.postSeed(soapLite("/baseline/null?responseBytes=377"));
        assertEquals(200, sized.statusCode());
        assertEquals(377, sized.body().length);
        Xml.parse(sized.body());
        HttpResponse<byte[]> seed = Http.postSeed(soapLite("/baseline/null"));
        assertEquals(Seed.VALUE, Xml.echoResult(seed.body()), "without a size: SOAP::Lite's own answer to the seed");
        assertEquals(text(Http.postSeed(soapLite("/services/EchoFloat"))), text(seed));
        HttpResponse<byte[]> bad = Http.postSeed(soapLite("/baseline/null?responseBytes=-1"));
        assertEquals(400, bad.statusCode());
        assertEquals(1, text(bad).strip().lines().count(), text(bad));
        assertEquals(404, Http.postSeed(soapLite("/baseline/bytes")).statusCode());
    }

    @Test
    void wsdlPointsClientsHere() throws Exception {
        for (String service : List.of("EchoFloat", "Latency")) {
            HttpResponse<byte[]> wsdl = Http.get(soapLite("/services/" + service + "?wsdl"));
            assertEquals(200, wsdl.statusCode());
            String address = Xml.text(Xml.parse(wsdl.body()), "//soap:address/@location");
            assertEquals("http://127.0.0.1:" + port + "/soaplite/services/" + service, address);
        }
    }

    @Test
    void soap12IsRefusedWith415() throws Exception {
        HttpResponse<byte[]> r = Http.postAs(soapLite("/services/EchoFloat"), "application/soap+xml; charset=UTF-8",
                Seed.request());
        assertEquals(415, r.statusCode());
        assertTrue(text(r).contains("this SOAP::Lite server takes SOAP 1.1"), text(r));
    }

    @Test
    void anIdleConnectionDoesNotHoldTheOthers() throws Exception {
        try (Socket idle = new Socket()) {
            idle.connect(new InetSocketAddress(EchosoapServer.HOST, port), 5_000);
            idle.getOutputStream().write("POST /soaplite/services/EchoFloat HTTP/1.1\r\nHost: x\r\n".getBytes(
                    StandardCharsets.US_ASCII));
            long start = System.nanoTime();
            HttpResponse<byte[]> r = Http.postSeed(soapLite("/services/EchoFloat"));
            assertEquals(200, r.statusCode());
            assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(5), "served while another connection hangs");
        }
    }

    /**
     * Sent when the server is up and checked last: the other tests run during its 20 s (each connection is a process
     * of its own, as {@link #anIdleConnectionDoesNotHoldTheOthers} checks), which CI waited for alone before.
     */
    @Test
    @Order(Integer.MAX_VALUE)
    void aRequestHalfSentIsCutAtTheReadDeadline() throws Exception {
        HalfSent cut = halfSent.get(60, TimeUnit.SECONDS);
        assertTrue(cut.answer().startsWith("HTTP/1.1 408 "), cut.answer());
        assertTrue(cut.answer().contains("the request did not arrive within 20 s"), cut.answer());
        assertTrue(cut.seconds() >= 19 && cut.seconds() <= 30, "cut after " + cut.seconds() + " s, the deadline is 20 s");
        assertEquals(200, Http.postSeed(soapLite("/services/EchoFloat")).statusCode());
    }

    private HalfSent sendHalfARequest() {
        try (Socket slow = new Socket()) {
            slow.connect(new InetSocketAddress(EchosoapServer.HOST, port), 5_000);
            slow.setSoTimeout(40_000);
            long start = System.nanoTime();
            slow.getOutputStream().write(("POST /soaplite/services/EchoFloat HTTP/1.1\r\nHost: x\r\nContent-Type: "
                    + "text/xml\r\nContent-Length: 400\r\n\r\n<soap:Envelope").getBytes(StandardCharsets.US_ASCII));
            String answer = new String(slow.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);
            return new HalfSent(answer, TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @TestFactory
    Stream<DynamicTest> hostileCasesOnEchoFloatAndLatency() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (HostileCase c : HostileCase.all()) {
            if (NOT_ON_SOAPLITE.containsKey(c.name())) {
                continue;
            }
            c.paths().stream().map(ON_SOAPLITE::get).filter(Objects::nonNull).distinct().forEach(path ->
                    tests.add(DynamicTest.dynamicTest(c.name() + " " + path, () -> checkHostile(c, path))));
        }
        assertTrue(tests.size() >= 25, "expected the hostile cases on EchoFloat and Latency, got " + tests.size());
        return tests.stream();
    }

    private void checkHostile(HostileCase c, String path) throws Exception {
        long start = System.nanoTime();
        HostileRequest.Answer answer = HostileRequest.send(port, path, c);
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        RawHttp.Response response = answer.response();
        String body = new String(response.body(), StandardCharsets.UTF_8);
        String where = c.name() + " -> " + path + ": HTTP " + response.status() + " "
                + body.substring(0, Math.min(body.length(), 2000));
        assertTrue(c.statuses().contains(response.status()), () -> "status not in " + c.statuses() + " for " + where);
        assertTrue(millis < 15_000, () -> "took " + millis + " ms: " + where);
        if (c.headers().stream().anyMatch(h -> h[0].equalsIgnoreCase("Expect"))) {
            assertTrue(answer.sawContinue(), () -> "no 100 Continue before the answer: " + where);
        }
        for (String s : c.contains()) {
            assertTrue(body.contains(s), () -> "missing '" + s + "': " + where);
        }
        for (String s : c.notContains()) {
            assertFalse(body.contains(s), () -> "contains '" + s + "': " + where);
        }
        for (String s : INTERNALS) {
            assertFalse(body.contains(s), () -> "leaks '" + s + "': " + where);
        }
        String contentType = response.headerValues("Content-Type").stream().findFirst().orElse("")
                .toLowerCase(Locale.ROOT);
        if (response.status() >= 400 && contentType.startsWith("text/plain")) {
            assertEquals(1, body.strip().lines().count(), () -> "reason not on one line: " + where);
        }
        if (c.faultCode() != null && response.status() == 500) {
            assertFault(response.body(), c.faultCode(), where);
        }
        HttpResponse<byte[]> normal = Http.postSeed(soapLite("/services/EchoFloat"));
        assertEquals(200, normal.statusCode(), () -> "server unhealthy after " + where);
        assertEquals(Seed.VALUE, Xml.echoResult(normal.body()), () -> "wrong answer after " + where);
    }

    @Test
    void soapLitesOwnClientCallsSoapLiteAndAxis2Unchanged() throws Exception {
        String lite = soapLite("").toString();
        String axis2 = server.uri("").toString();
        for (String base : List.of(lite, axis2)) {
            assertEquals("3.14159", perlClient(base + "/services/EchoFloat", "echoFloat", "3.14159"), base);
            assertEquals("abcdefghijklmnopqrstuvwxyzabcd", perlClient(base + "/services/Latency", "getString", "30"),
                    base);
            assertEquals("0,1,2,3", perlClient(base + "/services/Latency", "getIntegers", "4"), base);
            assertTrue(perlClient(base + "/services/EchoFloat", "echoFloat", "abc").startsWith("fault: "), base);
        }
    }

    @Test
    void zeepCallsSoapLiteFromItsWsdlUnchanged() throws Exception {
        for (String base : List.of(soapLite("").toString(), server.uri("").toString())) {
            assertEquals("3.14159", zeep(base + "/services/EchoFloat?wsdl", "echoFloat", "3.14159"), base);
            assertEquals("abcdefghijklmnopqrstuvwxyzabcd", zeep(base + "/services/Latency?wsdl", "getString", "30"),
                    base);
            assertEquals("0,1,2,3", zeep(base + "/services/Latency?wsdl", "getIntegers", "4"), base);
        }
    }

    /** Runs the zeep client script ({@code src/test/resources/soaplite/zeep-client.py}, Debian's python3-zeep). */
    private static String zeep(String wsdl, String operation, String argument) throws Exception {
        return runClient(List.of("/usr/bin/python3", ItPaths.root()
                .resolve("webapp/src/test/resources/soaplite/zeep-client.py").toString(), wsdl, operation, argument));
    }

    /** Runs the SOAP::Lite client script ({@code src/test/resources/soaplite/soaplite-client.pl}); its one line. */
    private static String perlClient(String url, String operation, String argument) throws Exception {
        Path script = ItPaths.root().resolve("webapp/src/test/resources/soaplite/soaplite-client.pl");
        return runClient(List.of("perl", script.toString(), url, operation, argument));
    }

    /** Runs a client process (60 s at most); its output, stripped. Exit 0 is an answer, 3 a SOAP Fault. */
    private static String runClient(List<String> command) throws Exception {
        Path output = Files.createTempFile(ItPaths.webappTarget(), "interop-client", ".out");
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile()).start();
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("the client did not finish within 60 s: " + command);
        }
        String out = Files.readString(output).strip();
        Files.delete(output);
        assertTrue(p.exitValue() == 0 || p.exitValue() == 3, () -> "client exit " + p.exitValue() + ": " + out);
        return out;
    }

    private Document latency(String operation, String content) throws Exception {
        HttpResponse<byte[]> r = Http.post(soapLite("/services/Latency"), latencyRequest(operation, content),
                "SOAPAction", "\"" + operation + "\"");
        assertEquals(200, r.statusCode(), () -> operation + ": " + text(r));
        return Xml.parse(r.body());
    }

    private static byte[] latencyRequest(String operation, String content) {
        return ("<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\"><soapenv:Body><l:"
                + operation + " xmlns:l=\"" + LATENCY_NS + "\">" + content + "</l:" + operation
                + "></soapenv:Body></soapenv:Envelope>").getBytes(StandardCharsets.UTF_8);
    }

    private static List<String> texts(Document doc, String localName) {
        var nodes = doc.getElementsByTagNameNS(LATENCY_NS, localName);
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            texts.add(nodes.item(i).getTextContent());
        }
        return texts;
    }

    private static void assertFault(byte[] body, String code, String where) throws Exception {
        Document fault = Xml.parse(body);
        String faultCode = Xml.text(fault, "//faultcode");
        String reason = Xml.text(fault, "//faultstring");
        assertTrue(faultCode.endsWith(":" + code), () -> "fault code " + faultCode + ", expected " + code + ": " + where);
        assertFalse(reason.isBlank(), () -> "blank reason: " + where);
        assertFalse(reason.contains("\n") || reason.contains("\r"), () -> "multi-line reason: " + where);
    }

    private static String text(HttpResponse<byte[]> r) {
        return new String(r.body(), StandardCharsets.UTF_8);
    }
}
