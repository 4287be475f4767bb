package org.echosoap.client.compare;

import static org.echosoap.client.compare.CompareFixtures.cost;
import static org.echosoap.client.compare.CompareFixtures.file;
import static org.echosoap.client.compare.CompareFixtures.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The pure part of compare: two results in, rows, split and warnings out. */
class ComparisonBuilderTest {

    private static final int NONE = ResultFile.NO_SIZE;

    private static ResultFile local(List<ResultFile.Run> runs, List<ResultFile.Cost> costs) {
        return file("a.json", "vm-a", "127.0.0.1", runs, costs);
    }

    private static ResultFile remote(List<ResultFile.Run> runs, List<ResultFile.Cost> costs) {
        return file("b.json", "vm-a", "10.77.0.2", runs, costs);
    }

    private static Comparison compare(ResultFile a, ResultFile b) {
        return ComparisonBuilder.build(a, b, "same-host", "cross-host", Threshold.DEFAULT);
    }

    private static List<String> labels(Comparison c) {
        return c.rows().stream().map(r -> r.scenario() + "/" + r.size() + "/" + r.label()).toList();
    }

    @Test
    void rowsAreKeyedByScenarioSizeAndEndpointAndOrderedByRole() {
        ResultFile a = local(List.of(
                        run("benchmark.echoInts", 10, "Benchmark", "measured", 200, 50),
                        run("benchmark.echoInts", 10, "null", "baseline", 100, 3),
                        run("benchmark.echoInts", 100, "null", "baseline", 110, 3),
                        run("benchmark.echoInts", 100, "Benchmark", "measured", 400, 150)),
                List.of(cost("benchmark.echoInts", 10, "Benchmark", 100, 47)));
        ResultFile b = remote(List.of(
                        run("benchmark.echoInts", 100, "Benchmark", "measured", 500, 160),
                        run("benchmark.echoInts", 100, "bytes", "extra", 300, 10),
                        run("echoFloat", NONE, "EchoFloat", "measured", 180, 40)),
                List.of(cost("benchmark.echoInts", 10, "Benchmark", 120, 48)));
        assertEquals(List.of(
                "benchmark.echoInts/10/null", "benchmark.echoInts/10/Benchmark",
                "benchmark.echoInts/10/Benchmark − null (SOAP cost)",
                "benchmark.echoInts/100/null", "benchmark.echoInts/100/bytes", "benchmark.echoInts/100/Benchmark",
                "echoFloat/-1/EchoFloat"), labels(compare(a, b)));
    }

    @Test
    void differencesAreBMinusAInMicrosAndPercentOfA() {
        Comparison c = compare(local(List.of(run("s", NONE, "null", "baseline", 80, 2)), List.of()),
                remote(List.of(run("s", NONE, "null", "baseline", 100, 3)), List.of()));
        CompareRow r = c.rows().get(0);
        assertEquals(20.0, r.differenceMicros(), 1e-9);
        assertEquals(25.0, r.differencePercent(), 1e-9);
        assertEquals(1.0, r.serverDifferenceMicros(), 1e-9);
        assertEquals(19.0, r.networkAndHttpDifferenceMicros(), 1e-9);
        assertTrue(r.aboveThreshold());
    }

    @Test
    void aNegativeCostKeepsTheSignOfTheChange() {
        Comparison c = compare(local(List.of(), List.of(cost("s", NONE, "X", -4, 0))),
                remote(List.of(), List.of(cost("s", NONE, "X", 2, 0))));
        assertEquals(150.0, c.rows().get(0).differencePercent(), 1e-9, "+6 µs over |−4| µs: B is higher");
    }

    @Test
    void aZeroInAHasNoPercentAndIsNotMarked() {
        Comparison c = compare(local(List.of(), List.of(cost("s", NONE, "X", 0, 0))),
                remote(List.of(), List.of(cost("s", NONE, "X", 30, 0))));
        assertTrue(Double.isNaN(c.rows().get(0).differencePercent()));
        assertFalse(c.rows().get(0).aboveThreshold());
        assertEquals(1, c.differencesKnown());
    }

    @Test
    void theThresholdIsStrictAndAppliesToBothSigns() {
        Comparison c = compare(
                local(List.of(run("s", NONE, "a", null, 100, 1), run("s", NONE, "b", null, 100, 1),
                        run("s", NONE, "c", null, 100, 1)), List.of()),
                remote(List.of(run("s", NONE, "a", null, 105, 1), run("s", NONE, "b", null, 105.5, 1),
                        run("s", NONE, "c", null, 94, 1)), List.of()));
        assertEquals(List.of(false, true, true), c.rows().stream().map(CompareRow::aboveThreshold).toList());
        assertEquals(2, c.aboveThreshold());
        Comparison strict = ComparisonBuilder.build(
                local(List.of(run("s", NONE, "a", null, 100, 1)), List.of()),
                remote(List.of(run("s", NONE, "a", null, 100.6, 1)), List.of()), "x", "y", Threshold.parse("0.5%"));
        assertTrue(strict.rows().get(0).aboveThreshold());
    }

