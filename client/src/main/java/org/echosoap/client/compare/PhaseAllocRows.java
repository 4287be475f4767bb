package org.echosoap.client.compare;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.echosoap.client.resultfile.ResultFile;

/**
 * Builds the bytes-per-phase rows of a comparison: for every endpoint, then every cost, that has phases in both
 * results, one row per phase both files name, in A's order, leaving out phases that allocate nothing on either side
 * (the collector's pauses, security in a run without it). Entries pair as the time rows do: by scenario, size and
 * endpoint (with its stack when the results span several); the first entry for a key wins.
 *
 * <pre>{@code
 * PhaseAlloc p = PhaseAllocRows.of(resultA, resultB, "before", "after");
 * }</pre>
 */
final class PhaseAllocRows {

    private PhaseAllocRows() {
    }

    static PhaseAlloc of(ResultFile a, ResultFile b, String labelA, String labelB) {
        boolean byStack = a.multiStack() || b.multiStack();
        Map<Key, Map<String, ResultFile.PhaseBytes>> runsB = new LinkedHashMap<>();
        b.runs().forEach(r -> runsB.putIfAbsent(key(r.scenario(), r.size(), r.endpoint(), r.stack(), byStack),
                r.allocByPhase()));
        Map<Key, Map<String, ResultFile.PhaseBytes>> costsB = new LinkedHashMap<>();
        b.costs().forEach(c -> costsB.putIfAbsent(key(c.scenario(), c.size(), c.endpoint(), c.stack(), byStack),
                c.allocByPhase()));
        List<PhaseAllocRow> rows = new ArrayList<>();
        Set<Key> seen = new HashSet<>();
        for (ResultFile.Run r : a.runs()) {
            Key k = key(r.scenario(), r.size(), r.endpoint(), r.stack(), byStack);
            if (seen.add(k)) {
                add(rows, k, null, r.allocByPhase(), runsB.getOrDefault(k, Map.of()));
            }
        }
        seen.clear();
        for (ResultFile.Cost c : a.costs()) {
            Key k = key(c.scenario(), c.size(), c.endpoint(), c.stack(), byStack);
            if (seen.add(k)) {
                add(rows, k, c.baselineEndpoint() == null ? "baseline" : c.baselineEndpoint(), c.allocByPhase(),
                        costsB.getOrDefault(k, Map.of()));
            }
        }
        return new PhaseAlloc(rows, a.profiled(), b.profiled(), labelA, labelB);
    }

    private static void add(List<PhaseAllocRow> rows, Key k, String baseline, Map<String, ResultFile.PhaseBytes> a,
                            Map<String, ResultFile.PhaseBytes> b) {
        for (Map.Entry<String, ResultFile.PhaseBytes> e : a.entrySet()) {
            ResultFile.PhaseBytes inB = b.get(e.getKey());
            if (inB == null || allocatesNothing(e.getValue()) && allocatesNothing(inB)) {
                continue;
            }
            ResultFile.PhaseBytes inA = e.getValue();
            rows.add(new PhaseAllocRow(k.scenario(), k.size(), k.endpoint(), baseline, e.getKey(), inA.bytes(),
                    inA.ci95Bytes(), inB.bytes(), inB.ci95Bytes()));
        }
    }

    /** Zero bytes, or not known: nothing to compare. */
    private static boolean allocatesNothing(ResultFile.PhaseBytes p) {
        return p.bytes() == 0 || Double.isNaN(p.bytes());
    }

    private static Key key(String scenario, int size, String endpoint, String stack, boolean byStack) {
        return new Key(scenario, size, ComparisonBuilder.rowName(endpoint, stack, byStack));
    }

    private record Key(String scenario, int size, String endpoint) {
    }
}
