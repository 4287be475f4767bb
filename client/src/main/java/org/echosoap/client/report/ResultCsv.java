package org.echosoap.client.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.apache.commons.csv.CSVFormat;
import org.echosoap.client.stats.CostEstimate;
import org.echosoap.client.stats.LatencySummary;

/**
 * Writes result.csv: one row per endpoint driven, for spreadsheets. Empty cells mean "not measured". RFC 4180 (Commons
 * CSV): a name with a comma, a quote or a line break (a user's endpoint or scenario) is quoted, never split.
 */
public final class ResultCsv {

    /** The first line: the columns of every row. */
    public static final String HEADER = "scenario,size,endpoint,role,connections,blocks,throughputPerSec,meanMicros,"
            + "p50Micros,p90Micros,p99Micros,p999Micros,maxMicros,serverAppMeanMicros,errors,"
            + "perMessageCostMicros,ci95Micros";

    private static final CSVFormat CSV = CSVFormat.RFC4180.builder().setRecordSeparator('\n').get();

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
            sb.append(row(report.scenario(), report.size(), f.endpoint(), f.role(), report.options().connections(),
                    f.blocks().size(), f.throughputPerSec(), f.latencyMicros(), f.serverAppMicros(), f.errors(),
                    cost.map(CostEstimate::perMessageCostMicros).orElse(Double.NaN),
                    cost.map(CostEstimate::ci95Micros).orElse(Double.NaN)));
        }
    }

    /**
     * One endpoint's line (with its line break), the columns of {@link #HEADER}; {@code size} below 0, a cost of NaN
     * and a server time with count 0 are empty cells.
     */
    public static String row(String scenario, int size, String endpoint, String role, int connections, int blocks,
                             double throughputPerSec, LatencySummary latency, LatencySummary serverApp, long errors,
                             double perMessageCostMicros, double ci95Micros) {
        return line(List.of(
                scenario, size < 0 ? "" : Integer.toString(size), endpoint, role,
                Integer.toString(connections), Integer.toString(blocks),
                num(throughputPerSec), num(latency.meanMicros()),
                num(latency.p50Micros()), num(latency.p90Micros()),
                num(latency.p99Micros()), num(latency.p999Micros()),
                num(latency.maxMicros()),
                serverApp.count() == 0 ? "" : num(serverApp.meanMicros()),
                Long.toString(errors), num(perMessageCostMicros), num(ci95Micros)));
    }

    /** One record with its line break ("\n", as the header's); cells quoted only where they must be. */
    private static String line(List<String> cells) {
        StringBuilder sb = new StringBuilder();
        try {
            CSV.printRecord(sb, cells.toArray());
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringBuilder does not throw
        }
        return sb.toString();
    }

    private static String num(double v) {
        return Double.isFinite(v) ? String.format(Locale.ROOT, "%.3f", v) : "";
    }
}
