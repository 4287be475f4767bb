package org.echosoap.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.echosoap.client.cli.Main;
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
 * placeholders are sent unedited: the services must accept them as generated. The listings and each WSDL's first
 * operation run the client jar itself (shaded Groovy, no logging noise on stdout/stderr); the other operations run
 * the same command line in this JVM, which saves a JVM and Groovy start (~5 s on these machines) per operation.
 */
@ExtendWith(ClientServer.class)
class RequestRoundTripIT {

    private static final Duration PROCESS_LIMIT = Duration.ofSeconds(120);
    private static final Pattern ROW = Pattern.compile("^    (\\S+)\\s+\"([^\"]*)\"\\s+\\S.*$");
    private static final Pattern HOW = Pattern.compile("^echosoap request: (\\S+) \\(SOAP (1\\.[12]), [^)]*\\): POST (\\S+), "
            + "Content-Type: (.+?), SOAPAction: \"([^\"]*)\"; next: echosoap run --url \\S+ --request \\S+( --soap-action \\S+)?$");
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
        Path dir = Files.createDirectories(ItPaths.root().resolve("client/target/it-results/request"));
        Path req = dir.resolve(operation + ".xml");
        String[] args = {"request", "--wsdl", wsdl, "--operation", operation, "--out", req.toString(), "--force"};
        ClientProcess.Outcome o = jar ? ClientProcess.run(PROCESS_LIMIT, args) : inProcess(args);
        assertEquals(0, o.exitCode(), o.stderr());
        assertEquals("", o.stdout(), "the request went to --out");
        assertEquals(1, o.stderr().lines().count(), "one line on stderr, no logging noise:\n" + o.stderr());
        Matcher how = HOW.matcher(o.stderr().strip());
        assertTrue(how.matches(), o.stderr());
        assertEquals(operation, how.group(1));
        assertEquals("1.1", how.group(2));
        String endpoint = how.group(3);
        assertTrue(endpoint.startsWith("http://127.0.0.1:"), "only loopback: " + endpoint);
        byte[] body = Files.readAllBytes(req);
        HttpResponse<String> answer = post(endpoint, how.group(4), "\"" + how.group(5) + "\"", body);
        String request = new String(body, java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(200, answer.statusCode(), "request:\n" + request + "\nanswer:\n" + answer.body());
        assertFalse(answer.body().contains(":Fault>") || answer.body().contains("<Fault"),
                "SOAP Fault for the generated request:\n" + request + "\nanswer:\n" + answer.body());
        assertTrue(answer.body().contains(":Envelope") && answer.body().contains(":Body"), answer.body());
        if (operation.equals("echoFloat")) {
            assertTrue(answer.body().contains(">1.5</"), "the placeholder echoed: " + answer.body());
        }
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
        JsonNode result = new ObjectMapper().readTree(out.resolve("result.json").toFile());
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
        HttpRequest request = HttpRequest.newBuilder(URI.create(endpoint)).timeout(Duration.ofSeconds(30))
                .header("Content-Type", contentType).header("SOAPAction", soapAction)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)).build();
        return http.send(request, HttpResponse.BodyHandlers.ofString());
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
                "\"setSize\"", envelope.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        assertNotNull(r);
        assertEquals(200, r.statusCode(), r.body());
    }
}
