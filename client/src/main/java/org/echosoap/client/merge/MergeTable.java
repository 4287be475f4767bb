package org.echosoap.client.merge;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Locale;
import org.echosoap.client.report.ConsoleTable;
import org.echosoap.client.resultfile.Json;

/** What {@code echosoap merge} prints: the clients and their starts, the merged endpoints, the costs, the warnings. */
public final class MergeTable {

    private MergeTable() {
    }

    /** The table of {@code merged}, a result {@link MergedResult} made. */
    public static String render(JsonNode merged) {
        StringBuilder sb = new StringBuilder();
        JsonNode m = Json.at(merged, "merged");
        double skew = Json.number(m, "startSkewMillis");
        sb.append(String.format(Locale.ROOT, "echosoap merge: %d clients of one plan (%.0f connections), %s%n",
                (int) Json.number(m, "clientCount"), Json.number(merged, "settings", "connections"),
                Double.isNaN(skew) ? "start spread unknown"
                        : String.format(Locale.ROOT, "began measuring %.0f ms apart (each on its own host's clock)", skew)));
        sb.append(String.format(Locale.ROOT, "%-6s %-6s %11s  %-20s %-26s %8s%n", "client", "share", "connections",
                "host", "began measuring at", "late ms"));
        for (JsonNode c : Json.objects(m, "clients")) {
            double late = Json.number(c, "startLateMillis");
            sb.append(String.format(Locale.ROOT, "%-6s %-6s %11.0f  %-20s %-26s %8s%n",
                    Json.text(c, "share").split("/")[0], Json.text(c, "share"), Json.number(c, "connections"),
                    Json.text(c, "host"), String.valueOf(Json.text(c, "measuringStartedAt")),
                    Double.isNaN(late) ? "-" : String.format(Locale.ROOT, "%.0f", late)));
        }
        sb.append(String.format(Locale.ROOT, "%n%-16s %10s %9s %9s %9s %10s %8s%n", "endpoint", "msgs/s", "p50 µs",
                "mean µs", "p99 µs", "requests", "errors"));
        for (JsonNode r : Json.objects(merged, "runs")) {
            sb.append(String.format(Locale.ROOT, "%-16s %,10.0f %9.1f %9.1f %9.1f %,10.0f %8.0f%n",
                    Json.text(r, "endpoint"), Json.number(r, "throughputPerSec"),
                    Json.number(r, "latencyMicros", "p50"), Json.number(r, "latencyMicros", "mean"),
                    Json.number(r, "latencyMicros", "p99"), Json.number(r, "latencyMicros", "count"),
                    Json.number(r, "errors")));
        }
        sb.append("(msgs/s = the sum of the clients'; percentiles of every client's requests together)\n");
        for (JsonNode c : Json.objects(merged, "costs")) {
            double pairs = Json.number(c, "pairs");
            sb.append(String.format(Locale.ROOT, "%nper-message cost of %s over %s: %s µs (95%% CI, %.0f pairs of %.0f "
                            + "clients, one server JVM)%n", Json.text(c, "endpoint"), Json.text(c, "baselineEndpoint"),
                    ConsoleTable.plusMinus(Json.number(c, "perMessageCostMicros"), Json.number(c, "ci95Micros")),
                    pairs, Json.number(c, "clients")));
        }
        var warnings = Json.texts(merged, "warnings");
        if (!warnings.isEmpty()) {
            sb.append("\nwarnings:\n");
            warnings.forEach(w -> sb.append("  ! ").append(w).append('\n'));
        }
        return sb.toString();
    }
}
