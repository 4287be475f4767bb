package org.echosoap.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.echosoap.client.result.ResultSchema;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.load.Preflight;
import org.echosoap.client.scenario.clientstack.ClientStacks;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.Protocol;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.ScenarioParameters;
import org.echosoap.client.scenario.catalog.Scenarios;
import org.echosoap.client.config.SoapStack;
import org.echosoap.client.stackapi.BenchmarkCall;
import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.ItPaths;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The client stacks end to end against the real Tomcat: the client jar's {@code run --scenario clientstack.cxf.echoInts}
 * and {@code clientstack.metro.echoSimpleEvents} (on the CXF server stack), each a cost over the raw client with its
 * interval and no errors; the matrix suite of every client stack (Axis2 ADB and XMLBeans, Axis 1, CXF, Metro) on the
 * ADB and Axis 1 servers with its bottom line; every operation of every stack on every server stack, fully checked,
 * in preflight; and what a fault, an HTTP error and no server look like (one line, the right error kind). Runs are bounded
 * ({@code --max-time}); no bound on the costs themselves (noise on these VMs, docs/measuring.md).
 */
@ExtendWith(ClientServer.class)
class ClientStackIT {

    private static final Duration CLIENT_LIMIT = Duration.ofSeconds(120);
    /** The quick matrix of two server stacks (30 parts): a sanity bound; at load 19 it did not end within 120 s. */
    private static final Duration MATRIX_LIMIT = Duration.ofSeconds(360);

    @Test
    void cxfEchoIntsHasACostOverTheRawClientWithAnInterval(EchosoapServer server) throws Exception {
        JsonNode result = run(server, "clientstack.cxf.echoInts", "100", "axis2", "cxf-echoInts");
        JsonNode cost = result.get("costs").get(0);
        assertEquals("clientstack.cxf.echoInts", cost.get("endpoint").asText());
        assertEquals(ClientStacks.RAW_BASELINE, cost.get("baselineEndpoint").asText());
        double interval = cost.get("ci95Micros").asDouble();
        assertTrue(Double.isFinite(cost.get("perMessageCostMicros").asDouble()), cost.toString());
        assertTrue(Double.isFinite(interval) && interval > 0, "a cost with its interval: " + cost);
        assertNoErrors(result);
    }

    @Test
    void metroEchoSimpleEventsOnTheCxfServerStack(EchosoapServer server) throws Exception {
        JsonNode result = run(server, "clientstack.metro.echoSimpleEvents", "10", "cxf", "metro-events-on-cxf");
        JsonNode cost = result.get("costs").get(0);
        assertEquals("clientstack.metro.echoSimpleEvents", cost.get("endpoint").asText());
        assertTrue(Double.isFinite(cost.get("ci95Micros").asDouble()), cost.toString());
        assertTrue(result.toString().contains("/echosoap-cxf"), "the CXF WAR was the server");
        assertNoErrors(result);
    }

    @Test
    void theMatrixSuitePrintsEveryClientAgainstEveryServerAndTheBottomLine(EchosoapServer server) throws Exception {
        // Seed 002's server stacks of its bottom line (Axis2 ADB, Axis 1), every client stack, --quick at size 10, one
        // pass (--budget off): the table's shape and the seed's figures, not how well the times resolve.
        Path out = ItPaths.root().resolve("client/target/it-results/clientstack-matrix");
        ClientProcess.Outcome o = ClientProcess.run(MATRIX_LIMIT, "suite", "--suite", "matrix", "--quick", "--budget", "off",
                "--target", server.uri("").toString(), "--stacks", "axis2-adb,axis1", "--sizes", "10",
                "--out", out.toString(), "--force");
        assertEquals(0, o.exitCode(), o.stdout() + o.stderr());
        String bottom = o.stdout().substring(o.stdout().indexOf("bottom line (seed 002's time for running the whole suite)"));
        for (String client : ClientStacks.KEYS) {
            for (String serverStack : List.of("axis2-adb", "axis1")) {
                String row = bottom.lines().filter(l -> l.strip().startsWith(client + " client -> " + serverStack
                        + " service ")).findFirst().orElse(null);
                assertNotNull(row, "the bottom line of " + client + " -> " + serverStack + ":\n" + o.stdout());
                assertTrue(row.matches(".*service\\s+[\\d,]+\\.\\d\\d\\s+.*"), "a time per pass: " + row);
            }
        }
        assertTrue(bottom.contains("178.8") && bottom.contains("1,359.1"), "the seed's figures beside ours:\n" + bottom);
        assertTrue(o.stderr().contains("client stack cxf = Apache CXF ") && o.stderr().contains("HttpClientHTTPConduit"),
                "which generated client and HTTP client: " + o.stderr());
        assertTrue(o.stderr().contains("client stack axis2-adb = Apache Axis2 2.0.0 ADB stub"), o.stderr());
        assertTrue(o.stderr().contains("client stack axis2-xmlbeans = Apache Axis2 2.0.0 XMLBeans stub"), o.stderr());
        assertTrue(o.stderr().contains("client stack axis1 = Apache Axis 1.4 "), o.stderr());
        assertFalse(o.stdout().contains("service: not measured:"), "every pair could call: " + o.stdout());
        JsonNode result = ResultSchema.read(out.resolve("result.json"));
        assertEquals(ClientStacks.KEYS.size() * 2 * 2, result.get("costs").size(),
                "5 client stacks x 2 servers x 2 operations");
        assertNoErrors(result);
    }

