package org.echosoap.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.echosoap.client.result.ResultSchema;
import org.echosoap.client.cli.Main;
import org.echosoap.client.scenario.service.SoapVersion;
import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.ItPaths;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.ExtendWith;
import picocli.CommandLine;

/**
 * {@code echosoap request} round trip against the real Tomcat, as a user does it: list the operations of each served
 * WSDL ({@code ?wsdl}), write the request of every operation with {@code --out}, POST it to the endpoint the WSDL
 * names with the Content-Type and SOAPAction the command printed, and expect HTTP 200 and no SOAP Fault. The
 * placeholders are sent unedited: the services must accept them as generated. The same for sample-orders, a JAX-WS
 * service over SOAP 1.1 and 1.2; and the printed {@code run} measures a generated request. The listings and each
 * WSDL's first operation run the client jar itself (shaded Groovy, no logging noise on stdout/stderr); the other
 * operations run the same command line in this JVM, which saves a JVM and Groovy start (~5 s here) per operation.
 */
@ExtendWith(ClientServer.class)
class RequestRoundTripIT {

    private static final Duration PROCESS_LIMIT = Duration.ofSeconds(120);
    private static final Pattern ROW = Pattern.compile("^    (\\S+)\\s+\"([^\"]*)\"\\s+\\S.*$");
    private static final Pattern HOW = Pattern.compile("^echosoap request: (\\S+) \\(SOAP (1\\.[12]), [^)]*\\): POST (\\S+), "
            + "Content-Type: (.+?), SOAPAction: \"([^\"]*)\"; next: echosoap run --url \\S+ --request \\S+( --soap-action \\S+)?$");
    private static final Pattern HOW_12 = Pattern.compile("^echosoap request: (\\S+) \\(SOAP 1\\.2, [^)]*\\): POST (\\S+), "
            + "Content-Type: (.+?) \\(SOAP 1\\.2: the action is in the Content-Type, no SOAPAction header\\); next: .*$");
    /** Latency's default stored size (docs/server.md): setSize's placeholder changes it, so it is put back. */
    private static final int LATENCY_DEFAULT_SIZE = 200;

    private static EchosoapServer server;

    record Served(String service, int operations) {
    }

    @TestFactory
    Stream<DynamicTest> everyOperationOfEveryServedWsdlRoundTrips(EchosoapServer s) throws Exception {
        server = s;
        List<DynamicTest> tests = new ArrayList<>();
        for (Served served : List.of(new Served("Benchmark", 19), new Served("EchoFloat", 1), new Served("Latency", 4))) {
            String wsdl = s.uri("/services/" + served.service() + "?wsdl").toString();
            ClientProcess.Outcome list = ClientProcess.run(PROCESS_LIMIT, "request", "--wsdl", wsdl, "--list-operations");
            assertEquals(0, list.exitCode(), list.stderr());
            assertEquals("", list.stderr(), "nothing but the listing: no logging noise");
            List<String> names = new ArrayList<>();
            for (String line : list.stdout().lines().toList()) {
                Matcher m = ROW.matcher(line);
                if (m.matches() && !m.group(1).equals("operation")) {
                    names.add(m.group(1));
                    assertEquals(served.service().equals("EchoFloat") ? "http://tempuri.org/echoFloat" : m.group(1),
                            m.group(2), "SOAPAction in the WSDL");
                }
            }
            assertEquals(served.operations(), names.size(), list.stdout());
            assertTrue(list.stdout().contains(s.uri("/services/" + served.service()).toString()),
                    "the address Axis2 rewrote to this server\n" + list.stdout());
            for (String name : names) {
                boolean jar = name.equals(names.get(0));
                tests.add(DynamicTest.dynamicTest(served.service() + "." + name + (jar ? " (client jar)" : ""),
                        () -> roundTrip(wsdl, name, jar)));
            }
        }
        return tests.stream();
    }

    private static void roundTrip(String wsdl, String operation, boolean jar) throws Exception {
        Generated g = generate(wsdl, operation, "request", jar);
        assertEquals(SoapVersion.SOAP_11, g.version());
        HttpResponse<String> answer = g.post();
        assertAccepted(g, answer);
        if (operation.equals("echoFloat")) {
            assertTrue(answer.body().contains(">1.5</"), "the placeholder echoed: " + answer.body());
        }
    }

