package org.echosoap.client.compare;

import org.echosoap.client.resultfile.ResultFile;
import static org.echosoap.client.compare.CompareFixtures.cost;
import static org.echosoap.client.compare.CompareFixtures.file;
import static org.echosoap.client.compare.CompareFixtures.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.echosoap.client.stats.RunSpread;
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

    private static final List<Double> NOISY_A = List.of(40.0, 44.0, 38.0, 43.0, 41.0, 39.0);
    private static final List<Double> NOISY_B = List.of(55.0, 60.0, 52.0, 58.0, 56.0, 57.0);

    @Test
    void aSignificantDifferenceBeyondTheThresholdIsMarked() {
        Comparison c = compare(local(List.of(), List.of(cost("s", NONE, "E", 40.833, 38, NOISY_A))),
                remote(List.of(), List.of(cost("s", NONE, "E", 56.333, 39, NOISY_B))));
        CompareRow r = c.rows().get(0);
        assertTrue(r.aboveThreshold());
        assertTrue(r.significant(), r.test().toString());
        assertTrue(r.marked());
        assertEquals(15.5, r.test().difference(), 1e-9, "mean(B units) − mean(A units)");
        assertEquals(ComparisonBuilder.COST_UNITS, r.units());
        assertEquals(1, c.marked());
        assertEquals(1, c.significant());
    }

    @Test
    void aDifferenceBeyondTheThresholdThatIsNotSignificantIsNotMarked() {
        // +10% but the pairs overlap: mean 40 ± sd 8 against 44 ± sd 8, 4 pairs each.
        Comparison c = compare(local(List.of(), List.of(cost("s", NONE, "E", 40, 38, List.of(30.0, 50.0, 35.0, 45.0)))),
                remote(List.of(), List.of(cost("s", NONE, "E", 44, 39, List.of(34.0, 54.0, 39.0, 49.0)))));
        CompareRow r = c.rows().get(0);
        assertTrue(r.aboveThreshold());
        assertFalse(r.significant());
        assertFalse(r.marked());
        assertEquals("~", CompareTable.mark(r));
        assertEquals(1, c.aboveThreshold());
        assertEquals(0, c.marked());
    }

    @Test
    void aSignificantDifferenceWithinTheThresholdIsNotMarked() {
        List<Double> a = List.of(100.0, 100.2, 99.9, 100.1, 99.8);
        List<Double> b = List.of(102.0, 102.2, 101.9, 102.1, 101.8);
        // Within one run's state (no run-to-run spread allowed): +2% over ±0.2% units is significant.
        Comparison c = ComparisonBuilder.build(local(List.of(run("s", NONE, "null", "baseline", 100, 2, a)), List.of()),
                remote(List.of(run("s", NONE, "null", "baseline", 102, 2, b)), List.of()), "same-host", "cross-host",
                Threshold.DEFAULT, RunSpread.NONE);
        CompareRow r = c.rows().get(0);
        assertTrue(r.significant());
        assertFalse(r.aboveThreshold(), "+2% is within 5%");
        assertFalse(r.marked());
        // Its 90% CI, about [+1.8, +2.2] µs, lies within ±10% of A: the two one-sided tests call it equivalent.
        assertEquals("equivalent", CompareTable.mark(r));
        assertEquals(ResultFile.Run.TRIAL_MEANS, r.units());
    }

    @Test
    void onePairIsNeverMarkedHoweverLargeTheDifference() {
        Comparison c = compare(local(List.of(), List.of(cost("s", NONE, "E", 40, 38, List.of(40.0)))),
                remote(List.of(), List.of(cost("s", NONE, "E", 400, 39, List.of(400.0)))));
        CompareRow r = c.rows().get(0);
        assertEquals(WelchTest.Outcome.TOO_FEW, r.test().outcome());
        assertTrue(r.aboveThreshold());
        assertFalse(r.marked());
        assertTrue(r.untested());
        assertEquals("~", CompareTable.mark(r));
        String table = CompareTable.render(c);
        assertEquals(1, table.lines().filter(l -> l.startsWith("~ with p -: fewer than 2 units")).count(), table);
    }

    @Test
    void theFootnoteForTooFewUnitsIsPrintedOnce() {
        Comparison c = compare(
                local(List.of(run("s", NONE, "null", "baseline", 80, 2), run("s", NONE, "E", "measured", 120, 40)),
                        List.of(cost("s", NONE, "E", 40, 38, List.of(40.0)))),
                remote(List.of(run("s", NONE, "null", "baseline", 130, 4), run("s", NONE, "E", "measured", 176, 42)),
                        List.of(cost("s", NONE, "E", 46, 39, List.of(46.0)))));
        String table = CompareTable.render(c);
        assertEquals(3, table.lines().filter(l -> l.startsWith("s ") && l.endsWith("  ~")).count(), table);
        assertEquals(1, table.lines().filter(l -> l.startsWith("~ with p -")).count(), table);
        assertTrue(table.contains("summary: 0 of 3 rows differ significantly (q < 0.05) and by more than 5%"
                + " (faster/slower); 0 equivalent within ±10% of A\n"), table);
    }

    @Test
    void rowsInOneResultOnlyAreNeitherMarkedNorTilde() {
        Comparison c = compare(local(List.of(run("s", NONE, "bytes", "extra", 95, 4, NOISY_A)), List.of()),
                remote(List.of(run("s", NONE, "chars", "extra", 151, 9, NOISY_B)), List.of()));
        c.rows().forEach(r -> {
            assertFalse(r.significant());
            assertEquals("", CompareTable.mark(r));
            assertEquals(null, r.units());
        });
    }

    @Test
    void costsOfDifferentStatisticsAreSaid() {
        ResultFile.Cost median = new ResultFile.Cost("s", NONE, "E", "null", 38, 1, 35, "median", NOISY_A);
        Comparison c = compare(local(List.of(), List.of(cost("s", NONE, "E", 40, 35, NOISY_A))),
                remote(List.of(), List.of(median)));
        assertEquals(List.of("the cost of s E is a paired difference of means in same-host but of medians in"
                + " cross-host: the difference mixes two statistics"), c.warnings());
        ResultFile.Cost unknown = new ResultFile.Cost("s", NONE, "E", "null", 38, 1, 35, null, NOISY_A);
        assertEquals(List.of(), compare(local(List.of(), List.of(median)), remote(List.of(), List.of(unknown)))
                .warnings(), "a file that does not say is not a mismatch");
    }

    @Test
    void costsOverDifferentBaselinesAreSaid() {
        ResultFile.Cost overBytes = new ResultFile.Cost("s", NONE, "E", "bytes", 30, 1, 25, "mean", List.of());
        Comparison c = compare(local(List.of(), List.of(cost("s", NONE, "E", 40, 35))), remote(List.of(), List.of(overBytes)));
        assertEquals(List.of("the cost of s E subtracts null in same-host but bytes in cross-host"), c.warnings());
    }
}
