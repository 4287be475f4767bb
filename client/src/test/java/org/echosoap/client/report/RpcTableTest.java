package org.echosoap.client.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.result.BlockOutcome;
import org.echosoap.client.result.MeasuredRun;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.ResponseSizer;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.ScenarioParameters;
import org.echosoap.client.scenario.catalog.Scenarios;
import org.echosoap.client.config.SoapStack;
import org.junit.jupiter.api.Test;

/**
 * The rpc suite's tables from parts with known costs: each system's line with its cost over the ping-pong of its own
 * bytes, the bytes, and seed 003's matrix of mean latencies with the reference rows.
 */
class RpcTableTest {

    /** A preflight that counted 45 bytes out and 225 back for every call, and a 700-byte answer body. */
    private static final ResponseSizer WIRE = new ResponseSizer() {
        @Override
        public long responseBytes(Endpoint endpoint) {
            return 700;
        }

        @Override
        public WireBytes wireBytes(Endpoint endpoint) {
            return new WireBytes(45, 225);
        }
    };

    /** A part of {@code scenario} on {@code stack}: the call {@code overMicros} above a 30 µs ping-pong, 24 rounds. */
    private static RunReport part(Scenario scenario, SoapStack stack, long overMicros, boolean keepAlive) {
        Map<String, List<BlockOutcome>> blocks = new LinkedHashMap<>();
        List<Endpoint> endpoints = new ArrayList<>();
        scenario.baseline().ifPresent(b -> {
            endpoints.add(b);
            List<BlockOutcome> tcp = new ArrayList<>();
            for (int i = 0; i < 24; i++) {
                tcp.add(ReportFixture.trial(i, b.name(), 30 + i % 3, 0, 20_000));
            }
            blocks.put(b.name(), tcp);
        });
        endpoints.add(scenario.measured());
        List<BlockOutcome> measured = new ArrayList<>();
        for (int i = 0; i < 24; i++) {
            measured.add(ReportFixture.trial(i, scenario.measured().name(), 30 + i % 3 + overMicros, 0, 10_000));
        }
        blocks.put(scenario.measured().name(), measured);
        RunOptions options = ReportFixture.optionsBuilder().repeat(24).keepAlive(keepAlive).stack(stack).build();
        MeasuredRun run = MeasuredRun.pooling(endpoints, blocks, true, null, List.of(),
                new MeasuredRun.StopReason(MeasuredRun.StopReason.Kind.FIXED_ROUNDS, 24, 12_000));
        return RunReportBuilder.build(scenario, options, ReportFixture.ENVIRONMENT, run);
    }

    private static Scenario scenario(String name, int size, SoapStack stack) {
        return Scenarios.overTcp(Scenarios.byName(name, new ScenarioParameters(size, 0), stack, WIRE), WIRE);
    }

    @Test
    void eachSystemIsALineWithItsCostOverTheTcpOfItsBytesAndTheSeedsMatrixFollows() {
        List<RunReport> parts = List.of(
                part(Scenarios.byName("null", new ScenarioParameters(-1, 0), WIRE), SoapStack.AXIS2, 0, false),
                part(scenario("null", -1, SoapStack.AXIS2), SoapStack.AXIS2, 60, true),
                part(scenario("latency.getString", 200, SoapStack.CXF), SoapStack.CXF, 400, true),
                part(scenario("grpc.getString", 200, SoapStack.AXIS2), SoapStack.AXIS2, 150, true),
                part(scenario("rmi.getString", 200, SoapStack.AXIS2), SoapStack.AXIS2, 10, true));
        String table = RpcTable.render(new SuiteReport("rpc", ReportFixture.ENVIRONMENT, parts,
                List.of("CORBA: this client has no CORBA calls"), 1_000_000_000L, true), "echosoap suite rpc");
        List<String> lines = table.lines().toList();
        String cxf = lines.stream().filter(l -> l.startsWith("getString(200)")).findFirst().orElseThrow();
        assertTrue(cxf.matches("getString\\(200\\)\\s+CXF\\s+[\\d,.]+\\s+400\\.\\d ± \\d+\\.\\d\\s+.*45/\\d+\\s+0"), cxf);
        String grpc = lines.stream().filter(l -> l.matches("\\s+gRPC\\s.*")).findFirst().orElseThrow();
        assertTrue(grpc.matches("\\s+gRPC\\s+[\\d,.]+\\s+150\\.\\d ± \\d+\\.\\d\\s+.*45/\\d+\\s+0"), grpc);
        String rmi = lines.stream().filter(l -> l.matches("\\s+RMI\\s.*")).findFirst().orElseThrow();
        assertTrue(rmi.matches("\\s+RMI\\s+[\\d,.]+\\s+10\\.\\d ± \\d+\\.\\d\\s+.*45/\\d+\\s+0"), rmi);
        String http = lines.stream().filter(l -> l.startsWith("HTTP to Tomcat")).findFirst().orElseThrow();
        assertTrue(http.matches("HTTP to Tomcat\\s+[\\d,.]+\\s+60\\.\\d ± \\d+\\.\\d\\s+.*45/\\d+\\s+0"), http);
        String setup = lines.stream().filter(l -> l.startsWith("TCP setup")).findFirst().orElseThrow();
        assertTrue(setup.matches("TCP setup\\s+[\\d,.]+\\s+-\\s+-\\s+-\\s+0"), "a latency, no cost: " + setup);

        int matrix = lines.indexOf("mean latency µs, as seed 003's table");
        assertTrue(matrix > 0, table);
        assertTrue(lines.get(matrix + 1).matches("call\\s+CXF\\s+gRPC\\s+RMI"), "the columns measured, in order: "
                + lines.get(matrix + 1));
        assertTrue(lines.get(matrix + 2).matches("getString\\(200\\)(\\s+[\\d,.]+){3}"), lines.get(matrix + 2));
        assertTrue(table.contains("  - CORBA: this client has no CORBA calls"), table);
    }

