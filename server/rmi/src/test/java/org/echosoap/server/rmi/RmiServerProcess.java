package org.echosoap.server.rmi;

import java.io.File;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.rmi.NotBoundException;
import java.rmi.registry.LocateRegistry;
import java.rmi.registry.Registry;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * {@code java <conf/rmi/jvm.options> -jar target/echosoap-rmi.jar ...} as the launcher runs it, on three free ports,
 * output in {@code target/it-rmi/NAME.log}. Closing it sends SIGTERM (as {@code ./echosoap server stop} does).
 *
 * <pre>{@code
 * try (RmiServerProcess server = RmiServerProcess.start("ops", "127.0.0.1")) {
 *     server.latency().doNothing();
 * }
 * }</pre>
 */
final class RmiServerProcess implements AutoCloseable {

    static final Duration READY_TIMEOUT = Duration.ofSeconds(30);
    static final Duration STOP_TIMEOUT = Duration.ofSeconds(20);

    private final Process process;
    private final Path log;
    private final String host;
    private final int registryPort;
    private final int objectPort;
    private final int pingPongPort;

    private RmiServerProcess(Process process, Path log, String host, int registryPort, int objectPort,
                             int pingPongPort) {
        this.process = process;
        this.log = log;
        this.host = host;
        this.registryPort = registryPort;
        this.objectPort = objectPort;
        this.pingPongPort = pingPongPort;
    }

    /** Starts the server on {@code host} and three free ports, with {@code extraArgs} after the launcher's own. */
    static RmiServerProcess start(String name, String host, String... extraArgs) throws IOException,
            InterruptedException {
        int[] ports = freePorts(host, 3);
        List<String> args = new ArrayList<>(List.of("--host", host, "--registry-port", Integer.toString(ports[0]),
                "--object-port", Integer.toString(ports[1]), "--pingpong-port", Integer.toString(ports[2])));
        args.addAll(List.of(extraArgs));
        Path log = logFile(name);
        Process process = launch(args, log);
        RmiServerProcess server = new RmiServerProcess(process, log, host, ports[0], ports[1], ports[2]);
        server.awaitReady();
        return server;
    }

    /** The jar run to its end with {@code args}: for command lines that must not start a server. */
    static Finished runToEnd(String name, String... args) throws IOException, InterruptedException {
        Path log = logFile(name);
        Path err = log.resolveSibling(name + ".err");
        ProcessBuilder builder = new ProcessBuilder(command(List.of(args)))
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectOutput(log.toFile()).redirectError(err.toFile());
        Process process = builder.start();
        if (!process.waitFor(READY_TIMEOUT.toSeconds(), TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            throw new AssertionError("echosoap-rmi.jar " + args + " did not exit within " + READY_TIMEOUT);
        }
        return new Finished(process.exitValue(), Files.readString(log), Files.readString(err));
    }

    record Finished(int exitCode, String stdout, String stderr) {
    }

    String host() {
        return host;
    }

    int registryPort() {
        return registryPort;
    }

    int objectPort() {
        return objectPort;
    }

    int pingPongPort() {
        return pingPongPort;
    }

    long pid() {
        return process.pid();
    }

    boolean isAlive() {
        return process.isAlive();
    }

    /** Everything the server printed so far (stdout and stderr). */
    String log() throws IOException {
        return Files.readString(log, StandardCharsets.UTF_8);
    }

    Registry registry() throws IOException {
        return LocateRegistry.getRegistry(host, registryPort);
    }

    LatencyRemote latency() throws IOException {
        try {
            return (LatencyRemote) registry().lookup(LatencyRemote.NAME);
        } catch (NotBoundException e) {
            throw new AssertionError(LatencyRemote.NAME + " not bound: " + log(), e);
        }
    }

    /** SIGTERM, then waits for the exit; returns the exit status (143 when the JVM ended on SIGTERM). */
    int stop() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(STOP_TIMEOUT.toSeconds(), TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            throw new AssertionError("the RMI server did not stop within " + STOP_TIMEOUT + " of SIGTERM");
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
        long deadline = System.nanoTime() + READY_TIMEOUT.toNanos();
        while (System.nanoTime() < deadline) {
            if (log().contains(Main.READY)) {
                return;
            }
            if (!process.isAlive()) {
                throw new AssertionError("the RMI server exited (" + process.exitValue() + ") before it was ready:\n"
                        + log());
            }
            Thread.sleep(50);
        }
        process.destroyForcibly();
        throw new AssertionError("the RMI server was not ready within " + READY_TIMEOUT + ":\n" + log());
    }

    private static Process launch(List<String> args, Path log) throws IOException {
        return new ProcessBuilder(command(args))
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectOutput(log.toFile()).redirectErrorStream(true)
                .start();
    }

    /** java, the JVM options of conf/rmi/jvm.options (as the launcher reads them), -jar, the arguments. */
    private static List<String> command(List<String> args) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        for (String line : Files.readAllLines(root().resolve("conf").resolve("rmi").resolve("jvm.options"))) {
            String option = line.strip();
            if (!option.isEmpty() && !option.startsWith("#")) {
                command.add(option);
            }
        }
        command.add("-jar");
        command.add(jar().toString());
        command.addAll(args);
        return command;
    }

    static Path root() {
        String root = System.getProperty("echosoap.root");
        return root != null ? Path.of(root) : Path.of("../..").toAbsolutePath().normalize();
    }

    private static Path jar() {
        Path jar = root().resolve("server").resolve("rmi").resolve("target").resolve("echosoap-rmi.jar");
        if (!Files.isRegularFile(jar)) {
            throw new AssertionError(jar + " missing: the ITs run after the package phase");
        }
        return jar;
    }

    private static Path logFile(String name) throws IOException {
        Path dir = Files.createDirectories(root().resolve("server").resolve("rmi").resolve("target").resolve("it-rmi"));
        return dir.resolve(name + ".log");
    }

    /** Ports nothing listens on right now, bound on {@code host} (another process could take them before us). */
    static int[] freePorts(String host, int count) throws IOException {
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

    /** True if something accepts connections on host:port within a second. */
    static boolean isListening(String host, int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(InetAddress.getByName(host), port), 1_000);
            return true;
        } catch (IOException refused) {
            return false;
        }
    }
}
