package org.echosoap.client.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.echosoap.client.stages.CostStages;
import org.echosoap.client.stages.EndpointStages;
import org.echosoap.client.stages.RunStages;
import org.echosoap.client.stages.StageFigure;
import org.echosoap.server.stages.Stage;
import org.junit.jupiter.api.Test;

/**
 * The suite's stage table on made-up stages with a known truth: each cost's stages and bytes as given, and the
 * container's and stack's groups with the interval of the pairs' sums, which two stages that move against each other
 * make exact while each alone is wide.
 */
class StageSuiteTableTest {

    /** Four pairs in two epochs. */
    private static final List<Integer> EPOCHS = List.of(0, 0, 1, 1);

    private static StageFigure stage(Stage stage, List<Double> units, double bytes) {
        double mean = units.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        return new StageFigure(stage, mean, 1.0, bytes, 0, bytes, bytes, true, units,
                units.stream().map(u -> bytes).toList());
    }

    private static RunReport part(CostStages cost) {
        RunReport r = ReportFixture.report();
        EndpointStages soap = new EndpointStages(cost.endpoint(), 100, 0, 0, 0, cost.stages(), 10, 1000, 10, 1000,
                false);
        RunStages stages = new RunStages(List.of(soap), List.of(cost), List.of());
        return new RunReport(r.scenario(), r.size(), r.environment(), r.options(), r.endpoints(), r.costs(),
                r.warningList(), r.complete(), r.abortReason(), r.priming(), r.stop(), r.precision(), r.noise(),
                r.profile(), stages);
    }

    @Test
    void groupsCarryTheIntervalOfThePairsSumsNotTheSumOfIntervals() {
        CostStages cost = new CostStages("EchoFloat", "null", 4, List.of(
                stage(Stage.CONTAINER_IN, List.of(1.0, 2.0, 3.0, 4.0), 120),
                stage(Stage.INVOCATION, List.of(10.0, 12.0, 10.0, 12.0), 1_848),
                stage(Stage.CONTAINER_OUT, List.of(4.0, 3.0, 2.0, 1.0), 0)), EPOCHS);

        CostStages.Sum container = cost.sum(s -> s == Stage.CONTAINER_IN || s == Stage.CONTAINER_OUT);
        assertEquals(5.0, container.micros(), 1e-9);
        assertEquals(0.0, container.ci95Micros(), 1e-9, "every pair sums to 5: no spread");
        assertEquals(120.0, container.allocatedBytes(), 1e-9);

        String table = StageSuiteTable.render(new SuiteReport("stacks", ReportFixture.ENVIRONMENT,
                List.of(part(cost)), List.of(), 1_000_000_000L, true));
        List<String> lines = table.lines().toList();
        String head = lines.stream().filter(l -> l.startsWith("part (stack)")).findFirst().orElseThrow();
        assertTrue(head.matches("part \\(stack\\)\\s+container-in\\s+invocation\\s+container-out\\s+container\\s+stack"),
                "only the stages some cost entered, then the groups: " + head);
        String micros = lines.stream().filter(l -> l.matches(".*\\)\\s+µs\\s.*")).findFirst().orElseThrow();
        assertTrue(micros.matches(".*µs\\s+\\+2\\.5±1\\.0\\s+\\+11\\.0±1\\.0\\s+\\+2\\.5±1\\.0\\s+\\+5\\.0±0\\.0\\s+"
                + "\\+11\\.0±\\d+\\.\\d"), micros);
        String bytes = lines.get(lines.indexOf(micros) + 1);
        assertTrue(bytes.matches("\\s+B\\s+\\+120\\s+\\+1,848\\s+\\+0\\s+\\+120\\s+\\+1,848"), bytes);
    }

    @Test
    void withoutThePairsEpochsAGroupHasNoInterval() {
        CostStages readBack = new CostStages("EchoFloat", "null", 4, List.of(
                stage(Stage.CONTAINER_IN, List.of(1.0, 2.0, 3.0, 4.0), 120),
                stage(Stage.CONTAINER_OUT, List.of(4.0, 3.0, 2.0, 1.0), 0)));
        CostStages.Sum container = readBack.sum(s -> true);
        assertEquals(5.0, container.micros(), 1e-9);
        assertTrue(Double.isNaN(container.ci95Micros()), "no epochs, no honest interval");
    }

    @Test
    void aPartWhoseBaselineHasNoStagesShowsItsEndpointsOwnAndTheNotHttpNoteOnce() {
        // The rpc suite: the baseline is the TCP ping-pong, which carries no stages; the SOAP call's own are shown.
        RunReport r = ReportFixture.report();
        String soapName = r.costs().get(0).soapEndpoint();
        List<StageFigure> own = List.of(stage(Stage.CONTAINER_IN, List.of(30.0, 32.0), 900),
                stage(Stage.INVOCATION, List.of(40.0, 44.0), 5_600));
        EndpointStages soap = new EndpointStages(soapName, 200, 0, 0, 0, own, 73, 6_500, 73, 6_500, false);
        RunStages stages = new RunStages(List.of(soap), List.of(), List.of()).withCallsNotOverHttp();
        RunReport part = new RunReport(r.scenario(), r.size(), r.environment(), r.options(), r.endpoints(), r.costs(),
                r.warningList(), r.complete(), r.abortReason(), r.priming(), r.stop(), r.precision(), r.noise(),
                r.profile(), stages);

        // "HTTP to Tomcat": /baseline/null over the ping-pong, a servlet whose own stages are the container's only.
        EndpointStages servlet = new EndpointStages(soapName, 200, 0, 0, 0, List.of(stage(Stage.CONTAINER_IN,
                List.of(20.0, 22.0), 800)), 21, 800, 21, 800, false);
        RunReport http = new RunReport(r.scenario(), r.size(), r.environment(), r.options(), r.endpoints(), r.costs(),
                r.warningList(), r.complete(), r.abortReason(), r.priming(), r.stop(), r.precision(), r.noise(),
                r.profile(), new RunStages(List.of(servlet), List.of(), List.of()));

        String table = StageSuiteTable.render(new SuiteReport("rpc", ReportFixture.ENVIRONMENT, List.of(part, part,
                http), List.of(), 1_000_000_000L, true));
        List<String> lines = table.lines().toList();
        List<String> micros = lines.stream().filter(l -> l.contains("[own] (")).toList();
        assertEquals(3, micros.size(), table);
        assertTrue(micros.get(2).matches(".*µs\\s+21\\.0±1\\.0\\s+-\\s+21\\.0\\s+-"),
                "a container-only row: no invocation, no stack group: " + micros.get(2));
        assertTrue(micros.get(0).matches(".*\\[own\\].*µs\\s+31\\.0±1\\.0\\s+42\\.0±1\\.0\\s+31\\.0\\s+42\\.0"),
                "absolute stages, unsigned, then the groups without an interval: " + micros.get(0));
        assertTrue(lines.get(lines.indexOf(micros.get(0)) + 1).matches("\\s+B\\s+900\\s+5,600\\s+900\\s+5,600"),
                table);
        assertEquals(1, lines.stream().filter(l -> l.contains("have no stages")).count(), "said once: " + table);
    }

    @Test
    void aSuiteWithoutStagesHasNoTable() {
        assertEquals("", StageSuiteTable.render(new SuiteReport("stacks", ReportFixture.ENVIRONMENT,
                List.of(ReportFixture.report()), List.of(), 1_000_000_000L, true)));
    }
}
