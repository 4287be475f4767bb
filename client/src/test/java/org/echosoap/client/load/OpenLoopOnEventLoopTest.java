package org.echosoap.client.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.HdrHistogram.Histogram;
import org.echosoap.client.config.Defaults;
import org.echosoap.client.config.TransportKind;
import org.echosoap.client.http.HttpTransports;
import org.echosoap.client.load.ScriptedHttpServer.Answer;
import org.echosoap.client.result.BlockHistograms;
import org.echosoap.client.result.ErrorKind;
import org.echosoap.client.result.PacingFigures;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.LengthCheck;
import org.junit.jupiter.api.Test;

/**
 * Open-loop workers ({@code --rate}) on an event loop against a loopback server: every scheduled request is sent,
 * at its time, and timed from it; a stall shows in the latencies of the requests queued behind it; an abort ends a
 * block promptly even with a request in flight; failures are counted and do not hurry the schedule. Bounds are wide
 * (the machine may be loaded): each assertion is one a closed loop, or a loop that sent as fast as it could, fails.
 */
class OpenLoopOnEventLoopTest {

    private static final String OK = "HTTP/1.1 200 OK\r\nContent-Type: text/xml\r\nContent-Length: 5\r\n\r\n<ok/>";
    private static final Endpoint ENDPOINT = new Endpoint("ok", "/ok", "<x/>".getBytes(StandardCharsets.US_ASCII),
            "text/xml", null, new LengthCheck(5));

