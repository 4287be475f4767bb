package org.echosoap.client.load;

import java.util.List;
import java.util.Map;
import org.echosoap.client.scenario.Endpoint;

/**
 * Everything a run measured, in rotation order.
 *
 * @param rotation    the endpoints, in the order each round drove them
 * @param trials      each endpoint's completed trials (by endpoint name), in round order
 * @param complete    false when the run stopped early (errors, Ctrl-C): the figures cover what was done
 * @param abortReason why it stopped early, or null
 */
public record MeasuredRun(List<Endpoint> rotation, Map<String, List<BlockOutcome>> trials, boolean complete,
                          String abortReason) {
}
