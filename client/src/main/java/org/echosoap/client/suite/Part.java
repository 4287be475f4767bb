package org.echosoap.client.suite;

import java.util.List;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.scenario.ResponseSizer;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.ScenarioParameters;
import org.echosoap.client.scenario.catalog.Scenarios;

/**
 * One scenario, at one size, with its settings: a plain run has one part, a size sweep one per size, a suite many.
 *
 * @param scenario   scenario name
 * @param parameters its size and spin
 * @param options    the run settings for this part
 * @param with       extra baseline rows driven in its rotation
 * @param source     builds the scenario (sizing its baseline with real requests) right before it is measured
 */
public record Part(String scenario, ScenarioParameters parameters, RunOptions options, List<String> with,
            ScenarioSource source) {

    /** Builds a part's scenario; {@code sizer} measures an answer's length with one real request. */
    @FunctionalInterface
    public interface ScenarioSource {
        Scenario build(ResponseSizer sizer);
    }

    /** A bundled scenario, by name ({@link Scenarios#byName}). */
    public Part(String scenario, ScenarioParameters parameters, RunOptions options, List<String> with) {
        this(scenario, parameters, options, with, sizer -> Scenarios.byName(scenario, parameters, options.stack(), sizer));
    }

    /** "benchmark.echoInts-1000-cxf--": the start of this part's {@code --hlog} file names in a suite or sweep. */
    public String fileKey() {
        return scenario + (parameters.size() < 0 ? "" : "-" + parameters.size())
                + (options.stack().isAxis2() ? "" : "-" + options.stack().key()) + "--";
    }

    /** "benchmark.echoInts (size 1000)", "echoFloat on CXF" for messages. */
    String label() {
        String on = options.stack().isAxis2() ? "" : " on " + options.stack().displayName();
        return (parameters.size() < 0 ? scenario : scenario + " (size " + parameters.size() + ")") + on;
    }
}
