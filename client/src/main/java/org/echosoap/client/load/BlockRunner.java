package org.echosoap.client.load;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.stats.Histograms;
import org.echosoap.client.stats.BlockResult;

/**
 * Runs one trial of one endpoint: N workers (one connection each) for warm-up + measured period, then merges
 * their histograms and error counts.
 */
final class BlockRunner {

    /** How often a waiting trial looks for an abort. */
    private static final long ABORT_POLL_MILLIS = 50;

    private final List<Transport.Channel> channels;
    private final int connections;
    private final Duration warmup;
    private final Duration duration;
    private final AbortSignal abort;

    /** @param channels one per worker, kept open across trials so trials don't pay reconnects */
    BlockRunner(List<Transport.Channel> channels, Duration warmup, Duration duration, AbortSignal abort) {
        this.channels = List.copyOf(channels);
        this.connections = channels.size();
        this.warmup = warmup;
        this.duration = duration;
        this.abort = abort;
    }

    /**
     * Joins the workers; once the run is aborted, cuts their connections so a worker blocked on a server that does
     * not answer returns now rather than after --timeout (the signal handler waits only so long for the results).
     */
    private void awaitWorkers(List<Thread> threads) throws InterruptedException {
        boolean cut = false;
        for (Thread t : threads) {
            while (t.isAlive()) {
                t.join(ABORT_POLL_MILLIS);
                if (!cut && abort.isRaised()) {
                    channels.forEach(Transport.Channel::abort);
                    cut = true;
                }
            }
        }
    }

    /** Runs the trial; {@code live} sees the workers while they run (progress line). */
    BlockOutcome run(int index, Endpoint endpoint, LiveTrial live) throws InterruptedException {
        TrialClock clock = TrialClock.startingNow(warmup, duration);
        List<Worker> workers = new ArrayList<>(connections);
        List<Thread> threads = new ArrayList<>(connections);
        FullCheckGate fullCheckGate = new FullCheckGate();
        for (int i = 0; i < connections; i++) {
            Worker w = new Worker(channels.get(i), endpoint, clock, abort, fullCheckGate);
            workers.add(w);
            Thread t = new Thread(w, "echosoap-worker-" + i);
            t.setDaemon(true);
            threads.add(t);
        }
        live.begin(endpoint.name(), index, clock, workers);
        threads.forEach(Thread::start);
        awaitWorkers(threads);
        live.end();

        List<Histogram> latencies = new ArrayList<>(connections);
        List<Histogram> serverTimes = new ArrayList<>(connections);
        List<Histogram> serverAllocations = new ArrayList<>(connections);
        long clientAllocated = 0;
        ErrorCounts errors = new ErrorCounts();
        long responseBytes = 0;
        long cpuNanos = 0;
        long sent = 0;
        for (Worker w : workers) {
            latencies.add(w.latencyMicros);
            serverTimes.add(w.serverAppMicros);
            serverAllocations.add(w.serverAllocatedBytes);
            clientAllocated = clientAllocated < 0 || w.allocatedBytes < 0 ? -1 : clientAllocated + w.allocatedBytes;
            errors.addAll(w.errors);
            responseBytes += w.responseBytes;
            cpuNanos += w.cpuNanos;
            sent += w.sentRequests;
        }
        Histogram latency = Histograms.merge(latencies);
        // If the run was aborted mid-window, the window actually measured is shorter than planned.
        long measuredNanos = Math.min(clock.measureNanos(), Math.max(1, System.nanoTime() - clock.measureStartNanos()));
        BlockResult result = new BlockResult(index, endpoint.name(), latency.getTotalCount(), errors.total(),
                measuredNanos, latency, Histograms.merge(serverTimes));
        return new BlockOutcome(result, errors, responseBytes, cpuNanos, sent, Histograms.merge(serverAllocations),
                clientAllocated, false);
    }
}
