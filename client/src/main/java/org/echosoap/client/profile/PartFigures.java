package org.echosoap.client.profile;

import java.util.List;

/**
 * What a part's profile is scaled to, as the run measured it: per endpoint the exact time and bytes inside the
 * webapp (or, for a client stack, the client's CPU and allocation per call), and the costs (endpoint over baseline)
 * to split. The plan runner makes it from the part's report ({@code suite.ProfileInputs}), so the profiler reads
 * no report and the report no profiler.
 *
 * @param endpoints each measured endpoint's figures
 * @param costs     each cost's two endpoints
 * @param quiet     whether progress lines are left out
 */
public record PartFigures(List<EndpointScale> endpoints, List<CostPair> costs, boolean quiet) {

    /**
     * One endpoint.
     *
     * @param endpoint                 its row name
     * @param insideMicros             Server-Timing's mean time inside the webapp, µs (NaN when the server sent none)
     * @param blockInsideMicros        the complete blocks' means of it, for its interval
     * @param allocatedBytes           Server-Timing's mean allocation per message, bytes (NaN when unknown)
     * @param clientCpuMicros          the client's CPU per request, µs (a client stack's scale)
     * @param clientAllocatedBytes     the client's allocation per request, bytes (NaN when unknown)
     */
    public record EndpointScale(String endpoint, double insideMicros, List<Double> blockInsideMicros,
                                double allocatedBytes, double clientCpuMicros, double clientAllocatedBytes) {
    }

    /** A cost: {@code endpoint} over {@code baseline}. */
    public record CostPair(String endpoint, String baseline) {
    }
}