    /**
     * A service that is not echosoap's: sample-orders (JAX-WS on Metro, schema imported by URL, unqualified local
     * elements, a SOAP 1.1 and a SOAP 1.2 endpoint). placeOrder round-trips as generated; getQuote's {@code sku} is a
     * plain xsd:string in the WSDL, but the service only knows the skus of its price list, so the placeholder gets
     * the service's own InvalidOrder fault: a rule no WSDL states, which is why the user edits the placeholders.
     * With a real sku it round-trips.
     */
    @Test
    void aJaxWsServiceOverSoap11And12(EchosoapServer s) throws Exception {
        server = s;
        for (String service : List.of("OrderService", "OrderService12")) {
            String wsdl = s.uri("sample-orders", "/services/" + service + "?wsdl").toString();
            ClientProcess.Outcome list = inProcess("request", "--wsdl", wsdl, "--list-operations");
            assertEquals(0, list.exitCode(), list.stderr());
            assertTrue(list.stdout().startsWith(wsdl + ": 2 operations in 1 SOAP port"), list.stdout());
            SoapVersion version = service.endsWith("12") ? SoapVersion.SOAP_12 : SoapVersion.SOAP_11;
            assertTrue(list.stdout().contains("SOAP " + version.label() + ", binding "), list.stdout());

            Generated order = generate(wsdl, "placeOrder", "orders-" + service, false);
            assertEquals(version, order.version());
            assertAccepted(order, order.post());

            Generated quote = generate(wsdl, "getQuote", "orders-" + service, false);
            HttpResponse<String> unknownSku = quote.post();
            assertEquals(500, unknownSku.statusCode(), unknownSku.body());
            assertTrue(unknownSku.body().contains("unknown sku 'text'"), unknownSku.body());
            String edited = quote.request().replace("<sku>text</sku>", "<sku>A-100</sku>");
            assertTrue(edited.contains("<sku>A-100</sku>"), quote.request());
            Generated real = new Generated(quote.file(), edited, quote.version(), quote.endpoint(), quote.contentType(),
                    quote.soapAction());
            assertAccepted(real, real.post());
        }
    }

    /** A generated request and how the command said to send it. */
    record Generated(Path file, String request, SoapVersion version, String endpoint, String contentType,
                     String soapAction) {

        HttpResponse<String> post() throws Exception {
            return RequestRoundTripIT.post(endpoint, contentType, soapAction, request.getBytes(StandardCharsets.UTF_8));
        }
    }

    /** {@code echosoap request ... --out} (the jar or the same command line in this JVM), its stderr line parsed. */
    private static Generated generate(String wsdl, String operation, String dirName, boolean jar) throws Exception {
        Path dir = Files.createDirectories(ItPaths.root().resolve("client/target/it-results/" + dirName));
        Path req = dir.resolve(operation + ".xml");
        String[] args = {"request", "--wsdl", wsdl, "--operation", operation, "--out", req.toString(), "--force"};
        ClientProcess.Outcome o = jar ? ClientProcess.run(PROCESS_LIMIT, args) : inProcess(args);
        assertEquals(0, o.exitCode(), o.stderr());
        assertEquals("", o.stdout(), "the request went to --out");
        assertEquals(1, o.stderr().lines().count(), "one line on stderr, no logging noise:\n" + o.stderr());
        String line = o.stderr().strip();
        Matcher how11 = HOW.matcher(line);
        Matcher how12 = HOW_12.matcher(line);
        Generated g;
        if (how11.matches()) {
            assertEquals(operation, how11.group(1));
            g = new Generated(req, Files.readString(req), SoapVersion.SOAP_11, how11.group(3), how11.group(4),
                    "\"" + how11.group(5) + "\"");
        } else {
            assertTrue(how12.matches(), line);
            assertEquals(operation, how12.group(1));
            g = new Generated(req, Files.readString(req), SoapVersion.SOAP_12, how12.group(2), how12.group(3), null);
        }
        assertTrue(g.endpoint().startsWith("http://127.0.0.1:"), "only loopback: " + g.endpoint());
        return g;
    }

