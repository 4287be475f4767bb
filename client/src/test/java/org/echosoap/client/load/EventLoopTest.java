package org.echosoap.client.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.echosoap.client.config.Defaults;
import org.echosoap.client.config.TransportKind;
import org.echosoap.client.http.HttpTransports;
import org.echosoap.client.load.ScriptedHttpServer.Answer;
import org.echosoap.client.result.BlockHistograms;
import org.echosoap.client.result.ErrorKind;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.LengthCheck;
import org.junit.jupiter.api.Test;

/**
 * Closed-loop workers on one event loop against a scripted loopback server: each connection keeps one request in
 * flight and records under the same window rules as on its own thread; a slow connection does not hold up the
 * others; timeouts and an abort end a block on time.
 */
class EventLoopTest {

    private static final String OK = "HTTP/1.1 200 OK\r\nContent-Type: text/xml\r\nServer-Timing: app;dur=0.010\r\n"
            + "Content-Length: 5\r\n\r\n<ok/>";
    private static final Endpoint ENDPOINT = new Endpoint("ok", "/ok", "<x/>".getBytes(StandardCharsets.US_ASCII),
            "text/xml", null, new LengthCheck(5));

    private static List<ClosedLoopWorker> workers(List<LoopChannel> channels, BlockClock clock, AbortSignal abort) {
        FullCheckGate gate = new FullCheckGate();
        List<ClosedLoopWorker> workers = new ArrayList<>();
        for (LoopChannel c : channels) {
            workers.add(new ClosedLoopWorker(c, ENDPOINT, clock, abort, gate, new BlockHistograms()));
        }
        return workers;
    }

