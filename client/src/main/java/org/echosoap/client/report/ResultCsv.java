package org.echosoap.client.report;

import java.util.Locale;
import java.util.Optional;
import org.echosoap.client.stats.CostEstimate;

/** Writes result.csv: one row per endpoint driven, for spreadsheets. Empty cells mean "not measured". */
public final class ResultCsv {

    static final String HEADER = "scenario,size,endpoint,role,connections,blocks,throughputPerSec,meanMicros,"
            + "p50Micros,p90Micros,p99Micros,p999Micros,maxMicros,serverAppMeanMicros,errors,"
            + "perMessageCostMicros,ci95Micros";

    private ResultCsv() {
    }

    public static String render(RunReport report) {
        return render(SuiteReport.single(report, 0));
    }

    /** One row per endpoint of every part. */
    public static String render(SuiteReport suite) {
        StringBuilder sb = new StringBuilder(HEADER).append('\n');
        for (RunReport report : suite.parts()) {
            rows(sb, report);
        }
        return sb.toString();
    }

    private static void rows(StringBuilder sb, RunReport report) {
        for (EndpointFigures f : report.endpoints()) {
            Optional<CostEstimate> cost = report.costs().stream()
                    .filter(c -> c.soapEndpoint().equals(f.endpoint())).findFirst();
            sb.append(String.join(",",
                    report.scenario(), report.size() < 0 ? "" : Integer.toString(report.size()), f.endpoint(), f.role(),
                    Integer.toString(report.options().connections()),
                    Integer.toString(f.blocks().size()),
                    num(f.throughputPerSec()), num(f.latencyMicros().meanMicros()),
                    num(f.latencyMicros().p50Micros()), num(f.latencyMicros().p90Micros()),
                    num(f.latencyMicros().p99Micros()), num(f.latencyMicros().p999Micros()),
                    num(f.latencyMicros().maxMicros()),
                    f.serverAppMicros().count() == 0 ? "" : num(f.serverAppMicros().meanMicros()),
                    Long.toString(f.errors()),
                    cost.map(c -> num(c.perMessageCostMicros())).orElse(""),
                    cost.map(c -> num(c.ci95Micros())).orElse("")))
                    .append('\n');
        }
    }

    private static String num(double v) {
        return Double.isFinite(v) ? String.format(Locale.ROOT, "%.3f", v) : "";
    }
}
