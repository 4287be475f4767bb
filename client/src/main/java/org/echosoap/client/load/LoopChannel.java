package org.echosoap.client.load;

import java.nio.channels.Selector;
import org.echosoap.client.scenario.Endpoint;

/**
 * A connection an {@link EventLoop} drives without blocking: the loop starts an exchange, the channel registers with
 * the loop's selector, and the loop hands it every readiness until the exchange ends. A transport that offers these
 * says so with {@link Transport#drivesEventLoops} and opens them with {@link Transport#openLoopChannel}; today the
 * nio transport's ({@code http.NioChannel}). Not thread-safe, except {@link #abort}.
 */
public interface LoopChannel extends Transport.Channel {

    /**
     * Starts an exchange on {@code selector}, whose keys carry {@code attachment}: connects if needed and writes the
     * request. Returns true when the exchange already ended (it failed at once: {@code outcome} says why); otherwise
     * {@link #onReady} takes it on when the selector reports this channel's key.
     */
    boolean start(Endpoint endpoint, ResponseReader reader, Exchange outcome, boolean fullCheck, Selector selector,
                  Object attachment, long nowNanos);

    /** Advances the exchange after its key was selected; true when it ended (the answer read, or a failure). */
    boolean onReady();

    /**
     * The selector reported this channel's key with no exchange in progress (a connection kept open between
     * exchanges may keep its interest): make sure it is not reported again until the next exchange starts.
     */
    void onIdleReady();

    /** If the exchange in progress ran past its timeout: fails it, closes the connection and returns true. */
    boolean expired(long nowNanos);

    /** Drops an exchange left unfinished (the run was aborted): its connection is closed. */
    void cancel();

    /** When the exchange in progress times out (only meaningful while one is). */
    long deadlineNanos();
}