    private static List<LoopChannel> channels(ScriptedHttpServer server, int n, Duration timeout) {
        Transport transport = HttpTransports.open(TransportKind.NIO, server.base(), 1, timeout, true, true);
        List<LoopChannel> channels = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            channels.add(transport.openLoopChannel());
        }
        return channels;
    }

    @Test
    void everyConnectionIsDrivenAndRecordsItsOwnAnswers() throws IOException {
        try (ScriptedHttpServer server = new ScriptedHttpServer(Answer.of(OK)); EventLoop loop = new EventLoop()) {
            List<LoopChannel> channels = channels(server, 4, Duration.ofSeconds(5));
            BlockClock clock = BlockClock.startingNow(Duration.ofMillis(20), Duration.ofMillis(200));
            List<ClosedLoopWorker> workers = workers(channels, clock, new AbortSignal(0));
            loop.run(workers, channels, new AbortSignal(0));

            long recorded = 0;
            long sent = 0;
            for (ClosedLoopWorker w : workers) {
                assertTrue(w.measuredCount.get() >= Defaults.MIN_RECORDED_PER_BLOCK, "each connection records");
                assertEquals(0, w.errors.total(), w.errors.summary());
                assertEquals(w.measuredCount.get(), w.histograms.latencyMicros().getTotalCount());
                assertEquals(w.measuredCount.get(), w.histograms.serverAppMicros().getTotalCount(), "Server-Timing read");
                assertEquals(10, w.histograms.serverAppMicros().getMaxValue());
                assertTrue(w.cpuNanos > 0, "the loop's CPU is shared out");
                recorded += w.measuredCount.get();
                sent += w.sentRequests;
            }
            assertEquals(4, server.accepted(), "one connection per worker");
            assertEquals(sent, server.requests(), "every request sent was answered, none in flight twice");
            assertTrue(recorded < sent, "warm-up and settling requests are sent, not recorded");
            channels.forEach(LoopChannel::close);
        }
    }

    @Test
    void aSlowConnectionDoesNotHoldUpTheOthers() throws IOException {
        // Every 20th answer on the server takes 100 ms to finish: its connection waits, the others go on.
        String head = OK.substring(0, OK.length() - 5);
        try (ScriptedHttpServer server = new ScriptedHttpServer(Answer.of(OK)); EventLoop loop = new EventLoop()) {
            for (int i = 0; i < 3; i++) {
                server.enqueue(new Answer(List.of(head.getBytes(StandardCharsets.ISO_8859_1),
                        "<ok/>".getBytes(StandardCharsets.ISO_8859_1)), 100, false));
            }
            List<LoopChannel> channels = channels(server, 3, Duration.ofSeconds(5));
            BlockClock clock = BlockClock.startingNow(Duration.ZERO, Duration.ofMillis(300));
            List<ClosedLoopWorker> workers = workers(channels, clock, new AbortSignal(0));
            loop.run(workers, channels, new AbortSignal(0));
            long total = workers.stream().mapToLong(w -> w.measuredCount.get()).sum();
            // Three 100 ms answers in a 300 ms block: a loop that waited for them would manage a handful of answers.
            assertTrue(total > 100, "answers recorded while some connections waited: " + total);
            channels.forEach(LoopChannel::close);
        }
    }

    @Test
    void aServerThatStopsAnsweringIsATimeoutOnEveryConnection() throws IOException {
        String silent = "HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\n";
        try (ScriptedHttpServer server = new ScriptedHttpServer(new Answer(List.of(silent.getBytes(
                StandardCharsets.ISO_8859_1), new byte[0]), 60_000, false)); EventLoop loop = new EventLoop()) {
            List<LoopChannel> channels = channels(server, 2, Duration.ofMillis(150));
            BlockClock clock = BlockClock.startingNow(Duration.ZERO, Duration.ofMillis(10));
            AbortSignal abort = new AbortSignal(4);
            List<ClosedLoopWorker> workers = workers(channels, clock, abort);
            long start = System.nanoTime();
            loop.run(workers, channels, abort);
            long millis = (System.nanoTime() - start) / 1_000_000;
            long timeouts = workers.stream().mapToLong(w -> w.errors.counts().getOrDefault(ErrorKind.TIMEOUT, 0L)).sum();
            assertTrue(timeouts >= 2, "timeouts recorded as errors: " + timeouts);
            assertEquals("aborted after 4 failed requests (--max-errors 4)", abort.reason());
            assertTrue(millis < 5_000, "the block ended after " + millis + " ms");
            channels.forEach(LoopChannel::close);
        }
    }

    @Test
    void anAbortEndsTheBlockPromptly() throws IOException, InterruptedException {
        try (ScriptedHttpServer server = new ScriptedHttpServer(Answer.of(OK)); EventLoop loop = new EventLoop()) {
            List<LoopChannel> channels = channels(server, 2, Duration.ofSeconds(5));
            BlockClock clock = BlockClock.startingNow(Duration.ZERO, Duration.ofSeconds(60));
            AbortSignal abort = new AbortSignal(0);
            List<ClosedLoopWorker> workers = workers(channels, clock, abort);
            Thread t = new Thread(() -> loop.run(workers, channels, abort));
            long start = System.nanoTime();
            t.start();
            Thread.sleep(150);
            abort.raise("test");
            t.join(5_000);
            long millis = (System.nanoTime() - start) / 1_000_000;
            assertTrue(!t.isAlive() && millis < 2_000, "a 60 s block ended " + millis + " ms after its start");
            assertTrue(workers.get(0).sentRequests > 10, "it ran until the abort");
            channels.forEach(LoopChannel::close);
        }
    }

    @Test
    void withoutKeepAliveEachRequestConnectsAnewInsideTheLoop() throws IOException {
        // --no-keepalive: the answer closes the connection and the next request registers a new socket with the
        // selector while the loop is selecting (from within its own selection).
        String closing = OK.replace("Content-Length", "Connection: close\r\nContent-Length");
        try (ScriptedHttpServer server = new ScriptedHttpServer(Answer.of(closing).thenClose());
             EventLoop loop = new EventLoop()) {
            Transport transport =
                    HttpTransports.open(TransportKind.NIO, server.base(), 1, Duration.ofSeconds(5), false, true);
            List<LoopChannel> channels = List.of(transport.openLoopChannel(), transport.openLoopChannel());
            BlockClock clock = BlockClock.startingNow(Duration.ZERO, Duration.ofMillis(150));
            List<ClosedLoopWorker> workers = workers(channels, clock, new AbortSignal(0));
            loop.run(workers, channels, new AbortSignal(0));
            long sent = workers.stream().mapToLong(w -> w.sentRequests).sum();
            for (ClosedLoopWorker w : workers) {
                assertEquals(0, w.errors.total(), w.errors.summary());
                assertTrue(w.measuredCount.get() >= Defaults.MIN_RECORDED_PER_BLOCK);
            }
            assertEquals(sent, server.accepted(), "a connection per request");
            channels.forEach(LoopChannel::close);
        }
    }
}