    /** {@code n} workers sharing {@code totalPerSec}, staggered as BlockRunner staggers them. */
    private static List<OpenLoopWorker> workers(List<? extends Transport.Channel> channels, BlockClock clock,
                                                AbortSignal abort, long totalPerSec) {
        int n = channels.size();
        long interval = 1_000_000_000L * n / totalPerSec;
        FullCheckGate gate = new FullCheckGate();
        List<OpenLoopWorker> workers = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            workers.add(new OpenLoopWorker(channels.get(i), ENDPOINT, clock, abort, gate, new BlockHistograms(), null,
                    interval * i / n, interval));
        }
        return workers;
    }

    private static List<LoopChannel> channels(String base, int n, Duration timeout) {
        Transport transport = HttpTransports.open(TransportKind.NIO, base, 1, timeout, true, true);
        List<LoopChannel> channels = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            channels.add(transport.openLoopChannel());
        }
        return channels;
    }

    private static PacingFigures pacing(List<OpenLoopWorker> workers) {
        return workers.stream().map(OpenLoopWorker::pacing).reduce(PacingFigures.NONE, PacingFigures::plus);
    }

    @Test
    void everyScheduledRequestIsSentAndTheRateIsHeld() throws IOException {
        try (ScriptedHttpServer server = new ScriptedHttpServer(Answer.of(OK)); EventLoop loop = new EventLoop()) {
            List<LoopChannel> channels = channels(server.base(), 4, Duration.ofSeconds(5));
            // 2,000/s on 4 connections for 0.5 s: 250 per connection, each every 2 ms.
            BlockClock clock = BlockClock.startingNow(Duration.ZERO, Duration.ofMillis(500));
            List<OpenLoopWorker> workers = workers(channels, clock, new AbortSignal(0), 2_000);
            loop.run(workers, channels, new AbortSignal(0));
            long tookMillis = (System.nanoTime() - clock.startNanos()) / 1_000_000;

            for (OpenLoopWorker w : workers) {
                assertEquals(0, w.errors.total(), w.errors.summary());
                assertEquals(250, w.sentRequests, "every request of the schedule is sent, no more");
                assertEquals(250 - Defaults.SETTLE_REQUESTS, w.histograms.latencyMicros().getTotalCount());
                assertTrue(w.cpuNanos > 0, "the loop's CPU is shared out");
            }
            assertEquals(1_000, server.requests());
            assertEquals(4, server.accepted(), "one connection per worker");
            assertTrue(tookMillis >= 498, "sent on schedule (the last at 499.5 ms), not as fast as possible: "
                    + tookMillis + " ms");
            PacingFigures pacing = pacing(workers);
            assertEquals(0, pacing.unsentRequests());
            assertEquals(2_000, pacing.sendRatePerSec(4), 2_000 * 0.1, "the rate held: " + pacing);
            assertTrue(pacing.onTimeSends() > 500, "most connections were free and waited for their time: " + pacing);
            channels.forEach(LoopChannel::close);
        }
    }

    @Test
    void aStallCountsFromEachQueuedRequestsIntendedTime() throws IOException {
        // One connection, a request every 2 ms; the 60th answer takes 200 ms. The ~100 requests intended during the
        // stall queue behind it, each timed from its intended time: the first waits ~200 ms, the 50th ~100 ms. A
        // closed loop would show one slow answer.
        String head = OK.substring(0, OK.length() - 5);
        Answer stalled = new Answer(List.of(head.getBytes(StandardCharsets.ISO_8859_1),
                "<ok/>".getBytes(StandardCharsets.ISO_8859_1)), 200, false);
        AtomicInteger seen = new AtomicInteger();
        try (ScriptedHttpServer server = new ScriptedHttpServer(path -> seen.incrementAndGet() == 60 ? stalled
                : Answer.of(OK)); EventLoop loop = new EventLoop()) {
            List<LoopChannel> channels = channels(server.base(), 1, Duration.ofSeconds(5));
            BlockClock clock = BlockClock.startingNow(Duration.ZERO, Duration.ofMillis(800));
            List<OpenLoopWorker> workers = workers(channels, clock, new AbortSignal(0), 500);
            loop.run(workers, channels, new AbortSignal(0));

            OpenLoopWorker w = workers.get(0);
            Histogram latency = w.histograms.latencyMicros();
            assertEquals(400 - Defaults.SETTLE_REQUESTS, latency.getTotalCount(), "every request measured");
            long over50ms = latency.getCountBetweenValues(50_000, Long.MAX_VALUE / 4);
            assertTrue(over50ms >= 50, "the requests queued behind the stall carry their wait: " + over50ms);
            assertTrue(latency.getMaxValue() >= 190_000, "the stalled one waited it all: " + latency.getMaxValue());
            assertTrue(latency.getValueAtPercentile(50) < 50_000, "the median is untouched: "
                    + latency.getValueAtPercentile(50));
            PacingFigures pacing = w.pacing();
            assertTrue(pacing.queuedSends() >= 80, "sent late, at once, behind the stall: " + pacing);
            assertEquals(0, pacing.unsentRequests());
            channels.forEach(LoopChannel::close);
        }
    }

    @Test
    void anAbortEndsTheBlockPromptlyWithARequestInFlight() throws IOException, InterruptedException {
        // The 20th answer never finishes; the abort comes while it is in flight (and other connections wait).
        String head = OK.substring(0, OK.length() - 5);
        Answer hang = new Answer(List.of(head.getBytes(StandardCharsets.ISO_8859_1), new byte[0]), 60_000, false);
        AtomicInteger seen = new AtomicInteger();
        try (ScriptedHttpServer server = new ScriptedHttpServer(path -> seen.incrementAndGet() == 20 ? hang
                : Answer.of(OK)); EventLoop loop = new EventLoop()) {
            List<LoopChannel> channels = channels(server.base(), 2, Duration.ofSeconds(60));
            BlockClock clock = BlockClock.startingNow(Duration.ZERO, Duration.ofSeconds(60));
            AbortSignal abort = new AbortSignal(0);
            List<OpenLoopWorker> workers = workers(channels, clock, abort, 100);
            Thread t = new Thread(() -> loop.run(workers, channels, abort));
            t.start();
            long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
            while (seen.get() < 20 && System.nanoTime() < deadline) {
                Thread.sleep(10);
            }
            assertTrue(seen.get() >= 20, "the hanging request was sent");
            long start = System.nanoTime();
            abort.raise("test");
            t.join(10_000);
            long millis = (System.nanoTime() - start) / 1_000_000;
            assertTrue(!t.isAlive() && millis < 2_000, "a 60 s block ended " + millis + " ms after the abort");
            long errors = workers.stream().mapToLong(w -> w.errors.total()).sum();
            assertEquals(0, errors, "an aborted request is neither success nor error");
            channels.forEach(LoopChannel::close);
        }
    }

    @Test
    void failuresAreCountedByKindAndKeepTheSchedule() throws IOException {
        int closedPort;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closedPort = s.getLocalPort(); // freed: connecting is refused at once
        }
        try (EventLoop loop = new EventLoop()) {
            List<LoopChannel> channels = channels("http://127.0.0.1:" + closedPort + "/t", 2, Duration.ofSeconds(5));
            BlockClock clock = BlockClock.startingNow(Duration.ZERO, Duration.ofMillis(300));
            List<OpenLoopWorker> workers = workers(channels, clock, new AbortSignal(0), 200);
            loop.run(workers, channels, new AbortSignal(0));
            long tookMillis = (System.nanoTime() - clock.startNanos()) / 1_000_000;

            long errors = 0;
            for (OpenLoopWorker w : workers) {
                assertEquals(30, w.sentRequests, "each of the 30 scheduled requests tried once, no retry storm");
                assertEquals(0, w.histograms.latencyMicros().getTotalCount(), "a failure is never timed");
                errors += w.errors.total();
                assertTrue(w.errors.counts().keySet().stream().allMatch(k -> k == ErrorKind.CONNECT
                        || k == ErrorKind.CONNECTION), w.errors.summary());
            }
            assertEquals(60 - 2 * Defaults.SETTLE_REQUESTS, errors, "every measured failure counted");
            assertTrue(tookMillis >= 294, "failing at once did not hurry the schedule (the last due at 295 ms): "
                    + tookMillis + " ms");
            channels.forEach(LoopChannel::close);
        }
    }

    @Test
    void theSeatsDriveOpenLoopWorkersOnTheirEventLoops() throws Exception {
        try (ScriptedHttpServer server = new ScriptedHttpServer(Answer.of(OK));
             WorkerSeats seats = new WorkerSeats(
                     HttpTransports.open(TransportKind.NIO, server.base(), 1, Duration.ofSeconds(5), true, true), 4, 2)) {
            BlockClock clock = BlockClock.startingNow(Duration.ZERO, Duration.ofMillis(100));
            List<Transport.Channel> channels = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                channels.add(seats.channel(i));
            }
            List<OpenLoopWorker> workers = workers(channels, clock, new AbortSignal(0), 400);
            List<Future<?>> running = seats.start(workers);
            assertEquals(2, running.size(), "one task per event loop, not one thread per worker");
            for (Future<?> f : running) {
                f.get();
            }
            assertEquals(40, workers.stream().mapToLong(w -> w.sentRequests).sum());
            assertEquals(40, server.requests());
        }
    }
}
