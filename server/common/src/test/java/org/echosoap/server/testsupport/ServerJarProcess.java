package org.echosoap.server.testsupport;

import java.io.File;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One of the servers beside Tomcat (RMI, gRPC, CORBA) run as the launcher runs it: {@code java <conf/NAME/jvm.options>
 * -jar server/NAME/target/echosoap-NAME.jar ARGS}, output in {@code server/NAME/target/it-NAME/LOG.log}, ready when it
 * prints its ready line; closing it sends SIGTERM, as {@code ./echosoap server stop} does. Each system's test wrapper
 * adds its ports and its client.
 *
 * <pre>{@code
 * ServerJarProcess.System rmi = new ServerJarProcess.System("rmi", "RMI", Main.READY);
 * try (ServerJarProcess p = ServerJarProcess.start(rmi, "ops", List.of("--host", "127.0.0.1", ...))) {
 *     p.log();
 * }
 * }</pre>
 */
public final class ServerJarProcess implements AutoCloseable {

    public static final Duration READY_TIMEOUT = Duration.ofSeconds(30);
    public static final Duration STOP_TIMEOUT = Duration.ofSeconds(20);

    /**
     * Which server: its module and conf directory name ({@code rmi}), the name its messages use ({@code RMI}), and
     * the line it prints when it serves.
     */
    public record System(String module, String displayName, String readyLine) {
    }

    /** A command line run to its end. */
    public record Finished(int exitCode, String stdout, String stderr) {

        /**
         * Asserts the way the server jars refuse: exit status {@code exitCode}, nothing on stdout, and one line on
         * stderr that starts with {@code expectedStart}.
         */
        public void assertRefused(int exitCode, String expectedStart) {
            String message = stderr.strip();
            if (this.exitCode != exitCode || !stdout.isEmpty() || message.contains("\n")
                    || !message.startsWith(expectedStart)) {
                throw new AssertionError("expected exit " + exitCode + ", no stdout and one line starting with '"
                        + expectedStart + "'; got " + this);
            }
        }
    }

    private final System system;
    private final Process process;
    private final Path log;

    private ServerJarProcess(System system, Process process, Path log) {
        this.system = system;
        this.process = process;
        this.log = log;
    }

    /** Starts the jar with {@code args} and waits for its ready line (fails the test with its log otherwise). */
    public static ServerJarProcess start(System system, String logName, List<String> args) throws IOException,
            InterruptedException {
        Path log = logFile(system, logName);
        Process process = new ProcessBuilder(command(system, args))
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectOutput(log.toFile()).redirectErrorStream(true)
                .start();
        ServerJarProcess server = new ServerJarProcess(system, process, log);
        server.awaitReady();
        return server;
    }

    /** The jar run to its end with {@code args}: for command lines that must not start a server. */
    public static Finished runToEnd(System system, String logName, List<String> args) throws IOException,
            InterruptedException {
        Path out = logFile(system, logName);
        Path err = out.resolveSibling(logName + ".err");
        Process process = new ProcessBuilder(command(system, args))
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectOutput(out.toFile()).redirectError(err.toFile())
                .start();
        if (!process.waitFor(READY_TIMEOUT.toSeconds(), TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            throw new AssertionError(jarName(system) + " " + args + " did not exit within " + READY_TIMEOUT);
        }
        return new Finished(process.exitValue(), Files.readString(out), Files.readString(err));
    }

    public long pid() {
        return process.pid();
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    /** Everything the server printed so far (stdout and stderr). */
    public String log() throws IOException {
        return Files.readString(log, StandardCharsets.UTF_8);
    }

    /** SIGTERM, then waits for the exit; returns the exit status (143 when the JVM ended on SIGTERM). */
    public int stop() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(STOP_TIMEOUT.toSeconds(), TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            throw new AssertionError("the " + system.displayName() + " server did not stop within " + STOP_TIMEOUT
                    + " of SIGTERM");
        }
        return process.exitValue();
    }

    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            stop();
        }
    }

    private void awaitReady() throws IOException, InterruptedException {
        long deadline = java.lang.System.nanoTime() + READY_TIMEOUT.toNanos();
        while (java.lang.System.nanoTime() < deadline) {
            if (log().contains(system.readyLine())) {
                return;
            }
            if (!process.isAlive()) {
                throw new AssertionError("the " + system.displayName() + " server exited (" + process.exitValue()
                        + ") before it was ready:\n" + log());
            }
            Thread.sleep(50);
        }
        process.destroyForcibly();
        throw new AssertionError("the " + system.displayName() + " server was not ready within " + READY_TIMEOUT
                + ":\n" + log());
    }

    /** java, the JVM options of conf/NAME/jvm.options (as the launcher reads them), -jar, the arguments. */
    private static List<String> command(System system, List<String> args) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(java.lang.System.getProperty("java.home"), "bin", "java").toString());
        for (String line : Files.readAllLines(root().resolve("conf").resolve(system.module()).resolve("jvm.options"))) {
            String option = line.strip();
            if (!option.isEmpty() && !option.startsWith("#")) {
                command.add(option);
            }
        }
        command.add("-jar");
        command.add(jar(system).toString());
        command.addAll(args);
        return command;
    }

    /** The project root: {@code -Dechosoap.root}, else two levels up from the module (Failsafe's working dir). */
    public static Path root() {
        String root = java.lang.System.getProperty("echosoap.root");
        return root != null ? Path.of(root) : Path.of("../..").toAbsolutePath().normalize();
    }

    private static String jarName(System system) {
        return "echosoap-" + system.module() + ".jar";
    }

    private static Path jar(System system) {
        Path jar = root().resolve("server").resolve(system.module()).resolve("target").resolve(jarName(system));
        if (!Files.isRegularFile(jar)) {
            throw new AssertionError(jar + " missing: the ITs run after the package phase");
        }
        return jar;
    }

    private static Path logFile(System system, String name) throws IOException {
        Path dir = Files.createDirectories(root().resolve("server").resolve(system.module()).resolve("target")
                .resolve("it-" + system.module()));
        return dir.resolve(name + ".log");
    }

    /** Ports nothing listens on right now, bound on {@code host} (another process could take them before us). */
    public static int[] freePorts(String host, int count) throws IOException {
        List<ServerSocket> held = new ArrayList<>();
        try {
            int[] ports = new int[count];
            for (int i = 0; i < count; i++) {
                ServerSocket socket = new ServerSocket();
                held.add(socket);
                socket.bind(new InetSocketAddress(InetAddress.getByName(host), 0));
                ports[i] = socket.getLocalPort();
            }
            return ports;
        } finally {
            for (ServerSocket socket : held) {
                socket.close();
            }
        }
    }

    /** A socket bound to {@code host:port} (not accepting): the port taken, as another program would take it. */
    public static ServerSocket occupy(String host, int port) throws IOException {
        ServerSocket socket = new ServerSocket();
        try {
            socket.bind(new InetSocketAddress(InetAddress.getByName(host), port));
            return socket;
        } catch (IOException e) {
            socket.close();
            throw e;
        }
    }

    /** True if something accepts connections on host:port within a second. */
    public static boolean isListening(String host, int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(InetAddress.getByName(host), port), 1_000);
            return true;
        } catch (IOException refused) {
            return false;
        }
    }
}
