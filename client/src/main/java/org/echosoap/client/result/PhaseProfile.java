package org.echosoap.client.result;

import java.util.List;
import java.util.Map;

/**
 * A part's profile ({@code --profile}): where each endpoint's time and bytes inside the webapp went, the cost split
 * the same way, what it cost to record, and what no rule claimed. {@link #absent} when the part has none, with the
 * reason when one was asked for.
 *
 * @param side              {@code server}: Tomcat's JVM, the time inside the webapp; {@code client}: the client's own
 *                          JVM, the client stacks' CPU per message (a {@code clientstack.*} part)
 * @param sampler           the JFR event the shares come from ({@code jdk.CPUTimeSample} on JDK 25+, else
 *                          {@code jdk.ExecutionSample})
 * @param samplingMillis    the sampling period asked for, ms
 * @param measuredSeconds   the recording's measured windows, s
 * @param profilerCpuMillis CPU the server's recorder threads used meanwhile, ms (-1 when unknown)
 * @param recordingMillis   the recording's wall time, ms
 * @param gcCpuMillis       the collector's CPU (user + system, all its threads) in the measured windows, ms; -1 where
 *                          the server's JDK does not record it ({@code jdk.GCCPUTime})
 * @param endpoints         each endpoint's phases
 * @param costs             each cost's phases (endpoint minus baseline)
 * @param unclaimedFrames   the frames no rule claimed (phase {@code other}), most samples first, at most
 *                          {@value #UNCLAIMED_SHOWN}
 * @param flameGraphFile    the flame graph's file name in the run's directory, or null
 * @param recordingFile     the recording's file name there ({@code profile.jfr}: JDK Mission Control opens it), or null
 * @param problem           why there is no profile although one was asked for; null otherwise
 */
public record PhaseProfile(String side, String sampler, int samplingMillis, double measuredSeconds, long profilerCpuMillis,
                           long recordingMillis, long gcCpuMillis, List<PhaseFigures> endpoints, List<CostPhases> costs,
                           Map<String, Long> unclaimedFrames, String flameGraphFile, String recordingFile,
                           String problem) {

    /** The side of a profile of Tomcat's JVM. */
    public static final String SERVER = "server";

    /** The side of a profile of the client's own JVM. */
    public static final String CLIENT = "client";

    /** How many unclaimed frames are kept. */
    public static final int UNCLAIMED_SHOWN = 10;

    /** No profile: none was asked for. */
    public static final PhaseProfile NONE = new PhaseProfile(SERVER, null, 0, 0, -1, 0, -1, List.of(), List.of(), Map.of(), null,
            null, null);

    /** No profile although one was asked for, and why. */
    public static PhaseProfile absent(String problem) {
        return new PhaseProfile(SERVER, null, 0, 0, -1, 0, -1, List.of(), List.of(), Map.of(), null, null, problem);
    }

    /** Whether it holds figures. */
    public boolean present() {
        return !endpoints.isEmpty();
    }

    /** The recorder threads' CPU as a share of one CPU over the recording, or NaN. */
    public double profilerCpuShare() {
        return profilerCpuMillis < 0 || recordingMillis <= 0 ? Double.NaN : (double) profilerCpuMillis / recordingMillis;
    }

    /** The phases of {@code endpoint}, or null. */
    public PhaseFigures of(String endpoint) {
        return endpoints.stream().filter(e -> e.endpoint().equals(endpoint)).findFirst().orElse(null);
    }
}
