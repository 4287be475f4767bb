package org.echosoap.client.cli;

import java.io.PrintWriter;
import java.time.Duration;
import org.echosoap.client.config.Durations;
import org.echosoap.client.metrics.LiveMetrics;
import picocli.CommandLine.Option;

/**
 * {@code --metrics-port}, {@code --metrics-host}, {@code --metrics-linger}: the live Prometheus endpoint of a measuring
 * command ({@code run}, {@code suite}), off unless a port is given.
 *
 * <pre>{@code
 * @Mixin MetricsOptions metrics = new MetricsOptions();
 * try (LiveMetrics live = metrics.start("echosoap run", err)) { ... measure ... }
 * }</pre>
 */
public final class MetricsOptions {

    /** Where the metrics port binds unless told otherwise: this host only. */
    public static final String DEFAULT_HOST = "127.0.0.1";

    @Option(names = "--metrics-port", paramLabel = "N", order = 90,
            description = "Serve live Prometheus metrics on http://HOST:N/metrics while measuring (0: a free port, "
                    + "printed); off by default")
    Integer port;

    @Option(names = "--metrics-host", paramLabel = "ADDRESS", order = 91,
            description = "The address the metrics port binds, and only it (default: " + DEFAULT_HOST
                    + "; 0.0.0.0 for every interface, as in a pod)")
    String host;

    @Option(names = "--metrics-linger", converter = DurationConverter.class, paramLabel = "TIME", order = 92,
            description = "Keep serving the final metrics this long after the run (default: 0s), so the last scrape "
                    + "sees its end")
    Duration linger;

    /**
     * Starts the endpoint when {@code --metrics-port} was given, printing where it is on {@code err}; {@link
     * LiveMetrics#OFF} otherwise.
     *
     * @param command the command's name for the message, e.g. {@code echosoap run}
     * @throws IllegalArgumentException one line naming the option, for a bad port, host or linger, or a port in use
     */
    public LiveMetrics start(String command, PrintWriter err) {
        if (port == null) {
            if (host != null || linger != null) {
                throw new IllegalArgumentException((host != null ? "--metrics-host" : "--metrics-linger")
                        + " needs --metrics-port");
            }
            return LiveMetrics.OFF;
        }
        Duration lingerTime = linger == null ? Duration.ZERO : linger;
        if (lingerTime.compareTo(Duration.ofMinutes(10)) > 0) {
            throw new IllegalArgumentException("--metrics-linger must be 0s..10m, got "
                    + Durations.format(lingerTime));
        }
        LiveMetrics live = LiveMetrics.start(host == null ? DEFAULT_HOST : host, port, lingerTime);
        err.println(command + ": metrics on " + live.url());
        err.flush();
        return live;
    }
}
