package org.echosoap.server.rmi;

import java.io.IOException;
import java.rmi.NotBoundException;
import java.rmi.registry.LocateRegistry;
import java.rmi.registry.Registry;
import java.util.ArrayList;
import java.util.List;
import org.echosoap.server.rmi.latency.LatencyRemote;
import org.echosoap.server.testsupport.ServerJarProcess;

/**
 * The RMI server jar as the launcher runs it ({@link ServerJarProcess}) on three free ports: the registry, the
 * exported object and the raw TCP ping-pong, with a client's view of it.
 *
 * <pre>{@code
 * try (RmiServerProcess server = RmiServerProcess.start("ops", "127.0.0.1")) {
 *     server.latency().doNothing();
 * }
 * }</pre>
 */
final class RmiServerProcess implements AutoCloseable {

    static final ServerJarProcess.System RMI = new ServerJarProcess.System("rmi", "RMI", Main.READY);

    private final ServerJarProcess process;
    private final String host;
    private final int registryPort;
    private final int objectPort;
    private final int pingPongPort;

    private RmiServerProcess(ServerJarProcess process, String host, int registryPort, int objectPort,
                             int pingPongPort) {
        this.process = process;
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
        return new RmiServerProcess(ServerJarProcess.start(RMI, name, args), host, ports[0], ports[1], ports[2]);
    }

    /** The jar run to its end with {@code args}: for command lines that must not start a server. */
    static ServerJarProcess.Finished runToEnd(String name, String... args) throws IOException, InterruptedException {
        return ServerJarProcess.runToEnd(RMI, name, List.of(args));
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
        return process.log();
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
        return process.stop();
    }

    @Override
    public void close() throws InterruptedException {
        process.close();
    }

    static int[] freePorts(String host, int count) throws IOException {
        return ServerJarProcess.freePorts(host, count);
    }

    static boolean isListening(String host, int port) {
        return ServerJarProcess.isListening(host, port);
    }
}
