package org.echosoap.server.grpc;

import static org.echosoap.server.cli.CommandLineValues.value;

import java.net.InetAddress;
import java.time.Duration;
import java.util.Locale;
import org.echosoap.server.cli.CommandLineValues;
import org.echosoap.server.cli.CommandLineValues.HelpRequested;
import org.echosoap.server.cli.CommandLineValues.UsageException;

/**
 * The gRPC server's command line, parsed and validated once. Defaults: {@value #DEFAULT_HOST}, port
 * {@value #DEFAULT_PORT} (Tomcat's default 8080 + {@value #PORT_OFFSET_FROM_TOMCAT}, the port the launcher gives it
 * beside a Tomcat on 8080), handshake timeout {@value #DEFAULT_HANDSHAKE_TIMEOUT_TEXT}, idle timeout
 * {@value #DEFAULT_IDLE_TIMEOUT_TEXT}, keepalive {@value #DEFAULT_KEEPALIVE_TEXT} and its timeout
 * {@value #DEFAULT_KEEPALIVE_TIMEOUT_TEXT}, executor {@code pool}.
 *
 * <pre>{@code
 * GrpcServerOptions options = GrpcServerOptions.parse("--host", "127.0.0.1", "--port", "10080");
 * options.port(); // 10080
 * }</pre>
 *
 * @param host             the one address the server listens on, as given
 * @param address          {@code host} resolved; never a wildcard address
 * @param port             the port
 * @param handshakeTimeout how long a new connection may take to send the HTTP/2 preface and its first SETTINGS
 *                         (a silent or truncated start is closed after this); Tomcat's {@code connectionTimeout}
 * @param idleTimeout      how long a connection with no call open is kept (then GOAWAY and close); Tomcat's
 *                         {@code keepAliveTimeout}
 * @param keepalive        after this long without a byte from the client the server sends a PING (at least 10 s:
 *                         grpc-java raises anything smaller to that)
 * @param keepaliveTimeout a PING not acknowledged within this closes the connection: what ends a call whose client
 *                         went away in the middle of a message
 * @param executor         where calls run
 */
