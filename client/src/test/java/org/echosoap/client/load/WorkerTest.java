package org.echosoap.client.load;

import org.echosoap.client.scenario.SeedMessages;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.locks.LockSupport;
import org.echosoap.client.config.Defaults;
import org.echosoap.client.scenario.Endpoint;
import org.junit.jupiter.api.Test;
import org.echosoap.client.result.BlockHistograms;
import org.echosoap.client.result.ErrorKind;

/**
 * A worker records the latency of successful requests only: failures are counted by kind, never timed. The channel
 * here is a scripted stand-in for the network (the ITs do the same against the real Tomcat): every third request
 * fails, and failures are slow, so a failure recorded by mistake would show in the histogram's count and maximum.
 */
class WorkerTest {

    private static final long SLOW_FAILURE_NANOS = Duration.ofMillis(20).toNanos();
    private static final ErrorKind[] KINDS = {ErrorKind.TIMEOUT, ErrorKind.SOAP_FAULT, ErrorKind.HTTP_STATUS};

    /** Success, success, slow failure (of the next kind), ... */
    private static final class ScriptedChannel implements Transport.Channel {
        long exchanges;

        @Override
        public void exchange(Endpoint endpoint, ResponseReader reader, Exchange outcome, boolean fullCheck) {
            outcome.reset();
            long n = exchanges++;
            if (n % 3 == 2) {
                LockSupport.parkNanos(SLOW_FAILURE_NANOS);
                outcome.fail(KINDS[(int) (n / 3 % KINDS.length)], "scripted failure " + n);
            } else {
                outcome.responseBytes = 100;
                outcome.serverAppMicros = 5;
            }
        }

        @Override
        public void abort() {
        }

        @Override
        public void close() {
        }
    }

    @Test
    void failedRequestsAreCountedByKindAndNeverEnterTheHistograms() {
        ScriptedChannel channel = new ScriptedChannel();
        BlockClock clock = BlockClock.startingNow(Duration.ZERO, Duration.ofMillis(400));
        Worker worker = new ClosedLoopWorker(channel, SeedMessages.baseline("null"), clock, new AbortSignal(0), new FullCheckGate(), new BlockHistograms());
        worker.run();

        long successes = worker.measuredCount.get();
        long failures = worker.errors.total();
        assertTrue(failures >= 6, "failures happened: " + failures);
        assertTrue(successes >= 2 * failures - 2, "two successes per failure: " + successes + " vs " + failures);
        assertEquals(successes, worker.histograms.latencyMicros().getTotalCount(), "only successes are timed");
        assertEquals(successes, worker.histograms.serverAppMicros().getTotalCount(), "only successes' server times");
        assertEquals(failures, worker.measuredErrors.get());
        assertEquals(100 * successes, worker.responseBytes, "only successes' bytes");
        assertTrue(worker.histograms.latencyMicros().getMaxValue() < SLOW_FAILURE_NANOS / 1_000,
                "no slow failure in the histogram: max " + worker.histograms.latencyMicros().getMaxValue() + " µs");
        for (ErrorKind kind : KINDS) {
            assertTrue(worker.errors.counts().getOrDefault(kind, 0L) >= 2, kind + ": " + worker.errors.summary());
        }
        assertEquals(3, worker.errors.counts().size(), worker.errors.summary());
    }

    @Test
    void aWorkerIsCutOnlyWhenTheCutoffStopsItShortOfItsBlocksRules() {
        long now = System.nanoTime();
        // Window over, minimum recorded: done by its own rules, not cut, however far past the cutoff.
        BlockClock ended = new BlockClock(now - 3_000_000, now - 2_000_000, now - 1_000_000, now - 500_000);
        ClosedLoopWorker done = new ClosedLoopWorker(new ScriptedChannel(), SeedMessages.baseline("null"), ended,
                new AbortSignal(0), new FullCheckGate(), new BlockHistograms());
        done.minRecorded = 0;
        done.recordStartNanos = now - 2_000_000;
        assertFalse(done.wantsAnother(now));
        assertFalse(done.cutOff);
        // Short of its minimum at the cutoff: stopped, and cut.
        ClosedLoopWorker shortOfIt = new ClosedLoopWorker(new ScriptedChannel(), SeedMessages.baseline("null"), ended,
                new AbortSignal(0), new FullCheckGate(), new BlockHistograms());
        assertFalse(shortOfIt.wantsAnother(now));
        assertTrue(shortOfIt.cutOff);
    }

    @Test
    void maxErrorsStopsTheWorkerAndNamesTheLimit() {
        ScriptedChannel channel = new ScriptedChannel();
        AbortSignal abort = new AbortSignal(4);
        BlockClock clock = BlockClock.startingNow(Duration.ZERO, Duration.ofSeconds(30));
        long start = System.nanoTime();
        new ClosedLoopWorker(channel, SeedMessages.baseline("null"), clock, abort, new FullCheckGate(), new BlockHistograms()).run();

        assertTrue(System.nanoTime() - start < Duration.ofSeconds(10).toNanos(), "stopped long before the trial end");
        assertEquals(12, channel.exchanges, "the 4th failure is the 12th request");
        assertEquals("aborted after 4 failed requests (--max-errors 4)", abort.reason());
    }

