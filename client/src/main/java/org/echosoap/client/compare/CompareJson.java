package org.echosoap.client.compare;

import org.echosoap.client.resultfile.ResultFile;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Writes compare.json, schema {@value #SCHEMA}: the labels, the threshold, the {@code test} that decides significance
 * (name, alpha, units), the two input files and their hosts, {@code rows[]} ({@code scenario, size, endpoint, kind
 * (latency|cost), aMicros, bMicros, differenceMicros, differencePercent, aboveThreshold, aServerMicros, bServerMicros},
 * the split of each row, then the test's {@code significant, marked, pValue, testedDifferenceMicros,
 * differenceCi95Micros, differenceCi95LowMicros, differenceCi95HighMicros, degreesOfFreedom, units, aUnits, bUnits,
 * testOutcome}, then {@code aUnitKind, bUnitKind, qValue, equivalent, tostPValue, equivalenceMarginMicros,
 * differenceCi90LowMicros, differenceCi90HighMicros, verdict}), the overall
 * Server-Timing {@code split}, a {@code summary} and the {@code warnings}. Figures not known are {@code null}: the
 * p-value and CI are null when no test was possible ({@code testOutcome} says why). {@code bytesRows[]} holds the byte
 * rows; {@code allocPhases} (only where a result was profiled) who was, the line the console prints, and
 * {@code rows[]} of bytes allocated per phase with each side's interval within its run: rows to read, never gated.
 *
 * <p>The test keys were added to schema 1 without changing any existing key's meaning: {@code aboveThreshold} is still
 * "|differencePercent| above the threshold"; what the table marks is {@code marked}.
 *
 * <pre>{@code
 * AtomicFiles.write(dir.resolve("compare.json"), CompareJson.render(comparison));
 * }</pre>
 */
public final class CompareJson {

    /** The schema name written into compare.json. */
    public static final String SCHEMA = "echosoap-compare/1";

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private CompareJson() {
    }

