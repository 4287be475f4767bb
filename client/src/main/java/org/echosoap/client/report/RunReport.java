package org.echosoap.client.report;

import java.util.List;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.stats.CostEstimate;

/**
 * Everything a {@code run} reports, in the order it was measured: the console table, result.json and result.csv
 * are all rendered from this one model.
 *
 * @param scenario    the scenario's name
 * @param size        the scenario's size (elements per message), or -1 where size means nothing
 * @param environment where and with what the run was made
 * @param options     every setting
 * @param endpoints   one entry per endpoint driven (rotation order: baseline, extras, measured)
 * @param costs       per-message cost of each non-baseline endpoint over the baseline
 * @param warnings    what a careful reader must know (errors, bimodality, Nagle stalls, incomplete run)
 * @param complete    false when the run stopped early
 * @param abortReason why it stopped early, or null
 */
public record RunReport(String scenario, int size, Environment environment, RunOptions options, List<EndpointFigures> endpoints,
                        List<CostEstimate> costs, List<String> warnings, boolean complete, String abortReason) {

    /** The schema name written into result.json; readers check it. */
    public static final String SCHEMA = "echosoap-result/1";

    /** Total failed requests over all endpoints. */
    public long totalErrors() {
        return endpoints.stream().mapToLong(EndpointFigures::errors).sum();
    }
}
