package org.echosoap.client.profile;

import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.load.RunObserver;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.Protocol;
import org.echosoap.server.profile.ProfileRecorder;
import org.echosoap.server.profile.RequestEvent;
import org.echosoap.client.result.Phase;
import org.echosoap.client.result.PhaseFigures;
import org.echosoap.client.result.CostPhases;
import org.echosoap.client.result.PhaseProfile;

/**
 * {@code --profile}: a JDK Flight Recorder recording in Tomcat's JVM per part, through echosoap.war's control
 * endpoint, marked so that it covers exactly the measured blocks, then fetched into the run's directory
 * ({@code profile.jfr}), split into phases ({@link RecordingAnalysis}, {@link PhaseFigures}) and drawn as a flame
 * graph ({@code flame.html}). A profile that cannot start (an old WAR, a JVM without JFR, one already recording) is
 * one warning, once, and the run goes on without phases.
 */
public final class JfrProfiler implements PartProfiler {

    private final int samplingMillis;
    private final PhaseRules rules;
    private final PrintStream progress;
    private boolean warned;

    /**
     * @param samplingMillis the server's sampling period, ms
     * @param rules          the phase rules (built-in and the user's)
     * @param progress       where its progress lines and its one warning go
     */
    public JfrProfiler(int samplingMillis, PhaseRules rules, PrintStream progress) {
        this.samplingMillis = samplingMillis;
        this.rules = rules;
        this.progress = progress;
    }

    @Override
    public Session begin(String label, String fileKey, RunOptions options, List<Endpoint> rotation) {
        if (rotation.stream().anyMatch(e -> e.protocol().kind() == Protocol.Kind.CLIENTSTACK)) {
            return beginClient(label, fileKey, options, rotation);
        }
        Map<String, String> paths = new LinkedHashMap<>();
        for (Endpoint e : rotation) {
            for (Endpoint message : e.messages()) {
                if (message.protocol().kind() == Protocol.Kind.HTTP) {
                    paths.put(URI.create(options.targetBase() + message.path()).normalize().getPath(), e.name());
                }
            }
        }
        if (paths.isEmpty()) {
            return absent("not profiled: " + label + " runs on servers of their own (RMI, gRPC, CORBA, the raw TCP "
                    + "ping-pong), not in Tomcat's JVM, which is the one the profile records");
        }
        // echosoap.war's control, whichever stack's WAR the part measures: one JVM, one recording.
        ProfileControl control = ProfileControl.of(options.target());
        try {
            control.start(samplingMillis);
        } catch (IOException e) {
            String problem = "no profile: " + e.getMessage();
            warnOnce(problem + "; the run goes on without phases");
            return absent(problem);
        }
        return new Recording(new ServerSide(control), options.outDir(), fileKey, paths, label, PhaseProfile.SERVER);
    }

    /**
     * A part of client stacks ({@code clientstack.*}): the stack runs in this JVM, so this JVM is recorded, and each
     * stack call is one request event ({@code client:ROW}, emitted by the client-stack transport). The server is not
     * recorded: the stack's row and its raw baseline send the same requests to the same service path, so the
     * server's events could not tell them apart.
     */
    private Session beginClient(String label, String fileKey, RunOptions options, List<Endpoint> rotation) {
        Map<String, String> paths = new LinkedHashMap<>();
        rotation.stream().filter(e -> e.protocol().kind() == Protocol.Kind.CLIENTSTACK)
                .forEach(e -> paths.put(CLIENT_PATH_PREFIX + e.name(), e.name()));
        try {
            ProfileRecorder.start(samplingMillis);
        } catch (RuntimeException e) {
            String problem = "no profile of the client: " + e.getMessage();
            warnOnce(problem + "; the run goes on without phases");
            return absent(problem);
        }
        return new Recording(new ClientSide(), options.outDir(), fileKey, paths, label, PhaseProfile.CLIENT);
    }

    /** How a client-stack call's request event names its row ({@link RequestEvent#CLIENT_PATH_PREFIX}). */
    public static final String CLIENT_PATH_PREFIX = RequestEvent.CLIENT_PATH_PREFIX;

    /** Where the recording runs: Tomcat's JVM through its control, or this one. */
    private interface Side {
        void mark(boolean measuring) throws IOException;

        ProfileControl.Stopped stop(Path file) throws IOException;
    }

    private record ServerSide(ProfileControl control) implements Side {
        @Override
        public void mark(boolean measuring) throws IOException {
            control.mark(measuring);
        }

        @Override
        public ProfileControl.Stopped stop(Path file) throws IOException {
            return control.stop(file);
        }
    }

    private static final class ClientSide implements Side {
        @Override
        public void mark(boolean measuring) {
            ProfileRecorder.mark(measuring);
        }

        @Override
        public ProfileControl.Stopped stop(Path file) throws IOException {
            Path recorded = ProfileRecorder.stop();
            java.nio.file.Files.move(recorded, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            ProfileRecorder.Overhead o = ProfileRecorder.lastOverhead();
            return new ProfileControl.Stopped(file, o.profilerCpuMillis(), o.wallMillis());
        }
    }

    private void warnOnce(String line) {
        if (!warned) {
            warned = true;
            progress.println("echosoap: warning: " + line);
        }
    }

    private static Session absent(String problem) {
        return Session.without(PhaseProfile.absent(problem));
    }

