package org.echosoap.client.load;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The workers' seats: one connection and one thread per worker, kept for the whole run.
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
    private final List<ExecutorService> threads = new ArrayList<>();

    WorkerSeats(Transport transport, int count) {
        for (int i = 0; i < count; i++) {
            channels.add(transport.openChannel());
            String name = "echosoap-worker-" + i;
            threads.add(Executors.newSingleThreadExecutor(r -> {
                Thread t = new Thread(r, name);
                t.setDaemon(true);
                return t;
            }));
        }
    }

    int count() {
        return channels.size();
    }

    Transport.Channel channel(int worker) {
        return channels.get(worker);
    }

    Future<?> submit(int worker, Runnable task) {
        return threads.get(worker).submit(task);
    }

    /** Cuts every connection now (from another thread, on abort). */
    void abortAll() {
        channels.forEach(Transport.Channel::abort);
    }

    /** Ends the threads and closes the connections. */
    @Override
    public void close() {
        threads.forEach(ExecutorService::shutdownNow);
        channels.forEach(Transport.Channel::close);
    }
}
