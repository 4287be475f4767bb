package org.echosoap.client.history;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.echosoap.client.report.ReportFixture;
import org.echosoap.client.report.RunReport;
import org.echosoap.client.config.BlockStatistic;
import org.echosoap.client.stats.CostEstimate;
import org.echosoap.client.stats.PairedEstimate;
import org.echosoap.client.stats.RunToRun;
import org.echosoap.client.stats.StudentT;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The run history: what it keeps, which runs count as one setup, and that trouble with the file never fails a run. */
class RunHistoryTest {

    private static final int EPOCHS = 25;

    @TempDir
    Path dir;

    private final ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
    private final PrintStream err = new PrintStream(errBytes, true, StandardCharsets.UTF_8);

    /** A complete run of the fixture's setup whose EchoFloat cost is {@code micros} with standard error {@code se}. */
    private static RunReport run(double micros, double se) {
        return run(micros, se, ReportFixture.optionsBuilder().build().connections());
    }

    private static RunReport run(double micros, double se, int connections) {
        RunReport base = ReportFixture.report(ReportFixture.optionsBuilder().connections(connections).build(),
                fixtureBlocks(), List.of(), new org.echosoap.client.result.MeasuredRun.StopReason(
                        org.echosoap.client.result.MeasuredRun.StopReason.Kind.FIXED_ROUNDS, 3, 12_000),
                ReportFixture.ENVIRONMENT);
        List<Double> units = Collections.nCopies(EPOCHS, micros);
        PairedEstimate cost = new PairedEstimate(micros, se * StudentT.criticalValue95(EPOCHS - 1), units,
                PairedEstimate.EPOCHS, units);
        CostEstimate c = new CostEstimate("echoFloat", "EchoFloat", "null", BlockStatistic.MEAN, 100, 100 + micros,
                cost, cost, cost, PairedEstimate.NONE, PairedEstimate.NONE, Double.NaN, Double.NaN);
        return base.withCosts(List.of(c));
    }

    private static Map<String, List<org.echosoap.client.result.BlockOutcome>> fixtureBlocks() {
        return ReportFixture.blocks();
    }

    private RunHistory history() {
        return RunHistory.at(dir.resolve("state/history.jsonl"), err);
    }

    private RunReport measureAndKeep(RunHistory history, RunReport run) {
        RunReport reported = history.withRunToRun(run);
        history.record(reported);
        return reported;
    }