    public static String render(Comparison c) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("schema", SCHEMA);
        ObjectNode labels = root.putObject("labels");
        labels.put("a", c.labelA());
        labels.put("b", c.labelB());
        number(root, "thresholdPercent", c.threshold().percent());
        test(root.putObject("test"), c);
        ObjectNode inputs = root.putObject("inputs");
        inputs.put("a", c.sourceA());
        inputs.put("b", c.sourceB());
        ObjectNode placements = root.putObject("placements");
        placement(placements.putObject("a"), c.placementA());
        placement(placements.putObject("b"), c.placementB());
        ArrayNode rows = root.putArray("rows");
        c.rows().forEach(r -> row(rows.addObject(), r));
        if (!c.bytesRows().isEmpty()) { // absent, not empty, for results without bytes per block: older readers
            ArrayNode bytes = root.putArray("bytesRows");
            c.bytesRows().forEach(r -> bytesRow(bytes.addObject(), r));
        }
        if (!c.stageRows().isEmpty()) { // absent without stages on both sides
            ArrayNode stages = root.putArray("stageRows");
            c.stageRows().forEach(r -> stageRow(stages.addObject(), r));
        }
        if (c.phaseAlloc().present()) { // absent when neither result was profiled
            allocPhases(root.putObject("allocPhases"), c.phaseAlloc());
        }
        ObjectNode split = root.putObject("split");
        split(split.putObject("latency"), c.latencySplit());
        split(split.putObject("cost"), c.costSplit());
        ObjectNode summary = root.putObject("summary");
        summary.put("differences", c.differencesKnown());
        summary.put("aboveThreshold", c.aboveThreshold());
        summary.put("significant", c.significant());
        summary.put("marked", c.marked());
        summary.put("significantByPAlone", c.significantAlone());
        summary.put("equivalent", c.equivalent());
        summary.put("inOneResultOnly", c.inOneOnly());
        ArrayNode warnings = root.putArray("warnings");
        c.warnings().forEach(warnings::add);
        try {
            return MAPPER.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot render compare.json", e);
        }
    }

    /** What decides {@code significant}, so that a reader of the file need not read this code. */
    private static void test(ObjectNode n, Comparison c) {
        n.put("name", WelchTest.NAME);
        n.put("runSpread", c.runSpread().fraction());
        n.put("runSpreadMeaning", "an allowance given with --run-spread (0 unless given): (runSpread x the side's "
                + "figure)^2 added to the squared standard error of a cost side tested on its pairs from one server JVM");
        n.put("runToRun", "a side whose result carries costs[].runToRunSdMicros or runs[].runToRunSdMicros (the "
                + "spread of that figure from run to run on the machine that measured it, from the run history) gets its"
                + " square added to its squared standard error, once (each result is one run); runSpread then does not"
                + " apply to it");
        n.put("alpha", WelchTest.ALPHA);
        n.put("confidence", 0.95);
        n.put("costUnits", "costs[]." + ComparisonBuilder.UNIT_COSTS + " (independent epochs, forks or clients; plain"
                + " standard error) where the cost has 2 or more, else costs[]." + ComparisonBuilder.COST_UNITS
                + ": one paired difference per pair of blocks or trials (Newey-West standard error)");
        n.put("latencyUnits", "runs[]." + ResultFile.Run.BLOCK_MEANS + " where the run has blocks, else runs[]."
                + ResultFile.Run.TRIAL_MEANS + "; partial ones left out");
        n.put("difference", "testedDifferenceMicros = mean of B's units - mean of A's units; its 95% CI is"
                + " differenceCi95LowMicros..differenceCi95HighMicros");
        n.put("falseDiscoveryRate", CompareRow.FDR);
        n.put("qValue", "Benjamini-Hochberg (1995) adjusted p-value over every tested row of this comparison");
        n.put("significant", "qValue < falseDiscoveryRate; never when testOutcome is tooFewUnits (fewer than 2 units"
                + " on a side) or noSpread (no unit differs from another within either result)");
        n.put("marked", "significant and aboveThreshold");
        if (c.equivalence().off()) {
            n.putNull("equivalenceMarginPercent");
        } else {
            n.put("equivalenceMarginPercent", c.equivalence().percent());
        }
        n.put("equivalent", "two one-sided tests (Schuirmann 1987) at 0.05 each with the Welch test's standard error"
                + " and degrees of freedom: the 90% CI of the difference lies within +-equivalenceMarginMicros"
                + " (equivalenceMarginPercent of |aMicros|); tostPValue is the larger one-sided p-value");
        n.put("verdict", "faster or slower when marked (B lower or higher); else equivalent when equivalent; else ~"
                + " (inconclusive); empty when the row is not in both or a figure is missing");
        ObjectNode sides = n.putObject("runVariation");
        sides.put("a", runVariation(c.leavesOutRunVariationA()));
        sides.put("b", runVariation(c.leavesOutRunVariationB()));
    }

    private static String runVariation(boolean leavesOut) {
        return leavesOut ? "left out: some cost intervals come from one run's block pairs (unitKind pair), so a"
                + " difference may be a restart's" : "carried by the cost units, or no cost compared on pairs";
    }

    static String outcome(WelchTest.Outcome o) {
        return switch (o) {
            case TESTED -> "tested";
            case TOO_FEW -> "tooFewUnits";
            case NO_SPREAD -> "noSpread";
        };
    }

    private static void placement(ObjectNode n, ResultFile.Placement p) {
        n.put("clientHost", p.clientHost());
        n.put("targetHost", p.targetHost());
    }

    /** A byte row: its figures in bytes per message, B − A, the CI from the blocks (0 when exact). */
    private static void bytesRow(ObjectNode n, BytesRow r) {
        n.put("scenario", r.scenario());
        if (r.size() == ResultFile.NO_SIZE) {
            n.putNull("size");
        } else {
            n.put("size", r.size());
        }
        n.put("endpoint", r.endpoint());
        n.put("metric", r.metric().key());
        number(n, "aBytes", r.inA() ? r.aBytes() : Double.NaN);
        number(n, "bBytes", r.inB() ? r.bBytes() : Double.NaN);
        number(n, "differenceBytes", r.inBoth() ? r.differenceBytes() : Double.NaN);
        number(n, "differencePercent", r.inBoth() ? r.differencePercent() : Double.NaN);
        n.put("exact", r.exact());
        number(n, "differenceCi95Bytes", r.ci95HalfWidthBytes());
        n.put("aBlocks", r.aBlocks().size());
        n.put("bBlocks", r.bBlocks().size());
        n.put("testOutcome", outcome(r.test().outcome()));
    }

    /** A {@code stage.NAME} row: its figures, B − A with Welch's interval, and whether its bytes are exact. */
    private static void stageRow(ObjectNode n, StageRow r) {
        n.put("scenario", r.scenario());
        if (r.size() == ResultFile.NO_SIZE) {
            n.putNull("size");
        } else {
            n.put("size", r.size());
        }
        n.put("endpoint", r.endpoint());
        n.put("row", StageRow.PREFIX + r.stage());
        n.put("metric", r.bytes() ? "alloc" : "micros");
        number(n, "a", r.inA() ? r.a() : Double.NaN);
        number(n, "b", r.inB() ? r.b() : Double.NaN);
        number(n, "difference", r.inBoth() ? r.b() - r.a() : Double.NaN);
        number(n, "differencePercent", r.inBoth() ? r.differencePercent() : Double.NaN);
        number(n, "differenceCi95", r.test().outcome() == WelchTest.Outcome.TESTED ? r.test().ci95HalfWidth()
                : Double.NaN);
        n.put("exact", r.exact());
        n.put("testOutcome", outcome(r.test().outcome()));
    }

    /** Who was profiled, the line that goes with the rows, and the rows in bytes per message (never gated). */
    private static void allocPhases(ObjectNode n, PhaseAlloc p) {
        n.put("profiledA", p.profiledA());
        n.put("profiledB", p.profiledB());
        n.put("note", p.note());
        ArrayNode rows = n.putArray("rows");
        for (PhaseAllocRow r : p.rows()) {
            ObjectNode o = rows.addObject();
            o.put("scenario", r.scenario());
            if (r.size() == ResultFile.NO_SIZE) {
                o.putNull("size");
            } else {
                o.put("size", r.size());
            }
            o.put("endpoint", r.endpoint());
            o.put("kind", r.kind().key());
            o.put("baselineEndpoint", r.baselineEndpoint());
            o.put("row", r.key());
            o.put("phase", r.phase());
            number(o, "aBytes", r.aBytes());
            number(o, "aCi95Bytes", r.aCi95Bytes());
            number(o, "bBytes", r.bBytes());
            number(o, "bCi95Bytes", r.bCi95Bytes());
            number(o, "differenceBytes", r.differenceBytes());
            number(o, "differencePercent", r.differencePercent());
        }
    }

    private static void row(ObjectNode n, CompareRow r) {
        n.put("scenario", r.scenario());
        if (r.size() == ResultFile.NO_SIZE) {
            n.putNull("size");
        } else {
            n.put("size", r.size());
        }
        n.put("endpoint", r.endpoint());
        n.put("kind", r.kind().key());
        n.put("label", r.label());
        n.put("role", r.role());
        n.put("baselineEndpoint", r.baselineEndpoint());
        n.put("inA", r.inA());
        n.put("inB", r.inB());
        number(n, "aMicros", r.aMicros());
        number(n, "bMicros", r.bMicros());
        number(n, "differenceMicros", r.differenceMicros());
        number(n, "differencePercent", r.differencePercent());
        n.put("aboveThreshold", r.aboveThreshold());
        number(n, "aCi95Micros", r.aCi95Micros());
        number(n, "bCi95Micros", r.bCi95Micros());
        number(n, "aServerMicros", r.aServerMicros());
        number(n, "bServerMicros", r.bServerMicros());
        number(n, "serverDifferenceMicros", r.serverDifferenceMicros());
        number(n, "networkAndHttpDifferenceMicros", r.networkAndHttpDifferenceMicros());
        WelchTest.Result w = r.test();
        boolean tested = r.tested();
        n.put("significant", r.significant());
        n.put("marked", r.marked());
        if (tested) {
            n.put("pValue", Figures.roundPValue(w.pValue())); // not number(): three decimals would make 1e-5 a 0
        } else {
            n.putNull("pValue");
        }
        number(n, "testedDifferenceMicros", r.inBoth() ? w.difference() : Double.NaN);
        number(n, "differenceCi95Micros", tested ? w.ci95HalfWidth() : Double.NaN);
        number(n, "differenceCi95LowMicros", tested ? w.ci95Low() : Double.NaN);
        number(n, "differenceCi95HighMicros", tested ? w.ci95High() : Double.NaN);
        number(n, "degreesOfFreedom", tested ? w.degreesOfFreedom() : Double.NaN);
        n.put("units", r.units());
        n.put("aUnits", w.aCount());
        n.put("bUnits", w.bCount());
        n.put("testOutcome", r.inBoth() ? outcome(w.outcome()) : null);
        n.put("aUnitKind", r.aUnitKind());
        n.put("bUnitKind", r.bUnitKind());
        if (tested) {
            n.put("qValue", Figures.roundPValue(r.qValue()));
        } else {
            n.putNull("qValue");
        }
        Equivalence.Result e = r.equivalence();
        n.put("equivalent", r.equivalent());
        if (tested && e.tested()) {
            n.put("tostPValue", Figures.roundPValue(e.pValue()));
        } else {
            n.putNull("tostPValue");
        }
        number(n, "equivalenceMarginMicros", tested ? e.marginMicros() : Double.NaN);
        number(n, "differenceCi90LowMicros", tested ? e.ci90Low() : Double.NaN);
        number(n, "differenceCi90HighMicros", tested ? e.ci90High() : Double.NaN);
        n.put("verdict", r.verdict().text());
    }

    private static void split(ObjectNode n, SplitSummary s) {
        n.put("rows", s.rows());
        number(n, "changeMicros", s.changeMicros());
        number(n, "serverChangeMicros", s.serverChangeMicros());
        number(n, "networkAndHttpChangeMicros", s.networkAndHttpChangeMicros());
    }

    /** NaN and infinities are not JSON: written as null ("not known"). */
    private static void number(ObjectNode n, String key, double value) {
        if (Double.isFinite(value)) {
            n.put(key, Figures.round(value));
        } else {
            n.putNull(key);
        }
    }
}
