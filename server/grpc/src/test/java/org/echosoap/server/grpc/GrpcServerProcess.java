package org.echosoap.server.grpc;

import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
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
import org.echosoap.server.grpc.latency.LatencyGrpc;

/**
 * {@code java <conf/grpc/jvm.options> -jar target/echosoap-grpc.jar ...} as the launcher is to run it, on a free
 * port, output in {@code target/it-grpc/NAME.log}. Closing it sends SIGTERM (as {@code ./echosoap server stop}
 * would) and shuts the channels it made.
 *
 * <pre>{@code
 * try (GrpcServerProcess server = GrpcServerProcess.start("calls", "127.0.0.1")) {
 *     server.latency().doNothing(DoNothingRequest.getDefaultInstance());
 * }
 * }</pre>
 */
final class GrpcServerProcess implements AutoCloseable {

    static final Duration READY_TIMEOUT = Duration.ofSeconds(30);
    static final Duration STOP_TIMEOUT = Duration.ofSeconds(20);
    /** Every call of the ITs has a deadline: a server that does not answer fails the test, it does not hang it. */
    static final Duration CALL_DEADLINE = Duration.ofSeconds(10);

    private final Process process;
    private final Path log;
    private final String host;
    private final int port;
    private final List<ManagedChannel> channels = new ArrayList<>();

    private GrpcServerProcess(Process process, Path log, String host, int port) {
        this.process = process;
        this.log = log;
        this.host = host;
        this.port = port;
    }

    /** Starts the server on {@code host} and a free port, with {@code extraArgs} after the launcher's own. */
    static GrpcServerProcess start(String name, String host, String... extraArgs) throws IOException,
            InterruptedException {
        int port = freePort(host);
        List<String> args = new ArrayList<>(List.of("--host", host, "--port", Integer.toString(port)));
        args.addAll(List.of(extraArgs));
        Path log = logFile(name);
        Process process = new ProcessBuilder(command(args))
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectOutput(log.toFile()).redirectErrorStream(true)
                .start();
        GrpcServerProcess server = new GrpcServerProcess(process, log, host, port);
        server.awaitReady();
        return server;
    }

    /** The jar run to its end with {@code args}: for command lines that must not start a server. */
    static Finished runToEnd(String name, String... args) throws IOException, InterruptedException {
        Path log = logFile(name);
        Path err = log.resolveSibling(name + ".err");
        Process process = new ProcessBuilder(command(List.of(args)))
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectOutput(log.toFile()).redirectError(err.toFile())
                .start();
        if (!process.waitFor(READY_TIMEOUT.toSeconds(), TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            throw new AssertionError("echosoap-grpc.jar " + args + " did not exit within " + READY_TIMEOUT);
        }
        return new Finished(process.exitValue(), Files.readString(log), Files.readString(err));
    }

    record Finished(int exitCode, String stdout, String stderr) {
    }

    String host() {
        return host;
    }

    int port() {
        return port;
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

    /** A new plaintext channel to the server, as a client would make it; shut down when this closes. */
    ManagedChannel channel() {
        ManagedChannel channel = ManagedChannelBuilder.forAddress(host, port).usePlaintext().build();
        channels.add(channel);
        return channel;
    }

    /** A blocking stub on a new channel, every call with {@link #CALL_DEADLINE}. */
    LatencyGrpc.LatencyBlockingStub latency() {
        return latency(channel());
    }

    static LatencyGrpc.LatencyBlockingStub latency(ManagedChannel channel) {
        return LatencyGrpc.newBlockingStub(channel).withDeadlineAfter(CALL_DEADLINE.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** SIGTERM, then waits for the exit; returns the exit status (143 when the JVM ended on SIGTERM). */
    int stop() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(STOP_TIMEOUT.toSeconds(), TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            throw new AssertionError("the gRPC server did not stop within " + STOP_TIMEOUT + " of SIGTERM");
        }
        return process.exitValue();
    }

    @Override
    public void close() throws InterruptedException {
        for (ManagedChannel channel : channels) {
            channel.shutdownNow();
        }
        for (ManagedChannel channel : channels) {
            channel.awaitTermination(5, TimeUnit.SECONDS);
        }
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
                throw new AssertionError("the gRPC server exited (" + process.exitValue() + ") before it was ready:\n"
                        + log());
            }
            Thread.sleep(50);
        }
        process.destroyForcibly();
        throw new AssertionError("the gRPC server was not ready within " + READY_TIMEOUT + ":\n" + log());
    }

    /** java, the JVM options of conf/grpc/jvm.options (as the launcher reads them), -jar, the arguments. */
    private static List<String> command(List<String> args) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        for (String line : Files.readAllLines(root().resolve("conf").resolve("grpc").resolve("jvm.options"))) {
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
        Path jar = root().resolve("server").resolve("grpc").resolve("target").resolve("echosoap-grpc.jar");
        if (!Files.isRegularFile(jar)) {
            throw new AssertionError(jar + " missing: the ITs run after the package phase");
        }
        return jar;
    }

    private static Path logFile(String name) throws IOException {
        Path dir = Files.createDirectories(
                root().resolve("server").resolve("grpc").resolve("target").resolve("it-grpc"));
        return dir.resolve(name + ".log");
    }

    /** A port nothing listens on right now on {@code host} (another process could take it before us). */
    static int freePort(String host) throws IOException {
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress(InetAddress.getByName(host), 0));
            return socket.getLocalPort();
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
