package org.echosoap.server.launcher;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Starts a server beside Tomcat so that it outlives the launcher ({@code nohup}: SIGHUP ignored, SIGTERM stops it),
 * pinned if asked, its pid in {@code BASE/NAME.pid} and its output in {@code BASE/logs/NAME.out}, and waits for its
 * ready line. A server that exits or stays silent is reported in one line that ends with its log's path.
 *
 * <pre>{@code
 * BackgroundProcess.start(SideServer.GRPC, base, CpuPinning.NONE, List.of("java", "-jar", jar, "--port", "10080"));
 * }</pre>
 */
public final class BackgroundProcess {

    public static final Duration READY_TIMEOUT = Duration.ofSeconds(30);
    private static final long POLL_MILLIS = 100;

    private BackgroundProcess() {
    }

    /** @return its pid, once it printed its ready line */
    public static long start(SideServer server, ServerBase base, CpuPinning pinning, List<String> command) {
        Path log = base.log(server.key());
        List<String> full = new ArrayList<>(List.of("nohup"));
        full.addAll(command);
        Process process;
        try {
            Files.createDirectories(log.getParent());
            process = new ProcessBuilder(pinning.wrap(full))
                    .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                    .redirectErrorStream(true)
                    .redirectOutput(log.toFile())
                    .start();
        } catch (IOException e) {
            throw LauncherException.failure("the " + server.displayName() + " server did not start: "
                    + e.getMessage() + " (log: " + log + ")");
        }
        long pid = process.pid();
        base.writePid(server.key(), pid);
        long deadline = System.nanoTime() + READY_TIMEOUT.toNanos();
        while (System.nanoTime() - deadline < 0) {
            if (lines(log).stream().anyMatch(l -> l.startsWith(server.linePrefix() + "ready at "))) {
                return pid;
            }
            if (!process.isAlive()) {
                base.deletePid(server.key());
                throw LauncherException.failure("the " + server.displayName() + " server did not start: "
                        + lastOwnLine(server, lines(log)).orElse("") + " (log: " + log + ")");
            }
            Processes.sleep(POLL_MILLIS);
        }
        process.destroyForcibly();
        base.deletePid(server.key());
        throw LauncherException.failure("the " + server.displayName() + " server was not ready within "
                + READY_TIMEOUT.toSeconds() + "s (log: " + log + ")");
    }

    /** Its last line of its own ("echosoap-NAME: ..."), without the prefix: why it stopped (e.g. a port taken). */
    static Optional<String> lastOwnLine(SideServer server, List<String> lines) {
        for (int i = lines.size() - 1; i >= 0; i--) {
            if (lines.get(i).startsWith(server.linePrefix())) {
                return Optional.of(lines.get(i).substring(server.linePrefix().length()));
            }
        }
        return Optional.empty();
    }

    private static List<String> lines(Path log) {
        try {
            return Files.exists(log) ? List.of(new String(Files.readAllBytes(log), StandardCharsets.UTF_8).split("\n"))
                    : List.of();
        } catch (IOException e) {
            return List.of();
        }
    }
}
