package org.echosoap.client.stats;

import java.util.Random;
import org.HdrHistogram.Histogram;

/** Builders for the synthetic histograms and trials the tests use. */
final class Fixtures {

    /** One second, so that a trial's throughput equals its request count. */
    static final long ONE_SECOND_NANOS = 1_000_000_000L;

    private Fixtures() {
    }

    /** A latency histogram holding exactly {@code micros}. */
    static Histogram histogram(long... micros) {
        Histogram h = Histograms.newLatencyHistogram();
        for (long m : micros) {
            h.recordValue(m);
        }
        return h;
    }

    /** {@code m − 1, m, m + 1}: mean and median exactly {@code m} (values below 2048 µs are stored exactly). */
    static Histogram around(long m) {
        return histogram(m - 1, m, m + 1);
    }

    /** A trial with {@code requests} requests in one second, the given latencies and no Server-Timing data. */
    static BlockResult trial(int index, String endpoint, long requests, Histogram latencyMicros) {
        return BlockResult.of(index, endpoint, requests, 0, ONE_SECOND_NANOS, latencyMicros,
                Histograms.newLatencyHistogram());
    }

    /** A trial with 1000 requests in one second, the given latencies and Server-Timing app durations. */
    static BlockResult trial(int index, String endpoint, Histogram latencyMicros, Histogram serverAppMicros) {
        return BlockResult.of(index, endpoint, 1000, 0, ONE_SECOND_NANOS, latencyMicros, serverAppMicros);
    }

    /** A block of {@code requests} requests in one second with some latency: for the throughput spread. */
    static BlockResult trialWithThroughput(int index, long requests) {
        return trial(index, "EchoFloat", requests, around(70));
    }

    /**
     * Records {@code count} lognormal samples with the given median and log-space standard deviation. The seed
     * is fixed, so the histogram is the same on every run and JVM ({@link Random} is specified exactly).
     */
    static void recordLognormal(Histogram h, long seed, int count, double medianMicros, double sigma) {
        Random random = new Random(seed);
        for (int i = 0; i < count; i++) {
            // Truncated, as the client truncates nanoseconds to microseconds: value v stands for [v, v + 1).
            h.recordValue((long) (medianMicros * Math.exp(sigma * random.nextGaussian())));
        }
    }
}
