package org.echosoap.client.stages;

import java.util.List;

/**
 * A run's exact stages ({@code --stages}): each endpoint's, each cost's, and the one-line notes of its check
 * (a stack that sends no marks, answers whose figures do not add up). {@link #NONE} when the run did not ask.
 *
 * @param endpoints   per endpoint with stages, in table order
 * @param costs       per cost whose both sides have stages
 * @param notes       one line each, for the console (the run goes on)
 * @param notOverHttp whether the run also measured calls not over HTTP to the webapp, which have no stages ({@link
 *                    #NOT_OVER_HTTP}); a flag, not a note, so that a suite can say it once for all its parts
 */
public record RunStages(List<EndpointStages> endpoints, List<CostStages> costs, List<String> notes,
                        boolean notOverHttp) {

    /**
     * What a run with endpoints not over HTTP says of them: stages are marked in the webapp's servlet pipeline and
     * come back in an HTTP answer's header, so RMI, gRPC, CORBA, the TCP ping-pong and the client stacks' calls have
     * none.
     */
    public static final String NOT_OVER_HTTP = "calls not over HTTP to the webapp (RMI, gRPC, CORBA, the TCP "
            + "ping-pong, client stacks) have no stages: the stages are the webapp's pipeline, sent with each HTTP answer";

    /** A run without stages. */
    public static final RunStages NONE = new RunStages(List.of(), List.of(), List.of());

    /** A run whose endpoints were all over HTTP. */
    public RunStages(List<EndpointStages> endpoints, List<CostStages> costs, List<String> notes) {
        this(endpoints, costs, notes, false);
    }

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
        return costs.stream().filter(c -> c.endpoint().equals(endpoint) && java.util.Objects.equals(c.baseline(), baseline))
                .findFirst().orElse(null);
    }

    /** These figures with one more note, unless it is there already. */
    public RunStages withNote(String note) {
        if (notes.contains(note)) {
            return this;
        }
        List<String> more = new java.util.ArrayList<>(notes);
        more.add(note);
        return new RunStages(endpoints, costs, more, notOverHttp);
    }

    /** These figures, from a run that also measured calls not over HTTP. */
    public RunStages withCallsNotOverHttp() {
        return new RunStages(endpoints, costs, notes, true);
    }

    /** Whether there is anything to print: figures, notes, or calls without stages. */
    public boolean saysAnything() {
        return any() || !notes.isEmpty() || notOverHttp;
    }

    /** Whether the run has any stage figures. */
    public boolean any() {
        return !endpoints.isEmpty();
    }
}