    private static void assertAccepted(Generated g, HttpResponse<String> answer) {
        assertEquals(200, answer.statusCode(), "request:\n" + g.request() + "\nanswer:\n" + answer.body());
        assertFalse(answer.body().contains(":Fault>") || answer.body().contains("<Fault"),
                "SOAP Fault for the generated request:\n" + g.request() + "\nanswer:\n" + answer.body());
        assertTrue(answer.body().contains(":Envelope") && answer.body().contains(":Body"), answer.body());
        assertTrue(answer.body().contains(g.version().envelopeNamespace()), "answered in the request's SOAP version");
    }

    /**
     * The user's next step, as printed: the {@code echosoap run --url ... --request ... --soap-action ...} on the
     * stderr line measures the generated request against its baseline (short and unjudged: it must run, measure
     * both sides without errors and finish).
     */
    @Test
    void thePrintedNextStepMeasuresTheGeneratedRequest(EchosoapServer s) throws Exception {
        server = s;
        Path dir = Files.createDirectories(ItPaths.root().resolve("client/target/it-results/request-next"));
        Path req = dir.resolve("echoFloat.xml");
        ClientProcess.Outcome o = ClientProcess.run(PROCESS_LIMIT, "request", "--wsdl",
                s.uri("/services/EchoFloat?wsdl").toString(), "--operation", "echoFloat", "--out", req.toString(), "--force");
        assertEquals(0, o.exitCode(), o.stderr());
        String line = o.stderr().strip();
        String next = line.substring(line.indexOf("; next: echosoap ") + "; next: echosoap ".length());
        assertFalse(next.contains("'"), "no shell quoting needed here: " + next);
        List<String> args = new ArrayList<>(List.of(next.split(" ")));
        assertEquals(List.of("run", "--url", s.uri("/services/EchoFloat/").toString(), "--request", req.toString(),
                "--soap-action", "http://tempuri.org/echoFloat"), args);
        Path out = dir.resolve("run");
        args.addAll(List.of("--prime", "500ms", "--max-time", "2s", "--out", out.toString(), "--force"));
        ClientProcess.Outcome run = ClientProcess.run(PROCESS_LIMIT, args.toArray(String[]::new));
        assertEquals(0, run.exitCode(), run.stdout() + run.stderr());
        JsonNode result = ResultSchema.read(out.resolve("result.json"));
        assertTrue(result.get("complete").asBoolean(), run.stdout());
        for (JsonNode r : result.get("runs")) {
            assertEquals(0, r.get("errors").asLong(), r.get("endpoint") + " " + r.get("errorsByKind"));
        }
        assertTrue(run.stdout().contains("per-message cost of "), run.stdout());
    }

    private static ClientProcess.Outcome inProcess(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = Main.commandLine();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        int exit = cl.execute(args);
        return new ClientProcess.Outcome(exit, out.toString(), err.toString());
    }

    private static HttpResponse<String> post(String endpoint, String contentType, String soapAction, byte[] body)
            throws Exception {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(endpoint)).timeout(Duration.ofSeconds(30))
                .header("Content-Type", contentType).POST(HttpRequest.BodyPublishers.ofByteArray(body));
        if (soapAction != null) { // SOAP 1.2: the action is in the Content-Type
            request.header("SOAPAction", soapAction);
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** setSize's placeholder stored its size service-wide: the default back, for whatever runs next. */
    @AfterAll
    static void restoreLatencySize() throws Exception {
        if (server == null) {
            return;
        }
        String envelope = "<s:Envelope xmlns:s=\"http://schemas.xmlsoap.org/soap/envelope/\"><s:Body>"
                + "<l:setSize xmlns:l=\"http://echosoap.org/wsdl/Latency\"><l:size>" + LATENCY_DEFAULT_SIZE
                + "</l:size></l:setSize></s:Body></s:Envelope>";
        HttpResponse<String> r = post(server.uri("/services/Latency").toString(), "text/xml; charset=UTF-8",
                "\"setSize\"", envelope.getBytes(StandardCharsets.UTF_8));
        assertNotNull(r);
        assertEquals(200, r.statusCode(), r.body());
    }
}
