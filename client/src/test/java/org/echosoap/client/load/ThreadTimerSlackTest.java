package org.echosoap.client.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.echosoap.client.result.BlockHistograms;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.Scenarios;
import org.junit.jupiter.api.Test;

/**
 * The load threads' timer slack: set for the calling thread alone, by every event loop's thread and by an open-loop
 * worker's own thread (the other transports'), so a park to an intended time is not 50 µs late by design.
 */
class ThreadTimerSlackTest {

    @Test
    void setsTheCallingThreadsSlackAndNoOtherThreads() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            long before = pool.submit(ThreadTimerSlack::ofCurrentThread).get();
            assumeTrue(before > 0, "this system has no per-thread timer slack (not Linux 4.6+)");
            long[] seen = pool.submit(() -> {
                boolean set = ThreadTimerSlack.setForCurrentThread(2_000);
                return new long[] {set ? 1 : 0, ThreadTimerSlack.ofCurrentThread()};
            }).get();
            assertEquals(1, seen[0], "the thread may set its own slack");
            assertEquals(2_000, seen[1]);
            // This thread did not ask: it keeps its slack (the whole process's would have changed with the wrong file).
            assertNotEquals(2_000, ThreadTimerSlack.ofCurrentThread(), "only the asking thread");
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void anOpenLoopWorkerOnItsOwnThreadNarrowsThatThreadsSlack() throws Exception {
        assumeTrue(ThreadTimerSlack.ofCurrentThread() > 0, "this system has no per-thread timer slack");
        ExecutorService thread = Executors.newSingleThreadExecutor();
        try {
            long[] slackInExchange = {-1};
            Transport.Channel channel = new Transport.Channel() {
                @Override
                public void exchange(Endpoint endpoint, ResponseReader reader, Exchange outcome, boolean fullCheck) {
                    outcome.reset();
                    slackInExchange[0] = ThreadTimerSlack.ofCurrentThread();
                }

                @Override
                public void abort() {
                }

                @Override
                public void close() {
                }
            };
            BlockClock clock = BlockClock.startingNow(Duration.ZERO, Duration.ofMillis(20));
            OpenLoopWorker worker = new OpenLoopWorker(channel, Scenarios.baseline("null"), clock, new AbortSignal(0),
                    new FullCheckGate(), new BlockHistograms(), null, 0, Duration.ofMillis(1).toNanos());
            thread.submit(worker).get();
            assertEquals(ThreadTimerSlack.LOOP_SLACK_NANOS, slackInExchange[0], "the worker's thread waited with it");
        } finally {
            thread.shutdownNow();
        }
    }

    @Test
    void anEventLoopsThreadHasTheNarrowSlack() throws Exception {
        assumeTrue(ThreadTimerSlack.ofCurrentThread() > 0, "this system has no per-thread timer slack");
        ExecutorService thread = Executors.newSingleThreadExecutor();
        try {
            long slack = thread.submit(() -> {
                try (EventLoop loop = new EventLoop()) {
                    return ThreadTimerSlack.ofCurrentThread();
                }
            }).get();
            assertEquals(ThreadTimerSlack.LOOP_SLACK_NANOS, slack);
        } finally {
            thread.shutdownNow();
        }
    }
}
