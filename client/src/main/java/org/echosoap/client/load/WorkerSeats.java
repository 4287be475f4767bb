package org.echosoap.client.load;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The workers' seats: one connection per worker and the threads that drive them — one per worker, or, on a transport
 * that {@link Transport#drivesEventLoops} (the nio transport), a few {@link EventLoop}s that each drive a fixed share
 * of the connections, closed and open loop alike — kept for the whole run.
 *
 * <p>Why for the whole run: on 2 vCPUs where a worker's thread and the server thread that answers its connection sit
 * (same CPU or not) is settled by the scheduler some time after they are created and then lasts; a new thread per
 * block would give the two blocks of a pair different placements. New seats every round were tried (2026-11-23) to
 * average the placement over a run: the first block after each renewal came out 4-12 µs faster than the rest (a
 * young thread not yet pulled next to the server's), which biased the cost by up to 4 µs, so a run keeps one draw and
 * its interval covers the variation within that draw (docs/measuring.md, "One run, one placement").
 */
final class WorkerSeats implements AutoCloseable {

    private final List<Transport.Channel> channels = new ArrayList<>();
    /** The same connections when event loops drive them, else empty. */
    private final List<LoopChannel> loopChannels = new ArrayList<>();
    /** Each connection's answer reader, made on first use ({@link #reader}). */
    private final List<ResponseReader> readers = new ArrayList<>();
    /** One thread per worker, started when first used: blocking transports. */
    private final List<ExecutorService> threads = new ArrayList<>();
    /** The event loops' threads and loops (nio transport): worker i is always on loop i % loops. */
    private final List<ExecutorService> loopThreads = new ArrayList<>();
    private final List<EventLoop> loops = new ArrayList<>();
    /** Where each connection is in each rotation; an epoch's new seats carry on from the last epoch's. */
    private RotationPositions rotations;

    /**
     * Seats on {@code transport}, event loops as {@link #eventLoopsFor} says when the transport drives them (the nio
     * transport alone; a run with RMI or ping-pong endpoints has a thread per worker for every endpoint).
     */
    WorkerSeats(Transport transport, int count) {
        this(transport, count, eventLoopsFor(count, Runtime.getRuntime().availableProcessors()));
    }

    WorkerSeats(Transport transport, int count, int eventLoops) {
        rotations = new RotationPositions(count);
        boolean onLoops = transport.drivesEventLoops();
        for (int i = 0; i < count; i++) {
            if (onLoops) {
                LoopChannel channel = transport.openLoopChannel();
                loopChannels.add(channel);
                channels.add(channel);
            } else {
                channels.add(transport.openChannel());
            }
            threads.add(thread("echosoap-worker-" + i));
            readers.add(null);
        }
        if (onLoops) {
            for (int i = 0; i < eventLoops; i++) {
                ExecutorService thread = thread("echosoap-loop-" + i);
                loopThreads.add(thread);
                loops.add(join(thread.submit(EventLoop::new)));
            }
        }
    }

    /**
     * How many event loops carry {@code connections} on a machine of {@code cpus}: one per
     * {@link #CONNECTIONS_PER_LOOP} connections, at most two per CPU, at least one.
     *
     * <p>Why not a single loop, the cheapest in CPU: when client and server share the CPUs and the server keeps them
     * busy, the scheduler shares CPU time out per thread, and one loop among the server's many threads waits for a
     * CPU while all its connections' answers wait with it. Measured on 2 vCPUs at 16 connections (20 s runs, against
     * wrk the same minute): 1 loop 0.84-0.95x wrk's req/s at 22 µs of loop CPU per request, 2 loops 0.82-1.00x at
     * 24-26 µs, 4 loops 1.04-1.16x at 26 µs, 8 loops 0.99x at 31 µs, 16 blocking threads (core transport)
     * 0.94x at 33 µs.
     */
    static int eventLoopsFor(int connections, int cpus) {
        int byConnections = (connections + CONNECTIONS_PER_LOOP - 1) / CONNECTIONS_PER_LOOP;
        return Math.max(1, Math.min(byConnections, 2 * cpus));
    }

    /** Connections one event loop drives (see {@link #eventLoopsFor}). */
    static final int CONNECTIONS_PER_LOOP = 4;

    private static ExecutorService thread(String name) {
        return Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        });
    }

    private static <T> T join(Future<T> f) {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while starting the event loops", e);
        } catch (java.util.concurrent.ExecutionException e) {
            throw new IllegalStateException("cannot start an event loop", e.getCause());
        }
    }

    /**
     * Opens the event loops' connections now, a bounded number at a time, each with one unrecorded exchange of
     * {@code message} ({@link ConnectionOpener}), rather than all at once in the first block. Returns the requests
     * that sent. Fewer connections than {@link ConnectionOpener#OPENING_AT_ONCE} connect in the first block as
     * before (no server's backlog is that short), and so do blocking transports' (one thread each, on first use).
     */
    int openConnections(org.echosoap.client.scenario.Endpoint message, long deadlineNanos,
                        java.util.function.BooleanSupplier aborted) {
        if (loopChannels.size() <= ConnectionOpener.OPENING_AT_ONCE) {
            return 0;
        }
        return ConnectionOpener.open(loopChannels, message, deadlineNanos, aborted);
    }

    /** Prepares every message of {@code endpoints} on every connection ({@link Transport.Channel#prepare}), untimed. */
    void prepare(java.util.Collection<org.echosoap.client.scenario.Endpoint> endpoints) {
        for (Transport.Channel channel : channels) {
            endpoints.forEach(e -> e.messages().forEach(channel::prepare));
        }
    }

    /** The rotations' positions: carried on from {@code previous} seats of the same run (a new epoch's). */
    RotationPositions rotations() {
        return rotations;
    }

    void continueRotations(RotationPositions previous) {
        rotations = previous;
    }

    int count() {
        return channels.size();
    }

    Transport.Channel channel(int worker) {
        return channels.get(worker);
    }

    /**
     * The reader of {@code worker}'s answers, made on first use and kept for the run: a reader's buffers are 32 KB,
     * and made anew for every worker of every block they were 128 MB a block at 4,096 connections.
     */
    ResponseReader reader(int worker) {
        ResponseReader r = readers.get(worker);
        if (r == null) {
            r = new ResponseReader();
            readers.set(worker, r);
        }
        return r;
    }

    /**
     * How many sets of histograms a block needs: one per thread that records, so one per event loop (its workers
     * run on its one thread, one at a time) or one per worker on threads of their own. Why not one per connection:
     * at 4,096 connections their histograms took seconds to make and to merge every block.
     */
    int recordingThreads() {
        return loops.isEmpty() ? channels.size() : loops.size();
    }

    /** The recording thread of {@code worker} (an index below {@link #recordingThreads}). */
    int recordingThreadOf(int worker) {
        return loops.isEmpty() ? worker : worker % loops.size();
    }

    Future<?> submit(int worker, Runnable task) {
        return threads.get(worker).submit(task);
    }

    /**
     * Starts a block's workers (worker i on connection i): on the event loops when there are any, else each on its
     * own thread. One future per thread used.
     */
    List<Future<?>> start(List<? extends Worker> workers) {
        List<Future<?>> running = new ArrayList<>();
        if (loops.isEmpty()) {
            for (int i = 0; i < workers.size(); i++) {
                running.add(submit(i, workers.get(i)));
            }
            return running;
        }
        AbortSignal abort = workers.get(0).abort;
        for (int l = 0; l < loops.size(); l++) {
            List<Worker> mine = new ArrayList<>();
            List<LoopChannel> theirChannels = new ArrayList<>();
            for (int i = l; i < workers.size(); i += loops.size()) {
                mine.add(workers.get(i));
                theirChannels.add(loopChannels.get(i));
            }
            if (!mine.isEmpty()) {
                EventLoop loop = loops.get(l);
                running.add(loopThreads.get(l).submit(() -> loop.run(mine, theirChannels, abort)));
            }
        }
        return running;
    }

    /** Cuts every connection now (from another thread, on abort). */
    void abortAll() {
        channels.forEach(Transport.Channel::abort);
    }

    /** Ends the threads and closes the connections. */
    @Override
    public void close() {
        threads.forEach(ExecutorService::shutdownNow);
        loopThreads.forEach(ExecutorService::shutdownNow);
        loops.forEach(EventLoop::close);
        channels.forEach(Transport.Channel::close);
    }
}
