package org.echosoap.client.load;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.Selector;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.echosoap.client.scenario.Endpoint;

/**
 * Opens an epoch's event-loop connections before its first block, {@link #OPENING_AT_ONCE} at a time: each with one
 * unrecorded exchange, so that a connection counts as open only once the server has answered on it.
 *
 * <p>Why: left to the first block, all of its connections connect at once. A server's listen backlog (Tomcat's
 * {@code acceptCount}: 1,024 in conf/tomcat/server.xml, 100 in a stock Tomcat) holds only so many connections not
 * yet accepted; the kernel drops the SYNs beyond it, and the client resends them after 1, 3, 7 s. Measured here,
 * 4,096 connections against echosoap's Tomcat: 7,290 listen overflows and 5,769 SYN resends in one
 * {@code --max-time 3s} run (bench/results/max-time.md). Why an exchange and not only the connect: a connect
 * completes on the client before the server's acceptor has taken it off the backlog, so a window of connects alone
 * still overflowed it (ConnectionOpenerTest: 640 connects in a window of 32 took 4.1 s against a backlog of 32); an
 * answer proves the connection was accepted.
 *
 * <p>What an opening exchange meets is not counted: a connection it leaves closed (refused, timed out, closed by the
 * server) is connected again by its first exchange in a block, which counts the failure, as it would have without
 * this step.
 */
final class ConnectionOpener {

    /**
     * Connections opening at once: at most this many wait on the server's backlog, below a stock Tomcat's (100) and
     * a Java ServerSocket's (50).
     */
    static final int OPENING_AT_ONCE = 32;
    /** How often a wait looks at the abort signal and the timeouts. */
    private static final long POLL_MILLIS = 50;

    private ConnectionOpener() {
    }

    /**
     * Opens every channel of {@code channels} that has no connection yet with one exchange of {@code message}, at
     * most {@link #OPENING_AT_ONCE} at once, until done, {@code deadlineNanos} ({@link System#nanoTime}) or
     * {@code aborted}. Returns how many requests it sent (or tried to: a refused connect counts), for the run's
     * count of unrecorded requests.
     */
    static int open(List<LoopChannel> channels, Endpoint message, long deadlineNanos, BooleanSupplier aborted) {
        try (Selector selector = Selector.open()) {
            Deque<Opening> free = new ArrayDeque<>();
            for (int i = 0; i < Math.min(OPENING_AT_ONCE, channels.size()); i++) {
                free.add(new Opening());
            }
            // Keys carry their channel: a channel done opening may still be reported (it keeps its interest in
            // reading), and must then be told so rather than be taken for the slot's next channel.
            Map<LoopChannel, Opening> inFlight = new IdentityHashMap<>();
            int next = 0;
            int sent = 0;
            while ((next < channels.size() || !inFlight.isEmpty()) && !aborted.getAsBoolean()) {
                long now = System.nanoTime();
                if (now >= deadlineNanos) {
                    break;
                }
                while (!free.isEmpty() && next < channels.size()) {
                    LoopChannel channel = channels.get(next++);
                    Opening o = free.peek();
                    sent++;
                    if (!channel.start(message, o.reader, o.outcome, false, selector, channel, now)) {
                        inFlight.put(channel, free.poll());
                    }
                }
                selector.select(Math.max(1, Math.min(POLL_MILLIS, (deadlineNanos - now) / 1_000_000)));
                for (var key : selector.selectedKeys()) {
                    LoopChannel channel = (LoopChannel) key.attachment();
                    Opening o = inFlight.get(channel);
                    if (o == null) {
                        channel.onIdleReady();
                    } else if (channel.onReady()) {
                        free.add(inFlight.remove(channel));
                    }
                }
                selector.selectedKeys().clear();
                long after = System.nanoTime();
                inFlight.entrySet().removeIf(e -> {
                    if (e.getKey().expired(after)) {
                        free.add(e.getValue());
                        return true;
                    }
                    return false;
                });
            }
            inFlight.keySet().forEach(LoopChannel::cancel); // closed; its first exchange in a block connects again
            return sent;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open a selector to open connections with", e);
        }
    }

    /** One slot of the window: the reader and outcome of the exchange in flight in it. */
    private static final class Opening {
        final ResponseReader reader = new ResponseReader();
        final Exchange outcome = new Exchange();
    }
}
