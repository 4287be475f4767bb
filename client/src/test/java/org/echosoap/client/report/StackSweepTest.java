package org.echosoap.client.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.echosoap.client.report.html.HtmlReport;
import org.echosoap.client.report.html.ReportInputs;
import org.echosoap.client.report.html.ReportModel;
import org.echosoap.client.report.html.StackSweep;
import org.echosoap.client.result.BlockOutcome;
import org.echosoap.client.result.MeasuredRun;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.ScenarioParameters;
import org.echosoap.client.scenario.catalog.Scenarios;
import org.echosoap.client.config.SoapStack;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The stacks section of the HTML report, read back from the result.json a stacks suite writes: the same ranking as
 * the console table (recomputed from the recorded pair costs), one chart per operation measured at several sizes.
 */
class StackSweepTest {

    @TempDir
    Path dir;

    private static final long[] NULL_LOWS = {90, 80, 85, 88};

    /**
     * benchmark.echoInts at {@code size} on {@code stack}: the SOAP blocks {@code costs[i]} µs above null's, the
     * pattern repeated 5 times: 20 pairs, as many as a cost needs to be ranked ({@link RowStanding}).
     */
    private static RunReport part(SoapStack stack, int size, long... pattern) {
        return part(stack, size, List.of(), fivefold(pattern));
    }

    private static long[] fivefold(long... pattern) {
        long[] costs = new long[5 * pattern.length];
        for (int i = 0; i < costs.length; i++) {
            costs[i] = pattern[i % pattern.length];
        }
        return costs;
    }

    /** The same with {@code costs} as given and {@code priming}. */
    private static RunReport part(SoapStack stack, int size, List<MeasuredRun.Priming> priming, long... costs) {
        Scenario scenario = Scenarios.byName("benchmark.echoInts", new ScenarioParameters(size, 0), stack, e -> 500);
        Map<String, List<BlockOutcome>> blocks = new LinkedHashMap<>();
        List<BlockOutcome> nulls = new ArrayList<>();
        List<BlockOutcome> soap = new ArrayList<>();
        for (int i = 0; i < costs.length; i++) {
            nulls.add(ReportFixture.trial(i, "null", NULL_LOWS[i % NULL_LOWS.length], 3, 20_000));
            soap.add(ReportFixture.trial(i, "benchmark.echoInts", NULL_LOWS[i % NULL_LOWS.length] + costs[i], 40, 14_000));
        }
        blocks.put("null", nulls);
        blocks.put("benchmark.echoInts", soap);
        MeasuredRun run = MeasuredRun.pooling(List.of(scenario.baseline().orElseThrow(), scenario.measured()), blocks,
                true, null, priming, new MeasuredRun.StopReason(MeasuredRun.StopReason.Kind.FIXED_ROUNDS,
                        costs.length, 12_000));
        return RunReportBuilder.build(scenario, ReportFixture.optionsBuilder().repeat(costs.length).stack(stack).build(),
                ReportFixture.ENVIRONMENT, run);
    }

    @Test
    void readsTheStacksBackFromResultJsonAndDrawsOneLinePerStack() throws Exception {
        SuiteReport suite = new SuiteReport("stacks", ReportFixture.ENVIRONMENT, List.of(
                part(SoapStack.AXIS2, 10, 60, 62, 58, 61), part(SoapStack.CXF, 10, 40, 41, 39, 40),
                part(SoapStack.AXIS2, 1000, 300, 310, 290, 305), part(SoapStack.CXF, 1000, 301, 309, 292, 300)),
                List.of(), 1_000_000_000L, true);
        Path file = dir.resolve("result.json");
        Files.writeString(file, ResultJson.render(suite));

        ReportModel model = ReportModel.of(ReportInputs.load(List.of(file)));
        StackSweep sweep = model.stackSweep();
        assertEquals(4, sweep.points().size());
        StackSweep.Point axis2At10 = sweep.points().get(0);
        assertEquals("axis2", axis2At10.stack());
        assertEquals("1.51", axis2At10.rank().text(), "60.25 ÷ 40 µs, real: the same test as the console's");
        assertEquals("fastest", sweep.points().get(1).rank().text());
        StackSweep.Point cxfAt1000 = sweep.points().get(3);
        assertTrue(cxfAt1000.rank().text().equals("fastest") || cxfAt1000.rank().text().startsWith("~"),
                "at 1,000 the two are within noise: " + cxfAt1000.rank().text());
        assertEquals(3_700, axis2At10.allocBytes(), 1.0, "allocation beyond the stack's own baseline");

        String html = HtmlReport.render(model, Instant.EPOCH);
        String section = html.substring(html.indexOf("<section class=\"chart\" id=\"stacks\""));
        section = section.substring(0, section.indexOf("</section>"));
        assertEquals(1, section.split("<svg", -1).length - 1, "one chart: one operation measured at two sizes");
        assertTrue(section.contains("benchmark.echoInts: cost per message against size"), section);
        assertTrue(section.contains(">axis2<") && section.contains(">cxf<"), "a legend entry per stack");
        assertFalse(sweep.table().toText().isBlank());
    }

    @Test
    void aResultOfOneStackHasNoStacksSection() throws Exception {
        Path file = dir.resolve("one.json");
        Files.writeString(file, ResultJson.render(new SuiteReport("soapbench", ReportFixture.ENVIRONMENT,
                List.of(part(SoapStack.AXIS2, 10, 60, 62, 58)), List.of(), 1_000_000_000L, true)));
        assertTrue(ReportModel.of(ReportInputs.load(List.of(file))).stackSweep().isEmpty());
    }

    @Test
    void costsNotSteadyOrMeasuredTooLittleAreReadBackUnranked() throws Exception {
        // CXF is cheapest at size 10 but its priming did not end steady; Metro at 1,000 ran 4 pairs only.
        List<MeasuredRun.Priming> notSteady = List.of(
                new MeasuredRun.Priming("null", 1_000, 45, 9_000, true, 3.0, 0),
                new MeasuredRun.Priming("benchmark.echoInts", 1_000, 45, 5_000, false, 41.0, 20));
        SuiteReport suite = new SuiteReport("stacks", ReportFixture.ENVIRONMENT, List.of(
                part(SoapStack.AXIS2, 10, 60, 62, 58, 61), part(SoapStack.CXF, 10, notSteady, fivefold(40, 41, 39, 40)),
                part(SoapStack.AXIS2, 1000, 300, 310, 290, 305),
                part(SoapStack.METRO, 1000, List.of(), 200, 210, 190, 205)),
                List.of(), 1_000_000_000L, true);
        Path file = dir.resolve("result.json");
        Files.writeString(file, ResultJson.render(suite));
        StackSweep sweep = ReportModel.of(ReportInputs.load(List.of(file))).stackSweep();
        assertEquals("fastest", sweep.points().get(0).rank().text(), "Axis2 is the only one ranked at size 10");
        assertEquals("not steady", sweep.points().get(1).rank().text());
        assertEquals(40.0, sweep.points().get(1).costMicros(), 0.5, "its figures stay");
        assertEquals("fastest", sweep.points().get(2).rank().text(), "Metro's 4 pairs do not rank at 1,000");
        assertEquals("not measured enough", sweep.points().get(3).rank().text());
        String metroRow = sweep.table().toText().lines().filter(l -> l.contains("metro")).findFirst().orElseThrow();
        assertTrue(metroRow.contains("not measured enough") && !metroRow.contains("200"), metroRow);
    }
}
