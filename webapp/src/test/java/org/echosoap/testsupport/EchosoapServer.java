package org.echosoap.testsupport;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A Tomcat started with {@code echosoap server start --host 127.0.0.1 --port <free> --base <base>}, stopped with
 * {@code echosoap server stop --base <base>}. Closeable so that JUnit closes it when its store ends.
 *
 * <pre>{@code
 * try (EchosoapServer server = EchosoapServer.start(ItPaths.webappTarget().resolve("my-server"))) {
 *     HttpResponse<byte[]> r = Http.postSeed(server.uri("/baseline/null"));
 * }
 * }</pre>
 */
public final class EchosoapServer implements ExtensionContext.Store.CloseableResource, AutoCloseable {

    public static final String HOST = "127.0.0.1";

    private final Path base;
    private final int port;
    private final long pid;
    private final Launcher.Result startResult;
    private final Thread killOnJvmExit;
    private boolean stopped;

    private EchosoapServer(Path base, int port, long pid, Launcher.Result startResult) {
        this.base = base;
        this.port = port;
        this.pid = pid;
        this.startResult = startResult;
        // Safety net for an aborted IT run (Ctrl-C, Failsafe timeout): never leave our Tomcat behind.
        this.killOnJvmExit = new Thread(() -> ProcessHandle.of(pid).ifPresent(ProcessHandle::destroy),
                "kill-echosoap-" + port);
        Runtime.getRuntime().addShutdownHook(killOnJvmExit);
    }

    /** Starts a server on a free port from {@code base}, which the launcher wipes and fills. */
    public static EchosoapServer start(Path base) throws IOException, InterruptedException {
        return start(base, "");
    }

    /**
     * As {@link #start(Path)}, with extra server JVM options ({@code ECHOSOAP_SERVER_OPTS}), e.g.
     * {@code -Dechosoap.connectionTimeoutMillis=900} for a connector setting that {@code conf/tomcat/server.xml} reads.
     */
    public static EchosoapServer start(Path base, String serverJvmOptions) throws IOException, InterruptedException {
        stopLeftover(base);
        int port = FreePort.pick();
        Launcher.Result result = Launcher.run(java.util.Map.of("ECHOSOAP_SERVER_OPTS", serverJvmOptions),
                Launcher.DEFAULT_TIMEOUT, "server", "start", "--host", HOST, "--port", Integer.toString(port),
                "--base", base.toString());
        if (result.exitCode() != 0) {
            throw new IllegalStateException("server start failed: " + result.describe() + catalinaOutTail(base));
        }
        return new EchosoapServer(base, port, readPid(base).orElseThrow(
                () -> new IllegalStateException("server started but wrote no pid to " + base.resolve("tomcat.pid"))),
                result);
    }

    /** A server an aborted earlier run left in this (IT-owned) base would make the launcher refuse to start. */
    private static void stopLeftover(Path base) throws IOException, InterruptedException {
        if (readPid(base).flatMap(ProcessHandle::of).map(ProcessHandle::isAlive).orElse(false)) {
            Launcher.run("server", "stop", "--base", base.toString());
        }
    }

    /** The pid the launcher recorded in {@code <base>/tomcat.pid}, if any. */
    public static Optional<Long> readPid(Path base) throws IOException {
        Path pidFile = base.resolve("tomcat.pid");
        if (!Files.isRegularFile(pidFile)) {
            return Optional.empty();
        }
        String digits = Files.readString(pidFile).replaceAll("\\D", "");
        return digits.isEmpty() ? Optional.empty() : Optional.of(Long.parseLong(digits));
    }

    private static String catalinaOutTail(Path base) {
        try {
            var lines = Files.readAllLines(base.resolve("logs").resolve("catalina.out"));
            return "\ncatalina.out (tail):\n" + String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size()));
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }

    public Path base() {
        return base;
    }

    public int port() {
        return port;
    }

    public long pid() {
        return pid;
    }

    public Launcher.Result startResult() {
        return startResult;
    }

    /** {@code http://127.0.0.1:<port>/echosoap<pathAndQuery>}. */
    public URI uri(String pathAndQuery) {
        return URI.create("http://" + HOST + ":" + port + "/echosoap" + pathAndQuery);
    }

    /** Runs {@code echosoap server stop --base <base>} once; later calls return null. */
    public synchronized Launcher.Result stop() throws IOException, InterruptedException {
        if (stopped) {
            return null;
        }
        stopped = true;
        Launcher.Result result = Launcher.run("server", "stop", "--base", base.toString());
        try {
            Runtime.getRuntime().removeShutdownHook(killOnJvmExit);
        } catch (IllegalStateException shutdownInProgress) {
            // The hook will run anyway; the process is already gone, so it does nothing.
        }
        return result;
    }

    @Override
    public void close() throws IOException, InterruptedException {
        Launcher.Result result = stop();
        if (result != null && result.exitCode() != 0) {
            throw new IllegalStateException("server stop failed: " + result.describe());
        }
    }
}
