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

    /**
     * A part whose latency swings by {@code swingMicros} a pair (the client's and the kernel's wander) while the server's
     * own time holds: EchoFloat 37 µs over null inside the webapp in every pair.
     */
    private static RunReport swinging(int pairs, long swingMicros) {
        Map<String, List<BlockOutcome>> blocks = new LinkedHashMap<>();
        List<BlockOutcome> nulls = new ArrayList<>();
        List<BlockOutcome> soap = new ArrayList<>();
        for (int i = 0; i < pairs; i++) {
            // The swing falls on the baseline in even pairs and on EchoFloat in odd ones: the cost's sd is the swing.
            nulls.add(ReportFixture.trial(i, "null", 80 + (i % 2 == 0 ? swingMicros : 0), 3, 20_000));
            soap.add(ReportFixture.trial(i, "EchoFloat", 80 + 40 + (i % 2 == 1 ? swingMicros : 0), 40, 14_000));
        }
        blocks.put("null", nulls);
        blocks.put("EchoFloat", soap);
        return ReportFixture.report(ReportFixture.optionsBuilder().repeat(pairs).build(), blocks, primed(true),
                new MeasuredRun.StopReason(MeasuredRun.StopReason.Kind.FIXED_ROUNDS, pairs, 12_000));
    }

    @Test
    void whereTheWholeCostIsNotResolvedTheCellLeadsWithTheCostInsideTheWebappLabelled() throws Exception {
        RunReport noisy = swinging(24, 300);
        RunReport few = part(10, primed(true)); // fewer pairs than the first look: inside from 10 pairs
        assertFalse(Resolution.resolved(noisy.costs().get(0)));
        assertTrue(Resolution.insideLeads(noisy.costs().get(0)));
        String table = SuiteTable.render(new SuiteReport("parsers", ReportFixture.ENVIRONMENT, List.of(noisy, few),
                List.of(), 1_000_000_000L, true), "suite");
        List<String> rows = echoFloatRows(table);
        for (String row : rows) {
            assertTrue(row.matches(".*\\sinside 37\\.0 ± 0\\.0\\s+0\\.0%\\s.*"), "the inside figure, labelled: " + table);
        }
        assertTrue(table.contains("(inside N ± M = the whole cost is not resolved here; its part inside the webapp"),
                table);
        assertTrue(table.contains("resolution: 2 of 2 costs not resolved here"), table);
        assertTrue(table.contains("2 of them printed by their part inside the webapp"), table);
        JsonNode cost = ResultSchema.valid(ResultJson.render(noisy)).get("costs").get(0);
        assertFalse(cost.get("resolved").asBoolean());
        assertTrue(cost.get("insideResolved").asBoolean());
        // Without Server-Timing's split nothing leads: the unresolved cell as before.
        assertEquals(RowStanding.NOT_MEASURED_ENOUGH, Resolution.cell(ResolutionTest.cost(50, 1, 10), "x"));
    }

    @Test
    void theBudgetFooterSaysWhatTheTableShows() {
        RunReport noisy = swinging(24, 300);
        BudgetOutcome none = new BudgetOutcome(60, 29, List.of(), 0, 0);
        SuiteReport suite = new SuiteReport("parsers", ReportFixture.ENVIRONMENT, List.of(noisy), List.of(),
                29_000_000_000L, true, null, none);
        String table = SuiteTable.render(suite, "suite");
        assertTrue(table.contains("time budget 60 s: no part re-run (1 cost unresolved, but the 31 s left could not "
                + "hold a re-run"), table);
        assertFalse(table.contains("every part resolved"), table);
        assertEquals(List.of(), OneVoice.inConsole(table), table);
        SuiteReport clear = new SuiteReport("parsers", ReportFixture.ENVIRONMENT, List.of(part(24, primed(true))),
                List.of(), 29_000_000_000L, true, null, none);
        assertTrue(SuiteTable.render(clear, "suite").contains("no part re-run (every cost resolved in the first pass)"));
    }

    @Test
    void warningsAreMergedPerCauseOneLineEachWithTheirPartsInResultJson() throws Exception {
        List<RunReport> parts = new ArrayList<>();
        for (String scenario : List.of("a.one", "b.two", "c.three", "d.four", "e.five", "f.six")) {
            RunReport p = part(24, primed(false));
            parts.add(new RunReport(scenario, p.size(), p.environment(), p.options(), p.endpoints(), p.costs(),
                    p.warningList(), p.complete(), p.abortReason(), p.priming(), p.stop(), p.precision(), p.noise()));
        }
        SuiteReport suite = new SuiteReport("soapbench", ReportFixture.ENVIRONMENT, parts, List.of(), 1_000_000_000L,
                true);
        String table = SuiteTable.render(suite, "suite");
        List<String> priming = table.lines().filter(l -> l.startsWith("  ! not steady after priming")).toList();
        assertEquals(1, priming.size(), table);
        assertTrue(priming.get(0).startsWith("  ! not steady after priming: seen in 6 (a.one, b.two, c.three, d.four, "
                + "… 2 more); each with its figures in result.json (warningsByKind) - early pairs"), priming.get(0));
        assertFalse(priming.get(0).contains("blocks in"), "the per-part figures are in result.json: " + priming.get(0));
        JsonNode merged = ResultSchema.valid(ResultJson.render(suite)).get("warningsByKind");
        JsonNode kind = merged.get(0);
        assertEquals("priming", kind.get("kind").asText());
        assertEquals(6, kind.get("subjects").size());
        assertEquals("f.six", kind.get("subjects").get(5).asText());
        assertEquals(6, kind.get("items").size());
        assertTrue(kind.get("items").get(0).asText().startsWith("a.one: EchoFloat not steady after"),
                kind.get("items").get(0).asText());
        assertEquals(List.of(), OneVoice.inConsole(table), table);
    }
}
