package org.echosoap.client.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.echosoap.client.stages.CostStages;
import org.echosoap.client.stages.EndpointStages;
import org.echosoap.client.stages.RunStages;
import org.echosoap.client.stages.StageFigure;
import org.echosoap.server.stages.Stage;

/**
 * The console's stage table ({@code --stages}), under the cost lines like the phase table: a row per stage, per
 * endpoint its µs and share of the inside figure, per cost its µs ± 95% CI and its bytes (exact per message), then
 * the run's check lines. An endpoint whose stack sent no marks has its one line and no column.
 */
public final class StageTable {

    private StageTable() {
    }

    /** The table and its notes; empty without stages. */
    public static String render(RunStages stages) {
        if (!stages.saysAnything()) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        List<EndpointStages> endpoints = stages.endpoints().stream().filter(e -> !e.unmarked()).toList();
        List<CostStages> costs = new ArrayList<>();
        for (CostStages c : stages.costs()) {
            EndpointStages soap = stages.of(c.endpoint());
            if (soap != null && !soap.unmarked()) {
                costs.add(c);
            }
        }
        if (!endpoints.isEmpty()) {
            long messages = endpoints.stream().mapToLong(EndpointStages::messages).sum();
            sb.append(String.format(Locale.ROOT, "%nexact stages inside the webapp (Echosoap-Stages, %,d answers; the "
                    + "marks' own overhead is not in these figures):%n", messages));
            StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "%-15s", "stage"));
            for (EndpointStages e : endpoints) {
                head.append(String.format(Locale.ROOT, " %18s", clip(e.endpoint(), 11) + " µs (%)"));
            }
            for (CostStages c : costs) {
                head.append(String.format(Locale.ROOT, " %22s %12s", "cost µs " + clip(c.endpoint(), 12), "cost B"));
            }
            sb.append(head.toString().stripTrailing()).append(System.lineSeparator());
            for (Stage stage : Stage.values()) {
                boolean any = endpoints.stream().anyMatch(e -> figure(e.stages(), stage) != null)
                        || costs.stream().anyMatch(c -> figure(c.stages(), stage) != null);
                if (!any) {
                    continue;
                }
                StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "%-15s", stage.wireName()));
                for (EndpointStages e : endpoints) {
                    StageFigure f = figure(e.stages(), stage);
                    double sum = e.stageMicrosSum();
                    row.append(String.format(Locale.ROOT, " %18s", f == null ? "-" : String.format(Locale.ROOT,
                            "%.1f (%.0f%%)", f.micros(), sum > 0 ? 100 * f.micros() / sum : 0.0)));
                }
                for (CostStages c : costs) {
                    StageFigure f = figure(c.stages(), stage);
                    row.append(String.format(Locale.ROOT, " %22s %12s", f == null ? "-" : signed(f.micros(),
                            f.ci95Micros()), f == null || !f.exact() ? "-"
                            : String.format(Locale.ROOT, "%+,.0f", f.allocatedBytes())));
                }
                sb.append(row.toString().stripTrailing()).append(System.lineSeparator());
            }
            StringBuilder total = new StringBuilder(String.format(Locale.ROOT, "%-15s", "sum"));
            for (EndpointStages e : endpoints) {
                total.append(String.format(Locale.ROOT, " %18s", String.format(Locale.ROOT, "%.1f", e.stageMicrosSum())));
            }
            double spreadBytes = 0;
            for (CostStages c : costs) {
                double micros = c.stages().stream().mapToDouble(StageFigure::micros).sum();
                double bytes = c.stages().stream().filter(StageFigure::exact).mapToDouble(StageFigure::allocatedBytes)
                        .sum();
                for (StageFigure f : c.stages()) {
                    if (f.exact()) {
                        spreadBytes = Math.max(spreadBytes, f.maxBlockBytes() - f.minBlockBytes());
                    }
                }
                total.append(String.format(Locale.ROOT, " %22s %12s", String.format(Locale.ROOT, "%+.1f", micros),
                        String.format(Locale.ROOT, "%+,.0f", bytes)));
            }
            sb.append(total.toString().stripTrailing()).append(System.lineSeparator());
            sb.append(String.format(Locale.ROOT, "(µs and bytes per message, exact per stage; %% of the stages' sum; "
                    + "cost = endpoint − baseline paired by round, ± 95%% CI%s)%n", costs.isEmpty() ? ""
                    : String.format(Locale.ROOT, "; cost bytes exact, blocks within %,.0f B of each other",
                    spreadBytes)));
        }
        for (String note : stages.notes()) {
            sb.append("stages: ").append(note).append(System.lineSeparator());
        }
        if (stages.notOverHttp()) {
            sb.append("stages: ").append(RunStages.NOT_OVER_HTTP).append(System.lineSeparator());
        }
        return sb.toString();
    }

    private static StageFigure figure(List<StageFigure> figures, Stage stage) {
        return figures.stream().filter(f -> f.stage() == stage).findFirst().orElse(null);
    }

    private static String signed(double micros, double ci95) {
        return Double.isNaN(ci95) ? String.format(Locale.ROOT, "%+.1f", micros)
                : String.format(Locale.ROOT, "%+.1f ± %.1f", micros, ci95);
    }

    private static String clip(String s, int width) {
        return s.length() <= width ? s : s.substring(0, width - 1) + "…";
    }
}
