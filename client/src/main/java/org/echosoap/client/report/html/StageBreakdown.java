package org.echosoap.client.report.html;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Where the time inside the webapp goes, by exact stage ({@code run --stages}, implied by {@code --profile}): per
 * result with stages, a stacked bar per endpoint (µs per message in each stage) and per cost (the endpoint's stages
 * minus its baseline's, paired by round; a negative part drawn as zero, the table has it), then the numbers with the
 * bytes each stage allocated. Unlike the phases, nothing here is sampled: the server read its clock and its
 * thread's allocation counter at each stage boundary (docs/stages.md).
 *
 * @param groups one per result with stages, in input order
 */
public record StageBreakdown(List<Group> groups) {

    public StageBreakdown {
        groups = List.copyOf(groups);
    }

    static StageBreakdown of(List<ResultData> results) {
        List<Group> groups = new ArrayList<>();
        for (ResultData r : results) {
            if (!r.stages().isEmpty()) {
                groups.add(new Group(r.label(), r.stages()));
            }
        }
        return new StageBreakdown(groups);
    }

    public boolean isEmpty() {
        return groups.isEmpty();
    }

    /** One result's stages. */
    public record Group(String label, StageData data) {

        /** The stages in the order the entries name them (the pipeline's order: the server writes them so). */
        List<String> stages() {
            Set<String> names = new LinkedHashSet<>();
            data.endpoints().forEach(e -> e.stages().forEach(f -> names.add(f.stage())));
            data.costs().forEach(c -> c.stages().forEach(f -> names.add(f.stage())));
            return List.copyOf(names);
        }

        private boolean severalParts() {
            return data.endpoints().stream().map(StageData.Endpoint::part).distinct().count() > 1;
        }

        String endpointLabel(StageData.Endpoint e) {
            return e.endpoint() + (severalParts() ? " · " + e.part() : "");
        }

        String costLabel(StageData.Cost c) {
            return c.endpoint() + " − " + (c.baselineEndpoint() == null ? "baseline" : c.baselineEndpoint())
                    + (severalParts() ? " · " + c.part() : "");
        }

        BarChart endpointChart() {
            List<String> stages = stages();
            List<BarChart.Row> rows = data.endpoints().stream().map(e -> new BarChart.Row(endpointLabel(e),
                    values(e.stages(), stages, false), new double[] {Double.NaN}, Double.NaN)).toList();
            return new BarChart(label + ": time inside the webapp by exact stage", "µs per message (inside the webapp)",
                    stages, rows, true);
        }

        BarChart costChart() {
            List<String> stages = stages();
            List<BarChart.Row> rows = data.costs().stream().map(c -> new BarChart.Row(costLabel(c),
                    values(c.stages(), stages, true), new double[] {Double.NaN}, Double.NaN)).toList();
            return new BarChart(label + ": SOAP cost inside the webapp by exact stage",
                    "µs per message over the baseline (inside the webapp)", stages, rows, true);
        }

        private static double[] values(List<StageData.Figure> figures, List<String> stages, boolean clamp) {
            double[] v = new double[stages.size()];
            java.util.Arrays.fill(v, Double.NaN);
            for (StageData.Figure f : figures) {
                int i = stages.indexOf(f.stage());
                v[i] = clamp && f.micros() < 0 ? 0 : f.micros();
            }
            return v;
        }

        /** Per endpoint and cost, per stage: µs ± 95% CI, bytes allocated, whether the bytes were exact. */
        public Table table() {
            List<List<String>> cells = new ArrayList<>();
            for (StageData.Endpoint e : data.endpoints()) {
                rows(cells, endpointLabel(e), e.stages(), "");
            }
            for (StageData.Cost c : data.costs()) {
                rows(cells, costLabel(c), c.stages(), c.pairs() > 0 ? c.pairs() + " pairs" : "");
            }
            return new Table(List.of("endpoint or cost", "stage", "µs per message (± 95% CI)",
                    "allocated B per message", "bytes", "pairs"), cells);
        }

        private static void rows(List<List<String>> cells, String name, List<StageData.Figure> figures,
                                 String pairs) {
            double micros = 0;
            double bytes = 0;
            for (StageData.Figure f : figures) {
                cells.add(List.of(name, f.stage(), Html.withCi(f.micros(), f.ci95Micros()),
                        Html.number(f.allocatedBytes(), 0), f.exact() ? "exact" : "varied", pairs));
                micros += f.micros();
                bytes += f.allocatedBytes();
            }
            cells.add(List.of(name, "all stages", Html.number(micros, 1), Html.number(bytes, 0), "", pairs));
        }
    }
}
