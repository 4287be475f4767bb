package org.echosoap.client.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.echosoap.client.stages.CostStages;
import org.echosoap.client.stages.EndpointStages;
import org.echosoap.client.stages.RunStages;
import org.echosoap.client.stages.StageFigure;
import org.echosoap.client.stats.CostEstimate;

/**
 * The exact stages' part of result.json ({@code --stages}): {@code runs[].stages} and {@code runs[].stagesCheck}
 * (an endpoint's stages and the counts of the run's check), {@code costs[].stages} (the cost's, paired by round).
 * Nothing is written without stages. docs/result-json.md describes the keys.
 */
final class StageJson {

    private StageJson() {
    }

    /** {@code stages} and {@code stagesCheck} of an endpoint's {@code runs[]} entry, when it sent stages. */
    static void endpoint(ObjectNode run, RunStages stages, String endpoint) {
        EndpointStages e = stages.of(endpoint);
        if (e == null) {
            return;
        }
        figures(run.putArray("stages"), e.stages(), "blockMicros", "blockAllocatedBytes");
        ObjectNode check = run.putObject("stagesCheck");
        check.put("messages", e.messages());
        check.put("missing", e.missing());
        check.put("malformed", e.malformed());
        check.put("bytesMismatches", e.bytesMismatches());
        ResultJson.number(check, "insideMicros", e.insideMicros());
        ResultJson.number(check, "allocatedBytes", e.allocatedBytes());
        // The same answers' means as insideMicros and allocatedBytes (weighted by answers), so the pairs compare.
        ResultJson.number(check, "stageMicrosSum", e.checkedMicros());
        ResultJson.number(check, "stageAllocatedBytesSum", e.checkedBytes());
    }

    /** {@code stages} of a {@code costs[]} entry, when both its sides sent stages. */
    static void cost(ObjectNode cost, RunStages stages, CostEstimate c) {
        CostStages cs = stages.cost(c.soapEndpoint(), c.baselineEndpoint());
        if (cs == null) {
            return;
        }
        cost.put("stagePairs", cs.pairs());
        figures(cost.putArray("stages"), cs.stages(), "pairMicros", "pairAllocatedBytes");
    }

    private static void figures(ArrayNode array, List<StageFigure> figures, String unitMicrosKey,
                                String unitBytesKey) {
        for (StageFigure f : figures) {
            ObjectNode n = array.addObject();
            n.put("name", f.stage().wireName());
            ResultJson.number(n, "micros", f.micros());
            ResultJson.number(n, "ci95Micros", f.ci95Micros());
            ResultJson.number(n, "allocatedBytes", f.allocatedBytes());
            ResultJson.number(n, "ci95AllocatedBytes", f.ci95AllocatedBytes());
            ResultJson.number(n, "minBlockAllocatedBytes", f.minBlockBytes());
            ResultJson.number(n, "maxBlockAllocatedBytes", f.maxBlockBytes());
            n.put("exact", f.exact());
            ArrayNode um = n.putArray(unitMicrosKey);
            f.unitMicros().forEach(v -> um.add(ResultJson.round(v)));
            ArrayNode ub = n.putArray(unitBytesKey);
            f.unitBytes().forEach(v -> ub.add(ResultJson.round(v)));
        }
    }
}
