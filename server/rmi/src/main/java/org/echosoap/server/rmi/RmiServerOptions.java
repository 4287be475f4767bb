package org.echosoap.server.rmi;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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

    private static final Pattern DURATION = Pattern.compile("(\\d{1,9})(ms|s)");

    /** A command line that cannot be run: the message is one line saying why. */
    public static final class UsageException extends Exception {
        private static final long serialVersionUID = 1L;

        UsageException(String message) {
            super(message);
        }
    }

    /** Thrown for {@code --help}: print {@link #USAGE}, exit 0. */
    public static final class HelpRequested extends Exception {
        private static final long serialVersionUID = 1L;

        HelpRequested() {
            super(USAGE);
        }
    }

    public static RmiServerOptions parse(String... args) throws UsageException, HelpRequested {
        String host = DEFAULT_HOST;
        int registryPort = DEFAULT_REGISTRY_PORT;
        int objectPort = DEFAULT_OBJECT_PORT;
        int pingPongPort = -1;
        Duration readTimeout = DEFAULT_READ_TIMEOUT;
        for (int i = 0; i < args.length; i++) {
            String option = args[i];
            switch (option) {
                case "-h", "--help" -> throw new HelpRequested();
                case "--host" -> host = value(args, ++i, option);
                case "--registry-port" -> registryPort = port(value(args, ++i, option), option);
                case "--object-port" -> objectPort = port(value(args, ++i, option), option);
                case "--pingpong-port" -> pingPongPort = port(value(args, ++i, option), option);
                case "--read-timeout" -> readTimeout = duration(value(args, ++i, option), option);
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
        return new RmiServerOptions(host, address(host), registryPort, objectPort, pingPongPort, readTimeout);
    }

    private static String value(String[] args, int i, String option) throws UsageException {
        if (i >= args.length || args[i].isEmpty()) {
            throw new UsageException(option + " needs a value");
        }
        return args[i];
    }

    private static int port(String text, String option) throws UsageException {
        int port = text.matches("\\d{1,5}") ? Integer.parseInt(text) : -1;
        if (port < 1 || port > 65_535) {
            throw new UsageException(option + " must be 1-65535, got '" + text + "'");
        }
        return port;
    }

    private static Duration duration(String text, String option) throws UsageException {
        Matcher m = DURATION.matcher(text);
        Duration d = null;
        if (m.matches()) {
            long amount = Long.parseLong(m.group(1));
            d = m.group(2).equals("ms") ? Duration.ofMillis(amount) : Duration.ofSeconds(amount);
        }
        if (d == null || d.compareTo(MIN_READ_TIMEOUT) < 0 || d.compareTo(MAX_READ_TIMEOUT) > 0) {
            throw new UsageException(option + " takes a duration from 100ms to 3600s, like 30s or 500ms, got '"
                    + text + "'");
        }
        return d;
    }

    /** The one address the server binds: never the wildcard, which would serve every interface. */
    private static InetAddress address(String host) throws UsageException {
        if (!host.matches("[0-9A-Za-z.:-]+")) {
            throw new UsageException("--host must be an address or host name, got '" + host + "'");
        }
        InetAddress address;
        try {
            address = InetAddress.getByName(host);
        } catch (UnknownHostException e) {
            throw new UsageException("--host " + host + ": unknown host");
        }
        if (address.isAnyLocalAddress()) {
            throw new UsageException("--host " + host + " would bind every interface; the RMI server binds one"
                    + " address (e.g. 127.0.0.1, or the address clients connect to)");
        }
        return address;
    }
}
