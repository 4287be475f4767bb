package org.echosoap.client.metrics;

import io.prometheus.metrics.model.registry.Collector;
import io.prometheus.metrics.model.registry.MetricType;
import io.prometheus.metrics.model.snapshots.Labels;
import io.prometheus.metrics.model.snapshots.MetricSnapshot;
import io.prometheus.metrics.model.snapshots.Quantile;
import io.prometheus.metrics.model.snapshots.Quantiles;
import io.prometheus.metrics.model.snapshots.SummarySnapshot;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;
import org.HdrHistogram.Histogram;

/**
 * {@code echosoap_latency_seconds{endpoint,quantile}}: a Prometheus summary made at scrape time from the HdrHistograms
 * the blocks recorded ({@link LatencyWindow} per endpoint). Why not the client library's own {@code Summary}: it
 * would be fed one observation per request, on the workers' timed path; the blocks already hold every latency.
 */
final class LatencySummary implements Collector {

    static final String NAME = "echosoap_latency_seconds";
    /** The quantiles exposed: median, the tail a service level names, and the far tail. */
    static final double[] QUANTILES = {0.5, 0.9, 0.99, 0.999};

    private final Duration window;
    private final int buckets;
    private final LongSupplier nanoClock;
    /** Per endpoint, in the order first seen. */
    private final Map<String, LatencyWindow> windows = new ConcurrentHashMap<>();

    LatencySummary(Duration window, int buckets, LongSupplier nanoClock) {
        this.window = window;
        this.buckets = buckets;
        this.nanoClock = nanoClock;
    }

    void add(String endpoint, Histogram latencyMicros) {
        windows.computeIfAbsent(endpoint, e -> new LatencyWindow(window, buckets, nanoClock)).add(latencyMicros);
    }

    @Override
    public MetricSnapshot collect() {
        SummarySnapshot.Builder summary = SummarySnapshot.builder().name(NAME)
                .help("Latency of recorded answers: quantiles over the last " + window.toSeconds()
                        + " s, count and sum since the start");
        List<String> endpoints = new ArrayList<>(windows.keySet());
        endpoints.sort(null);
        for (String endpoint : endpoints) {
            LatencyWindow.Snapshot s = windows.get(endpoint).snapshot(QUANTILES);
            List<Quantile> quantiles = new ArrayList<>();
            for (int i = 0; i < QUANTILES.length; i++) {
                quantiles.add(new Quantile(QUANTILES[i], s.quantileSeconds()[i]));
            }
            summary.dataPoint(SummarySnapshot.SummaryDataPointSnapshot.builder()
                    .labels(Labels.of("endpoint", endpoint)).quantiles(Quantiles.of(quantiles))
                    .count(s.count()).sum(s.sumSeconds()).build());
        }
        return summary.build();
    }

    @Override
    public String getPrometheusName() {
        return NAME;
    }

    @Override
    public MetricType getMetricType() {
        return MetricType.SUMMARY;
    }
}
