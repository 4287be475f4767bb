package org.echosoap.client.load;

import java.io.Closeable;
import java.time.Duration;
import java.util.Collection;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.Protocol;

/**
 * How requests reach the target. A transport opens one {@link Channel} per worker; a channel performs one
 * request/response pair at a time on its own persistent connection.
 *
 * <p>The implementations live in packages of their own, found through {@link TransportProvider}: {@code http} (the
 * three {@code --transport} kinds: nio, the default, whose blocks {@link EventLoop}s drive; core; httpclient) and
 * {@code rpc} (RMI, gRPC, CORBA, the TCP ping-pong, calls through a client stack). A run with endpoints that are not
 * HTTP ({@link Protocol}) gets a {@link ProtocolTransport}, whose channel hands each request to the channel of its
 * endpoint's protocol ({@link #forEndpoints}).
 */
public interface Transport extends Closeable {

    /** A new channel for one worker. */
    Channel openChannel();

    /**
     * Whether blocks (closed and open loop) are driven by {@link EventLoop}s over this transport's
     * {@link #openLoopChannel loop channels} rather than by a blocked thread per worker: the nio transport's, and only
     * when every endpoint of the run is HTTP.
     */
    default boolean drivesEventLoops() {
        return false;
    }

    /**
     * A new channel for one worker that an {@link EventLoop} can drive; only for a transport that
     * {@link #drivesEventLoops}. Like {@link #openChannel}, it also performs blocking exchanges on its own.
     */
    default LoopChannel openLoopChannel() {
        throw new UnsupportedOperationException(getClass().getSimpleName() + " is not driven by event loops");
    }

    /** One worker's connection. Not thread-safe. */
    interface Channel extends Closeable {
        /**
         * Performs one request/response pair; fills {@code outcome} and never throws for network or server
         * trouble (that is an error kind). {@code fullCheck} asks for the complete XML check.
         */
        void exchange(Endpoint endpoint, ResponseReader reader, Exchange outcome, boolean fullCheck);

        /**
         * Called from ANOTHER thread when the run is aborted (Ctrl-C, --max-errors): cuts the connection so an
         * exchange blocked on an unresponsive server returns now instead of after --timeout. Without it a Ctrl-C
         * while the server hangs would wait out the timeout, longer than the signal handler waits for the results.
         */
        void abort();

        /**
         * Builds what sending {@code endpoint}'s request takes (its head and body as bytes), so that the first request
         * of each message on this channel does not build it inside the timed span: a rotation of a thousand
         * templated messages would otherwise pay for it a thousand times per connection and epoch. Default: nothing.
         */
        default void prepare(Endpoint endpoint) {
        }

        @Override
        void close();
    }

    /**
     * The transport for a run of {@code endpoints}: the HTTP provider's ({@code --transport}'s kind, over TLS where
     * the endpoints ask for it) when they are all HTTP; else a {@link ProtocolTransport} carrying each endpoint by its
     * protocol, on a blocking thread per worker for every endpoint, HTTP ones included (why: a pair's two blocks must
     * be driven alike, and the event loops speak HTTP only).
     *
     * @param connections the connections of one worker set (the HTTP client's pool size)
     * @param timeout     connect and response timeout of one request
     */
    static Transport forEndpoints(RunOptions options, Collection<Endpoint> endpoints, int connections,
                                  Duration timeout, boolean keepAlive) {
        if (!blockingFor(endpoints)) {
            return TransportProvider.of(Protocol.Kind.HTTP).open(options, endpoints, connections, timeout, keepAlive);
        }
        return new ProtocolTransport(options, endpoints, connections, timeout, keepAlive);
    }

    /** Whether a run of {@code endpoints} drives every worker on a thread of its own ({@link #forEndpoints}). */
    static boolean blockingFor(Collection<Endpoint> endpoints) {
        return endpoints.stream().anyMatch(e -> e.protocol().kind() != Protocol.Kind.HTTP);
    }
}
