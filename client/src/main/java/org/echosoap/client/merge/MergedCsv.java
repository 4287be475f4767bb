package org.echosoap.client.merge;

import com.fasterxml.jackson.databind.JsonNode;
import org.echosoap.client.report.ResultCsv;
import org.echosoap.client.resultfile.Json;
import org.echosoap.client.stats.LatencySummary;

/** result.csv of a merged result: {@link ResultCsv}'s columns, one row per endpoint, from the merged result.json. */
public final class MergedCsv {

    private MergedCsv() {
    }

    /** The rows of {@code merged}, a result {@link MergedResult} made. */
    public static String render(JsonNode merged) {
        StringBuilder sb = new StringBuilder(ResultCsv.HEADER).append('\n');
        for (JsonNode run : Json.objects(merged, "runs")) {
            JsonNode cost = Json.objects(merged, "costs").stream()
                    .filter(c -> SamePlan.part(c).equals(SamePlan.part(run))
                            && Json.text(run, "endpoint").equals(Json.text(c, "endpoint")))
                    .findFirst().orElse(null);
            sb.append(ResultCsv.row(Json.text(run, "scenario"), Json.size(run), Json.text(run, "endpoint"),
                    Json.text(run, "role"), (int) Json.number(run, "connections"), Json.objects(run, "blocks").size(),
                    Json.number(run, "throughputPerSec"), summary(run, "latencyMicros"), summary(run, "serverAppMicros"),
                    (long) Json.number(run, "errors"),
                    cost == null ? Double.NaN : Json.number(cost, "perMessageCostMicros"),
                    cost == null ? Double.NaN : Json.number(cost, "ci95Micros")));
        }
        return sb.toString();
    }

    private static LatencySummary summary(JsonNode run, String key) {
        return new LatencySummary(Json.number(run, key, "p50"), Json.number(run, key, "p90"),
                Json.number(run, key, "p99"), Json.number(run, key, "p999"), Json.number(run, key, "max"),
                Json.number(run, key, "mean"), (long) Json.number(run, key, "count"));
    }
}
