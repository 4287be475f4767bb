package org.echosoap.client.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.echosoap.client.resultfile.ResultFile;
import org.echosoap.client.resultfile.ResultStages;

/**
 * Builds the {@code stage.NAME} rows of a comparison from both results' exact stages ({@code --stages}): per
 * endpoint and per cost present in both with stages, per stage either side entered, a time row and a bytes row.
 * Results without stages give none.
 *
 * <pre>{@code
 * List<StageRow> rows = StageRows.of(resultA, resultB);
 * }</pre>
 */
final class StageRows {

    private StageRows() {
    }

    static List<StageRow> of(ResultFile a, ResultFile b) {
        boolean byStack = a.multiStack() || b.multiStack();
        Map<String, ResultStages[]> sets = new LinkedHashMap<>();
        put(sets, a, 0, byStack);
        put(sets, b, 1, byStack);
        List<StageRow> rows = new ArrayList<>();
        for (ResultStages[] pair : sets.values()) {
            if (pair[0] == null || pair[1] == null) {
                continue; // a stage row needs both sides made with --stages
            }
            ResultStages any = pair[0];
            String name = ComparisonBuilder.rowName(any.endpoint(), any.stack(), byStack)
                    + (any.ofCost() ? " − " + any.baseline() : "");
            List<String> stages = new ArrayList<>();
            for (ResultStages side : pair) {
                side.stages().stream().map(ResultStages.Entry::name).filter(s -> !stages.contains(s))
                        .forEach(stages::add);
            }
            for (String stage : stages) {
                ResultStages.Entry ea = entry(pair[0], stage);
                ResultStages.Entry eb = entry(pair[1], stage);
                rows.add(row(any, name, stage, false, ea, eb));
                rows.add(row(any, name, stage, true, ea, eb));
            }
        }
        return rows;
    }

    private static StageRow row(ResultStages any, String name, String stage, boolean bytes, ResultStages.Entry ea,
                                ResultStages.Entry eb) {
        List<Double> ua = ea == null ? List.of() : bytes ? ea.unitBytes() : ea.unitMicros();
        List<Double> ub = eb == null ? List.of() : bytes ? eb.unitBytes() : eb.unitMicros();
        double va = ea == null ? Double.NaN : bytes ? ea.allocatedBytes() : ea.micros();
        double vb = eb == null ? Double.NaN : bytes ? eb.allocatedBytes() : eb.micros();
        boolean exact = ea != null && eb != null && ea.exact() && eb.exact();
        return new StageRow(any.scenario(), any.size(), name, stage, bytes, exact, ea != null, eb != null, va, vb,
                ua, ub, WelchTest.ofSeries(ua, ub));
    }

    private static ResultStages.Entry entry(ResultStages set, String stage) {
        return set.stages().stream().filter(e -> e.name().equals(stage)).findFirst().orElse(null);
    }

    private static void put(Map<String, ResultStages[]> sets, ResultFile file, int side, boolean byStack) {
        for (ResultStages s : file.stages()) {
            String key = s.scenario() + "|" + s.size() + "|" + ComparisonBuilder.rowName(s.endpoint(), s.stack(),
                    byStack) + "|" + s.baseline();
            ResultStages[] slot = sets.computeIfAbsent(key, k -> new ResultStages[2]);
            if (slot[side] == null) {
                slot[side] = s;
            }
        }
    }

    /** The stage names of a comparison's rows, comma-separated in their order: for one-line errors. */
    static String names(List<StageRow> rows) {
        return String.join(", ", rows.stream().map(StageRow::stage).distinct().toList());
    }
}
