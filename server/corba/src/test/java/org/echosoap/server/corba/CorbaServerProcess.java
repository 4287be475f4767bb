package org.echosoap.server.corba;

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
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.echosoap.server.corba.latency.Latency;
import org.echosoap.server.corba.latency.LatencyHelper;
import org.omg.CORBA.ORB;

/**
 * {@code java <conf/corba/jvm.options> -jar target/echosoap-corba.jar ...} as the launcher is to run it, on a free
 * port, output in {@code target/it-corba/NAME.log}. Closing it sends SIGTERM (as {@code ./echosoap server stop}
 * would) and destroys the client ORBs it made.
 *
 * <pre>{@code
 * try (CorbaServerProcess server = CorbaServerProcess.start("calls", "127.0.0.1")) {
 *     server.latency().doNothing();
 * }
 * }</pre>
 */
final class CorbaServerProcess implements AutoCloseable {

    static final Duration READY_TIMEOUT = Duration.ofSeconds(30);
    static final Duration STOP_TIMEOUT = Duration.ofSeconds(20);
    /**
     * Every call of the ITs has a deadline (the client ORB's wait for a reply): a server that does not answer fails
     * the test, it does not hang it.
     */
    static final Duration CALL_DEADLINE = Duration.ofSeconds(10);

    private final Process process;
    private final Path log;
    private final String host;
    private final int port;
    private final List<ORB> clients = new ArrayList<>();

    private CorbaServerProcess(Process process, Path log, String host, int port) {
        this.process = process;
        this.log = log;
        this.host = host;
        this.port = port;
    }

    /** Starts the server on {@code host} and a free port, with {@code extraArgs} after the launcher's own. */
    static CorbaServerProcess start(String name, String host, String... extraArgs) throws IOException,
            InterruptedException {
        int port = freePort(host);
        List<String> args = new ArrayList<>(List.of("--host", host, "--port", Integer.toString(port)));
        args.addAll(List.of(extraArgs));
        Path log = logFile(name);
        Process process = new ProcessBuilder(command(args))
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectOutput(log.toFile()).redirectErrorStream(true)
                .start();
        CorbaServerProcess server = new CorbaServerProcess(process, log, host, port);
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
            throw new AssertionError("echosoap-corba.jar " + args + " did not exit within " + READY_TIMEOUT);
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

    /** {@code corbaloc:iiop:1.2@host:port/Latency}. */
    String corbaloc() {
        return "corbaloc:iiop:1.2@" + host + ":" + port + "/" + Latency.OBJECT_KEY;
    }

    /** Everything the server printed so far (stdout and stderr). */
    String log() throws IOException {
        return Files.readString(log, StandardCharsets.UTF_8);
    }

    /** A new client ORB, as a client would make it; destroyed when this closes. */
    ORB clientOrb() {
        ORB orb = ORB.init(new String[0], clientProperties());
        clients.add(orb);
        return orb;
    }

    /** The Latency object through a new client ORB (its own connection), narrowed from the corbaloc URL. */
    Latency latency() {
        return latency(clientOrb());
    }

    Latency latency(ORB orb) {
        return LatencyHelper.narrow(orb.string_to_object(corbaloc()));
    }

    /**
     * What a client of the Eclipse ORB sets: the ORB class (the OMG API's default is the same, stated), no JMX
     * beans, a deadline on every reply.
     */
    static Properties clientProperties() {
        Properties props = new Properties();
        props.setProperty("org.omg.CORBA.ORBClass", "com.sun.corba.ee.impl.orb.ORBImpl");
        props.setProperty("com.sun.corba.ee.ORBRegisterMBeans", "false");
        props.setProperty("com.sun.corba.ee.transport.ORBWaitForResponseTimeout",
                Long.toString(CALL_DEADLINE.toMillis()));
        return props;
    }

    /** SIGTERM, then waits for the exit; returns the exit status (143 when the JVM ended on SIGTERM). */
    int stop() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(STOP_TIMEOUT.toSeconds(), TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            throw new AssertionError("the CORBA server did not stop within " + STOP_TIMEOUT + " of SIGTERM");
        }
        return process.exitValue();
    }

    @Override
    public void close() throws InterruptedException {
        for (ORB orb : clients) {
            orb.shutdown(false);
            orb.destroy();
        }
        clients.clear();
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
                throw new AssertionError("the CORBA server exited (" + process.exitValue() + ") before it was ready:\n"
                        + log());
            }
            Thread.sleep(50);
        }
        process.destroyForcibly();
        throw new AssertionError("the CORBA server was not ready within " + READY_TIMEOUT + ":\n" + log());
    }

    /** java, the JVM options of conf/corba/jvm.options (as the launcher reads them), -jar, the arguments. */
    private static List<String> command(List<String> args) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        for (String line : Files.readAllLines(root().resolve("conf").resolve("corba").resolve("jvm.options"))) {
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
        Path jar = root().resolve("server").resolve("corba").resolve("target").resolve("echosoap-corba.jar");
        if (!Files.isRegularFile(jar)) {
            throw new AssertionError(jar + " missing: the ITs run after the package phase");
        }
        return jar;
    }

    private static Path logFile(String name) throws IOException {
        Path dir = Files.createDirectories(
                root().resolve("server").resolve("corba").resolve("target").resolve("it-corba"));
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

    /**
     * The TCP sockets process {@code pid} listens on, as {@code ss -ltnp} lists them ("127.0.0.1:11080" or
     * "[::ffff:127.0.0.1]:11080").
     */
    static List<String> listeningSockets(long pid) throws IOException, InterruptedException {
        Process ss = new ProcessBuilder("ss", "-Hltnp").redirectErrorStream(true).start();
        String out = new String(ss.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!ss.waitFor(10, TimeUnit.SECONDS) || ss.exitValue() != 0) {
            throw new AssertionError("ss -ltnp failed: " + out);
        }
        List<String> sockets = new ArrayList<>();
        for (String line : out.lines().toList()) {
            if (line.contains("pid=" + pid + ",")) {
                sockets.add(line.trim().split("\\s+")[3]);
            }
        }
        return sockets;
    }
}
