package org.echosoap.client.metrics;

import io.prometheus.metrics.exporter.httpserver.HTTPServer;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import java.io.IOException;
import java.net.BindException;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.regex.Pattern;

/**
 * The HTTP endpoint Prometheus scrapes ({@code /metrics}), the Prometheus Java client's exporter bound to exactly the
 * address asked for: loopback unless told otherwise, never a wildcard the user did not write, never a name looked up
 * in DNS (an address, {@code localhost}, or {@code 0.0.0.0} / {@code ::} for every interface). One daemon thread
 * serves the scrapes, so a scraper can never take more than one core's slice from the measurement.
 *
 * <pre>{@code
 * try (MetricsEndpoint e = MetricsEndpoint.start("127.0.0.1", 0, registry)) {
 *     System.err.println(e.url()); // http://127.0.0.1:41873/metrics
 * }
 * }</pre>
 */
public final class MetricsEndpoint implements AutoCloseable {

    private static final Pattern IPV4 = Pattern.compile("\\d{1,3}(\\.\\d{1,3}){3}");

    private final HTTPServer server;
    private final ExecutorService executor;
    private final String host;

    private MetricsEndpoint(HTTPServer server, ExecutorService executor, String host) {
        this.server = server;
        this.executor = executor;
        this.host = host;
    }

    /**
     * Binds {@code host:port} ({@code port} 0: a free one) and serves {@code registry} there.
     *
     * @throws IllegalArgumentException with one line naming the option, when the port is out of range, the host is not
     *                                  an address of this machine, or the port is taken
     */
    public static MetricsEndpoint start(String host, int port, PrometheusRegistry registry) {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("--metrics-port must be 0..65535 (0: a free port), got " + port);
        }
        InetAddress address = localAddress(host);
        ExecutorService executor = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "echosoap-metrics");
            t.setDaemon(true);
            return t;
        });
        try {
            HTTPServer server = HTTPServer.builder().inetAddress(address).port(port).registry(registry)
                    .executorService(executor).buildAndStart();
            return new MetricsEndpoint(server, executor, host);
        } catch (BindException e) {
            executor.shutdownNow();
            throw new IllegalArgumentException("--metrics-port " + port + ": " + host + ":" + port
                    + " is taken or cannot be bound (" + e.getMessage() + ")");
        } catch (IOException e) {
            executor.shutdownNow();
            throw new IllegalArgumentException("--metrics-port " + port + " on " + host + ": " + e.getMessage());
        }
    }

    /**
     * {@code host} as an address of this machine, read without DNS.
     *
     * @throws IllegalArgumentException when it is a name, or an address no interface here has
     */
    static InetAddress localAddress(String host) {
        String h = host == null ? "" : host.strip();
        InetAddress address;
        try {
            if (h.equals("localhost")) {
                address = InetAddress.getByName("127.0.0.1");
            } else if (IPV4.matcher(h).matches() || h.contains(":")) {
                address = InetAddress.getByName(h.startsWith("[") && h.endsWith("]") ? h.substring(1, h.length() - 1) : h);
            } else {
                throw new IllegalArgumentException("--metrics-host takes an address of this host (127.0.0.1, the "
                        + "default; 0.0.0.0 for every interface), not a name to look up: got '" + host + "'");
            }
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("--metrics-host '" + host + "' is not an IP address");
        }
        try {
            if (address.isAnyLocalAddress() || address.isLoopbackAddress()
                    || NetworkInterface.getByInetAddress(address) != null) {
                return address;
            }
        } catch (SocketException e) {
            throw new IllegalArgumentException("--metrics-host " + host + ": cannot list this host's interfaces ("
                    + e.getMessage() + ")");
        }
        throw new IllegalArgumentException("--metrics-host " + host + " is not an address of this host: the metrics "
                + "port binds only where it is asked to");
    }

    /** The port bound (the free one chosen for port 0). */
    public int port() {
        return server.getPort();
    }

    /** Where to scrape: {@code http://HOST:PORT/metrics}. */
    public String url() {
        String h = host.contains(":") && !host.startsWith("[") ? "[" + host + "]" : host;
        return "http://" + h + ":" + port() + "/metrics";
    }

    @Override
    public void close() {
        server.close();
        executor.shutdownNow();
    }
}
