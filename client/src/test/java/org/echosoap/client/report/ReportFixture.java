package org.echosoap.client.report;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.load.ErrorCounts;
import org.echosoap.client.load.MeasuredRun;
import org.echosoap.client.load.BlockHistograms;
import org.echosoap.client.load.BlockOutcome;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.Scenarios;
import org.echosoap.client.stats.Histograms;
import org.echosoap.client.stats.BlockResult;

/** A fixed, fully deterministic run: null and EchoFloat, 3 rounds, known latencies. */
final class ReportFixture {

    static final Environment ENVIRONMENT = new Environment("0.1.0-test", "TestVM 17", "Linux 6.1 amd64", 2,
            "client-host", "127.0.0.1", "127.0.0.1", "2026-11-22T00:00:00Z");

    private ReportFixture() {
    }

    static RunOptions options() {
        return RunOptions.builder(URI.create("http://127.0.0.1:8080/echosoap")).repeat(3)
                .precision(org.echosoap.client.stats.PrecisionTarget.OFF)
                .warmup(Duration.ofSeconds(1)).duration(Duration.ofSeconds(2)).outDir(Path.of("unused")).build();
    }

    /** {@code count} samples spread evenly over [lowMicros, lowMicros + widthMicros). */
    static Histogram flat(long lowMicros, long widthMicros, int count) {
        Histogram h = Histograms.newLatencyHistogram();
        for (int i = 0; i < count; i++) {
            h.recordValue(lowMicros + (i * widthMicros) / count);
        }
        return h;
    }

    static BlockOutcome trial(int index, String endpoint, long lowMicros, long serverMicros, int requests) {
        Histogram latency = flat(lowMicros, 20, requests);
        Histogram server = flat(serverMicros, 2, requests);
        Histogram outside = flat(lowMicros - serverMicros, 20, requests);
        BlockResult r = BlockResult.of(index, endpoint, requests, 0, 2_000_000_000L, latency, server, outside, -1);
        return new BlockOutcome(r, new ErrorCounts(), requests * 278L, requests * 30_000L, requests + 100,
                BlockHistograms.of(latency, server, outside, flat(serverMicros * 100, 10, requests)),
                (requests + 100) * 1_500L, false);
    }

    static RunReport report() {
        Scenario scenario = Scenarios.byName("echoFloat", new org.echosoap.client.scenario.ScenarioParameters(-1, 0), e -> 0);
        Endpoint nul = scenario.baseline().orElseThrow();
        Endpoint echo = scenario.measured();
        Map<String, List<BlockOutcome>> trials = new LinkedHashMap<>();
        trials.put("null", List.of(trial(0, "null", 90, 3, 20_000), trial(1, "null", 80, 3, 22_000),
                trial(2, "null", 85, 3, 21_000)));
        trials.put("EchoFloat", List.of(trial(0, "EchoFloat", 130, 40, 14_000), trial(1, "EchoFloat", 124, 40, 15_000),
                trial(2, "EchoFloat", 128, 40, 14_500)));
        MeasuredRun run = MeasuredRun.pooling(List.of(nul, echo), trials, true, null, List.of(),
                new MeasuredRun.StopReason(MeasuredRun.StopReason.Kind.FIXED_ROUNDS, 3, 12_000));
        return RunReportBuilder.build(scenario, options(), ENVIRONMENT, run);
    }
}