    /** A part being recorded. */
    private final class Recording implements Session, RunObserver {
        private final Side control;
        private final Path outDir;
        private final String fileKey;
        private final Map<String, String> paths;
        private final String label;
        private final String side;
        private String markProblem;
        private boolean stopped;

        Recording(Side control, Path outDir, String fileKey, Map<String, String> paths, String label, String side) {
            this.control = control;
            this.side = side;
            this.outDir = outDir;
            this.fileKey = fileKey;
            this.paths = paths;
            this.label = label;
        }

        @Override
        public RunObserver marks() {
            return this;
        }

        @Override
        public void phase(Phase phase) {
            if (markProblem != null || (phase != Phase.MEASURING && phase != Phase.PRIMING)) {
                return;
            }
            try {
                control.mark(phase == Phase.MEASURING);
            } catch (IOException | RuntimeException e) {
                markProblem = e.getMessage();
            }
        }

        @Override
        public PhaseProfile finish(PartFigures report) {
            stopped = true;
            long startNanos = System.nanoTime();
            try {
                Files.createDirectories(outDir);
                String prefix = side.equals(PhaseProfile.CLIENT) ? "client-" : "";
                Path file = outDir.resolve(prefix + "profile" + fileKey + ".jfr");
                ProfileControl.Stopped s = control.stop(file);
                if (markProblem != null) {
                    String problem = "no profile: marking the measured blocks failed: " + markProblem;
                    warnOnce(problem);
                    return PhaseProfile.absent(problem);
                }
                RecordingAnalysis.Result result = RecordingAnalysis.analyse(file, paths, new PhaseClassifier(rules));
                Path flame = outDir.resolve(prefix + "flame" + fileKey + ".html");
                FlameGraphFile.write(flame, "echosoap " + label + (side.equals(PhaseProfile.CLIENT)
                                ? ": the client stack's calls in the client's JVM" : ": the measured requests inside the webapp"),
                        result.byEndpoint().values());
                PhaseProfile profile = figures(report, result, s, flame.getFileName().toString(),
                        file.getFileName().toString());
                if (!report.quiet()) {
                    progress.printf("echosoap: profile of %s: %,d samples, analysed in %.1f s (%s)%n", label,
                            profile.endpoints().stream().mapToLong(PhaseFigures::samples).sum(),
                            (System.nanoTime() - startNanos) / 1e9, file);
                }
                return profile;
            } catch (IOException | RuntimeException e) {
                String problem = "no profile: " + e.getMessage();
                warnOnce(problem);
                return PhaseProfile.absent(problem);
            }
        }

        @Override
        public void abandon() {
            if (stopped) {
                return;
            }
            stopped = true;
            try {
                Path file = Files.createTempFile("echosoap-abandoned-", ".jfr");
                control.stop(file);
                Files.deleteIfExists(file);
            } catch (IOException | RuntimeException e) {
                // the recording ends by itself after its maximum age
            }
        }

        private PhaseProfile figures(PartFigures report, RecordingAnalysis.Result result, ProfileControl.Stopped s,
                                     String flameFile, String recordingFile) {
            List<PhaseFigures> endpoints = new ArrayList<>();
            Map<String, Long> unclaimed = new LinkedHashMap<>();
            for (PartFigures.EndpointScale f : report.endpoints()) {
                RecordedPhases recorded = result.byEndpoint().get(f.endpoint());
                if (recorded == null || recorded.requests() == 0) {
                    continue;
                }
                if (side.equals(PhaseProfile.CLIENT)) {
                    // The client's own CPU and allocation per call: the scale of the stack's phases in this JVM.
                    endpoints.add(PhaseSplit.figures(recorded, f.clientCpuMicros(), List.of(), f.clientAllocatedBytes()));
                    recorded.unclaimedFrames().forEach((frame, n) -> unclaimed.merge(frame, n, Long::sum));
                    continue;
                }
                endpoints.add(PhaseSplit.figures(recorded, f.insideMicros(), f.blockInsideMicros(), f.allocatedBytes()));
                recorded.unclaimedFrames().forEach((frame, n) -> unclaimed.merge(frame, n, Long::sum));
            }
            List<CostPhases> costs = new ArrayList<>();
            for (PartFigures.CostPair c : report.costs()) {
                PhaseFigures m = find(endpoints, c.endpoint());
                PhaseFigures b = find(endpoints, c.baseline());
                if (m != null && b != null) {
                    costs.add(CostPhases.of(m, b));
                }
            }
            Map<String, Long> top = new LinkedHashMap<>();
            unclaimed.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed())
                    .limit(PhaseProfile.UNCLAIMED_SHOWN).forEach(e -> top.put(e.getKey(), e.getValue()));
            if (endpoints.isEmpty()) {
                return PhaseProfile.absent("no profile: the recording holds no measured request of " + label
                        + " (are its endpoints served by this Tomcat?)");
            }
            return new PhaseProfile(side, result.sampler(), samplingMillis, result.measuredNanos() / 1e9,
                    s.profilerCpuMillis(), s.recordingMillis(),
                    result.gcCpuNanos() < 0 ? -1 : result.gcCpuNanos() / 1_000_000, endpoints, costs, top, flameFile, recordingFile, null);
        }
    }

    private static PhaseFigures find(List<PhaseFigures> all, String endpoint) {
        return all.stream().filter(p -> p.endpoint().equals(endpoint)).findFirst().orElse(null);
    }
}
