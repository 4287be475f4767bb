package org.echosoap.client.report;

import org.echosoap.client.result.HostNoise;

/**
 * Suite parts with noise figures made up in advance (the known truth a suite's summary must give back): the fixed run
 * of {@link ReportFixture} under another scenario name, carrying the given {@link NoiseFigures}.
 */
final class NoiseFixture {

    private NoiseFixture() {
    }

    /**
     * Figures of a part whose client and server share one host: the client's steal and other processes' CPU, the
     * client's and the server's involuntary switches, the baseline's wander and the message's own spread over 12
     * epochs; the cause as {@link NoiseCauses} judges those figures.
     */
    static NoiseFigures sameHost(double wanderPercent, double spreadPercent, double stealPercent,
                                 double otherProcessesPercent, double clientSwitchesPerSec,
                                 double serverSwitchesPerSec) {
        HostNoise host = new HostNoise(
                new HostNoise.Side(true, null, 20.0, stealPercent, otherProcessesPercent, 40.0, clientSwitchesPerSec),
                new HostNoise.Side(true, null, 20.0, Double.NaN, Double.NaN, 50.0, serverSwitchesPerSec), true);
        return new NoiseFigures(host, "null", "EchoFloat", 12, wanderPercent, spreadPercent,
                NoiseCauses.judge(new NoiseCauses.Evidence(stealPercent, Double.NaN, otherProcessesPercent,
                        Double.NaN, false, false)));
    }

    /** The fixture's run as a part named {@code scenario}, with {@code noise}. */
    static RunReport part(String scenario, NoiseFigures noise) {
        RunReport plain = ReportFixture.report();
        return new RunReport(scenario, plain.size(), plain.environment(), plain.options(), plain.endpoints(),
                plain.costs(), plain.warningList(), plain.complete(), plain.abortReason(), plain.priming(),
                plain.stop(), plain.precision(), noise);
    }
}