public record GrpcServerOptions(String host, InetAddress address, int port, Duration handshakeTimeout,
        Duration idleTimeout, Duration keepalive, Duration keepaliveTimeout, Executor executor) {

    /** Where the service's methods run. */
    public enum Executor {
        /**
         * grpc-java's default: a shared cached thread pool, each call handed over from the transport's event loop;
         * what a service gets unless it chooses otherwise.
         */
        POOL,
        /**
         * On the transport's event loop, no hand-over (grpc-java's {@code directExecutor()}): allowed because no
         * call here blocks; saves a thread wake-up per call.
         */
        DIRECT
    }

    public static final String DEFAULT_HOST = "127.0.0.1";
    /** The launcher's port: Tomcat's port plus this, 8080 giving 10080 (the RMI server takes +1099 to +1101). */
    public static final int PORT_OFFSET_FROM_TOMCAT = 2000;
    public static final int DEFAULT_PORT = 8080 + PORT_OFFSET_FROM_TOMCAT;
    static final String DEFAULT_HANDSHAKE_TIMEOUT_TEXT = "20s";
    static final String DEFAULT_IDLE_TIMEOUT_TEXT = "60s";
    static final String DEFAULT_KEEPALIVE_TEXT = "20s";
    static final String DEFAULT_KEEPALIVE_TIMEOUT_TEXT = "20s";
    /** Tomcat's connectionTimeout in conf/tomcat/server.xml: the time it gives a new connection's first request. */
    public static final Duration DEFAULT_HANDSHAKE_TIMEOUT = Duration.ofSeconds(20);
    /** Tomcat's keepAliveTimeout in conf/tomcat/server.xml: the time it keeps a connection between requests. */
    public static final Duration DEFAULT_IDLE_TIMEOUT = Duration.ofSeconds(60);
    /**
     * A PING after 20 s of silence: grpc-java's default is 2 hours, so long a call whose client vanished mid-message
     * would be held. A live client answers it in microseconds; during a measurement the connection is never silent.
     */
    public static final Duration DEFAULT_KEEPALIVE = Duration.ofSeconds(20);
    /** grpc-java's own keepalive timeout, stated. */
    public static final Duration DEFAULT_KEEPALIVE_TIMEOUT = Duration.ofSeconds(20);

    static final Duration MIN_TIMEOUT = Duration.ofMillis(100);
    /** grpc-java's floor for the idle timeout (it raises anything smaller to 1 s). */
    static final Duration MIN_IDLE_TIMEOUT = Duration.ofSeconds(1);
    /** grpc-java's floor for the keepalive time (it raises anything smaller to 10 s). */
    static final Duration MIN_KEEPALIVE = Duration.ofSeconds(10);
    static final Duration MAX_TIMEOUT = Duration.ofHours(1);

    public static final String USAGE = "usage: java -jar echosoap-grpc.jar [--host " + DEFAULT_HOST + "]"
            + " [--port " + DEFAULT_PORT + "] [--handshake-timeout " + DEFAULT_HANDSHAKE_TIMEOUT_TEXT + "]"
            + " [--idle-timeout " + DEFAULT_IDLE_TIMEOUT_TEXT + "] [--keepalive " + DEFAULT_KEEPALIVE_TEXT + "]"
            + " [--keepalive-timeout " + DEFAULT_KEEPALIVE_TIMEOUT_TEXT + "] [--executor pool|direct]";

    


    public static GrpcServerOptions parse(String... args) throws UsageException, HelpRequested {
        String host = DEFAULT_HOST;
        int port = DEFAULT_PORT;
        Duration handshakeTimeout = DEFAULT_HANDSHAKE_TIMEOUT;
        Duration idleTimeout = DEFAULT_IDLE_TIMEOUT;
        Duration keepalive = DEFAULT_KEEPALIVE;
        Duration keepaliveTimeout = DEFAULT_KEEPALIVE_TIMEOUT;
        Executor executor = Executor.POOL;
        for (int i = 0; i < args.length; i++) {
            String option = args[i];
            switch (option) {
                case "-h", "--help" -> throw new HelpRequested(USAGE);
                case "--host" -> host = value(args, ++i, option);
                case "--port" -> port = CommandLineValues.port(value(args, ++i, option), option);
                case "--handshake-timeout" -> handshakeTimeout = duration(value(args, ++i, option), option, MIN_TIMEOUT);
                case "--idle-timeout" -> idleTimeout = duration(value(args, ++i, option), option, MIN_IDLE_TIMEOUT);
                case "--keepalive" -> keepalive = duration(value(args, ++i, option), option, MIN_KEEPALIVE);
                case "--keepalive-timeout" -> keepaliveTimeout = duration(value(args, ++i, option), option, MIN_TIMEOUT);
                case "--executor" -> executor = executor(value(args, ++i, option), option);
                default -> throw new UsageException("unknown option '" + option + "' (--help lists them)");
            }
        }
        return new GrpcServerOptions(host, CommandLineValues.bindAddress(host, "the gRPC server"), port, handshakeTimeout, idleTimeout, keepalive,
                keepaliveTimeout, executor);
    }

    /** {@code host:port}, an IPv6 address in brackets: what a client's target names. */
    public String authority() {
        return (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
    }





    private static Duration duration(String text, String option, Duration min) throws UsageException {
        return CommandLineValues.duration(text, option, min, MAX_TIMEOUT, "20s");
    }

    private static Executor executor(String text, String option) throws UsageException {
        return switch (text) {
            case "pool" -> Executor.POOL;
            case "direct" -> Executor.DIRECT;
            default -> throw new UsageException(option + " must be pool or direct, got '" + text + "'");
        };
    }


    /** The executor's name as the command line spells it. */
    static String name(Executor executor) {
        return executor.name().toLowerCase(Locale.ROOT);
    }
}
