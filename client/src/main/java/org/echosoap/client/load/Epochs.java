package org.echosoap.client.load;

import java.io.IOException;
import java.util.List;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.scenario.Endpoint;

/**
 * The run's connections and client threads, opened anew at the start of every epoch.
 *
 * <p>Why epochs: where the scheduler places a client thread and the server thread answering it (same vCPU or not)
 * settles soon after they are made and then lasts; it moved EchoFloat's cost by several µs from one run to the next
 * on one warm server, far more than one run's pairs can see. A run that renews its connections and threads every few
 * rounds samples many placements, and an interval over its epochs ({@code ClusteredMean}) then includes that
 * variation, estimated from the run's own data instead of from a constant. The first round after a renewal is not
 * recorded ({@link #SETTLE_ROUNDS}): a young thread's first block came out 4-12 µs faster than the rest.
 *
 * <pre>{@code
 * try (Epochs epochs = Epochs.open(options, endpoints, abort, timeLine)) {
 *     epochs.runner().run(...);   // epoch 0
 *     epochs.renew();             // epoch 1: new connections, new threads
 * }
 * }</pre>
 */
final class Epochs implements AutoCloseable {

    /** Rounds driven unrecorded after each renewal (not after priming, which settles the first epoch). */
    static final int SETTLE_ROUNDS = 1;

    private final RunOptions options;
    /** What the run drives: which protocols its connections speak ({@link Transport#forEndpoints}). */
    private final List<Endpoint> endpoints;
    private final AbortSignal abort;
    private final IntervalLogs timeLine;
    private Transport transport;
    private WorkerSeats seats;
    private BlockRunner runner;
    private int epoch;
    /** Requests the connections' opening exchanges sent, every epoch's ({@link WorkerSeats#openConnections}). */
    private long openingRequests;

    private Epochs(RunOptions options, List<Endpoint> endpoints, AbortSignal abort, IntervalLogs timeLine) {
        this.options = options;
        this.endpoints = List.copyOf(endpoints);
        this.abort = abort;
        this.timeLine = timeLine;
    }

    /** Opens epoch 0's connections for {@code endpoints}. */
    static Epochs open(RunOptions options, List<Endpoint> endpoints, AbortSignal abort, IntervalLogs timeLine) {
        Epochs epochs = new Epochs(options, endpoints, abort, timeLine);
        epochs.openSeats();
        return epochs;
    }

    private void openSeats() {
        transport = Transport.forEndpoints(options, endpoints, options.connections(), options.timeout(),
                options.keepAlive());
        RotationPositions rotations = seats == null ? null : seats.rotations();
        seats = new WorkerSeats(transport, options.connections());
        if (rotations != null) {
            seats.continueRotations(rotations);
        }
        seats.prepare(endpoints); // before any block: a message's first request on a connection is timed like the rest
        openingRequests += seats.openConnections(openingMessage(), System.nanoTime() + options.timeout().toNanos(),
                abort::isRaised);
        runner = new BlockRunner(seats, options.warmup(), options.duration(), abort, timeLine, options.rate(), epoch);
    }

    /** What a connection's opening exchange sends ({@link ConnectionOpener}): the first endpoint's first message. */
    private Endpoint openingMessage() {
        Endpoint first = endpoints.get(0).message(0);
        return first.madeFresh() ? first.next() : first;
    }

    /** The unrecorded requests that opened the connections so far, all sent as {@link #openingEndpoint}. */
    long openingRequests() {
        return openingRequests;
    }

    /** The endpoint whose message opens the connections. */
    String openingEndpoint() {
        return endpoints.get(0).name();
    }

    /** The current epoch's block runner. */
    BlockRunner runner() {
        return runner;
    }

    /** The current epoch, from 0. */
    int epoch() {
        return epoch;
    }

    /** Closes this epoch's connections and threads and opens the next epoch's. */
    void renew() {
        closeSeats();
        epoch++;
        runner = null;
        openSeats();
    }

    private void closeSeats() {
        try {
            seats.close();
        } finally {
            try {
                transport.close();
            } catch (IOException e) {
                // Closing sockets we are done with: nothing to lose, and the next epoch opens its own.
            }
        }
    }

    @Override
    public void close() {
        closeSeats();
    }
}
