package org.echosoap.client.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.echosoap.client.result.ResultSchema;
import org.echosoap.client.result.BlockOutcome;
import org.echosoap.client.result.MeasuredRun;
import org.echosoap.client.config.BlockStatistic;
import org.echosoap.client.config.PrecisionTarget;
import org.echosoap.client.stats.StudentT;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;

/**
 * result.json, schema 2: what docs/result-json.md promises a reader can do with it. Every cost figure, by either block
 * statistic and for the inside and outside parts, is recomputable from {@code runs[].blocks[]} (pair by round,
 * subtract, mean, t interval); the run says how it was primed and why it stopped; the precision target's outcome
 * and the warnings (one line per kind) are there.
 */
class ResultJsonTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static final long[] BASELINE_LEVEL = {90, 80, 85, 88};
    private static final long[] SOAP_LEVEL = {130, 124, 129, 131};

    /**
     * Four rounds of 1,000 requests per block. One SOAP request in ten is 300 µs slower and 100 µs longer inside the
     * webapp (a tail), so block means and block medians give different costs (about 70 against 42 µs), and so do the
     * inside and outside parts.
     */
    private static Map<String, List<BlockOutcome>> tailedBlocks() {
        List<BlockOutcome> baseline = new ArrayList<>();
        List<BlockOutcome> soap = new ArrayList<>();
        for (int round = 0; round < BASELINE_LEVEL.length; round++) {
            long[] latency = new long[1000];
            long[] server = new long[1000];
            long[] soapLatency = new long[1000];
            long[] soapServer = new long[1000];
            for (int i = 0; i < 1000; i++) {
                boolean tail = i % 10 == 9;
                latency[i] = BASELINE_LEVEL[round] + i % 10;
                server[i] = 3 + i % 2;
                soapLatency[i] = SOAP_LEVEL[round] + i % 10 + (tail ? 300 : 0);
                soapServer[i] = 40 + i % 3 + (tail ? 100 : 0);
            }
            baseline.add(ReportFixture.block(round, "null", latency, server, null));
            soap.add(ReportFixture.block(round, "EchoFloat", soapLatency, soapServer, null));
        }
        Map<String, List<BlockOutcome>> blocks = new LinkedHashMap<>();
        blocks.put("null", baseline);
        blocks.put("EchoFloat", soap);
        return blocks;
    }

    private static JsonNode render(BlockStatistic statistic) throws Exception {
        RunReport report = ReportFixture.report(ReportFixture.optionsBuilder().repeat(4).statistic(statistic).build(),
                tailedBlocks(), List.of(), new MeasuredRun.StopReason(MeasuredRun.StopReason.Kind.FIXED_ROUNDS, 4,
                        16_000));
        return ResultSchema.valid(ResultJson.render(report));
    }

    /** The per-pair differences of a block figure, SOAP − baseline, paired by round. */
    private static double[] pairs(JsonNode result, String blockKey) {
        JsonNode base = result.get("runs").get(0).get("blocks");
        JsonNode soap = result.get("runs").get(1).get("blocks");
        assertEquals(base.size(), soap.size());
        double[] d = new double[base.size()];
        for (int i = 0; i < d.length; i++) {
            assertEquals(base.get(i).get("round").asInt(), soap.get(i).get("round").asInt(), "paired by round");
            d[i] = soap.get(i).get(blockKey).asDouble() - base.get(i).get(blockKey).asDouble();
        }
        return d;
    }

    private static double mean(double[] d) {
        double sum = 0;
        for (double v : d) {
            sum += v;
        }
        return sum / d.length;
    }

    private static double ci95(double[] d) {
        double m = mean(d);
        double ss = 0;
        for (double v : d) {
            ss += (v - m) * (v - m);
        }
        return StudentT.criticalValue95(d.length - 1) * Math.sqrt(ss / (d.length - 1)) / Math.sqrt(d.length);
    }

    /** The block figures are rounded to 3 decimals in the file. */
    private static final double ROUNDING = 0.002;

    private static void assertRecomputed(double[] pairs, JsonNode cost, String micros, String ci95, String what) {
        assertEquals(mean(pairs), cost.get(micros).asDouble(), ROUNDING, what);
        assertEquals(ci95(pairs), cost.get(ci95).asDouble(), ROUNDING, what + " CI");
    }

    @ParameterizedTest
    @EnumSource(BlockStatistic.class)
    void everyCostFigureIsRecomputableFromTheBlocks(BlockStatistic statistic) throws Exception {
        JsonNode r = render(statistic);
        JsonNode cost = r.get("costs").get(0);
        assertEquals(statistic.key(), cost.get("statistic").asText());
        assertEquals(4, cost.get("pairs").asInt());

        double[] byMean = pairs(r, "meanMicros");
        double[] byMedian = pairs(r, "medianMicros");
        assertRecomputed(byMean, cost, "perMessageCostMeanMicros", "ci95MeanMicros", "cost by block means");
        assertRecomputed(byMedian, cost, "perMessageCostMedianMicros", "ci95MedianMicros", "cost by block medians");
        assertTrue(Math.abs(mean(byMean) - mean(byMedian)) > 20, "the fixture tells the statistics apart");
        for (int i = 0; i < byMean.length; i++) {
            assertEquals(byMean[i], cost.get("pairCostMeanMicros").get(i).asDouble(), ROUNDING);
            assertEquals(byMedian[i], cost.get("pairCostMedianMicros").get(i).asDouble(), ROUNDING);
        }

        // The headline and the split use the chosen statistic.
        boolean mean = statistic == BlockStatistic.MEAN;
        assertRecomputed(mean ? byMean : byMedian, cost, "perMessageCostMicros", "ci95Micros", "headline");
        double[] headlinePairs = mean ? byMean : byMedian;
        for (int i = 0; i < headlinePairs.length; i++) {
            assertEquals(headlinePairs[i], cost.get("pairCostMicros").get(i).asDouble(), ROUNDING);
        }
        double[] inside = pairs(r, mean ? "serverMeanMicros" : "serverMedianMicros");
        double[] outside = pairs(r, mean ? "outsideMeanMicros" : "outsideMedianMicros");
        assertRecomputed(inside, cost, "serverCostMicros", "serverCostCi95Micros", "inside the webapp");
        assertRecomputed(outside, cost, "outsideCostMicros", "outsideCostCi95Micros", "outside the webapp");
        assertTrue(cost.get("outsideCostCi95Micros").asDouble() > 0, "the outside part has its own interval");
    }

    @Test
    void theFileSaysHowTheRunWasPrimedAndWhyItStopped() throws Exception {
        List<MeasuredRun.Priming> priming = List.of(
                new MeasuredRun.Priming("null", 2_300, 40, 41_000, true, 3.0, 0),
                new MeasuredRun.Priming("EchoFloat", 6_250, 50, 98_765, true, 41.0, 15));
        RunReport report = ReportFixture.report(ReportFixture.options(), ReportFixture.blocks(), priming,
                new MeasuredRun.StopReason(MeasuredRun.StopReason.Kind.FIXED_ROUNDS, 3, 12_000, 3_400));
        JsonNode r = ResultSchema.valid(ResultJson.render(report));
        JsonNode echo = r.get("runs").get(1);
        assertEquals("fixed-rounds", echo.get("measuring").get("stop").asText());
        assertEquals(3, echo.get("measuring").get("rounds").asInt());
        assertEquals(12_000, echo.get("measuring").get("millis").asLong());
        assertEquals(3_400, echo.get("measuring").get("openingMillis").asLong(), "opening the connections");
        assertEquals(6_250, echo.get("priming").get("millis").asLong());
        assertEquals(50, echo.get("priming").get("blocks").asInt());
        assertEquals(15, echo.get("priming").get("warmupBlocks").asInt(), "MSER-5's warm-up estimate");
        assertEquals(98_765, echo.get("priming").get("requests").asLong(), "priming's requests");
        assertEquals(41_000, r.get("runs").get(0).get("priming").get("requests").asLong());
        assertTrue(echo.get("priming").get("steady").asBoolean());
        assertEquals(41.0, echo.get("priming").get("lastMedianMicros").asDouble(), 1e-9);
        assertEquals(2_300, r.get("runs").get(0).get("priming").get("millis").asLong(), "each endpoint its own");
        JsonNode cost = r.get("costs").get(0);
        assertEquals(1, cost.get("jvms").asInt(), "one server JVM: the interval does not cover restarts");
        assertTrue(cost.get("ciMethod").asText().contains("paired Student t"), cost.get("ciMethod").asText());
        assertFalse(cost.has("precision"), "no target, no precision outcome");
        JsonNode settings = r.get("settings");
        assertEquals("off", settings.get("precision").asText());
        assertEquals("median", settings.get("statistic").asText());
        assertEquals(2_000, settings.get("blockMillis").asLong());
        assertEquals(org.echosoap.client.config.Defaults.SETTLE_REQUESTS, settings.get("settleRequests").asInt());
        String table = ConsoleTable.render(report);
        assertTrue(table.lines().anyMatch(l -> l.equals("primed until steady: null 2.3s, EchoFloat 6.3s")), table);
        assertTrue(report.warnings().isEmpty(), report.warnings().toString());
    }

    @Test
    void aMissedTargetAndUnsteadyPrimingAreOneWarningLineEach() throws Exception {
        // 3 pairs cannot reach ±5 %: the cost 42.3 µs asks for ±2.1 µs and the interval is ±5.2 µs. Both endpoints
        // were not steady by MSER-5 when --prime (20 s) ran out; null had too few blocks to judge. One line names both.
        List<MeasuredRun.Priming> priming = List.of(
                new MeasuredRun.Priming("null", 20_000, 35, 300_000, false, 3.0, -1),
                new MeasuredRun.Priming("EchoFloat", 20_000, 80, 250_000, false, 41.0, 40));
        RunReport report = ReportFixture.report(
                ReportFixture.optionsBuilder().precision(PrecisionTarget.relative(0.05)).build(), ReportFixture.blocks(),
                priming, new MeasuredRun.StopReason(MeasuredRun.StopReason.Kind.TIME_LIMIT, 3, 12_000));

        RunReport.PrecisionOutcome p = report.precision();
        assertEquals("EchoFloat − null", p.figure());
        assertEquals(0.05 * (42.0 + 1.0 / 3), p.requiredCi95Micros(), 1e-9);
        assertEquals(report.costs().get(0).ci95Micros(), p.ci95Micros(), 0.0);
        assertFalse(p.met());
        assertEquals(3, p.pairs());

        // One line per kind (the wording is the report's; what each line must carry is checked here).
        List<Warning> warnings = report.warningList();
        assertEquals(List.of("precision", "priming"), warnings.stream().map(Warning::kind).toList(), report.warnings()
                .toString());
        Warning missed = warnings.get(0);
        assertEquals(1, missed.items().size());
        for (String figure : List.of("EchoFloat − null", "±5.2 µs", "±2.1 µs", "3 pairs")) {
            assertTrue(missed.items().get(0).contains(figure), figure + " in: " + missed.line());
        }
        // The interval shrinks as 1/sqrt(pairs): (5.17 / 2.12)^2 x 12 s = 71.6 s of measuring would reach it.
        assertTrue(missed.advice().contains("--max-time 72s"), missed.line());
        Warning unsteady = warnings.get(1);
        assertEquals(2, unsteady.items().size(), "both endpoints on one line: " + unsteady.line());
        assertTrue(unsteady.items().get(0).startsWith("null only 35 blocks")
                && unsteady.items().get(0).contains("too few to judge"), unsteady.line());
        assertTrue(unsteady.items().get(1).startsWith("EchoFloat not steady after 80 blocks")
                && unsteady.items().get(1).contains("MSER-5"), unsteady.line());
        assertTrue(unsteady.advice().contains("--prime (now 20s)"), unsteady.line());
        assertEquals(1, report.warnings().stream().filter(l -> l.contains("--prime")).count(), report.warnings().toString());

        JsonNode r = ResultSchema.valid(ResultJson.render(report));
        JsonNode precision = r.get("costs").get(0).get("precision");
        assertEquals(2.117, precision.get("requiredCi95Micros").asDouble(), 1e-9);
        assertFalse(precision.get("met").asBoolean());
        assertEquals("time-limit", r.get("runs").get(1).get("measuring").get("stop").asText());
        assertEquals("5.0%", r.get("settings").get("precision").asText());
        assertEquals(report.warnings().size(), r.get("warnings").size());
        String table = ConsoleTable.render(report);
        assertTrue(table.contains("until the cost's CI is within ±5% (or ±1 µs), at most 60s"), table);
        assertTrue(table.contains("  precision ±5% (or ±1 µs) NOT met after 3 pairs (12.0 s of measuring)"), table);
        assertTrue(table.contains("primed until steady: null 20.0s (not steady), EchoFloat 20.0s (not steady)"), table);
        assertTrue(r.get("runs").get(0).get("priming").get("warmupBlocks").isNull(), "too few blocks: no estimate");
    }

    @Test
    void aServerStillWarmingUpWhileMeasuredIsNamed() {
        // EchoFloat's server time falls 120 -> 40 µs over 8 rounds (a JIT plateau ended mid-run); null's stays at 3.
        java.util.Map<String, java.util.List<org.echosoap.client.result.BlockOutcome>> blocks = new java.util.LinkedHashMap<>();
        java.util.List<org.echosoap.client.result.BlockOutcome> base = new java.util.ArrayList<>();
        java.util.List<org.echosoap.client.result.BlockOutcome> soap = new java.util.ArrayList<>();
        long[] soapServer = {120, 100, 60, 40, 40, 40, 40, 40};
        for (int round = 0; round < 8; round++) {
            base.add(ReportFixture.trial(round, "null", 80, 3, 1_000));
            soap.add(ReportFixture.trial(round, "EchoFloat", 100 + soapServer[round], soapServer[round], 1_000));
        }
        blocks.put("null", base);
        blocks.put("EchoFloat", soap);
        RunReport report = ReportFixture.report(ReportFixture.options(), blocks, java.util.List.of(),
                new org.echosoap.client.result.MeasuredRun.StopReason(
                        org.echosoap.client.result.MeasuredRun.StopReason.Kind.FIXED_ROUNDS, 8, 16_000));
        java.util.List<String> warming = report.warnings().stream().filter(w -> w.startsWith("still warming up")).toList();
        org.junit.jupiter.api.Assertions.assertEquals(1, warming.size(), report.warnings().toString());
        org.junit.jupiter.api.Assertions.assertTrue(warming.get(0).contains("EchoFloat's time inside the webapp fell from"),
                warming.get(0));
        org.junit.jupiter.api.Assertions.assertFalse(warming.get(0).contains("null's"), "a steady baseline is not named");

        // The fixed fixture (steady server times) has no such warning.
        org.junit.jupiter.api.Assertions.assertTrue(ReportFixture.report().warnings().stream()
                .noneMatch(w -> w.startsWith("still warming up")));
    }

    /**
     * The run-to-run spread from the history: unknown, the headline interval is the run's own and the file says so
     * (null sd, 0 runs); known, ci95Micros combines the two, the run's own interval stays beside it, the method says
     * how, and the console names the spread and the run's own interval.
     */
    @Test
    void theRunToRunSpreadIsWrittenBesideTheRunsOwnInterval() throws Exception {
        RunReport alone = ReportFixture.report();
        JsonNode cost = ResultSchema.valid(ResultJson.render(alone)).get("costs").get(0);
        assertTrue(cost.get("runToRunSdMicros").isNull());
        assertEquals(0, cost.get("runToRunRuns").asInt());
        assertEquals(cost.get("ci95Micros").asDouble(), cost.get("withinRunCi95Micros").asDouble(), 1e-9);

        org.echosoap.client.stats.CostEstimate c = alone.costs().get(0)
                .withRunToRun(new org.echosoap.client.stats.RunToRun(4.0, 6));
        RunReport withSpread = alone.withCosts(List.of(c));
        JsonNode known = ResultSchema.valid(ResultJson.render(withSpread)).get("costs").get(0);
        assertEquals(4.0, known.get("runToRunSdMicros").asDouble(), 1e-9);
        assertEquals(6, known.get("runToRunRuns").asInt());
        assertEquals(cost.get("ci95Micros").asDouble(), known.get("withinRunCi95Micros").asDouble(), 1e-9);
        assertTrue(known.get("ci95Micros").asDouble() > 2 * 4.0, "at least t × τ: " + known.get("ci95Micros"));
        assertTrue(known.get("ciMethod").asText().endsWith(ResultJson.CI_METHOD_RUN_TO_RUN), known.get("ciMethod").asText());
        String table = ConsoleTable.render(withSpread);
        assertTrue(table.contains(String.format(java.util.Locale.ROOT, "%s µs (95%% CI, with a run-to-run sd of 4.0 µs "
                + "from 6 runs of this setup here; this run alone ± %.1f, 3 pairs on one set of connections)",
                ConsoleTable.plusMinus(c.perMessageCostMicros(), c.ci95Micros()), c.withinRunCi95Micros())), table);
    }

    /** Runs that agree within their own intervals (τ = 0) add nothing, and the console says so in words, not "0.0". */
    @Test
    void runsThatAgreeWithinTheirIntervalsAreSaidToAgree() {
        RunReport alone = ReportFixture.report();
        org.echosoap.client.stats.CostEstimate c = alone.costs().get(0)
                .withRunToRun(new org.echosoap.client.stats.RunToRun(0.0, 3));
        assertEquals(c.withinRunCi95Micros(), c.ci95Micros(), 1e-9);
        String table = ConsoleTable.render(alone.withCosts(List.of(c)));
        assertTrue(table.contains("(95% CI, the 3 runs of this setup here agree within their own intervals, so no "
                + "run-to-run spread is added; 3 pairs on one set of connections)"), table);
        assertTrue(!table.contains("sd of 0.0"), table);
    }
}
