package org.echosoap.client.compare;

import java.util.List;

/**
 * The mean Server-Timing split of several rows' differences: how much of "B − A" happened inside the webapp and how
 * much outside it (network, HTTP stacks, client). Only rows with a split on both sides count.
 *
 * <pre>{@code
 * SplitSummary s = SplitSummary.of(latencyRows);
 * s.networkAndHttpChangeMicros();  // mean change outside the webapp
 * }</pre>
 *
 * @param rows               rows averaged (0: nothing known, every figure NaN)
 * @param changeMicros       mean B − A
 * @param serverChangeMicros mean change inside the webapp
 */
public record SplitSummary(int rows, double changeMicros, double serverChangeMicros) {

    /** The mean split over those {@code rows} that have one. */
    public static SplitSummary of(List<CompareRow> rows) {
        List<CompareRow> split = rows.stream().filter(CompareRow::hasSplit).toList();
        if (split.isEmpty()) {
            return new SplitSummary(0, Double.NaN, Double.NaN);
        }
        return new SplitSummary(split.size(),
                split.stream().mapToDouble(CompareRow::differenceMicros).average().orElseThrow(),
                split.stream().mapToDouble(CompareRow::serverDifferenceMicros).average().orElseThrow());
    }

    /** Mean change outside the webapp: change − server change. */
    public double networkAndHttpChangeMicros() {
        return changeMicros - serverChangeMicros;
    }
}
