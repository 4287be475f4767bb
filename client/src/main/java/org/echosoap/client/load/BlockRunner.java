package org.echosoap.client.load;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.echosoap.client.config.RequestRate;
import org.echosoap.client.result.PacingFigures;
import org.echosoap.client.scenario.Endpoint;

import org.echosoap.client.stats.BlockResult;
import org.echosoap.client.result.BlockHistograms;
import org.echosoap.client.result.BlockOutcome;
import org.echosoap.client.result.ErrorCounts;

/**
 * Runs one block of one endpoint: N workers (one connection each) for warm-up + measured period, then merges
 * their histograms and error counts. The connections and their threads are the {@link WorkerSeats}, which last the
 * whole run (a new thread per block would let the scheduler place client and server threads anew between the two
 * blocks of a pair).
 */
final class BlockRunner {

    /** How often a waiting trial looks for an abort. */
    private static final long ABORT_POLL_MILLIS = 50;

    private final WorkerSeats seats;
    private final int connections;
    private final Duration warmup;
    private final Duration duration;
    private final AbortSignal abort;
    /** The histograms of each recording thread ({@link WorkerSeats#recordingThreads}), reused, and their block sum. */
    private final List<BlockHistograms> perThread;
    private final BlockHistograms merged;
    /** {@code --hlog}'s time line per endpoint, or {@link IntervalLogs#NONE}. */
    private final IntervalLogs timeLine;
    /** Closed loop, or the open-loop rate every block is driven at. */
    private final RequestRate rate;
    /** The run's epoch these connections belong to ({@link Epochs}), written into every block. */
    private final int epoch;

    /** @param seats the workers' connections and threads, kept open across blocks so blocks don't pay reconnects */
    BlockRunner(WorkerSeats seats, Duration warmup, Duration duration, AbortSignal abort) {
        this(seats, warmup, duration, abort, IntervalLogs.NONE, RequestRate.CLOSED_LOOP);
    }

    /**
     * As above, logging every answer's latency on {@code timeLine} ({@code --hlog}), closed loop or open loop at
     * {@code rate}.
     */
    BlockRunner(WorkerSeats seats, Duration warmup, Duration duration, AbortSignal abort, IntervalLogs timeLine,
                RequestRate rate) {
        this(seats, warmup, duration, abort, timeLine, rate, 0);
    }

    /** As above, for the connections of epoch {@code epoch}. */
    BlockRunner(WorkerSeats seats, Duration warmup, Duration duration, AbortSignal abort, IntervalLogs timeLine,
                RequestRate rate, int epoch) {
        this.epoch = epoch;
        this.timeLine = timeLine;
        this.rate = rate;
        this.seats = seats;
        this.connections = seats.count();
        this.warmup = warmup;
        this.duration = duration;
        this.abort = abort;
        int recording = seats.recordingThreads();
        this.perThread = new ArrayList<>(recording);
        for (int i = 0; i < recording; i++) {
            perThread.add(new BlockHistograms());
        }
        this.merged = new BlockHistograms();
    }

    private long cutoffNanos = BlockClock.NO_CUTOFF;

    private BlockRunner(BlockRunner shared, Duration duration, RequestRate rate) {
        this.seats = shared.seats;
        this.connections = shared.connections;
        this.warmup = shared.warmup;
        this.duration = duration;
        this.abort = shared.abort;
        this.perThread = shared.perThread;
        this.merged = shared.merged;
        this.timeLine = shared.timeLine;
        this.rate = rate;
        this.epoch = shared.epoch;
    }

    /**
     * The same runner, closed loop, with blocks of {@code blockDuration}: priming. Why closed loop even for an
     * open-loop run: priming is there to warm the server's JIT, which full speed does soonest, and its blocks are
     * too short to carry a low rate's schedule.
     */
    BlockRunner forPriming(Duration blockDuration) {
        return new BlockRunner(this, blockDuration, RequestRate.CLOSED_LOOP);
    }

    /**
     * Joins the workers; once the run is aborted, cuts their connections so a worker blocked on a server that does
     * not answer returns now rather than after --timeout (the signal handler waits only so long for the results).
     */
    private void awaitWorkers(List<Future<?>> running) throws InterruptedException {
        boolean cut = false;
        for (Future<?> f : running) {
            while (true) {
                try {
                    f.get(ABORT_POLL_MILLIS, TimeUnit.MILLISECONDS);
                    break;
                } catch (TimeoutException e) {
                    if (!cut && abort.isRaised()) {
                        seats.abortAll();
                        cut = true;
                    }
                } catch (ExecutionException e) {
                    // A worker catches what its exchanges throw; anything else is a bug: let it surface.
                    throw new IllegalStateException("worker failed", e.getCause());
                }
            }
        }
    }

