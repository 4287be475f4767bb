package org.echosoap.client.load;

import java.io.Closeable;
import java.time.Duration;
import java.util.Collection;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.config.TransportKind;
import org.echosoap.client.load.tls.TlsClient;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.Protocol;

/**
 * How requests reach the target. A transport opens one {@link Channel} per worker; a channel performs one
 * request/response pair at a time on its own persistent connection.
 *
 * <p>Three implementations, chosen with {@code --transport}: {@link NioTransport} (default: HttpCore 5's NIO
 * decoders on non-blocking connections, blocks driven by {@link EventLoop}s), {@link CoreTransport}
 * (HttpCore 5's blocking client connection, one thread per worker) and {@link HttpClientTransport} (the full
 * HttpClient 5 classic client with a connection pool). See bench/results/client-vs-wrk.md for why the default.
 *
 * <p>Endpoints that are not HTTP (RMI calls, the ping-pong: {@link Protocol}) travel on channels of their own,
 * {@link RmiTransport} and {@link PingPongTransport}; a run that has any gets a {@link ProtocolTransport}, whose channel
 * hands each request to the channel of its endpoint's protocol ({@link #forEndpoints}).
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
     * The transport for a run of {@code endpoints}: the HTTP transport {@code --transport} names when they are all
     * HTTP; else a {@link ProtocolTransport} carrying each endpoint by its protocol, on a blocking thread per worker for
     * every endpoint, HTTP ones included (why: a pair's two blocks must be driven alike, and the event loops speak
     * HTTP only).
     *
     * @param connections the connections of one worker set (the HTTP client's pool size)
     * @param timeout     connect and response timeout of one request
     */
    static Transport forEndpoints(RunOptions options, Collection<Endpoint> endpoints, int connections,
                                  Duration timeout, boolean keepAlive) {
        boolean httpOnly = endpoints.stream().allMatch(e -> e.protocol().kind() == Protocol.Kind.HTTP);
        if (httpOnly) {
            // An HTTPS endpoint beside plain ones (layer.tls.*): each carried to its own connector.
            boolean anyHttps = endpoints.stream().anyMatch(SchemeTransport::https);
            boolean anyPlain = endpoints.stream().anyMatch(e -> !SchemeTransport.https(e));
            if (anyHttps && anyPlain && !options.tls().enabled()) {
                return new SchemeTransport(options, connections, timeout, keepAlive);
            }
            if (anyHttps && !options.tls().enabled()) {
                return open(options.transport(), options.tlsBase(), connections, timeout, keepAlive,
                        options.tcpNoDelay(), SchemeTransport.tlsClient(options));
            }
            return open(options, options.transport(), connections, timeout, keepAlive);
        }
        return new ProtocolTransport(options, connections, timeout, keepAlive);
    }

    /** Whether a run of {@code endpoints} drives every worker on a thread of its own ({@link #forEndpoints}). */
    static boolean blockingFor(Collection<Endpoint> endpoints) {
        return endpoints.stream().anyMatch(e -> e.protocol().kind() != Protocol.Kind.HTTP);
    }

    /** The run's HTTP transport {@code kind} to its target: over TLS with {@code --tls}. */
    static Transport open(RunOptions options, TransportKind kind, int connections, Duration timeout,
                          boolean keepAlive) {
        return open(kind, options.targetBase(), connections, timeout, keepAlive, options.tcpNoDelay(),
                options.tls().enabled() ? SchemeTransport.tlsClient(options) : null);
    }

    /** Opens the plain HTTP transport {@code kind} for the run's settings. */
    static Transport open(TransportKind kind, String targetBase, int connections, java.time.Duration timeout,
                          boolean keepAlive, boolean tcpNoDelay) {
        return open(kind, targetBase, connections, timeout, keepAlive, tcpNoDelay, null);
    }

    /** Opens the HTTP transport {@code kind}; over TLS when {@code tls} is given (an https {@code targetBase}). */
    static Transport open(TransportKind kind, String targetBase, int connections, java.time.Duration timeout,
                          boolean keepAlive, boolean tcpNoDelay, TlsClient tls) {
        return switch (kind) {
            case NIO -> new NioTransport(targetBase, timeout, keepAlive, tcpNoDelay, tls);
            case CORE -> new CoreTransport(targetBase, timeout, keepAlive, tcpNoDelay, tls);
            case HTTPCLIENT -> new HttpClientTransport(targetBase, connections, timeout, keepAlive, tcpNoDelay, tls);
        };
    }
}
