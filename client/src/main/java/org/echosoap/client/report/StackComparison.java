package org.echosoap.client.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.echosoap.client.config.SoapStack;
import org.echosoap.client.stats.CostEstimate;

/**
 * The stacks suite's figures: for each scenario and size, the per-message cost of every stack against its
 * own WAR's baseline, how it stands to the fastest stack ({@link StackRanking}; a part not steady or measured too
 * little is not ranked, {@link RowStanding}), and the SOAP endpoint's server allocation beyond its baseline's.
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
            return rows.stream().filter(r -> r.rank() != null && r.rank().fastest()).findFirst();
        }
    }

    /**
     * One stack's figures for a group.
     *
     * @param stack                    the stack
     * @param cost                     its cost estimate (empty when the part measured nothing)
     * @param soapAllocBytes           the SOAP endpoint's mean server allocation per message (NaN if unknown)
     * @param baselineAllocBytes       its baseline's (NaN if unknown)
     * @param rank                     how it stands to the fastest stack of the group (unranked until grouped)
     */
    public record Row(SoapStack stack, Optional<CostEstimate> cost, double soapAllocBytes, double baselineAllocBytes,
                      StackRanking.Rank rank) {

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
            // A part not steady, or measured too little, is listed but not ranked (RowStanding).
            List<String> excluded = same.stream().map(p -> p.costs().stream().findFirst()
                    .flatMap(c -> RowStanding.unrankedBecause(p, c)).orElse(null)).toList();
            groups.add(new Group(same.get(0).scenario(), same.get(0).size(), ranked(unranked, excluded)));
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
        return new Row(part.options().stack(), cost, soap, baseline, null);
    }

    private static List<Row> ranked(List<Row> rows, List<String> excluded) {
        List<StackRanking.Entry> entries = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            Row r = rows.get(i);
            entries.add(new StackRanking.Entry(r.costMicros(),
                    r.cost().map(c -> c.cost().unitMicros()).orElse(List.of()), excluded.get(i)));
        }
        List<StackRanking.Rank> ranks = StackRanking.of(entries);
        List<Row> ranked = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            Row r = rows.get(i);
            ranked.add(new Row(r.stack(), r.cost(), r.soapAllocBytes(), r.baselineAllocBytes(), ranks.get(i)));
        }
        return ranked;
    }
}
