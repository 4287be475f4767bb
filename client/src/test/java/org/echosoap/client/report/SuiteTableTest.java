package org.echosoap.client.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.echosoap.client.result.ResultSchema;
import org.echosoap.client.result.BlockOutcome;
import org.echosoap.client.result.MeasuredRun;
import org.junit.jupiter.api.Test;

/** The suite table marks parts that are not steady or not measured enough, and result.json keeps their numbers. */
class SuiteTableTest {

    /** A part of {@code pairs} rounds: EchoFloat 40 µs over null in every round, primed as {@code priming} says. */
    private static RunReport part(int pairs, List<MeasuredRun.Priming> priming) {
        Map<String, List<BlockOutcome>> blocks = new LinkedHashMap<>();
        List<BlockOutcome> nulls = new ArrayList<>();
        List<BlockOutcome> soap = new ArrayList<>();
        long[] lows = {90, 80, 85, 88, 83, 86};
        long[] noise = {0, 1, -1, 2, -2, 0, 1};
        for (int i = 0; i < pairs; i++) {
            nulls.add(ReportFixture.trial(i, "null", lows[i % lows.length], 3, 20_000));
            soap.add(ReportFixture.trial(i, "EchoFloat", lows[i % lows.length] + 40 + noise[i % noise.length], 40, 14_000));
        }
        blocks.put("null", nulls);
        blocks.put("EchoFloat", soap);
        return ReportFixture.report(ReportFixture.optionsBuilder().repeat(pairs).build(), blocks, priming,
                new MeasuredRun.StopReason(MeasuredRun.StopReason.Kind.FIXED_ROUNDS, pairs, 12_000));
    }

    private static List<MeasuredRun.Priming> primed(boolean soapSteady) {
        return List.of(new MeasuredRun.Priming("null", 1_000, 45, 9_000, true, 3.0, 0),
                new MeasuredRun.Priming("EchoFloat", 1_000, 45, 5_000, soapSteady, 41.0, soapSteady ? 10 : 20));
    }

    private static List<String> echoFloatRows(String table) {
        return table.lines().filter(l -> l.startsWith("EchoFloat ")).toList();
    }

    @Test
    void aPartWhosePrimingWasNotSteadyKeepsItsFiguresMarked() {
        String table = SuiteTable.render(new SuiteReport("soapbench", ReportFixture.ENVIRONMENT,
                List.of(part(24, primed(true)), part(24, primed(false))), List.of(), 1_000_000_000L, true), "suite");
        List<String> rows = echoFloatRows(table);
        assertEquals(2, rows.size(), table);
        assertFalse(rows.get(0).contains("not steady"), table);
        assertTrue(rows.get(1).matches(".*\\s40\\.\\d ± \\d+\\.\\d\\s.*\\s+not steady$"), "figures and the mark: " + table);
        assertTrue(table.lines().filter(l -> l.startsWith("  null")).noneMatch(l -> l.contains("not steady")),
                "the baselines were steady: " + table);
        assertTrue(table.contains("(not steady = priming ended before MSER-5"), table);
        assertFalse(table.contains("not measured enough"), table);
    }

    @Test
    void aCostFromFewerPairsThanTheFirstLookPrintsNotMeasuredEnough() throws Exception {
        RunReport few = part(6, primed(true));
        String table = SuiteTable.render(new SuiteReport("soapbench", ReportFixture.ENVIRONMENT,
                List.of(part(20, primed(true)), few), List.of(), 1_000_000_000L, true), "suite");
        List<String> rows = echoFloatRows(table);
        assertTrue(rows.get(0).matches(".*\\s40\\.\\d ± \\d+\\.\\d\\s.*"), "20 pairs are enough: " + table);
        assertTrue(rows.get(1).contains("not measured enough"), table);
        assertFalse(rows.get(1).contains(" ± "), "no number for 6 pairs: " + table);
        assertTrue(table.contains("(not measured enough = fewer than 20 pairs"), table);
        assertFalse(table.contains("(not steady ="), "no mark, no note: " + table);

        JsonNode cost = ResultSchema.valid(ResultJson.render(few)).get("costs").get(0);
        assertFalse(cost.get("measuredEnough").asBoolean(), cost.toString());
        assertEquals(6, cost.get("pairs").asInt());
        assertTrue(cost.get("perMessageCostMicros").isNumber(), "the number stays in result.json");
        JsonNode enough = ResultSchema.valid(ResultJson.render(part(20, primed(true)))).get("costs").get(0);
        assertTrue(enough.get("measuredEnough").asBoolean(), enough.toString());
    }

    @Test
    void withoutPrimingNothingIsJudgedOrMarked() {
        // --prime 0: the user chose not to prime; the priming warning says nothing either.
        List<MeasuredRun.Priming> none = List.of(new MeasuredRun.Priming("null", 0, 0, 0, false, Double.NaN, -1),
                new MeasuredRun.Priming("EchoFloat", 0, 0, 0, false, Double.NaN, -1));
        String table = SuiteTable.render(new SuiteReport("soapbench", ReportFixture.ENVIRONMENT,
                List.of(part(24, none)), List.of(), 1_000_000_000L, true), "suite");
        assertFalse(table.contains("not steady"), table);
    }
}
