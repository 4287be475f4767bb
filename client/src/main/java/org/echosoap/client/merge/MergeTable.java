package org.echosoap.client.merge;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Locale;
import org.echosoap.client.report.ConsoleTable;
import org.echosoap.client.resultfile.Json;

/**
 * What {@code echosoap merge} prints: the clients and their starts, the merged endpoints, the costs, the warnings. A
 * merge that lacks shares or holds an incomplete client's run says so on its first line, and each figure's note says
 * how many of the plan's clients it covers.
 */
public final class MergeTable {

    private MergeTable() {
    }

    /** The table of {@code merged}, a result {@link MergedResult} made. */
    public static String render(JsonNode merged) {
        StringBuilder sb = new StringBuilder();
        JsonNode m = Json.at(merged, "merged");
        JsonNode complete = Json.at(merged, "complete");
        if (complete != null && !complete.asBoolean()) {
            sb.append("INCOMPLETE merge: ").append(Json.text(merged, "abortReason")).append('\n');
        }
        List<String> missing = Json.texts(m, "missingShares");
        int clients = (int) Json.number(m, "clientCount");
        String ofPlan = missing.isEmpty() ? String.valueOf(clients) : clients + " of " + (clients + missing.size());
        double skew = Json.number(m, "startSkewMillis");
        sb.append(String.format(Locale.ROOT, "echosoap merge: %s clients of one plan (%.0f connections), %s%n",
                ofPlan, Json.number(merged, "settings", "connections"),
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
        for (String share : missing) {
            sb.append(String.format(Locale.ROOT, "%-6s %-6s %11s  %s%n", share.split("/")[0], share, "-",
                    "MISSING: no result, in no figure below"));
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
        sb.append(missing.isEmpty() ? "(msgs/s = the sum of the clients'; percentiles of every client's requests together)\n"
                : "(msgs/s = the sum of the " + ofPlan + " clients', not the plan's; percentiles of their requests together)\n");
        for (JsonNode c : Json.objects(merged, "costs")) {
            double pairs = Json.number(c, "pairs");
            sb.append(String.format(Locale.ROOT, "%nper-message cost of %s over %s: %s µs (95%% CI, %.0f pairs of %s "
                            + "clients, one server JVM)%n", Json.text(c, "endpoint"), Json.text(c, "baselineEndpoint"),
                    ConsoleTable.plusMinus(Json.number(c, "perMessageCostMicros"), Json.number(c, "ci95Micros")),
                    pairs, missing.isEmpty() ? String.format(Locale.ROOT, "%.0f", Json.number(c, "clients"))
                            : String.format(Locale.ROOT, "%.0f of %d", Json.number(c, "clients"),
                                    clients + missing.size())));
        }
        var warnings = Json.texts(merged, "warnings");
        if (!warnings.isEmpty()) {
            sb.append("\nwarnings:\n");
            warnings.forEach(w -> sb.append("  ! ").append(w).append('\n'));
        }
        return sb.toString();
    }
}