    /**
     * Runs the block; {@code live} sees the workers while they run (progress line).
     *
     * @param round    the round it belongs to (pairs it with the other endpoints' blocks of that round)
     * @param sequence its position in the whole run
     */
    BlockOutcome run(int round, int sequence, Endpoint endpoint, LiveBlock live) throws InterruptedException {
        int index = round;
        BlockClock clock = BlockClock.startingNow(warmup, duration, cutoffNanos);
        List<Worker> workers = new ArrayList<>(connections);
        FullCheckGate fullCheckGate = new FullCheckGate();
        int minRecordedPerWorker = org.echosoap.client.config.Defaults.minRecordedPerConnection(connections);
        perThread.forEach(BlockHistograms::reset);
        for (int i = 0; i < connections; i++) {
            BlockHistograms recorders = perThread.get(seats.recordingThreadOf(i));
            Worker w = worker(i, endpoint, clock, fullCheckGate, recorders);
            w.firstMessage = seats.rotations().next(i, endpoint);
            w.minRecorded = minRecordedPerWorker;
            workers.add(w);
        }
        live.begin(endpoint.name(), index, clock, workers);
        awaitWorkers(seats.start(workers));
        live.end();

        merged.reset();
        perThread.forEach(merged::add);
        long recordedWindowNanos = 0;
        int recordingWorkers = 0;
        long clientAllocated = 0;
        ErrorCounts errors = new ErrorCounts();
        long responseBytes = 0;
        long cpuNanos = 0;
        long sent = 0;
        boolean cutOff = false;
        PacingFigures pacing = PacingFigures.NONE;
        for (int i = 0; i < workers.size(); i++) {
            Worker w = workers.get(i);
            seats.rotations().advance(i, endpoint, w.sentRequests);
            pacing = pacing.plus(w.pacing());
            if (w.recordStartNanos >= 0 && w.recordEndNanos > w.recordStartNanos) {
                // A worker's window: from its settling to the end of the block, or to its last recorded answer
                // when that came later (a block of slow messages runs past the planned end).
                recordedWindowNanos += Math.max(clock.measureEndNanos(), w.recordEndNanos) - w.recordStartNanos;
                recordingWorkers++;
            }
            clientAllocated = clientAllocated < 0 || w.allocatedBytes < 0 ? -1 : clientAllocated + w.allocatedBytes;
            errors.addAll(w.errors);
            responseBytes += w.responseBytes;
            cpuNanos += w.cpuNanos;
            sent += w.sentRequests;
            cutOff |= w.cutOff;
        }
        // The mean recorded window of the workers; if the run was aborted mid-window, what was actually measured.
        long measuredNanos = recordingWorkers > 0 ? Math.max(1, recordedWindowNanos / recordingWorkers)
                : Math.min(clock.measureNanos(), Math.max(1, System.nanoTime() - clock.measureStartNanos()));
        BlockResult result = BlockResult.of(index, endpoint.name(), merged.latencyMicros().getTotalCount(),
                errors.total(), measuredNanos, merged.latencyMicros(), merged.serverAppMicros(), merged.outsideMicros(),
                sequence, epoch);
        BlockOutcome outcome = new BlockOutcome(result, errors, responseBytes, cpuNanos, sent, merged,
                clientAllocated, false, pacing);
        // Closed loop: cut when a worker was stopped short of its block's rules (a block that completed them all
        // just before the cutoff is whole, however late its last answers); open loop, which keeps its schedule past
        // the cutoff, when it ended after it.
        boolean cut = rate.isOpenLoop() ? clock.cutShortBy(System.nanoTime()) : cutOff;
        return cut ? outcome.asPartial() : outcome;
    }

    /**
     * From now on, blocks stop sending at {@code nanos} ({@link System#nanoTime}), however few requests they
     * recorded: the run's time limit. A block cut short by it comes back {@linkplain BlockOutcome#partial partial}.
     * Why: a block waits for the fewest requests per connection, and with thousands of connections one block took
     * seconds, so that "at most 3s" took 49 s.
     */
    void cutOffAt(long nanos) {
        this.cutoffNanos = nanos;
    }

    /** Sends without a cutoff again. */
    void noCutoff() {
        this.cutoffNanos = BlockClock.NO_CUTOFF;
    }

    /**
     * Connection {@code i}'s worker for the block. Open loop: each connection carries an equal share of the rate,
     * the connections staggered by a share of the interval so that the total is evenly spaced rather than in bursts.
     */
    private Worker worker(int i, Endpoint endpoint, BlockClock clock, FullCheckGate gate, BlockHistograms recorders) {
        if (!rate.isOpenLoop()) {
            return new ClosedLoopWorker(seats.channel(i), seats.reader(i), endpoint, clock, abort, gate, recorders,
                    timeLine.recorder(endpoint.name()));
        }
        long interval = rate.intervalNanosPerConnection(connections);
        return new OpenLoopWorker(seats.channel(i), seats.reader(i), endpoint, clock, abort, gate, recorders,
                timeLine.recorder(endpoint.name()), interval * i / connections, interval);
    }
}
