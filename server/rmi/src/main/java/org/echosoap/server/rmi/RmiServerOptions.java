package org.echosoap.server.rmi;

import static org.echosoap.server.cli.CommandLineValues.port;
import static org.echosoap.server.cli.CommandLineValues.value;

import java.net.InetAddress;
import java.time.Duration;
import org.echosoap.server.cli.CommandLineValues;
import org.echosoap.server.cli.CommandLineValues.HelpRequested;
import org.echosoap.server.cli.CommandLineValues.UsageException;

/**
 * The RMI server's command line, parsed and validated once. Defaults: {@value #DEFAULT_HOST}, registry port
 * {@value #DEFAULT_REGISTRY_PORT} (RMI's well-known port), object port {@value #DEFAULT_OBJECT_PORT}, the raw TCP
 * ping-pong on the registry port + {@value #PING_PONG_PORT_OFFSET}, read timeout {@value #DEFAULT_READ_TIMEOUT_TEXT}.
 *
 * <pre>{@code
 * RmiServerOptions options = RmiServerOptions.parse("--host", "127.0.0.1", "--registry-port", "9179",
 *         "--object-port", "9180");
 * options.registryPort(); // 9179
 * }</pre>
 *
 * @param host              the address the server binds and names in its stubs ({@code java.rmi.server.hostname})
 * @param address           {@code host} resolved; never a wildcard address
 * @param registryPort      the registry's port
 * @param objectPort        the Latency object's port
 * @param pingPongPort      the raw TCP ping-pong's port ({@link PingPongServer}), the baseline of an RMI call
 * @param readTimeout       how long a connection may stay silent while the server waits to read from it (a
 *                          truncated or stalled stream is closed after this; also idle connections; the
 *                          ping-pong's too)
 */
public record RmiServerOptions(String host, InetAddress address, int registryPort, int objectPort,
        int pingPongPort, Duration readTimeout) {

    public static final String DEFAULT_HOST = "127.0.0.1";
    public static final int DEFAULT_REGISTRY_PORT = 1099;
    public static final int DEFAULT_OBJECT_PORT = 1100;
    /** The ping-pong's port is the registry's plus this (the object's is plus 1 when the launcher starts it). */
    public static final int PING_PONG_PORT_OFFSET = 2;
    static final String DEFAULT_READ_TIMEOUT_TEXT = "30s";
    /** Longer than the JDK client's 15 s idle-connection reuse window, so live clients never meet it. */
    public static final Duration DEFAULT_READ_TIMEOUT = Duration.ofSeconds(30);
    static final Duration MIN_READ_TIMEOUT = Duration.ofMillis(100);
    static final Duration MAX_READ_TIMEOUT = Duration.ofHours(1);

    public static final String USAGE = "usage: java -jar echosoap-rmi.jar [--host " + DEFAULT_HOST + "]"
            + " [--registry-port " + DEFAULT_REGISTRY_PORT + "] [--object-port " + DEFAULT_OBJECT_PORT + "]"
            + " [--pingpong-port REGISTRY+" + PING_PONG_PORT_OFFSET + "]"
            + " [--read-timeout " + DEFAULT_READ_TIMEOUT_TEXT + "]";

    


    public static RmiServerOptions parse(String... args) throws UsageException, HelpRequested {
        String host = DEFAULT_HOST;
        int registryPort = DEFAULT_REGISTRY_PORT;
        int objectPort = DEFAULT_OBJECT_PORT;
        int pingPongPort = -1;
        Duration readTimeout = DEFAULT_READ_TIMEOUT;
        for (int i = 0; i < args.length; i++) {
            String option = args[i];
            switch (option) {
                case "-h", "--help" -> throw new HelpRequested(USAGE);
                case "--host" -> host = value(args, ++i, option);
                case "--registry-port" -> registryPort = port(value(args, ++i, option), option);
                case "--object-port" -> objectPort = port(value(args, ++i, option), option);
                case "--pingpong-port" -> pingPongPort = port(value(args, ++i, option), option);
                case "--read-timeout" -> readTimeout = CommandLineValues.duration(value(args, ++i, option), option,
                        MIN_READ_TIMEOUT, MAX_READ_TIMEOUT, "30s");
                default -> throw new UsageException("unknown option '" + option + "' (--help lists them)");
            }
        }
        if (registryPort == objectPort) {
            throw new UsageException("--registry-port and --object-port must differ, both are " + registryPort);
        }
        if (pingPongPort < 0) {
            pingPongPort = registryPort + PING_PONG_PORT_OFFSET;
            if (pingPongPort > 65_535) {
                throw new UsageException("--registry-port " + registryPort + " leaves no room for the ping-pong's port "
                        + "(registry + " + PING_PONG_PORT_OFFSET + "): give --pingpong-port");
            }
        }
        if (pingPongPort == registryPort || pingPongPort == objectPort) {
            throw new UsageException("--pingpong-port " + pingPongPort + " is the "
                    + (pingPongPort == registryPort ? "registry" : "object") + "'s port; the three ports must differ");
        }
        return new RmiServerOptions(host, CommandLineValues.bindAddress(host, "the RMI server"), registryPort, objectPort, pingPongPort, readTimeout);
    }




}