    /**
     * Every answer takes ~1 ms to exchange (of which the server says 400 µs were its own) and the check then takes
     * ~3 ms: only the exchange may be timed. The first {@code coldExchanges} answers take 30 ms instead (a cold path).
     */
    private static final class SlowCheckChannel implements Transport.Channel {
        static final long SERVER_MICROS = 400;
        static final Duration COLD = Duration.ofMillis(30);
        final int coldExchanges;
        long exchanges;

        SlowCheckChannel() {
            this(0);
        }

        SlowCheckChannel(int coldExchanges) {
            this.coldExchanges = coldExchanges;
        }

        @Override
        public void exchange(Endpoint endpoint, ResponseReader reader, Exchange outcome, boolean fullCheck) {
            outcome.reset();
            LockSupport.parkNanos((exchanges++ < coldExchanges ? COLD : Duration.ofMillis(1)).toNanos());
            outcome.serverAppMicros = SERVER_MICROS;
            long checkStart = System.nanoTime();
            LockSupport.parkNanos(Duration.ofMillis(3).toNanos()); // the client's own check, as ResponseReader times it
            outcome.checkNanos = System.nanoTime() - checkStart;
            outcome.responseBytes = 10;
        }

        @Override
        public void abort() {
        }

        @Override
        public void close() {
        }
    }

    @Test
    void theTimeSpentCheckingAnswersIsNotTimed() {
        SlowCheckChannel channel = new SlowCheckChannel();
        BlockClock clock = BlockClock.startingNow(Duration.ZERO, Duration.ofMillis(200));
        Worker worker = new ClosedLoopWorker(channel, SeedMessages.baseline("null"), clock, new AbortSignal(0), new FullCheckGate(),
                new BlockHistograms());
        worker.run();
        long p50 = worker.histograms.latencyMicros().getValueAtPercentile(50);
        assertTrue(p50 >= 900 && p50 < 2_500, "the 1 ms exchange without the 3 ms check: p50 " + p50 + " µs");
    }

    @Test
    void theFirstRequestsOfABlockAreSettlingAndAtLeastTheMinimumIsRecorded() {
        // A window far shorter than one exchange: the worker still settles, then records the minimum past the end.
        // The settling requests are the block's first ones, here slow (30 ms): none of them may be recorded.
        SlowCheckChannel channel = new SlowCheckChannel(Defaults.SETTLE_REQUESTS);
        BlockClock clock = BlockClock.startingNow(Duration.ZERO, Duration.ofNanos(1));
        Worker worker = new ClosedLoopWorker(channel, SeedMessages.baseline("null"), clock, new AbortSignal(0), new FullCheckGate(),
                new BlockHistograms());
        worker.run();
        assertEquals(Defaults.MIN_RECORDED_PER_BLOCK, worker.histograms.latencyMicros().getTotalCount());
        assertEquals(Defaults.SETTLE_REQUESTS + Defaults.MIN_RECORDED_PER_BLOCK, channel.exchanges);
        assertEquals(Defaults.SETTLE_REQUESTS + Defaults.MIN_RECORDED_PER_BLOCK, worker.sentRequests, "all sent count");
        assertEquals(Defaults.MIN_RECORDED_PER_BLOCK, worker.measuredCount.get());
        long max = worker.histograms.latencyMicros().getMaxValue();
        assertTrue(max < SlowCheckChannel.COLD.toNanos() / 1_000, "a settling request was recorded: max " + max + " µs");
        assertTrue(worker.recordStartNanos > 0 && worker.recordEndNanos > worker.recordStartNanos);
    }

    @Test
    void theOutsideTimeIsEachRequestsLatencyLessItsServerTime() {
        SlowCheckChannel channel = new SlowCheckChannel();
        BlockClock clock = BlockClock.startingNow(Duration.ZERO, Duration.ofMillis(100));
        Worker worker = new ClosedLoopWorker(channel, SeedMessages.baseline("null"), clock, new AbortSignal(0), new FullCheckGate(),
                new BlockHistograms());
        worker.run();
        BlockHistograms h = worker.histograms;
        long n = h.latencyMicros().getTotalCount();
        assertTrue(n >= Defaults.MIN_RECORDED_PER_BLOCK, "recorded " + n);
        assertEquals(n, h.serverAppMicros().getTotalCount());
        assertEquals(n, h.outsideMicros().getTotalCount(), "one outside time per request with Server-Timing");
        assertEquals(SlowCheckChannel.SERVER_MICROS, h.serverAppMicros().getMean(), 1.0);
        // Per request outside = latency − server, so the means differ by exactly the server time (up to the
        // histograms' 1-2 µs buckets at these values).
        assertEquals(h.latencyMicros().getMean() - SlowCheckChannel.SERVER_MICROS, h.outsideMicros().getMean(), 2.0);
        assertTrue(h.outsideMicros().getMean() > 400, "the ~1 ms exchange minus 400 µs: " + h.outsideMicros().getMean());
    }
}
