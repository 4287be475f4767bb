package org.echosoap.server.launcher;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

/**
 * The servers' processes by pid: whether one runs (and is still the server its pid file names: a pid can be reused
 * after the process is gone) and an orderly stop: SIGTERM, which runs the JVM's shutdown hooks (Tomcat's stop, the
 * RMI server's unexport), SIGKILL only if it hangs.
 *
 * <pre>{@code
 * Processes.stop(pid, "echosoap server", Processes.STOP_TIMEOUT); // "echosoap server stopped (pid 123)"
 * }</pre>
 */
public final class Processes {

    public static final Duration STOP_TIMEOUT = Duration.ofSeconds(20);
    private static final long POLL_MILLIS = 100;

    private Processes() {
    }

    public static boolean isAlive(Optional<Long> pid) {
        return pid.flatMap(ProcessHandle::of).map(ProcessHandle::isAlive).orElse(false);
    }

    /**
     * Alive and its command line names {@code echosoap-NAME} (the jar or the script): the server started from this
     * base, not another process that got its pid. Where {@code /proc} cannot tell, alive is enough.
     */
    public static boolean isServer(Optional<Long> pid, String name) {
        if (!isAlive(pid)) {
            return false;
        }
        Path cmdline = Path.of("/proc", pid.get().toString(), "cmdline");
        try {
            String command = new String(Files.readAllBytes(cmdline), StandardCharsets.UTF_8).replace('\0', ' ');
            return commandNamesServer(command, name);
        } catch (IOException | SecurityException e) {
            return true;
        }
    }

    static boolean commandNamesServer(String command, String name) {
        return (command + " ").matches("(?s).*echosoap-" + java.util.regex.Pattern.quote(name) + "(\\.jar)? .*");
    }

    /** Stops {@code pid} and says how, in one line: "NAME stopped (pid P)" or "NAME killed after 20s (pid P)". */
    public static String stop(long pid, String name, Duration timeout) {
        Optional<ProcessHandle> handle = ProcessHandle.of(pid);
        if (handle.isEmpty()) {
            return name + " stopped (pid " + pid + ")";
        }
        handle.get().destroy();
        if (waitForExit(handle.get(), timeout)) {
            return name + " stopped (pid " + pid + ")";
        }
        handle.get().destroyForcibly();
        waitForExit(handle.get(), Duration.ofDays(1));
        return name + " killed after " + timeout.toSeconds() + "s (pid " + pid + ")";
    }

    /** SIGKILL, for a server that failed to start. */
    public static void kill(long pid) {
        ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
    }

    private static boolean waitForExit(ProcessHandle handle, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (handle.isAlive()) {
            if (System.nanoTime() - deadline > 0) {
                return false;
            }
            sleep(POLL_MILLIS);
        }
        return true;
    }

    static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw LauncherException.failure("interrupted");
        }
    }
}
