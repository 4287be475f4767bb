package org.echosoap.client.merge;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.config.Share;
import org.echosoap.client.report.Environment;
import org.echosoap.client.report.ReportFixture;
import org.echosoap.client.report.ResultJson;
import org.echosoap.client.report.RunReport;
import org.echosoap.client.result.BlockOutcome;
import org.echosoap.client.result.MeasuredRun;
import org.echosoap.client.stats.Histograms;

/**
 * Three clients of one plan (6 connections, 2 each) with known samples, written as result.json by the client's own
 * code ({@code RunReportBuilder}, {@code ResultJson}). Client c's EchoFloat latencies are every whole µs of
 * {@link #ECHO_FROM}[c] .. {@link #ECHO_TO}[c] once, its null latencies those of {@link #NULL_FROM}[c] ..
 * {@link #NULL_TO}[c]: together 1..1800 µs and 1..900 µs, each value once, so the merged percentiles are known exactly
 * (values below 2048 µs are stored exactly). Round 0 gets the even values, round 1 the odd ones; every block is 2 s.
 * Server time is half the latency; the clients began measuring 0, 1 and 2 ms after the shared start.
 */
public final class MergeFixtures {

    public static final int CLIENTS = 3;
    public static final int PLAN_CONNECTIONS = 6;
    public static final long[] ECHO_FROM = {1, 601, 1001};
    public static final long[] ECHO_TO = {600, 1000, 1800};
    public static final long[] NULL_FROM = {1, 301, 501};
    public static final long[] NULL_TO = {300, 500, 900};
    public static final Instant START = Instant.parse("2026-11-23T19:00:00Z");
    /** Blocks per endpoint and client, each {@link #BLOCK_SECONDS} long. */
    public static final int ROUNDS = 2;
    public static final double BLOCK_SECONDS = 2.0;

    private MergeFixtures() {
    }

    /** The three clients' results, written into {@code dir}/client-0 .. client-2; returns the directories. */
    public static List<Path> write(Path dir) throws IOException {
        return List.of(write(dir, 0, ReportFixture.optionsBuilder()), write(dir, 1, ReportFixture.optionsBuilder()),
                write(dir, 2, ReportFixture.optionsBuilder()));
    }

    /** Client {@code c} of the plan, with {@code options} (to make a client of another plan). */
    public static Path write(Path dir, int c, RunOptions.Builder options) throws IOException {
        return write(dir.resolve("client-" + c), c, options.share(new Share(c, CLIENTS), PLAN_CONNECTIONS)
                .startAt(START).build(), START);
    }

    /** Client {@code c} with its share and start given by {@code options}, scheduled at {@code scheduled}. */
    public static Path write(Path out, int c, RunOptions options, Instant scheduled) throws IOException {
        Map<String, List<BlockOutcome>> blocks = new LinkedHashMap<>();
        blocks.put("null", List.of(block(0, "null", NULL_FROM[c], NULL_TO[c]), block(1, "null", NULL_FROM[c], NULL_TO[c])));
        blocks.put("EchoFloat", List.of(block(0, "EchoFloat", ECHO_FROM[c], ECHO_TO[c]),
                block(1, "EchoFloat", ECHO_FROM[c], ECHO_TO[c])));
        Environment env = new Environment("0.1.0-test", "TestVM 17", "Linux 6.1 amd64", 2, "host-" + c, "10.78.0.1",
                "10.78.0.1", "2026-11-23T18:59:00Z").measuringFrom(scheduled, START.plusMillis(c));
        RunReport report = ReportFixture.report(options, blocks, List.of(
                        new MeasuredRun.Priming("null", 500 + c, 2, 1_000 + c, true, 100, 0),
                        new MeasuredRun.Priming("EchoFloat", 700 + c, 3, 2_000 + c, c != 2, 300, 5)),
                new MeasuredRun.StopReason(MeasuredRun.StopReason.Kind.FIXED_ROUNDS, ROUNDS, 8_000 + c, 30 * (c + 1)), env);
        Files.createDirectories(out);
        Files.writeString(out.resolve("result.json"), ResultJson.render(report));
        return out;
    }

    /** Round {@code round}'s block: the even (round 0) or odd (round 1) values of from..to. */
    private static BlockOutcome block(int round, String endpoint, long from, long to) {
        int n = 0;
        long[] latency = new long[(int) (to - from + 2) / 2];
        for (long v = from; v <= to; v++) {
            if ((v % 2 == 0) == (round == 0)) {
                latency[n++] = v;
            }
        }
        latency = java.util.Arrays.copyOf(latency, n);
        long[] server = new long[n];
        for (int i = 0; i < n; i++) {
            server[i] = latency[i] / 2;
        }
        Histogram allocated = Histograms.newLatencyHistogram();
        for (long v : latency) {
            allocated.recordValue(10 * v);
        }
        return ReportFixture.block(round, endpoint, latency, server, allocated);
    }

    /** Every value of from[c]..to[c] of every client, recorded into one histogram: the combined samples. */
    public static Histogram combined(long[] from, long[] to, java.util.function.LongUnaryOperator value) {
        Histogram h = Histograms.newLatencyHistogram();
        for (int c = 0; c < from.length; c++) {
            for (long v = from[c]; v <= to[c]; v++) {
                h.recordValue(value.applyAsLong(v));
            }
        }
        return h;
    }
}
