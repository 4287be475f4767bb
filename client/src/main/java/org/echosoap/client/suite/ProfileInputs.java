package org.echosoap.client.suite;

import java.util.List;
import org.echosoap.client.profile.PartFigures;
import org.echosoap.client.report.EndpointFigures;
import org.echosoap.client.report.RunReport;

/**
 * The figures a part's profile is scaled to, taken from the part's report: the one place that knows both the report
 * and the profiler, so that neither imports the other.
 */
final class ProfileInputs {

    private ProfileInputs() {
    }

    static PartFigures of(RunReport report) {
        List<PartFigures.EndpointScale> endpoints = report.endpoints().stream().map(ProfileInputs::scale).toList();
        List<PartFigures.CostPair> costs = report.costs().stream()
                .map(c -> new PartFigures.CostPair(c.soapEndpoint(), c.baselineEndpoint())).toList();
        return new PartFigures(endpoints, costs, report.options().quiet());
    }

    private static PartFigures.EndpointScale scale(EndpointFigures f) {
        List<Double> blockInside = f.blocks().stream().filter(b -> !b.partial())
                .map(EndpointFigures.BlockFigures::serverMeanMicros).filter(Double::isFinite).toList();
        return new PartFigures.EndpointScale(f.endpoint(), f.serverAppMicros().meanMicros(), blockInside,
                f.allocation() == null ? Double.NaN : f.allocation().meanBytes(), f.clientCpuMicrosPerRequest(),
                f.allocation() == null ? Double.NaN : f.allocation().clientBytesPerRequest());
    }
}
