package org.echosoap.client.stages;

import java.util.List;

/**
 * A run's exact stages ({@code --stages}): each endpoint's, each cost's, and the one-line notes of its check
 * (a stack that sends no marks, answers whose figures do not add up). {@link #NONE} when the run did not ask.
 *
 * @param endpoints per endpoint with stages, in table order
 * @param costs     per cost whose both sides have stages
 * @param notes     one line each, for the console (the run goes on)
 */
public record RunStages(List<EndpointStages> endpoints, List<CostStages> costs, List<String> notes) {

    /** A run without stages. */
    public static final RunStages NONE = new RunStages(List.of(), List.of(), List.of());

    /** Freezes the lists. */
    public RunStages {
        endpoints = List.copyOf(endpoints);
        costs = List.copyOf(costs);
        notes = List.copyOf(notes);
    }

    /** The endpoint's stages, or null. */
    public EndpointStages of(String endpoint) {
        return endpoints.stream().filter(e -> e.endpoint().equals(endpoint)).findFirst().orElse(null);
    }

    /** The cost's stages, or null. */
    public CostStages cost(String endpoint, String baseline) {
        return costs.stream().filter(c -> c.endpoint().equals(endpoint) && c.baseline().equals(baseline))
                .findFirst().orElse(null);
    }

    /** These figures with one more note, unless it is there already. */
    public RunStages withNote(String note) {
        if (notes.contains(note)) {
            return this;
        }
        List<String> more = new java.util.ArrayList<>(notes);
        more.add(note);
        return new RunStages(endpoints, costs, more);
    }

    /** Whether the run has any stage figures. */
    public boolean any() {
        return !endpoints.isEmpty();
    }
}
