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
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.ScenarioParameters;
import org.echosoap.client.scenario.catalog.Scenarios;
import org.echosoap.client.config.PrecisionTarget;
import org.echosoap.client.config.SoapStack;
import org.junit.jupiter.api.Test;

/**
 * The layers table from parts with known figures: a cell per stack with the layer's cost over the plain message
 * (negative when cheaper), the bytes and allocation it adds; a stack that cannot serve the layer and a planned cell
 * that was not measured each say so; the layers not built yet are one line each.
 */
class LayersTableTest {

    /**
     * A layer part on {@code stack}: the 1.1 message's blocks at 100 µs with 40 µs in the server, the 1.2 message's
     * {@code overMicros} later and {@code serverOverMicros} more in the server (the fixture's allocation is 100 B per
     * server µs), 24 rounds.
     */
    private static RunReport part(String message, int size, SoapStack stack, long overMicros, long serverOverMicros) {
        return part(message, size, stack, overMicros, serverOverMicros, 0);
    }

    /** As above, the layered blocks alternately {@code swingMicros} above and below their level. */
    private static RunReport part(String message, int size, SoapStack stack, long overMicros, long serverOverMicros,
                                  long swingMicros) {
        Scenario scenario = Scenarios.byName("layer.soap12." + message, new ScenarioParameters(size, 0), stack, e -> 0);
        Endpoint v11 = scenario.baseline().orElseThrow();
        Endpoint v12 = scenario.measured();
        Map<String, List<BlockOutcome>> blocks = new LinkedHashMap<>();
        List<BlockOutcome> plain = new ArrayList<>();
        List<BlockOutcome> layered = new ArrayList<>();
        for (int i = 0; i < 24; i++) {
            long level = 100 + swingMicros; // both messages lifted by the swing, so no block goes below zero
            plain.add(ReportFixture.trial(i, v11.name(), level + i % 3, 40, 10_000));
            long swing = i % 2 == 0 ? swingMicros : -swingMicros;
            layered.add(ReportFixture.trial(i, v12.name(), level + i % 3 + overMicros + swing, 40 + serverOverMicros,
                    10_000));
        }
        blocks.put(v11.name(), plain);
        blocks.put(v12.name(), layered);
        // The layer pair's rule, as PlanRunner sets it: ±5 % of the plain message's latency (~101 µs here).
        RunOptions options = ReportFixture.optionsBuilder().repeat(24).stack(stack)
                .precision(PrecisionTarget.relative(0.05).withBaselineReference()).build();
        MeasuredRun run = MeasuredRun.pooling(List.of(v11, v12), blocks, true, null, List.of(),
                new MeasuredRun.StopReason(MeasuredRun.StopReason.Kind.FIXED_ROUNDS, 24, 12_000));
        return RunReportBuilder.build(scenario, options, ReportFixture.ENVIRONMENT, run);
    }

