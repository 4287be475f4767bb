package org.echosoap.client.load;

import java.util.IdentityHashMap;
import java.util.Map;
import org.echosoap.client.scenario.Endpoint;

/**
 * Where each connection is in each rotating endpoint's messages, kept across blocks and epochs: a block's workers
 * are new, and without this every block would start over at the first message, so a rotation longer than what one
 * block sends (a template's thousand messages) would send its first few messages only. Connection {@code i} of
 * {@code n} starts {@code i/n} of the way into the rotation, so that connections send different messages at once.
 * Used by the thread that runs the blocks only.
 *
 * <pre>{@code
 * long first = positions.next(worker, endpoint);   // the worker sends endpoint.message(first + k), k = 0, 1, ...
 * positions.advance(worker, endpoint, sent);       // after its block
 * }</pre>
 */
final class RotationPositions {

    private final int connections;
    private final Map<Endpoint, long[]> positions = new IdentityHashMap<>();

    RotationPositions(int connections) {
        this.connections = connections;
    }

    /** The rotation index connection {@code worker}'s next request of {@code endpoint} carries. */
    long next(int worker, Endpoint endpoint) {
        return of(endpoint)[worker];
    }

    /** Connection {@code worker} sent {@code requests} more of {@code endpoint}. */
    void advance(int worker, Endpoint endpoint, long requests) {
        of(endpoint)[worker] += requests;
    }

    private long[] of(Endpoint endpoint) {
        return positions.computeIfAbsent(endpoint, e -> {
            long[] start = new long[connections];
            int size = e.messages().size();
            for (int i = 0; i < connections; i++) {
                start[i] = (long) i * size / connections;
            }
            return start;
        });
    }
}
