package org.echosoap.client.cli;

import java.util.List;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.scenario.ScenarioParameters;

/**
 * One scenario, at one size, with its settings: a plain run has one part, a size sweep one per size, a suite many.
 *
 * @param scenario   scenario name
 * @param parameters its size and spin
 * @param options    the run settings for this part
 * @param with       extra baseline rows driven in its rotation
 */
record Part(String scenario, ScenarioParameters parameters, RunOptions options, List<String> with) {

    /** "benchmark.echoInts (size 1000)" for messages. */
    String label() {
        return parameters.size() < 0 ? scenario : scenario + " (size " + parameters.size() + ")";
    }
}
