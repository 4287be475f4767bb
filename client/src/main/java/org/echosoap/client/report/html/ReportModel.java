package org.echosoap.client.report.html;

import java.util.ArrayList;
import java.util.List;

/**
 * Everything the HTML report shows, as data: the inputs (for the header) and one model per chart. Rendering is
 * {@link HtmlReport}'s job; tests compare these models' tables with golden files.
 *
 * <pre>{@code
 * ReportModel m = ReportModel.of(ReportInputs.load(paths));
 * m.costBreakdown().table().toText();
 * }</pre>
 *
 * @param inputs             the loaded results and comparisons
 * @param costBreakdown      the section "cost breakdown"
 * @param parserMatrix       the section "parser matrix"
 * @param sizeSweep          the section "SOAP Benchmark sweep"
 * @param percentileSpectrum the section "latency percentile spectrum"
 * @param sameVsCross        the section "same host vs cross host"
 * @param memorySweep        the section "memory per message"
 * @param stackSweep         the section "stacks side by side"
 * @param timeLine           the section "latency over time"
 * @param capacitySweep      the section "capacity"
 * @param layerSweep         the section "layers"
 * @param phaseBreakdown     the section "phases (sampled)"
 * @param stageBreakdown     the section "exact stages"
 */
public record ReportModel(ReportInputs inputs, CostBreakdown costBreakdown, ParserMatrix parserMatrix,
                          SizeSweep sizeSweep, PercentileSpectrum percentileSpectrum, SameVsCross sameVsCross,
                          MemorySweep memorySweep, StackSweep stackSweep, TimeLine timeLine,
                          CapacitySweep capacitySweep, LayerSweep layerSweep, PhaseBreakdown phaseBreakdown,
                          StageBreakdown stageBreakdown) {

    public static ReportModel of(ReportInputs in) {
        List<ResultData> r = in.results();
        return new ReportModel(in, CostBreakdown.of(r), ParserMatrix.of(r), SizeSweep.of(r), PercentileSpectrum.of(r),
                SameVsCross.of(in.compares()), MemorySweep.of(r), StackSweep.of(r), TimeLine.of(r),
                CapacitySweep.of(r), LayerSweep.of(r), PhaseBreakdown.of(r), StageBreakdown.of(r));
    }

    /** Every warning of every input, prefixed with where it comes from, then the report's own notes. */
    public List<String> warnings() {
        List<String> w = new ArrayList<>();
        for (ResultData r : inputs.results()) {
            r.warnings().forEach(x -> w.add(r.label() + ": " + x));
        }
        for (CompareData c : inputs.compares()) {
            c.warnings().forEach(x -> w.add(c.labelA() + " vs " + c.labelB() + ": " + x));
        }
        w.addAll(inputs.notes());
        w.addAll(percentileSpectrum.notes());
        return w;
    }
}
