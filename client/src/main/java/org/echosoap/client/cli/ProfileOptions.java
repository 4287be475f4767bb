package org.echosoap.client.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import org.echosoap.client.profile.JfrProfiler;
import org.echosoap.client.profile.PartProfiler;
import org.echosoap.client.profile.PhaseRules;
import picocli.CommandLine.Option;

/**
 * {@code --profile}, {@code --profile-sampling}, {@code --phase-rules}: where the time inside the webapp goes, by phase,
 * from a Flight Recorder recording of Tomcat's JVM covering the measured blocks (docs/profile.md). Off by default.
 *
 * <pre>{@code
 * @Mixin ProfileOptions profile = new ProfileOptions();
 * try (PartProfiler.Installed ignored = profile.install(System.err)) { ... measure ... }
 * }</pre>
 */
public final class ProfileOptions {

    /**
     * The server's sampling period unless told otherwise, ms. JFR samples a thread only while it runs Java code:
     * 5 ms gave ~150 samples of EchoFloat's requests in a 30 s run, the shares' sd across fresh JVMs at most 2.8
     * points; 1 ms gave ~10x the samples and sd 1.6 points, but cost more (bench/results/phases.md).
     */
    static final int DEFAULT_SAMPLING_MILLIS = 5;

    @Option(names = "--profile", order = 95,
            description = "Split the time inside the webapp into phases (HTTP, reading XML, binding, handlers, writing "
                    + "XML, security, service, GC) from a JFR recording of Tomcat's JVM over the measured blocks; "
                    + "writes profile.jfr and flame.html beside result.json")
    boolean enabled;

    @Option(names = "--profile-sampling", paramLabel = "MILLIS", order = 96,
            description = "With --profile: the server's sampling period, 1..100 ms (default: "
                    + DEFAULT_SAMPLING_MILLIS + ")")
    Integer samplingMillis;

    @Option(names = "--phase-rules", paramLabel = "FILE", order = 97,
            description = "With --profile: more phase rules (phase<TAB>frame prefix per line), e.g. for your own "
                    + "service's packages, beside the built-in ones")
    Path rules;

    /**
     * Installs the profiler when {@code --profile} was given, else nothing.
     *
     * @throws IllegalArgumentException one line: an option without --profile, a period out of range, a bad rule file
     */
    public PartProfiler.Installed install(PrintStream progress) {
        if (!enabled) {
            if (samplingMillis != null || rules != null) {
                throw new IllegalArgumentException((samplingMillis != null ? "--profile-sampling" : "--phase-rules")
                        + " needs --profile");
            }
            return () -> {
            };
        }
        int millis = samplingMillis == null ? DEFAULT_SAMPLING_MILLIS : samplingMillis;
        if (millis < 1 || millis > 100) {
            throw new IllegalArgumentException("--profile-sampling must be 1..100 ms, got " + millis);
        }
        PhaseRules all = PhaseRules.builtIn();
        if (rules != null) {
            all = all.with(PhaseRules.read(rules));
        }
        return PartProfiler.install(new JfrProfiler(millis, all, progress));
    }
}