    @Test
    void rowsOnOneSideHaveNoDifference() {
        Comparison c = compare(local(List.of(run("s", NONE, "bytes", "extra", 95, 4)), List.of()),
                remote(List.of(run("s", NONE, "chars", "extra", 151, 9)), List.of()));
        CompareRow bytes = c.rows().get(0);
        assertTrue(bytes.inA() && !bytes.inB());
        assertTrue(Double.isNaN(bytes.differenceMicros()));
        assertFalse(bytes.aboveThreshold());
        assertEquals(2, c.inOneOnly());
        assertEquals(0, c.differencesKnown());
        assertTrue(c.warnings().contains("no scenario, size and endpoint is in both results: nothing to compare"),
                c.warnings().toString());
    }

    @Test
    void theOverallSplitAveragesRowsWithServerTimingOnBothSides() {
        Comparison c = compare(
                local(List.of(run("s", NONE, "null", "baseline", 80, 2), run("s", NONE, "E", "measured", 120, 40),
                        run("s", NONE, "old", "extra", 90, Double.NaN)), List.of(cost("s", NONE, "E", 40, 38))),
                remote(List.of(run("s", NONE, "null", "baseline", 130, 4), run("s", NONE, "E", "measured", 176, 42),
                        run("s", NONE, "old", "extra", 140, 5)), List.of(cost("s", NONE, "E", 46, 39))));
        // null: +50 (server +2), E: +56 (server +2); "old" has no server figure in A and is left out.
        assertEquals(new SplitSummary(2, 53.0, 2.0), c.latencySplit());
        assertEquals(51.0, c.latencySplit().networkAndHttpChangeMicros(), 1e-9);
        assertEquals(new SplitSummary(1, 6.0, 1.0), c.costSplit());
        assertEquals(List.of("E", "E − null (SOAP cost)"), c.splitRows().stream().map(CompareRow::label).toList());
    }

    @Test
    void sameHostsUnderDifferentLabelsAreNotACrossHostComparison() {
        ResultFile a = file("a.json", "vm-a", "127.0.0.1", List.of(), List.of());
        ResultFile b = file("b.json", "VM-A", "127.0.0.1", List.of(), List.of());
        assertEquals(List.of("both results were measured from host vm-a to target 127.0.0.1: not a cross-host comparison"),
                ComparisonBuilder.build(a, b, "same-host", "cross-host", Threshold.DEFAULT).warnings());
        assertEquals(1, ComparisonBuilder.build(a, b, "loopback", "veth", Threshold.DEFAULT).warnings().size(),
                "labels that differ claim different placements");
        assertEquals(1, ComparisonBuilder.build(a, b, "cross-host", "cross-host", Threshold.DEFAULT).warnings().size(),
                "a label that says cross-host claims another placement even when both labels are equal");
        assertEquals(List.of(), ComparisonBuilder.build(a, b, "run", "run", Threshold.DEFAULT).warnings());
        ResultFile otherTarget = file("b.json", "vm-a", "10.77.0.2", List.of(), List.of());
        assertEquals(List.of(), ComparisonBuilder.build(a, otherTarget, "same-host", "cross-host", Threshold.DEFAULT).warnings());
        ResultFile otherClient = file("b.json", "vm-b", "127.0.0.1", List.of(), List.of());
        assertEquals(List.of(), ComparisonBuilder.build(a, otherClient, "same-host", "cross-host", Threshold.DEFAULT).warnings());
    }

    @Test
    void unknownHostsIncompleteRunsAndDifferentSettingsAreSaid() {
        ResultFile a = new ResultFile("a.json", true, null, new ResultFile.Placement(null, "127.0.0.1"),
                new ResultFile.Settings(1, true, "core"), List.of(), List.of());
        ResultFile b = new ResultFile("b.json", false, "errors: 1000 failed requests",
                new ResultFile.Placement("vm-b", "10.77.0.2"), new ResultFile.Settings(16, false, null), List.of(),
                List.of());
        assertEquals(List.of(
                        "same-host (a.json) does not record its client and target hosts: cannot check where it was measured",
                        "cross-host (b.json) is incomplete: the run stopped early (errors: 1000 failed requests)",
                        "settings differ (same-host vs cross-host): connections 1 vs 16, keepAlive true vs false,"
                                + " transport core vs (not recorded)"),
                compare(a, b).warnings());
    }

    @Test
    void aDuplicateEntryKeepsTheFirstAndSaysSo() {
        Comparison c = compare(
                local(List.of(run("s", NONE, "null", "baseline", 80, 2), run("s", NONE, "null", "baseline", 999, 2),
                        run("s", NONE, "null", "baseline", 998, 2)), List.of()),
                remote(List.of(run("s", NONE, "null", "baseline", 100, 2)), List.of()));
        assertEquals(1, c.rows().size());
        assertEquals(80.0, c.rows().get(0).aMicros());
        assertEquals(List.of("same-host has more than one runs[] entry for null at the same scenario and size:"
                + " the first is compared"), c.warnings());
    }

    @Test
    void costsOverDifferentBaselinesAreSaid() {
        ResultFile.Cost overBytes = new ResultFile.Cost("s", NONE, "E", "bytes", 30, 1, 25, "mean", List.of());
        Comparison c = compare(local(List.of(), List.of(cost("s", NONE, "E", 40, 35))), remote(List.of(), List.of(overBytes)));
        assertEquals(List.of("the cost of s E subtracts null in same-host but bytes in cross-host"), c.warnings());
    }
}
