package org.echosoap.client.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.prometheus.metrics.expositionformats.PrometheusTextFormatWriter;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.HdrHistogram.Histogram;
import org.echosoap.client.load.RunObserver.Phase;
import org.echosoap.client.result.BlockHistograms;
import org.echosoap.client.result.BlockOutcome;
import org.echosoap.client.result.ErrorCounts;
import org.echosoap.client.result.ErrorKind;
import org.echosoap.client.stats.BlockResult;
import org.echosoap.client.stats.Histograms;
import org.echosoap.client.stats.PairedEstimate;
import org.junit.jupiter.api.Test;

/**
 * Known blocks in, the text format out, read back: each metric's value, labels and type as docs/metrics.md says.
 */
class RunMetricsTest {

    private final AtomicLong clockNanos = new AtomicLong(1_000_000_000L);
    private final RunMetrics metrics = new RunMetrics(new PrometheusRegistry(), clockNanos::get);

    /** A block: {@code fast} answers of 100 µs, {@code slow} of 1000 µs, {@code timeouts} timed-out requests. */
    private static BlockOutcome block(String endpoint, int fast, int slow, int timeouts, boolean partial) {
        Histogram latency = Histograms.newLatencyHistogram();
        latency.recordValueWithCount(100, fast);
        if (slow > 0) {
            latency.recordValueWithCount(1000, slow);
        }
        ErrorCounts errors = new ErrorCounts();
        for (int i = 0; i < timeouts; i++) {
            errors.add(ErrorKind.TIMEOUT, "no answer within 1s");
        }
        BlockResult result = BlockResult.of(0, endpoint, fast + slow, timeouts, 50_000_000L, latency,
                Histograms.newLatencyHistogram());
        return new BlockOutcome(result, errors, 0, 0, fast + slow + timeouts + 10,
                BlockHistograms.of(latency, Histograms.newLatencyHistogram(), null, null), -1, partial);
    }

    private ExpositionText scrape() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrometheusTextFormatWriter.create().write(out, metrics.registry().scrape());
        return ExpositionText.parse(out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void countsRecordedAnswersErrorsAndBlocksByPhase() throws IOException {
        metrics.blockDone("null", "baseline", Phase.PRIMING, block("null", 500, 0, 0, false));
        metrics.blockDone("null", "baseline", Phase.MEASURING, block("null", 300, 0, 0, false));
        metrics.blockDone("EchoFloat", "measured", Phase.MEASURING, block("EchoFloat", 180, 20, 3, false));
        metrics.blockDone("EchoFloat", "measured", Phase.MEASURING, block("EchoFloat", 100, 0, 2, false));
        // Cut short by an abort: its errors count, its answers don't (as in result.json).
        metrics.blockDone("EchoFloat", "measured", Phase.MEASURING, block("EchoFloat", 999, 0, 1, true));

        ExpositionText t = scrape();
        assertEquals("counter", t.type("echosoap_requests_total"));
        assertEquals(500, t.value("echosoap_requests_total", "endpoint", "null", "phase", "priming", "role", "baseline"));
        assertEquals(300, t.value("echosoap_requests_total", "endpoint", "null", "phase", "measuring"));
        assertEquals(300, t.value("echosoap_requests_total", "endpoint", "EchoFloat", "phase", "measuring",
                "role", "measured"));
        assertEquals(6, t.value("echosoap_errors_total", "endpoint", "EchoFloat", "kind", "timeout",
                "phase", "measuring"));
        assertEquals(1, t.value("echosoap_blocks_done_total", "endpoint", "null", "phase", "priming"));
        assertEquals(2, t.value("echosoap_blocks_done_total", "endpoint", "EchoFloat", "phase", "measuring"));
    }

    @Test
    void latencyIsASummaryInSecondsFromTheBlocksHistograms() throws IOException {
        metrics.blockDone("EchoFloat", "measured", Phase.MEASURING, block("EchoFloat", 900, 100, 0, false));

        ExpositionText t = scrape();
        assertEquals("summary", t.type("echosoap_latency_seconds"));
        // HdrHistogram's values are equivalent within its 3 significant digits: 100 µs and 1000 µs.
        assertEquals(100e-6, t.value("echosoap_latency_seconds", "endpoint", "EchoFloat", "quantile", "0.5"), 0.2e-6);
        assertEquals(1000e-6, t.value("echosoap_latency_seconds", "endpoint", "EchoFloat", "quantile", "0.99"), 1e-6);
        assertEquals(1000, t.value("echosoap_latency_seconds_count", "endpoint", "EchoFloat"));
        // 900 × 100 µs + 100 × 1 ms = 0.19 s
        assertEquals(0.19, t.value("echosoap_latency_seconds_sum", "endpoint", "EchoFloat"), 0.001);
    }

    @Test
    void latencyQuantilesForgetBlocksOlderThanTheWindowButCountAndSumDoNot() throws IOException {
        metrics.blockDone("null", "baseline", Phase.MEASURING, block("null", 0, 1000, 0, false)); // 1 ms
        clockNanos.addAndGet(RunMetrics.WINDOW.toNanos() + 1);
        metrics.blockDone("null", "baseline", Phase.MEASURING, block("null", 1000, 0, 0, false)); // 100 µs

        ExpositionText t = scrape();
        assertEquals(100e-6, t.value("echosoap_latency_seconds", "endpoint", "null", "quantile", "0.999"), 0.2e-6);
        assertEquals(2000, t.value("echosoap_latency_seconds_count", "endpoint", "null"));

        clockNanos.addAndGet(RunMetrics.WINDOW.toNanos() + 1);
        assertTrue(Double.isNaN(scrape().value("echosoap_latency_seconds", "endpoint", "null", "quantile", "0.5")),
                "an empty window has no quantiles");
    }

    @Test
    void costEstimateAndItsIntervalAreSecondsLabelledWithThePart() throws IOException {
        metrics.partStarted(2, 5, "benchmark.echoInts (size 100)");
        metrics.costEstimate(new PairedEstimate(71.5, 4.25, List.of(70.0, 73.0)), 3.575);

        ExpositionText t = scrape();
        assertEquals(71.5e-6, t.value("echosoap_cost_estimate_seconds", "scenario", "benchmark.echoInts (size 100)"),
                1e-12);
        assertEquals(4.25e-6, t.value("echosoap_cost_ci95_half_width_seconds", "scenario",
                "benchmark.echoInts (size 100)"), 1e-12);
        assertEquals(3.575e-6, t.value("echosoap_cost_target_half_width_seconds", "scenario",
                "benchmark.echoInts (size 100)"), 1e-12);
        assertEquals(2, t.value("echosoap_part_index"));
        assertEquals(5, t.value("echosoap_part_count"));
    }

    @Test
    void phaseIsAStateSetWithExactlyOneStateTrue() throws IOException {
        assertEquals(1, scrape().value("echosoap_phase", "echosoap_phase", "starting"));
        metrics.phase(Phase.MEASURING);
        ExpositionText t = scrape();
        assertEquals(1, t.value("echosoap_phase", "echosoap_phase", "measuring"));
        assertEquals(0, t.value("echosoap_phase", "echosoap_phase", "priming"));
        assertEquals(0, t.value("echosoap_phase", "echosoap_phase", "starting"));
        assertEquals(0, t.value("echosoap_phase", "echosoap_phase", "done"));
    }
}
