package org.echosoap.client.metrics;

import io.prometheus.metrics.core.metrics.Counter;
import io.prometheus.metrics.core.metrics.Gauge;
import io.prometheus.metrics.core.metrics.StateSet;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import java.time.Duration;
import java.util.Arrays;
import java.util.Map;
import java.util.function.LongSupplier;
import org.echosoap.client.load.RunObserver;
import org.echosoap.client.result.BlockOutcome;
import org.echosoap.client.result.ErrorKind;
import org.echosoap.client.stats.PairedEstimate;

/**
 * The live metrics of a run, suite or capacity search, in a Prometheus registry: fed between blocks through {@link
 * RunObserver} (the progress line's seam), read by the exporter at scrape time. Every name carries its unit; the
 * labels are few and bounded (an endpoint, its role, the phase, an error kind, a part's scenario).
 *
 * <ul>
 *   <li>{@code echosoap_requests_total{endpoint,role,phase}}: answers recorded in the blocks (failed ones not);
 *       {@code phase="measuring"} adds up to result.json's {@code latencyMicros.count}</li>
 *   <li>{@code echosoap_errors_total{endpoint,kind,phase}}: failed requests by kind ({@code timeout}, {@code
 *       soap_fault}, ...); {@code phase="measuring"} adds up to result.json's {@code errors}</li>
 *   <li>{@code echosoap_blocks_done_total{endpoint,phase}}: blocks ended</li>
 *   <li>{@code echosoap_latency_seconds{endpoint,quantile}}: a summary, quantiles over the last {@link #WINDOW},
 *       count and sum since the start</li>
 *   <li>{@code echosoap_cost_estimate_seconds{scenario}}, {@code echosoap_cost_ci95_half_width_seconds{scenario}},
 *       {@code echosoap_cost_target_half_width_seconds{scenario}}: the cost so far, its interval, the precision
 *       target's half width</li>
 *   <li>{@code echosoap_part_index}, {@code echosoap_part_count}; {@code echosoap_phase{echosoap_phase}}, a state set
 *       (starting, priming, measuring, done)</li>
 * </ul>
 *
 * <pre>{@code
 * RunMetrics metrics = new RunMetrics(new PrometheusRegistry());
 * new Measurement(options, rotation, "null", abort, null).observedBy(metrics).run();
 * }</pre>
 */
public final class RunMetrics implements RunObserver {

    /** How far back the latency quantiles look: longer than a scrape interval, short enough to show a change. */
    static final Duration WINDOW = Duration.ofSeconds(30);
    /** The steps the window slides in. */
    static final int WINDOW_BUCKETS = 3;

    private final PrometheusRegistry registry;
    private final Counter requests;
    private final Counter errors;
    private final Counter blocks;
    private final Gauge cost;
    private final Gauge costHalfWidth;
    private final Gauge costTarget;
    private final Gauge partIndex;
    private final Gauge partCount;
    private final StateSet phase;
    private final LatencySummary latency;
    /** The part being measured: the cost gauges' {@code scenario}. */
    private volatile String scenario = "";

    /** Metrics in {@code registry}, latency windows on the system's clock. */
    public RunMetrics(PrometheusRegistry registry) {
        this(registry, System::nanoTime);
    }

    RunMetrics(PrometheusRegistry registry, LongSupplier nanoClock) {
        this.registry = registry;
        requests = Counter.builder().name("echosoap_requests_total")
                .help("Answers recorded in the blocks (failed requests are errors); phase measuring is what the result counts")
                .labelNames("endpoint", "role", "phase").register(registry);
        errors = Counter.builder().name("echosoap_errors_total")
                .help("Failed requests by kind (connect, connection, timeout, http_status, soap_fault, wrong_answer)")
                .labelNames("endpoint", "kind", "phase").register(registry);
        blocks = Counter.builder().name("echosoap_blocks_done_total")
                .help("Blocks ended (priming: unrecorded; measuring: recorded)")
                .labelNames("endpoint", "phase").register(registry);
        cost = Gauge.builder().name("echosoap_cost_estimate_seconds")
                .help("The cost so far: measured endpoint minus baseline by the headline statistic (its own level without one)")
                .labelNames("scenario").register(registry);
        costHalfWidth = Gauge.builder().name("echosoap_cost_ci95_half_width_seconds")
                .help("Half width of the cost estimate's 95% confidence interval").labelNames("scenario").register(registry);
        costTarget = Gauge.builder().name("echosoap_cost_target_half_width_seconds")
                .help("The half width --precision asks for (NaN with --precision off)").labelNames("scenario")
                .register(registry);
        partIndex = Gauge.builder().name("echosoap_part_index")
                .help("The part being measured, from 1 (a suite's scenario, a sweep's size)").register(registry);
        partCount = Gauge.builder().name("echosoap_part_count").help("Parts in the plan").register(registry);
        phase = StateSet.builder().name("echosoap_phase").help("What the run is doing")
                .states(Arrays.stream(Phase.values()).map(Phase::key).toArray(String[]::new)).register(registry);
        latency = new LatencySummary(WINDOW, WINDOW_BUCKETS, nanoClock);
        registry.register(latency);
        phase(Phase.STARTING);
    }

    /** The registry the exporter serves. */
    public PrometheusRegistry registry() {
        return registry;
    }

    @Override
    public void partStarted(int number, int count, String label) {
        partIndex.set(number);
        partCount.set(count);
        scenario = label;
    }

    @Override
    public void phase(Phase now) {
        for (Phase p : Phase.values()) {
            if (p == now) {
                phase.setTrue(p.key());
            } else {
                phase.setFalse(p.key());
            }
        }
    }

    @Override
    public void blockDone(String endpoint, String role, Phase blockPhase, BlockOutcome outcome) {
        String phaseKey = blockPhase.key();
        for (Map.Entry<ErrorKind, Long> e : outcome.errors().counts().entrySet()) {
            errors.labelValues(endpoint, e.getKey().key(), phaseKey).inc(e.getValue());
        }
        if (outcome.partial()) {
            return; // cut short by an abort: its errors count, its figures don't (as in the result)
        }
        blocks.labelValues(endpoint, phaseKey).inc();
        requests.labelValues(endpoint, role, phaseKey).inc(outcome.result().requests());
        if (outcome.histograms() != null) {
            latency.add(endpoint, outcome.histograms().latencyMicros());
        }
    }

    @Override
    public void costEstimate(PairedEstimate estimate, double targetCi95Micros) {
        String s = scenario;
        cost.labelValues(s).set(estimate.micros() / 1e6);
        costHalfWidth.labelValues(s).set(estimate.ci95Micros() / 1e6);
        costTarget.labelValues(s).set(targetCi95Micros / 1e6);
    }

    @Override
    public boolean wantsCostEstimate() {
        return true;
    }
}
