package org.echosoap.client.load;

import java.util.concurrent.atomic.AtomicLong;
import org.HdrHistogram.Recorder;
import org.echosoap.client.config.Defaults;
import org.echosoap.client.result.BlockHistograms;
import org.echosoap.client.result.ErrorCounts;
import org.echosoap.client.result.PacingFigures;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.stats.Histograms;

/**
 * One load worker: sends requests on its own channel (connection) until its block ends and records what falls into
 * the measured window into its OWN histograms, so the hot path takes no lock (histograms are merged after the block,
 * as wrk2 merges its per-thread histograms). How requests are paced and which ones are measured is the subclass's:
 * {@link ClosedLoopWorker} sends the next request when the last answer is in, {@link OpenLoopWorker} sends on a fixed
 * schedule and measures from the intended send time.
 *
 * <p>What is timed is never the client's answer check: {@link Exchange#checkNanos} is taken off every latency, so the
 * SOAP side's value checks are not counted as SOAP cost.
 */
abstract class Worker implements Runnable {

    private final Transport.Channel channel;
    final Endpoint endpoint;
    final BlockClock clock;
    final AbortSignal abort;
    private final FullCheckGate fullCheckGate;
    /** The connection's reader, kept by its seat across blocks (its buffers are 32 KB a connection). */
    private final ResponseReader reader;
    final Exchange exchange = new Exchange();
    /** Every answer's latency in ns for {@code --hlog} (priming and warm-up included), or null. */
    private final Recorder timeLine;
    private boolean fullCheckDue = true; // the first response of every block gets the complete XML check
    /** Whether the request in progress gets the complete check. */
    boolean fullCheckNow;

    /** This connection's reused histograms, reset by the runner before the block. */
    final BlockHistograms histograms;
    final ErrorCounts errors = new ErrorCounts();
    /** Completed measured requests, read by the progress line (written with release semantics only). */
    final AtomicLong measuredCount = new AtomicLong();
    /** Failed measured requests, read by the progress line. */
    final AtomicLong measuredErrors = new AtomicLong();
    long responseBytes;
    long cpuNanos;
    /** The worker's own allocation over the block (client memory cost), or -1 when unknown. */
    long allocatedBytes;
    long sentRequests;
    /**
     * Requests this worker records in a block at least, even past its end: {@link Defaults#minRecordedPerConnection}
     * for the block's connections, set by the runner.
     */
    int minRecorded = Defaults.MIN_RECORDED_PER_BLOCK;
    /** The rotation index of this block's first request ({@link RotationPositions}): a rotation goes on across blocks. */
    long firstMessage;
    /**
     * Whether the run's cutoff ({@link BlockClock#cutoffNanos}) stopped this worker before its block's own rules
     * did. A worker that had its window and its fewest requests before the cutoff is not cut, even when its last
     * answer comes in after it.
     */
    boolean cutOff;
    /** When this worker's recorded window began, or -1 if it never did. */
    long recordStartNanos = -1;
    /** When its last recorded request completed. */
    long recordEndNanos = -1;

    Worker(Transport.Channel channel, Endpoint endpoint, BlockClock clock, AbortSignal abort, FullCheckGate fullCheckGate,
           BlockHistograms histograms, Recorder timeLine) {
        this(channel, new ResponseReader(), endpoint, clock, abort, fullCheckGate, histograms, timeLine);
    }

    Worker(Transport.Channel channel, ResponseReader reader, Endpoint endpoint, BlockClock clock, AbortSignal abort,
           FullCheckGate fullCheckGate, BlockHistograms histograms, Recorder timeLine) {
        this.channel = channel;
        this.reader = reader;
        this.endpoint = endpoint;
        this.clock = clock;
        this.abort = abort;
        this.fullCheckGate = fullCheckGate;
        this.histograms = histograms;
        this.timeLine = timeLine;
    }

    @Override
    public final void run() {
        long cpuStart = CpuTime.currentThreadNanos();
        long allocStart = CpuTime.currentThreadAllocatedBytes();
        drive();
        cpuNanos = CpuTime.currentThreadNanos() - cpuStart;
        allocatedBytes = allocStart < 0 ? -1 : CpuTime.currentThreadAllocatedBytes() - allocStart;
    }

    /** Sends the block's requests, recording the measured ones with {@link #record}. */
    abstract void drive();

    /** {@link #dueNanos}: the worker sends no more requests in this block. */
    static final long DONE = Long.MIN_VALUE;

    /*
     * The schedule, for a driver that sends and reads itself ({@link EventLoop}); the subclasses' blocking drive()
     * goes through the same three steps, so a worker means the same on a thread of its own and on a loop.
     */

    /**
     * When the next request is due, asked at {@code nowNanos} with the connection free: at or before now to send at
     * once, later to send then, or {@link #DONE}.
     */
    abstract long dueNanos(long nowNanos);