    @Test
    void rowsAreLayersColumnsStacksEachCellCostBytesAndAllocation() {
        List<SoapStack> stacks = List.of(SoapStack.AXIS2, SoapStack.CXF, SoapStack.METRO, SoapStack.SOAPLITE);
        List<RunReport> parts = List.of(
                part("echoFloat", -1, SoapStack.AXIS2, 7, 3),
                part("echoFloat", -1, SoapStack.CXF, -4, 0),
                part("echoFloat", -1, SoapStack.METRO, 12, 5),
                part("echoInts", 100, SoapStack.AXIS2, 2, 1));
        List<LayersTable.Row> rows = List.of(
                new LayersTable.Row("SOAP 1.2 over 1.1", "echoFloat", "layer.soap12.echoFloat", -1,
                        Map.of(SoapStack.SOAPLITE, "SOAP::Lite is not claimed")),
                new LayersTable.Row("SOAP 1.2 over 1.1", "echoInts", "layer.soap12.echoInts", 100,
                        Map.of(SoapStack.SOAPLITE, "SOAP::Lite is not claimed",
                                SoapStack.METRO, "Metro serves SOAP 1.2 on EchoFloat only")));
        SuiteReport suite = new SuiteReport("layers", ReportFixture.ENVIRONMENT, parts,
                List.of("layer.soap12.echoInts (size 100) on CXF: HTTP 500 SOAP Fault: VersionMismatch"),
                1_000_000_000L, true);
        Map<String, Long> wire = Map.of(LayersTable.cellKey("layer.soap12.echoFloat", -1, SoapStack.AXIS2), 56L,
                LayersTable.cellKey("layer.soap12.echoFloat", -1, SoapStack.CXF), -4L);
        String table = LayersTable.render(suite, "echosoap suite layers", rows, stacks, wire);
        List<String> lines = table.lines().toList();

        int header = lines.indexOf(lines.stream().filter(l -> l.startsWith("layer / message")).findFirst().orElseThrow());
        assertTrue(lines.get(header).matches("layer / message\\s+axis2\\s+cxf\\s+metro\\s+soaplite"), lines.get(header));
        assertTrue(lines.get(header + 1).matches("SOAP 1\\.2 over 1\\.1: echoFloat\\s+\\+7\\.\\d ± \\d+\\.\\d"
                + "\\s+-4\\.\\d ± \\d+\\.\\d\\s+\\+12\\.\\d ± \\d+\\.\\d\\s+cannot"), lines.get(header + 1));
        // On the wire as counted before the part (none for Metro: '-'); in brackets the bodies as measured: echoFloat's
        // 1.2 request is 2 bytes shorter (the namespace), the fixture's answers are equally long.
        assertTrue(lines.get(header + 2).matches("\\s+bytes/msg added: wire \\(body\\)\\s+\\+56 \\(-2\\)\\s+-4 \\(-2\\)"
                + "\\s+- \\(-2\\)"), lines.get(header + 2));
        assertTrue(lines.get(header + 3).matches("\\s+server alloc B/msg added\\s+\\+300\\s+\\+0\\s+\\+500"),
                lines.get(header + 3));
        // The CI target: 5 % of the plain message's ~101 µs, not of the cost (7, -4, 12 µs: ±1 µs floors), met by the
        // fixture's constant differences.
        assertTrue(lines.get(header + 4).matches("\\s+CI target µs/msg \\(met\\?\\)\\s+±5\\.\\d met\\s+±5\\.\\d met"
                + "\\s+±5\\.\\d met"), lines.get(header + 4));
        assertTrue(lines.get(header + 5).matches("SOAP 1\\.2 over 1\\.1: echoInts\\(100\\)\\s+\\+2\\.\\d ± \\d+\\.\\d"
                + "\\s+FAILED\\s+cannot\\s+cannot"), lines.get(header + 5));
        // Every layer the suite knows is built: none has a 'not built yet' line; rows come from the suite's plan.
        assertTrue(lines.stream().noneMatch(l -> l.contains("not built yet")), table);
        assertTrue(table.contains("  soaplite: SOAP::Lite is not claimed\n") || table.contains(
                "  soaplite: SOAP::Lite is not claimed\r\n"), "each reason once: " + table);
        assertEquals(1, lines.stream().filter(l -> l.contains("soaplite: SOAP::Lite")).count(), table);
        assertTrue(table.contains("metro: Metro serves SOAP 1.2 on EchoFloat only"), table);
        assertTrue(table.contains("VersionMismatch"), "the failed cell's reason is listed: " + table);
    }

    /**
     * A cell printed as 'not resolved here (±N µs)' is the widest of its row; it still stands two spaces from its
     * neighbour, so a reader (or a script) splitting the row on runs of spaces finds one cell per stack.
     */
    @Test
    void anUnresolvedCellKeepsItsColumn() {
        List<SoapStack> stacks = List.of(SoapStack.AXIS2, SoapStack.CXF, SoapStack.METRO);
        List<RunReport> parts = List.of(
                part("echoFloat", -1, SoapStack.AXIS2, 7, 3),
                part("echoFloat", -1, SoapStack.CXF, 10, 0, 1_500),
                part("echoFloat", -1, SoapStack.METRO, 12, 5));
        List<LayersTable.Row> rows = List.of(new LayersTable.Row("SOAP 1.2 over 1.1", "echoFloat",
                "layer.soap12.echoFloat", -1, Map.of()));
        SuiteReport suite = new SuiteReport("layers", ReportFixture.ENVIRONMENT, parts, List.of(), 1_000_000_000L, true);
        String table = LayersTable.render(suite, "echosoap suite layers", rows, stacks, Map.of());
        String row = table.lines().filter(l -> l.startsWith("SOAP 1.2 over 1.1: echoFloat")).findFirst().orElseThrow();
        String[] cells = row.substring(40).strip().split("\\s{2,}");
        assertEquals(3, cells.length, row);
        assertTrue(cells[1].matches("not resolved here \\(±\\d+\\.\\d µs\\)"), row);
        assertTrue(cells[0].matches("\\+7\\.\\d ± \\d+\\.\\d"), row);
    }
}
