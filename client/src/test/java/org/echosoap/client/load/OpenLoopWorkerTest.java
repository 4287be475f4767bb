package org.echosoap.client.load;

import org.echosoap.client.scenario.SeedMessages;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.locks.LockSupport;
import org.HdrHistogram.Histogram;
import org.echosoap.client.config.Defaults;
import org.echosoap.client.result.BlockHistograms;
import org.echosoap.client.result.PacingFigures;
import org.echosoap.client.scenario.Endpoint;
import org.junit.jupiter.api.Test;

/**
 * The open-loop worker against a scripted connection whose stall is known: a server that answers in ~0.2 ms but holds
 * every request arriving in [300, 400) ms of the block until 400 ms. At 1,000 requests per second a tenth of the
 * window's requests wait in the stall, evenly from 0 to 100 ms, and the queue behind it drains at the service rate
 * ({@link StallQueueModel} computes the exact percentiles); the median is untouched. The closed-loop worker on the
 * same connection sends one request into the stall and shows it only in its maximum. (OpenLoopIT checks the same
 * against the real Tomcat.)
 */
class OpenLoopWorkerTest {

    private static final long SERVICE_NANOS = 200_000L;

    /** Answers in ~200 µs, except inside the stall window, which it holds until the window ends. */
    private static final class StallingChannel implements Transport.Channel {
        final long stallStartNanos;
        final long stallEndNanos;
        long exchanges;
        /** The time spent serving, stalls left out: a parked thread wakes late, so more than 200 µs each. */
        long servingNanos;

        StallingChannel(long blockStartNanos, Duration stallAt, Duration stall) {
            this.stallStartNanos = blockStartNanos + stallAt.toNanos();
            this.stallEndNanos = stallStartNanos + stall.toNanos();
        }

        @Override
        public void exchange(Endpoint endpoint, ResponseReader reader, Exchange outcome, boolean fullCheck) {
            outcome.reset();
            exchanges++;
            long now = System.nanoTime();
            if (now >= stallStartNanos && now < stallEndNanos) {
                LockSupport.parkNanos(stallEndNanos - now);
            }
            long serving = System.nanoTime();
            LockSupport.parkNanos(SERVICE_NANOS);
            servingNanos += System.nanoTime() - serving;
            outcome.responseBytes = 10;
        }

        @Override
        public void abort() {
        }

        @Override
        public void close() {
        }
    }

    /** Always slow: 5 ms per answer, far slower than the schedule. */
    private static final class SlowChannel implements Transport.Channel {
        @Override
        public void exchange(Endpoint endpoint, ResponseReader reader, Exchange outcome, boolean fullCheck) {
            outcome.reset();
            LockSupport.parkNanos(Duration.ofMillis(5).toNanos());
        }

        @Override
        public void abort() {
        }

        @Override
        public void close() {
        }
    }

    private static OpenLoopWorker openLoop(Transport.Channel channel, BlockClock clock, Duration interval) {
        return new OpenLoopWorker(channel, SeedMessages.baseline("null"), clock, new AbortSignal(0), new FullCheckGate(),
                new BlockHistograms(), null, 0, interval.toNanos());
    }

    @Test
    void aStallShowsInTheOpenLoopPercentilesAsArithmeticSays() {
        BlockClock clock = BlockClock.startingNow(Duration.ZERO, Duration.ofSeconds(1));
        StallingChannel channel = new StallingChannel(clock.startNanos(), Duration.ofMillis(300), Duration.ofMillis(100));
        OpenLoopWorker worker = openLoop(channel, clock, Duration.ofMillis(1));
        worker.run();

        Histogram latency = worker.histograms.latencyMicros();
        assertEquals(1_000 - Defaults.SETTLE_REQUESTS, latency.getTotalCount(), "every scheduled request is measured");
        assertEquals(1_000, channel.exchanges, "and sent, the stalled ones late");
        assertTrue(latency.getValueAtPercentile(50) < 5_000, "median untouched: " + latency.getValueAtPercentile(50));
        // The truth with the service time this machine gave.
        long serviceNanos = channel.servingNanos / channel.exchanges;
        Histogram truth = StallQueueModel.latenciesMicros(1_000_000, 1_000, Defaults.SETTLE_REQUESTS, serviceNanos,
                StallQueueModel.once(Duration.ofMillis(300).toNanos(), Duration.ofMillis(100).toNanos()));
        // At least what arithmetic says (less slack); on a loaded machine the answers and wake-ups come later than
        // the service time measured, and the queue drains slower: more, within reason, is no fault of the worker.
        for (double q : new double[] {90, 95, 99}) {
            double measured = latency.getValueAtPercentile(q) / 1e3;
            double expected = truth.getValueAtPercentile(q) / 1e3;
            assertTrue(measured >= expected - (5 + 0.1 * expected) && measured <= 2 * expected + 20,
                    "p" + q + " in ms: " + measured + ", arithmetic says " + expected);
        }
        assertTrue(latency.getValueAtPercentile(99) / 1e3 > 85, "p99 at least 100 - 0.01 * 1000 = 90 ms, less slack");
        assertTrue(latency.getMaxValue() / 1e3 > 95, "the first request of the stall waits it all");

        PacingFigures pacing = worker.pacing();
        assertEquals(1_000 - Defaults.SETTLE_REQUESTS, pacing.scheduledRequests());
        assertEquals(0, pacing.unsentRequests());
        assertTrue(pacing.queuedSends() >= 90, "the requests of the stall queued: " + pacing.queuedSends());
        assertTrue(pacing.onTimeSends() >= 500, "most of the rest went out on schedule (fewer on a loaded machine): "
                + pacing.onTimeSends());
        assertTrue(pacing.onTimeSends() + pacing.queuedSends() >= 999, "every send is one or the other (the first "
                + "may be neither): " + pacing);
        assertTrue(pacing.busyShare() > 0.2 && pacing.busyShare() < 0.6,
                "busy ~0.2 ms per 1 ms plus the 100 ms stall: " + pacing.busyShare());
        assertEquals(1_000, pacing.sendRatePerSec(1), 10, "the queue drained: the schedule was kept over the window");
    }

