package org.echosoap.client.load;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The workers' seats: one connection and one thread per worker, kept across the blocks of a round and renewed
 * together between rounds (Measurement).
 *
 * <p>Why both, and why renewed: on 2 vCPUs where a worker's thread and the server thread that answers its connection
 * sit (same CPU or not) is decided when they are created, lasts their life, and moves the cost's part outside the
 * webapp by several µs (7.7 against 15.2 µs on one warm server, run to run). Kept for a whole run, that state is
 * one draw the run's interval cannot see; renewed every round, the two blocks of a pair still share one, the run
 * averages many, and the pairs' spread (the interval) includes theirs.
 */
final class WorkerSeats implements AutoCloseable {

    private final Transport transport;
    private final int count;
    private final List<Transport.Channel> channels = new ArrayList<>();
    private final List<ExecutorService> threads = new ArrayList<>();
    private int generation;

    WorkerSeats(Transport transport, int count) {
        this.transport = transport;
        this.count = count;
        open();
    }

    int count() {
        return count;
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

    /** Closes the connections and ends the threads, then opens new ones. */
    void renew() {
        closeAll();
        open();
    }

    private void open() {
        generation++;
        for (int i = 0; i < count; i++) {
            channels.add(transport.openChannel());
            String name = "echosoap-worker-" + i + "." + generation;
            threads.add(Executors.newSingleThreadExecutor(r -> {
                Thread t = new Thread(r, name);
                t.setDaemon(true);
                return t;
            }));
        }
    }

    private void closeAll() {
        threads.forEach(ExecutorService::shutdownNow);
        threads.clear();
        channels.forEach(Transport.Channel::close);
        channels.clear();
    }

    @Override
    public void close() {
        closeAll();
    }
}
