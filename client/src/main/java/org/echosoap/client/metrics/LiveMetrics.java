package org.echosoap.client.metrics;

import io.prometheus.metrics.model.registry.PrometheusRegistry;
import java.time.Duration;
import org.echosoap.client.load.RunObserver;
import org.echosoap.client.load.RunObservers;

/**
 * A command's live metrics for as long as it runs: the metrics ({@link RunMetrics}) installed as the process's run
 * watcher ({@link RunObservers}) and served on their endpoint ({@link MetricsEndpoint}). Closing it marks the run
 * done, keeps serving for the linger time (so that a scrape every 15 s still sees the last figures and the end of
 * the run), then stops serving. {@link #OFF} when no {@code --metrics-port} was given.
 */
public final class LiveMetrics implements AutoCloseable {

    /** No metrics: nothing served, nothing watched. */
    public static final LiveMetrics OFF = new LiveMetrics(null, null, null, Duration.ZERO);

    private final RunMetrics metrics;
    private final MetricsEndpoint endpoint;
    private final RunObservers.Installed installed;
    private final Duration linger;

    private LiveMetrics(RunMetrics metrics, MetricsEndpoint endpoint, RunObservers.Installed installed, Duration linger) {
        this.metrics = metrics;
        this.endpoint = endpoint;
        this.installed = installed;
        this.linger = linger;
    }

    /**
     * Serves fresh metrics on {@code host:port} and installs them as the run watcher.
     *
     * @throws IllegalArgumentException one line, when the endpoint cannot be had ({@link MetricsEndpoint#start})
     */
    public static LiveMetrics start(String host, int port, Duration linger) {
        RunMetrics metrics = new RunMetrics(new PrometheusRegistry());
        MetricsEndpoint endpoint = MetricsEndpoint.start(host, port, metrics.registry());
        try {
            return new LiveMetrics(metrics, endpoint, RunObservers.install(metrics), linger);
        } catch (IllegalStateException e) {
            endpoint.close(); // another command of this process watches its runs: serve nothing half-wired
            throw e;
        }
    }

    /** Where to scrape, or null when off. */
    public String url() {
        return endpoint == null ? null : endpoint.url();
    }

    /** Marks the run done, lingers, stops serving and uninstalls the watcher. */
    @Override
    public void close() {
        if (endpoint == null) {
            return;
        }
        try {
            metrics.phase(RunObserver.Phase.DONE);
            if (!linger.isZero()) {
                Thread.sleep(linger.toMillis());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            endpoint.close();
            installed.close();
        }
    }
}
