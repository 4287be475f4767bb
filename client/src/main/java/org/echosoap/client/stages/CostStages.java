package org.echosoap.client.stages;

import java.util.List;

/**
 * A cost's exact stages: per stage, endpoint − baseline paired by round, in pipeline order (the stages either side
 * entered).
 *
 * @param endpoint the SOAP (or other measured) endpoint
 * @param baseline its baseline
 * @param pairs    rounds both sides measured with stages
 * @param stages   each stage's difference per message with its interval
 */
public record CostStages(String endpoint, String baseline, int pairs, List<StageFigure> stages) {

    /** Freezes the list. */
    public CostStages {
        stages = List.copyOf(stages);
    }
}
