package org.echosoap.server.corba;

import static org.echosoap.server.cli.CommandLineValues.value;

import java.net.InetAddress;
import java.time.Duration;
import org.echosoap.server.cli.CommandLineValues;
import org.echosoap.server.cli.CommandLineValues.HelpRequested;
import org.echosoap.server.cli.CommandLineValues.UsageException;

/**
 * The CORBA server's command line, parsed and validated once. Defaults: {@value #DEFAULT_HOST}, port
 * {@value #DEFAULT_PORT} (Tomcat's default 8080 + {@value #PORT_OFFSET_FROM_TOMCAT}, beside the gRPC server's +2000
 * and the RMI server's +1099 to +1101), read timeout {@value #DEFAULT_READ_TIMEOUT_TEXT}, idle timeout
 * {@value #DEFAULT_IDLE_TIMEOUT_TEXT}.
 *
 * <pre>{@code
 * CorbaServerOptions options = CorbaServerOptions.parse("--host", "127.0.0.1", "--port", "11080");
 * options.corbaloc(); // corbaloc:iiop:1.2@127.0.0.1:11080/Latency
 * }</pre>
 *
 * @param host        the one address the server listens on and names in its object references, as given
 * @param address     {@code host} resolved; never a wildcard address
 * @param port        the one port: IIOP and the corbaloc URL's object key
 * @param readTimeout how long a GIOP message, once its first byte arrived, may take to arrive in full: a truncated
 *                    or stalled message's connection is closed after this (Tomcat's {@code connectionTimeout})
 * @param idleTimeout how long a connection may stay silent between messages before the server closes it
 */
public record CorbaServerOptions(String host, InetAddress address, int port, Duration readTimeout,
        Duration idleTimeout) {

    public static final String DEFAULT_HOST = "127.0.0.1";
    /** The launcher's port: Tomcat's port plus this, 8080 giving 11080. */
    public static final int PORT_OFFSET_FROM_TOMCAT = 3000;
    public static final int DEFAULT_PORT = 8080 + PORT_OFFSET_FROM_TOMCAT;
    static final String DEFAULT_READ_TIMEOUT_TEXT = "20s";
    static final String DEFAULT_IDLE_TIMEOUT_TEXT = "60s";
    /** Tomcat's connectionTimeout in conf/tomcat/server.xml: the time it gives a request to arrive. */
    public static final Duration DEFAULT_READ_TIMEOUT = Duration.ofSeconds(20);
    /** Tomcat's keepAliveTimeout in conf/tomcat/server.xml: the time it keeps a connection between requests. */
    public static final Duration DEFAULT_IDLE_TIMEOUT = Duration.ofSeconds(60);
    static final Duration MIN_TIMEOUT = Duration.ofMillis(100);
    static final Duration MAX_TIMEOUT = Duration.ofHours(1);

    public static final String USAGE = "usage: java -jar echosoap-corba.jar [--host " + DEFAULT_HOST + "]"
            + " [--port " + DEFAULT_PORT + "] [--read-timeout " + DEFAULT_READ_TIMEOUT_TEXT + "]"
            + " [--idle-timeout " + DEFAULT_IDLE_TIMEOUT_TEXT + "]";

    public static CorbaServerOptions parse(String... args) throws UsageException, HelpRequested {
        String host = DEFAULT_HOST;
        int port = DEFAULT_PORT;
        Duration readTimeout = DEFAULT_READ_TIMEOUT;
        Duration idleTimeout = DEFAULT_IDLE_TIMEOUT;
        for (int i = 0; i < args.length; i++) {
            String option = args[i];
            switch (option) {
                case "-h", "--help" -> throw new HelpRequested(USAGE);
                case "--host" -> host = value(args, ++i, option);
                case "--port" -> port = CommandLineValues.port(value(args, ++i, option), option);
                case "--read-timeout" -> readTimeout = duration(value(args, ++i, option), option);
                case "--idle-timeout" -> idleTimeout = duration(value(args, ++i, option), option);
                default -> throw new UsageException("unknown option '" + option + "' (--help lists them)");
            }
        }
        return new CorbaServerOptions(host, CommandLineValues.bindAddress(host, "the CORBA server"), port,
                readTimeout, idleTimeout);
    }

    /** {@code host:port}, an IPv6 address in brackets. */
    public String authority() {
        return (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
    }

    /** The URL a client turns into the Latency object's reference: {@code corbaloc:iiop:1.2@host:port/Latency}. */
    public String corbaloc() {
        return "corbaloc:iiop:1.2@" + authority() + "/" + org.echosoap.server.corba.latency.Latency.OBJECT_KEY;
    }

    private static Duration duration(String text, String option) throws UsageException {
        return CommandLineValues.duration(text, option, MIN_TIMEOUT, MAX_TIMEOUT, "20s");
    }
}