    @Test
    void theThirdRunOfASetupCarriesTheSpreadOfAllThree() {
        RunHistory history = history();
        RunToRun first = measureAndKeep(history, run(90, 2)).costs().get(0).runToRun();
        assertFalse(first.known());
        assertEquals(1, first.runs(), "the run itself counts");
        assertFalse(measureAndKeep(history, run(100, 2)).costs().get(0).runToRun().known());
        CostEstimate third = measureAndKeep(history, run(110, 2)).costs().get(0);
        assertTrue(third.runToRun().known());
        assertEquals(3, third.runToRun().runs());
        // Equal errors: τ² = sample variance (100) − s² (4).
        assertEquals(Math.sqrt(96), third.runToRun().sdMicros(), 1e-6);
        assertEquals(2 * StudentT.criticalValue95(EPOCHS - 1), third.withinRunCi95Micros(), 1e-9);
        assertTrue(third.ci95Micros() > 2 * Math.sqrt(100),
                "the headline interval includes the spread: " + third.ci95Micros());
        assertEquals(3, lines().size(), "one line per kept cost");
        assertEquals("", errBytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void anotherSetupIsNotMixedIn() {
        RunHistory history = history();
        measureAndKeep(history, run(90, 2));
        measureAndKeep(history, run(110, 2));
        RunToRun other = measureAndKeep(history, run(100, 2, 4)).costs().get(0).runToRun();
        assertFalse(other.known(), "4 connections is another setup");
        assertEquals(1, other.runs());
    }

    @Test
    void onlyTheNewestRunsOfASetupCount() {
        RunHistory history = history();
        for (int i = 0; i < RunHistory.WINDOW_RUNS + 5; i++) {
            measureAndKeep(history, run(i < 5 ? 500 : 100 + (i % 2), 2));
        }
        RunToRun now = history.withRunToRun(run(100, 2)).costs().get(0).runToRun();
        assertEquals(RunHistory.WINDOW_RUNS, now.runs());
        assertEquals(0.0, now.sdMicros(), "the five old outliers fell out of the window");
    }

    @Test
    void offKeepsNothingAndChangesNothing() {
        RunHistory off = RunHistory.off();
        RunReport run = run(90, 2);
        assertEquals(run, off.withRunToRun(run));
        off.record(run);
        assertFalse(off.enabled());
        assertNull(off.file());
    }

    @Test
    void anIncompleteRunOrACostMeasuredTooLittleIsNotKept() throws Exception {
        RunHistory history = history();
        RunReport incomplete = run(90, 2);
        incomplete = new RunReport(incomplete.scenario(), incomplete.size(), incomplete.environment(),
                incomplete.options(), incomplete.endpoints(), incomplete.costs(), incomplete.warningList(), false,
                "aborted", incomplete.priming(), incomplete.stop(), incomplete.precision());
        history.record(incomplete);
        assertFalse(Files.exists(history.file()));
        history.record(ReportFixture.report(ReportFixture.optionsBuilder().build(), fixtureBlocks(), List.of(),
                new org.echosoap.client.result.MeasuredRun.StopReason(
                        org.echosoap.client.result.MeasuredRun.StopReason.Kind.FIXED_ROUNDS, 3, 12_000),
                ReportFixture.ENVIRONMENT));
        assertFalse(Files.exists(history.file()), "3 pairs are not measured enough");
    }

    @Test
    void linesThatDoNotParseAreSkipped() throws Exception {
        RunHistory history = history();
        measureAndKeep(history, run(90, 2));
        Files.writeString(history.file(), "{\"key\": \"cut sh\n\nnot json\n{\"key\": 3}\n",
                java.nio.file.StandardOpenOption.APPEND);
        measureAndKeep(history, run(110, 2));
        RunToRun third = history.withRunToRun(run(100, 2)).costs().get(0).runToRun();
        assertTrue(third.known());
        assertEquals(3, third.runs());
    }

    @Test
    void aFileThatCannotBeWrittenCostsOneLineAndTheRunGoesOn() throws Exception {
        Path blocker = dir.resolve("not-a-dir");
        Files.writeString(blocker, "a file where the history's directory should be");
        RunHistory history = RunHistory.at(blocker.resolve("history.jsonl"), err);
        RunReport reported = measureAndKeep(history, run(90, 2));
        assertFalse(reported.costs().get(0).runToRun().known());
        String printed = errBytes.toString(StandardCharsets.UTF_8);
        assertEquals(1, printed.lines().count(), printed);
        assertTrue(printed.startsWith("echosoap: run history ") && printed.contains("not written"), printed);
    }

    @Test
    void theFileIsChosenByOptionThenEnvironmentThenXdgState() {
        assertFalse(RunHistory.chosen("off", Map.of(), err).enabled());
        assertEquals(Path.of("/x/h.jsonl"), RunHistory.chosen("/x/h.jsonl", Map.of(
                RunHistory.ENVIRONMENT_VARIABLE, "off"), err).file());
        assertFalse(RunHistory.chosen(null, Map.of(RunHistory.ENVIRONMENT_VARIABLE, "off"), err).enabled());
        assertEquals(Path.of("/state/echosoap/history.jsonl"),
                RunHistory.chosen(null, Map.of("XDG_STATE_HOME", "/state"), err).file());
        assertEquals(Path.of(System.getProperty("user.home"), ".local", "state", "echosoap", "history.jsonl"),
                RunHistory.chosen(null, Map.of(), err).file());
    }

    private List<String> lines() {
        try {
            return Files.readAllLines(dir.resolve("state/history.jsonl"));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /**
     * Endpoint latencies are kept too (one line per endpoint measured in enough blocks): the fixture's 3 blocks per
     * endpoint are too few, 25 blocks over 5 epochs are enough, and the third run gets the spread of the three.
     */
    @Test
    void endpointLatenciesAreKeptAndSpreadLikeCosts() {
        RunHistory history = history();
        RunToRun third = RunToRun.UNKNOWN;
        for (int level : new int[] {100, 110, 120}) {
            RunReport run = withBlocks(run(40, 2), level);
            third = measureAndKeep(history, run).endpoints().get(0).runToRun();
        }
        assertTrue(third.known(), "runs " + third.runs());
        assertEquals(3, third.runs());
        assertTrue(third.sdMicros() > 5, "levels 100, 110, 120 µs: " + third.sdMicros());
        assertTrue(lines().stream().anyMatch(l -> l.contains("latency=null")), String.join("\n", lines()));
    }

    /** The run with each endpoint's blocks replaced by 25 blocks in 5 epochs around {@code level} µs. */
    private static RunReport withBlocks(RunReport run, int level) {
        List<org.echosoap.client.report.EndpointFigures> endpoints = new java.util.ArrayList<>();
        for (org.echosoap.client.report.EndpointFigures e : run.endpoints()) {
            List<org.echosoap.client.report.EndpointFigures.BlockFigures> blocks = new java.util.ArrayList<>();
            for (int i = 0; i < 25; i++) {
                double mean = level + (i % 3) - 1;
                blocks.add(new org.echosoap.client.report.EndpointFigures.BlockFigures(i, i, 100, 0, 1000, mean, mean,
                        mean, Double.NaN, Double.NaN, Double.NaN, Double.NaN, false, "", i / 5));
            }
            org.echosoap.client.stats.LatencySummary latency = e.latencyMicros();
            endpoints.add(new org.echosoap.client.report.EndpointFigures(e.endpoint(), e.path(), e.role(),
                    e.throughputPerSec(), new org.echosoap.client.stats.LatencySummary(latency.p50Micros(),
                            latency.p90Micros(), latency.p99Micros(), latency.p999Micros(), latency.maxMicros(), level,
                            latency.count()), e.serverAppMicros(), e.outsideMicros(), e.errors(),
                    e.errorsByKind(), e.spread(), blocks, e.histogramBase64(), e.responseBytesPerMessage(),
                    e.clientCpuMicrosPerRequest(), e.requestsSent(), e.requestBytes(), e.allocation(), e.rate(),
                    e.serverAppHistogramBase64(), e.outsideHistogramBase64(), e.serverAllocatedBytesHistogramBase64(),
                    RunToRun.UNKNOWN));
        }
        return run.withFigures(endpoints, run.costs());
    }

    @Test
    void theFirstLineSaysWhenARunIsPooledWithEarlierRuns() {
        RunHistory history = history();
        RunReport first = run(90, 2);
        SetupKey key = SetupKey.of(first.environment(), first.options(), first.size(), first.costs().get(0));
        assertNull(history.poolingLine(key), "no earlier run: nothing to say");
        measureAndKeep(history, first);
        measureAndKeep(history, run(100, 2));
        assertEquals("run 3 of this setup here: pooling with 2 earlier runs (" + dir.resolve("state/history.jsonl")
                + "; --no-history for this run alone)", history.poolingLine(key));
        // The key said before the run is the key the cost is kept under after it.
        // (A run's costs take the run's statistic; the fixture's cost is by means.)
        assertEquals(key, SetupKey.ofCost(first.environment(), first.options().toBuilder()
                .statistic(BlockStatistic.MEAN).build(), "echoFloat", first.size(), "EchoFloat", "null"));
        assertNull(RunHistory.off().poolingLine(key));
    }
}