    @Test
    void aSoapCallOverTcpKeepsItsMeasuredEndpointAndNamesTheBytes() {
        Scenario s = scenario("latency.getString", 400, SoapStack.METRO);
        assertEquals("latency.getString", s.measured().name());
        Endpoint tcp = s.baseline().orElseThrow();
        assertEquals("tcp:ping-pong(45,225)", tcp.path());
        assertTrue(s.description().startsWith("Davis & Parashar getString (size 400) on Metro minus the raw TCP ping-pong"),
                s.description());
        assertTrue(s.description().endsWith("HTTP heads included (45 out, 225 back)"), s.description());
        Scenario rpc = scenario("rmi.getString", 200, SoapStack.AXIS2);
        assertEquals(Scenarios.byName("rmi.getString", new ScenarioParameters(200, 0), WIRE).description(),
                rpc.description(), "an RPC scenario is over tcp already");
    }

    @Test
    void aRowPrimedShortOfSteadyIsMarkedInTheRowAndInTheSeedsMatrix() {
        RunReport steady = part(scenario("rmi.getString", 200, SoapStack.AXIS2), SoapStack.AXIS2, 10, true);
        RunReport p = part(scenario("grpc.doNothing", -1, SoapStack.AXIS2), SoapStack.AXIS2, 4_600, true);
        // The gRPC doNothing: 4,663 µs with 500 ms of priming, not steady, and only a warning said so.
        List<MeasuredRun.Priming> priming = p.endpoints().stream().map(e -> new MeasuredRun.Priming(e.endpoint(), 500,
                12, 300, !e.role().equals("measured"), 4_600.0, -1)).toList();
        RunReport cold = new RunReport(p.scenario(), p.size(), p.environment(), p.options(), p.endpoints(), p.costs(),
                p.warningList(), p.complete(), p.abortReason(), priming, p.stop(), p.precision(), p.noise());
        String table = RpcTable.render(new SuiteReport("rpc", ReportFixture.ENVIRONMENT, List.of(steady, cold),
                List.of(), 1_000_000_000L, true), "echosoap suite rpc");
        List<String> lines = table.lines().toList();
        String grpc = lines.stream().filter(l -> l.startsWith("doNothing()")).findFirst().orElseThrow();
        assertTrue(grpc.endsWith("  " + RowStanding.NOT_STEADY), grpc);
        String rmi = lines.stream().filter(l -> l.matches("getString\\(200\\)\\s+RMI.*")).findFirst().orElseThrow();
        assertTrue(!rmi.contains(RowStanding.NOT_STEADY), rmi);
        int matrix = lines.indexOf("mean latency µs, as seed 003's table");
        String cell = lines.subList(matrix, lines.size()).stream().filter(l -> l.startsWith("doNothing()"))
                .findFirst().orElseThrow();
        assertTrue(cell.matches("doNothing\\(\\)\\s+[\\d,.]+\\*\\s+-"), cell);
        assertTrue(table.contains("(* = not steady, as its row above"), table);
        assertTrue(table.contains("(not steady = priming ended before MSER-5"), table);
    }
}
