package org.echosoap.client.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.echosoap.client.compare.WelchTest;
import org.echosoap.client.scenario.SoapStack;
import org.echosoap.client.stats.CostEstimate;

/**
 * The stacks suite's figures (issue 14): for each scenario and size, the per-message cost of every stack against its
 * own WAR's baseline, how it stands to the fastest stack, and the SOAP endpoint's server allocation beyond its
 * baseline's. A stack is "slower" than the fastest only when Welch's test on the two runs' pair costs says so;
 * otherwise the ratio is shown with {@code ~}, as a difference that is noise must not read as a finding.
 *
 * <pre>{@code
 * for (StackComparison.Group g : StackComparison.of(suite.parts())) { ... g.rows() ... }
 * }</pre>
 */
public final class StackComparison {

    private StackComparison() {
    }

    /** One scenario at one size, measured on each stack. */
    public record Group(String scenario, int size, List<Row> rows) {

        /** The stack with the lowest known cost, if any. */
        public Optional<Row> fastest() {
            return rows.stream().filter(r -> r.cost().isPresent() && Double.isFinite(r.costMicros()))
                    .min(Comparator.comparingDouble(Row::costMicros));
        }
    }

    /**
     * One stack's figures for a group.
     *
     * @param stack                    the stack
     * @param cost                     its cost estimate (empty when the part measured nothing)
     * @param soapAllocBytes           the SOAP endpoint's mean server allocation per message (NaN if unknown)
     * @param baselineAllocBytes       its baseline's (NaN if unknown)
     * @param ratioToFastest           cost ÷ the fastest stack's cost (NaN when either is unknown or not positive)
     * @param differsFromFastest       Welch's test says this stack's cost differs from the fastest's (false for the
     *                                 fastest itself, and when the test cannot be done)
     * @param pValueAgainstFastest     that test's two-sided p-value (NaN when not tested)
     */
    public record Row(SoapStack stack, Optional<CostEstimate> cost, double soapAllocBytes, double baselineAllocBytes,
                      double ratioToFastest, boolean differsFromFastest, double pValueAgainstFastest) {

        public double costMicros() {
            return cost.map(CostEstimate::perMessageCostMicros).orElse(Double.NaN);
        }

        /** Server allocation per message beyond the baseline's: what the SOAP stack itself allocates. */
        public double allocOverBaselineBytes() {
            return soapAllocBytes - baselineAllocBytes;
        }
    }

    /** Groups the parts by scenario and size, in the order they were measured, one row per stack. */
    public static List<Group> of(List<RunReport> parts) {
        Map<String, List<RunReport>> byKey = new LinkedHashMap<>();
        for (RunReport part : parts) {
            byKey.computeIfAbsent(part.scenario() + "@" + part.size(), k -> new ArrayList<>()).add(part);
        }
        List<Group> groups = new ArrayList<>();
        for (List<RunReport> same : byKey.values()) {
            List<Row> unranked = same.stream().map(StackComparison::unrankedRow).toList();
            groups.add(new Group(same.get(0).scenario(), same.get(0).size(), ranked(unranked)));
        }
        return groups;
    }

    private static Row unrankedRow(RunReport part) {
        Optional<CostEstimate> cost = part.costs().stream().findFirst();
        double soap = Double.NaN;
        double baseline = Double.NaN;
        for (EndpointFigures e : part.endpoints()) {
            double alloc = e.allocation().count() == 0 ? Double.NaN : e.allocation().meanBytes();
            if (e.role().equals("baseline")) {
                baseline = alloc;
            } else if (cost.isPresent() && e.endpoint().equals(cost.get().soapEndpoint())) {
                soap = alloc;
            }
        }
        return new Row(part.options().stack(), cost, soap, baseline, Double.NaN, false, Double.NaN);
    }

    private static List<Row> ranked(List<Row> rows) {
        Optional<Row> fastest = rows.stream().filter(r -> Double.isFinite(r.costMicros()))
                .min(Comparator.comparingDouble(Row::costMicros));
        if (fastest.isEmpty()) {
            return rows;
        }
        Row best = fastest.get();
        List<Row> ranked = new ArrayList<>();
        for (Row r : rows) {
            double ratio = best.costMicros() > 0 && Double.isFinite(r.costMicros())
                    ? r.costMicros() / best.costMicros() : Double.NaN;
            boolean differs = false;
            double p = Double.NaN;
            if (r != best && r.cost().isPresent()) {
                WelchTest.Result test = WelchTest.ofSeries(best.cost().get().cost().pairMicros(),
                        r.cost().get().cost().pairMicros());
                differs = test.significant();
                p = test.pValue();
            }
            ranked.add(new Row(r.stack(), r.cost(), r.soapAllocBytes(), r.baselineAllocBytes(), ratio, differs, p));
        }
        return ranked;
    }
}
