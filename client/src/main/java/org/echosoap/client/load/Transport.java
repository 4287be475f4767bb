package org.echosoap.client.load;

import java.io.Closeable;
import org.echosoap.client.config.TransportKind;
import org.echosoap.client.scenario.Endpoint;

/**
 * How requests reach the target. A transport opens one {@link Channel} per worker; a channel performs one
 * request/response pair at a time on its own persistent connection.
 *
 * <p>Three implementations, chosen with {@code --transport}: {@link NioTransport} (default: HttpCore 5's NIO
 * decoders on non-blocking connections, closed-loop blocks driven by {@link EventLoop}s), {@link CoreTransport}
 * (HttpCore 5's blocking client connection, one thread per worker) and {@link HttpClientTransport} (the full
 * HttpClient 5 classic client with a connection pool). See BENCHMARKS.md for why the default.
 */
public interface Transport extends Closeable {

    /** A new channel for one worker. */
    Channel openChannel();

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

        @Override
        void close();
    }

    /** Opens the transport {@code kind} for the run's settings. */
    static Transport open(TransportKind kind, String targetBase, int connections, java.time.Duration timeout,
                          boolean keepAlive, boolean tcpNoDelay) {
        return switch (kind) {
            case NIO -> new NioTransport(targetBase, timeout, keepAlive, tcpNoDelay);
            case CORE -> new CoreTransport(targetBase, timeout, keepAlive, tcpNoDelay);
            case HTTPCLIENT -> new HttpClientTransport(targetBase, connections, timeout, keepAlive, tcpNoDelay);
        };
    }
}
