package org.echosoap.server.launcher;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The real Tomcat, started as users start it: the distribution's {@code bin/catalina.sh start} with
 * {@code CATALINA_BASE} = the server base, {@code CATALINA_PID} = {@code BASE/tomcat.pid} and {@code CATALINA_OPTS}
 * = {@code conf/tomcat/jvm.options} plus the host, port (and TLS) properties {@code conf/tomcat/server.xml} reads,
 * then {@code ECHOSOAP_SERVER_OPTS}. Ready when {@code /echosoap/baseline/null} answers 200.
 *
 * <pre>{@code
 * TomcatProcess tomcat = new TomcatProcess(home, base);
 * tomcat.start(pinning, catalinaOpts);
 * long pid = tomcat.awaitReady("127.0.0.1", 8080, Duration.ofSeconds(120));
 * }</pre>
 */
public final class TomcatProcess {

    static final String READY_PATH = "/echosoap/baseline/null";
    private static final long POLL_MILLIS = 200;
    private static final int LOG_TAIL_LINES = 30;

    private final Path home;
    private final ServerBase base;

    public TomcatProcess(Path home, ServerBase base) {
        this.home = home;
        this.base = base;
    }

    /** CATALINA_OPTS: the JVM options file, the properties server.xml reads, then the user's own. */
    static String catalinaOpts(List<String> jvmOptions, String host, int port, List<String> tlsOptions,
            List<String> userOptions) {
        List<String> all = new ArrayList<>(jvmOptions);
        all.add("-Dechosoap.host=" + host);
        all.add("-Dechosoap.port=" + port);
        all.addAll(tlsOptions);
        all.addAll(userOptions);
        return String.join(" ", all);
    }

    /** Runs {@code catalina.sh start} (which forks Tomcat and returns); its output in {@code logs/launcher.out}. */
    public void start(CpuPinning pinning, String catalinaOpts) {
        Path output = base.logs().resolve("launcher.out");
        ProcessBuilder builder = new ProcessBuilder(pinning.wrap(List.of(home.resolve("bin").resolve("catalina.sh")
                .toString(), "start")))
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                .redirectErrorStream(true)
                .redirectOutput(output.toFile());
        Map<String, String> env = builder.environment();
        env.put("CATALINA_HOME", home.toString());
        env.put("CATALINA_BASE", base.dir().toString());
        env.put("CATALINA_PID", base.pidFile(ServerBase.TOMCAT).toString());
        env.put("CATALINA_OPTS", catalinaOpts);
        int status;
        try {
            status = builder.start().waitFor();
        } catch (IOException e) {
            throw LauncherException.failure("catalina.sh start failed: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw LauncherException.failure("interrupted while catalina.sh started Tomcat");
        }
        if (status != 0) {
            printToStderr(readLines(output));
            throw LauncherException.failure("catalina.sh start failed");
        }
    }

    /**
     * Waits until Tomcat answers the readiness probe. Tomcat exiting, or not answering in time (then it is killed),
     * fails with one line after the tail of {@code catalina.out}.
     *
     * @return Tomcat's pid
     */
    public long awaitReady(String host, int port, Duration timeout) {
        Optional<Long> pid = base.readPid(ServerBase.TOMCAT);
        long deadline = System.nanoTime() + timeout.toNanos();
        Optional<Integer> status = Optional.empty();
        while (System.nanoTime() - deadline < 0) {
            if (!Processes.isAlive(pid)) {
                printToStderr(tail(base.catalinaOut()));
                base.deletePid(ServerBase.TOMCAT);
                throw LauncherException.failure("Tomcat exited during start-up (log: " + base.catalinaOut() + ")");
            }
            status = Network.postStatus(host, port, READY_PATH, "<ready/>");
            if (status.equals(Optional.of(200))) {
                return pid.orElseThrow();
            }
            Processes.sleep(POLL_MILLIS);
        }
        pid.ifPresent(Processes::kill);
        base.deletePid(ServerBase.TOMCAT);
        printToStderr(tail(base.catalinaOut()));
        throw LauncherException.failure("Tomcat did not answer " + READY_PATH + " within " + timeout.toSeconds()
                + "s (last status: " + status.map(String::valueOf).orElse("none") + ")");
    }

    /**
     * Whether Tomcat logged that a context failed to start. Tomcat deploys every WAR before its connector serves,
     * and keeps running when one fails: the failure shows only in the log, as its (English)
     * {@code Context [/name] startup failed ...}.
     */
    public boolean contextFailed(String context) {
        return readLines(base.catalinaOut()).stream()
                .anyMatch(l -> l.contains("Context [/" + context + "] startup failed"));
    }

    private static List<String> tail(Path file) {
        List<String> lines = readLines(file);
        return lines.subList(Math.max(0, lines.size() - LOG_TAIL_LINES), lines.size());
    }

    private static List<String> readLines(Path file) {
        try {
            return Files.exists(file)
                    ? List.of(new String(Files.readAllBytes(file), StandardCharsets.UTF_8).split("\n")) : List.of();
        } catch (IOException e) {
            return List.of();
        }
    }

    private static void printToStderr(List<String> lines) {
        lines.forEach(System.err::println);
    }
}
