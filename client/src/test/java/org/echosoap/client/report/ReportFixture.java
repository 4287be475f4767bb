package org.echosoap.client.report;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.result.ErrorCounts;
import org.echosoap.client.result.MeasuredRun;
import org.echosoap.client.result.BlockHistograms;
import org.echosoap.client.result.BlockOutcome;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.catalog.Scenarios;
import org.echosoap.client.stats.Histograms;
import org.echosoap.client.stats.BlockResult;

/** A fixed, fully deterministic run: null and EchoFloat, 3 rounds, known latencies (also merge's clients). */
public final class ReportFixture {

    public static final Environment ENVIRONMENT = new Environment("0.1.0-test", "TestVM 17", "Linux 6.1 amd64", 2,
            "client-host", "127.0.0.1", "127.0.0.1", "2026-11-22T00:00:00Z");

    private ReportFixture() {
    }

    static RunOptions options() {
        return optionsBuilder().build();
    }

    /**
     * The fixture's settings (3 fixed rounds of 2 s blocks, block medians as the headline: the hand-checked figures of
     * the golden files are medians), to change before building.
     */
    public static RunOptions.Builder optionsBuilder() {
        return RunOptions.builder(URI.create("http://127.0.0.1:8080/echosoap")).repeat(3)
                .statistic(org.echosoap.client.config.BlockStatistic.MEDIAN)
                .precision(org.echosoap.client.config.PrecisionTarget.OFF)
                .warmup(Duration.ofSeconds(1)).duration(Duration.ofSeconds(2)).outDir(Path.of("unused"));
    }

    /** {@code count} samples spread evenly over [lowMicros, lowMicros + widthMicros). */
    static Histogram flat(long lowMicros, long widthMicros, int count) {
        Histogram h = Histograms.newLatencyHistogram();
        for (int i = 0; i < count; i++) {
            h.recordValue(lowMicros + (i * widthMicros) / count);
        }
        return h;
    }

    /**
     * A complete 2 s block of {@code requests} requests: latencies flat over [lowMicros, lowMicros + 20), server
     * times flat over [serverMicros, serverMicros + 2), request by request.
     */
    public static BlockOutcome trial(int index, String endpoint, long lowMicros, long serverMicros, int requests) {
        long[] latency = new long[requests];
        long[] server = new long[requests];
        for (int i = 0; i < requests; i++) {
            latency[i] = lowMicros + (i * 20L) / requests;
            server[i] = serverMicros + (i * 2L) / requests;
        }
        return block(index, endpoint, latency, server, flat(serverMicros * 100, 10, requests));
    }

    /**
     * A complete 2 s block from per-request data, recorded as the worker records it: each request's latency, its
     * server time and its time outside the webapp, latency − server time of that same request.
     */
    public static BlockOutcome block(int index, String endpoint, long[] latencyMicros, long[] serverMicros,
                              Histogram allocatedBytes) {
        Histogram latency = Histograms.newLatencyHistogram();
        Histogram server = Histograms.newLatencyHistogram();
        Histogram outside = Histograms.newLatencyHistogram();
        for (int i = 0; i < latencyMicros.length; i++) {
            latency.recordValue(latencyMicros[i]);
            server.recordValue(serverMicros[i]);
            outside.recordValue(latencyMicros[i] - serverMicros[i]);
        }
        int requests = latencyMicros.length;
        BlockResult r = BlockResult.of(index, endpoint, requests, 0, 2_000_000_000L, latency, server, outside, -1);
        return new BlockOutcome(r, new ErrorCounts(), requests * 278L, requests * 30_000L, requests + 100,
                BlockHistograms.of(latency, server, outside, allocatedBytes), (requests + 100) * 1_500L, false);
    }

    /** The echoFloat scenario of the fixtures. */
    static Scenario scenario() {
        return Scenarios.byName("echoFloat", new org.echosoap.client.scenario.ScenarioParameters(-1, 0), e -> 0);
    }

    /** The fixed blocks: null and EchoFloat, 3 rounds. */
    public static Map<String, List<BlockOutcome>> blocks() {
        Map<String, List<BlockOutcome>> trials = new LinkedHashMap<>();
        trials.put("null", List.of(trial(0, "null", 90, 3, 20_000), trial(1, "null", 80, 3, 22_000),
                trial(2, "null", 85, 3, 21_000)));
        trials.put("EchoFloat", List.of(trial(0, "EchoFloat", 130, 40, 14_000), trial(1, "EchoFloat", 124, 40, 15_000),
                trial(2, "EchoFloat", 128, 40, 14_500)));
        return trials;
    }

    public static RunReport report() {
        return report(options(), blocks(), List.of(),
                new MeasuredRun.StopReason(MeasuredRun.StopReason.Kind.FIXED_ROUNDS, 3, 12_000));
    }

    /** A complete run of the echoFloat scenario with the given settings, blocks, priming and stop. */
    static RunReport report(RunOptions options, Map<String, List<BlockOutcome>> blocks,
                            List<MeasuredRun.Priming> priming, MeasuredRun.StopReason stop) {
        return report(options, blocks, priming, stop, ENVIRONMENT);
    }

    /** As above, made on {@code environment} (a client host of several). */
    public static RunReport report(RunOptions options, Map<String, List<BlockOutcome>> blocks,
                                   List<MeasuredRun.Priming> priming, MeasuredRun.StopReason stop,
                                   Environment environment) {
        Scenario scenario = scenario();
        MeasuredRun run = MeasuredRun.pooling(List.of(scenario.baseline().orElseThrow(), scenario.measured()), blocks,
                true, null, priming, stop);
        return RunReportBuilder.build(scenario, options, environment, run);
    }
}