    @Test
    void theClosedLoopWorkerHidesTheSameStallBelowItsP99() {
        BlockClock clock = BlockClock.startingNow(Duration.ZERO, Duration.ofSeconds(1));
        StallingChannel channel = new StallingChannel(clock.startNanos(), Duration.ofMillis(300), Duration.ofMillis(100));
        ClosedLoopWorker worker = new ClosedLoopWorker(channel, SeedMessages.baseline("null"), clock, new AbortSignal(0),
                new FullCheckGate(), new BlockHistograms());
        worker.run();

        Histogram latency = worker.histograms.latencyMicros();
        // Far below the ~90 ms the open loop shows at p99; a loaded machine's late wake-ups reach a few ms.
        assertTrue(latency.getValueAtPercentile(99) < 30_000, "closed-loop p99 " + latency.getValueAtPercentile(99));
        assertTrue(latency.getMaxValue() / 1e3 > 50, "only its maximum shows the stall (the request that met it): "
                + latency.getMaxValue());
    }

    @Test
    void aScheduleTheServerCannotKeepIsCutAtTheLagLimitAndItsRestCountedUnsent() {
        // 1 request per ms asked, 5 ms per answer: request k goes out at ~5k ms, 4k ms late; past 1 s late (k ~ 250)
        // the worker gives up on the rest of the window's 500.
        BlockClock clock = BlockClock.startingNow(Duration.ZERO, Duration.ofMillis(500));
        long start = System.nanoTime();
        OpenLoopWorker worker = openLoop(new SlowChannel(), clock, Duration.ofMillis(1));
        worker.run();
        long tookMillis = (System.nanoTime() - start) / 1_000_000;

        PacingFigures pacing = worker.pacing();
        long sentMeasured = worker.histograms.latencyMicros().getTotalCount();
        assertEquals(500 - Defaults.SETTLE_REQUESTS, pacing.scheduledRequests(), "the window's schedule, sent or not");
        assertEquals(pacing.scheduledRequests(), sentMeasured + pacing.unsentRequests());
        assertTrue(pacing.unsentRequests() > 150 && pacing.unsentRequests() < 350, "unsent: " + pacing.unsentRequests());
        assertTrue(pacing.busyShare() > 0.9, "the connection never rested: " + pacing.busyShare());
        double sendRate = pacing.sendRatePerSec(1);
        assertTrue(sendRate > 100 && sendRate <= 220, "one send per answer of 5 ms or more (a loaded machine wakes "
                + "the answer late), not the 1,000/s asked: " + sendRate);
        assertTrue(tookMillis < 3_000, "bounded by the lag limit: " + tookMillis + " ms");
        assertTrue(worker.histograms.latencyMicros().getMaxValue() > 900_000, "the last ones waited ~1 s");
    }

    @Test
    void connectionsShareTheRateEvenly() {
        // Two connections at 2,000/s in total: each sends every ms, the second half a ms after the first.
        BlockClock clock = BlockClock.startingNow(Duration.ZERO, Duration.ofMillis(200));
        long interval = org.echosoap.client.config.RequestRate.parse("2000").intervalNanosPerConnection(2);
        assertEquals(1_000_000, interval);
        StallingChannel never = new StallingChannel(clock.startNanos(), Duration.ofHours(1), Duration.ofMillis(1));
        OpenLoopWorker second = new OpenLoopWorker(never, SeedMessages.baseline("null"), clock, new AbortSignal(0),
                new FullCheckGate(), new BlockHistograms(), null, interval / 2, interval);
        second.run();
        assertEquals(200 - Defaults.SETTLE_REQUESTS, second.pacing().scheduledRequests());
        assertEquals(200, never.exchanges);
    }
}