    @Test
    void everyOperationOfEveryClientStackAnswersRightOnEveryServerStack(EchosoapServer server) {
        for (SoapStack serverStack : SoapStack.all()) {
            RunOptions options = options(server.uri("")).withStack(serverStack);
            for (String name : ClientStacks.names()) {
                Scenario s = Scenarios.byName(name, new ScenarioParameters(7, 0), serverStack, null);
                assertNull(Preflight.check(options, List.of(s.measured(), s.baseline().orElseThrow())),
                        name + " on " + serverStack.key());
            }
        }
    }

    @Test
    void aFaultIsASoapFaultInOneLine(EchosoapServer server) {
        // Beyond the contract's 100,000 elements: the service refuses it with a Client fault.
        for (String stack : ClientStacks.KEYS) {
            Endpoint tooMany = Endpoint.clientStack("too-many", new Protocol.StackCall(stack, BenchmarkCall.ECHO_INTS,
                    100_001, ClientStacks.SERVICE_PATH));
            String problem = Preflight.check(options(server.uri("")), List.of(tooMany));
            assertNotNull(problem, stack);
            assertTrue(problem.contains("(soap_fault)"), stack + ": " + problem);
            assertOneLineWithoutJava(problem);
        }
    }

    @Test
    void aMissingServiceIsAnHttpStatusOrAFaultInOneLine(EchosoapServer server) {
        for (String stack : ClientStacks.KEYS) {
            Endpoint missing = Endpoint.clientStack("missing", new Protocol.StackCall(stack, BenchmarkCall.ECHO_INTS,
                    10, "/services/NoSuchService"));
            String problem = Preflight.check(options(server.uri("")), List.of(missing));
            assertNotNull(problem, stack);
            assertTrue(problem.contains("(http_status)") || problem.contains("(soap_fault)"), stack + ": " + problem);
            assertOneLineWithoutJava(problem);
        }
    }

    @Test
    void noServerIsAConnectErrorInOneLine() throws Exception {
        int closedPort;
        try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            closedPort = s.getLocalPort();
        }
        for (String stack : ClientStacks.KEYS) {
            Endpoint call = Endpoint.clientStack("nobody", new Protocol.StackCall(stack, BenchmarkCall.ECHO_VOID,
                    -1, ClientStacks.SERVICE_PATH));
            String problem = Preflight.check(options(URI.create("http://127.0.0.1:" + closedPort + "/echosoap")),
                    List.of(call));
            assertNotNull(problem, stack);
            assertTrue(problem.contains("cannot connect"), stack + ": " + problem);
            assertOneLineWithoutJava(problem);
        }
    }

    private static RunOptions options(URI target) {
        return RunOptions.builder(target).timeout(Duration.ofSeconds(5)).build();
    }

    private static void assertOneLineWithoutJava(String problem) {
        assertFalse(problem.contains("\n"), problem);
        assertFalse(problem.contains("\tat ") || problem.contains("Exception:"), "no Java internals: " + problem);
    }

    private static JsonNode run(EchosoapServer server, String scenario, String size, String serverStack, String dir)
            throws Exception {
        Path out = ItPaths.root().resolve("client/target/it-results/clientstack-" + dir);
        ClientProcess.Outcome o = ClientProcess.run(CLIENT_LIMIT, "run", "--target", server.uri("").toString(),
                "--scenario", scenario, "--size", size, "--stack", serverStack, "--max-time", "5s", "--prime", "3s",
                "--out", out.toString(), "--force", "--quiet");
        assertEquals(0, o.exitCode(), o.stdout() + o.stderr());
        assertTrue(o.stdout().contains("per-message cost of " + scenario + " over raw:"), o.stdout());
        return ResultSchema.read(out.resolve("result.json"));
    }

    private static void assertNoErrors(JsonNode result) {
        for (JsonNode r : result.get("runs")) {
            assertEquals(0, r.get("errors").asLong(), r.get("endpoint") + " had errors: " + r.get("errorsByKind"));
        }
    }
}
