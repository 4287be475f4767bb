package org.echosoap.client.load;

import java.io.IOException;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.Protocol;

/**
 * The transport of a run whose endpoints are not all HTTP: one transport per protocol, its {@link TransportProvider}'s
 * (for HTTP {@code --transport}'s kind; RMI, gRPC, CORBA, the ping-pong and client stacks from {@code rpc}), each
 * opened when an endpoint first needs it, and per worker one {@link Transport.Channel} that hands each request to
 * that worker's channel of the endpoint's protocol. A worker
 * thus keeps one connection per protocol for the whole epoch, as it keeps one HTTP connection in an HTTP-only run;
 * every worker is a blocked thread of its own (it never {@link #drivesEventLoops}).
 *
 * <pre>{@code
 * Transport t = Transport.forEndpoints(options, List.of(tcpBaseline, rmiCall), 1, timeout, true);
 * Transport.Channel c = t.openChannel();
 * c.exchange(rmiCall, reader, outcome, false);     // on the worker's RmiChannel
 * c.exchange(tcpBaseline, reader, outcome, false); // on its PingPongChannel
 * }</pre>
 */
final class ProtocolTransport implements Transport {

    private final RunOptions options;
    private final Collection<Endpoint> endpoints;
    private final int connections;
    private final Duration timeout;
    private final boolean keepAlive;
    /** By {@link Protocol.Kind#ordinal()}, opened on first use. */
    private final Transport[] transports = new Transport[Protocol.Kind.values().length];

    ProtocolTransport(RunOptions options, Collection<Endpoint> endpoints, int connections, Duration timeout,
                      boolean keepAlive) {
        this.options = options;
        this.endpoints = List.copyOf(endpoints);
        this.connections = connections;
        this.timeout = timeout;
        this.keepAlive = keepAlive;
    }

    @Override
    public Channel openChannel() {
        return new ProtocolChannel();
    }

    /** The transport of {@code kind}, opened now if this is its first use. */
    private synchronized Transport transport(Protocol.Kind kind) {
        Transport t = transports[kind.ordinal()];
        if (t == null) {
            List<Endpoint> ofKind = endpoints.stream().filter(e -> e.protocol().kind() == kind).toList();
            t = TransportProvider.of(kind).open(options, ofKind, connections, timeout, keepAlive);
            transports[kind.ordinal()] = t;
        }
        return t;
    }

    @Override
    public synchronized void close() throws IOException {
        for (Transport t : transports) {
            if (t != null) {
                t.close();
            }
        }
    }

    /** One worker's channels, one per protocol it has sent on. Not thread-safe, but {@link #abort}. */
    private final class ProtocolChannel implements Channel {
        private final Channel[] channels = new Channel[Protocol.Kind.values().length];
        private boolean aborted; // guarded by channels

        @Override
        public void exchange(Endpoint endpoint, ResponseReader reader, Exchange outcome, boolean fullCheck) {
            channel(endpoint.protocol().kind()).exchange(endpoint, reader, outcome, fullCheck);
        }

        @Override
        public void prepare(Endpoint endpoint) {
            channel(endpoint.protocol().kind()).prepare(endpoint);
        }

        private Channel channel(Protocol.Kind kind) {
            Channel c = channels[kind.ordinal()];
            if (c == null) {
                c = transport(kind).openChannel();
                synchronized (channels) { // abort() reads the array from another thread
                    channels[kind.ordinal()] = c;
                    if (aborted) {
                        c.abort(); // opened after the abort: cut at once too
                    }
                }
            }
            return c;
        }

        @Override
        public void abort() {
            synchronized (channels) {
                aborted = true;
                for (Channel c : channels) {
                    if (c != null) {
                        c.abort();
                    }
                }
            }
        }

        @Override
        public void close() {
            synchronized (channels) {
                for (Channel c : channels) {
                    if (c != null) {
                        c.close();
                    }
                }
            }
        }
    }
}