    /**
     * The request due at {@code dueNanos} is about to go out at {@code nowNanos}; {@code waited}: the connection was
     * free before it was due, so the driver waited for its time. False: the worker gives up instead and is done.
     */
    abstract boolean goingOut(long dueNanos, long nowNanos, boolean waited);

    /**
     * The answer of the request due at {@code dueNanos} and sent at {@code sentNanos} is in {@link #exchange} at
     * {@code endNanos} ({@link #exchanged} already called): recorded or not by the worker's window rule. False: the
     * worker is done.
     */
    abstract boolean answeredAt(long dueNanos, long sentNanos, long endNanos);

    /**
     * Sends {@code message} (from {@link #nextMessage}, asked for before the clock starts) and reads its answer into
     * {@link #exchange}, blocking: the channel's exchange, then {@link #exchanged}.
     */
    final void send(Endpoint message) {
        try {
            channel.exchange(message, reader, exchange, fullCheckNow);
        } finally {
            exchanged();
        }
    }

    /**
     * The message the next request carries. The first response and then one in {@link Defaults#FULL_CHECK_EVERY}
     * get the complete XML check, one worker at a time: whether this one does is {@link #fullCheckNow} until
     * {@link #exchanged}.
     */
    final Endpoint nextMessage() {
        fullCheckNow = fullCheckDue && fullCheckGate.tryEnter();
        Endpoint message = endpoint.message(firstMessage + sentRequests);
        if (message.madeFresh()) {
            // A message made anew per exchange (WS-Security): made and prepared here, before the caller starts the
            // clock, so neither securing it nor formatting its head is in its latency.
            message = message.next();
            channel.prepare(message);
        }
        return message;
    }

    /** The message from {@link #nextMessage} will not be sent (the run was aborted): its full check is given back. */
    final void dropMessage() {
        if (fullCheckNow) {
            fullCheckGate.leave();
            fullCheckNow = false;
        }
    }

    /** The request started by {@link #nextMessage} has its answer (or failed). */
    final void exchanged() {
        if (fullCheckNow) {
            fullCheckGate.leave();
            fullCheckDue = false;
        }
        if (++sentRequests % Defaults.FULL_CHECK_EVERY == 0) {
            fullCheckDue = true;
        }
    }

    /** The worker's answer reader, for a driver that reads the answers itself ({@link EventLoop}). */
    final ResponseReader reader() {
        return reader;
    }

    /** Logs the answer just read on {@code --hlog}'s time line (every answer, measured or not). */
    final void logOnTimeLine(long latencyNanos) {
        if (timeLine != null && exchange.errorKind == null) {
            timeLine.recordValue(Math.max(0, latencyNanos));
        }
    }

    /**
     * Records the answer just read as measured: a failure is counted by kind, never timed; a success's latency
     * ({@code latencyNanos}, the check already taken off), server time and time outside the webapp go into the
     * histograms.
     */
    final void record(long latencyNanos, long endNanos) {
        recordEndNanos = endNanos;
        if (exchange.errorKind != null) {
            errors.add(exchange.errorKind, exchange.errorReason);
            measuredErrors.setRelease(measuredErrors.getPlain() + 1);
            abort.countError(exchange.errorKind, exchange.errorReason);
            return;
        }
        long latency = clamp((latencyNanos + 500) / 1_000);
        histograms.latencyMicros().recordValue(latency);
        if (exchange.serverAppMicros >= 0) {
            histograms.serverAppMicros().recordValue(clamp(exchange.serverAppMicros));
            histograms.outsideMicros().recordValue(Math.max(0, Math.min(Histograms.HIGHEST_TRACKABLE_MICROS,
                    latency - exchange.serverAppMicros)));
        }
        if (exchange.serverAllocatedBytes >= 0) {
            histograms.serverAllocatedBytes().recordValue(clamp(exchange.serverAllocatedBytes));
        }
        StagesField stages = exchange.stages;
        histograms.stages().record(stages.enteredMask(), stages.malformed(), stages.nanosByOrdinal(),
                stages.bytesByOrdinal(), exchange.headAppMicros, exchange.headAllocatedBytes);
        responseBytes += exchange.responseBytes;
        measuredCount.setRelease(measuredCount.getPlain() + 1);
    }

    /** How the block kept its schedule: {@link PacingFigures#NONE} but in open loop. */
    PacingFigures pacing() {
        return PacingFigures.NONE;
    }

    /** Recorded successes and failures so far. */
    final long recorded() {
        return measuredCount.getPlain() + errors.total();
    }

    /** Into the histogram's range [1, 3.6e9] (µs or bytes): a value outside would throw on the hot path. */
    private static long clamp(long value) {
        return Math.max(Histograms.LOWEST_DISCERNIBLE_MICROS, Math.min(Histograms.HIGHEST_TRACKABLE_MICROS, value));
    }
}
