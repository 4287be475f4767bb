package org.echosoap.client.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.echosoap.client.scenario.service.SoapVersion;
import org.echosoap.client.wsdl.TestWsdls;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code echosoap request} as a user types it: the request on stdout or in --out, the one line on stderr that says
 * how to send it, --list-operations, and one-line errors with exit code 2 for every kind of bad input.
 */
class RequestCommandTest {

    record Outcome(int exit, String out, String err) {
    }

    private static Outcome run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = Main.commandLine();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        int exit = cl.execute(args);
        return new Outcome(exit, out.toString(), err.toString());
    }

    private static final String BENCHMARK = TestWsdls.benchmark().toString();

    @Test
    void listOperationsListsTheNineteenBenchmarkOperations() {
        Outcome o = run("request", "--wsdl", BENCHMARK, "--list-operations");
        assertEquals(0, o.exit(), o.err());
        assertEquals("", o.err());
        List<String> lines = o.out().lines().toList();
        assertEquals(BENCHMARK + ": 19 operations in 1 SOAP port", lines.get(0));
        assertTrue(o.out().contains("service Benchmark, port Benchmark: http://localhost:8080/axis2/services/Benchmark\n"
                + "  SOAP 1.1, binding BenchmarkSoapBinding, document, request elements in "
                + "http://www.extreme.indiana.edu/wsdl/Benchmark1\n"), o.out());
        List<String> rows = lines.stream().filter(l -> l.startsWith("    ") && !l.strip().startsWith("operation")).toList();
        assertEquals(19, rows.size(), o.out());
        assertTrue(rows.contains("    echoSimpleEvents             \"echoSimpleEvents\"             echoSimpleEventsRequest"),
                o.out());
    }

    @Test
    void theRequestGoesToStdoutAndHowToSendItToStderrInOneLine() throws Exception {
        Outcome o = run("request", "--wsdl", BENCHMARK, "--operation", "echoInts");
        assertEquals(0, o.exit(), o.err());
        TestWsdls.bodyChildren(TestWsdls.parse(o.out()), SoapVersion.SOAP_11);
        assertEquals(1, o.err().lines().count(), o.err());
        assertEquals("echosoap request: echoInts (SOAP 1.1, Benchmark/Benchmark): POST http://localhost:8080/axis2/services/Benchmark, "
                + "Content-Type: text/xml; charset=UTF-8, SOAPAction: \"echoInts\"; next: echosoap run --url "
                + "http://localhost:8080/axis2/services/Benchmark --request REQUEST.xml --soap-action echoInts", o.err().strip());
    }

    @Test
    void outWritesTheFileAndRefusesToOverwriteWithoutForce(@TempDir Path dir) throws Exception {
        Path req = dir.resolve("req.xml");
        Outcome o = run("request", "--wsdl", TestWsdls.echoFloat().toString(), "--operation", "echoFloat", "--out", req.toString());
        assertEquals(0, o.exit(), o.err());
        assertEquals("", o.out());
        assertTrue(Files.readString(req).contains("<ns1:echoFloat xmlns:ns1=\"http://tempuri.org/\">"));
        assertTrue(o.err().strip().endsWith("--request " + req + " --soap-action http://tempuri.org/echoFloat"), o.err());
        Outcome again = run("request", "--wsdl", TestWsdls.echoFloat().toString(), "--operation", "echoFloat", "--out", req.toString());
        assertEquals(2, again.exit());
        assertEquals("echosoap request: " + req + " exists; use --force to overwrite or choose another --out\n", again.err());
        assertEquals(0, run("request", "--wsdl", TestWsdls.echoFloat().toString(), "--operation", "echoFloat",
                "--out", req.toString(), "--force").exit());
    }

    @Test
    void soap12NamesTheActionInTheContentTypeAndOtherPortsAreMentioned() {
        Outcome o = run("request", "--wsdl", TestWsdls.resource("orders.wsdl").toString(), "--operation", "getStatus",
                "--soap-version", "1.2");
        assertEquals(0, o.exit(), o.err());
        assertTrue(o.out().contains("<s12:Envelope"), o.out());
        assertTrue(o.err().contains("Content-Type: application/soap+xml; charset=UTF-8; action=\"urn:getStatus\""), o.err());
        assertTrue(o.err().contains("(also offered by Orders/OrdersSoap11Port (SOAP 1.1): --port, --soap-version)"), o.err());
        Outcome empty = run("request", "--wsdl", TestWsdls.resource("orders.wsdl").toString(), "--operation", "getStatus");
        assertTrue(empty.err().contains("SOAPAction: \"\"; next: ") && !empty.err().contains("--soap-action"),
                "no --soap-action: run's default is an empty SOAPAction\n" + empty.err());
    }

    @Test
    void badInputIsOneLineAndExitTwo(@TempDir Path dir) throws Exception {
        int closedPort;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closedPort = s.getLocalPort();
        }
        Path notWsdl = Files.writeString(dir.resolve("pom.xml"), "<project/>");
        String[][] cases = {
                {"request", "--wsdl", dir.resolve("missing.wsdl").toString(), "--operation", "x"},
                {"request", "--wsdl", "http://127.0.0.1:" + closedPort + "/services/X?wsdl", "--list-operations"},
                {"request", "--wsdl", notWsdl.toString(), "--list-operations"},
                {"request", "--wsdl", BENCHMARK, "--operation", "echoFloat"},
                {"request", "--wsdl", BENCHMARK},
                {"request", "--wsdl", BENCHMARK, "--operation", "echoInts", "--list-operations"},
                {"request", "--wsdl", BENCHMARK, "--operation", "echoInts", "--soap-version", "1.3"},
                {"request", "--operation", "echoInts"},
        };
        for (String[] args : cases) {
            Outcome o = run(args);
            assertEquals(2, o.exit(), String.join(" ", args) + "\n" + o.err());
            assertEquals(1, o.err().lines().count(), o.err());
            assertTrue(o.err().startsWith("echosoap request: "), o.err());
            assertFalse(o.err().contains("Exception") || o.err().contains("\tat "), o.err());
            assertEquals("", o.out(), String.join(" ", args));
        }
        Outcome unknown = run(cases[3]);
        assertTrue(unknown.err().contains("no operation 'echoFloat' in " + BENCHMARK + "; it has: echoVoid, echoBase64, "),
                unknown.err());
    }

    @Test
    void shellWordsAreQuotedOnlyWhenNeeded() {
        assertEquals("urn:placeOrder", RequestCommand.shellWord("urn:placeOrder"));
        assertEquals("''", RequestCommand.shellWord(""));
        assertEquals("'a b'", RequestCommand.shellWord("a b"));
        assertEquals("'it'\\''s'", RequestCommand.shellWord("it's"));
        assertEquals("'http://h/x?wsdl'", RequestCommand.shellWord("http://h/x?wsdl"));
    }
}
