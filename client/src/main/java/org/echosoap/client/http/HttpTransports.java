package org.echosoap.client.http;

import java.io.IOException;
import java.time.Duration;
import java.util.Collection;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.config.TransportKind;
import org.echosoap.client.http.tls.TlsClient;
import org.echosoap.client.load.Transport;
import org.echosoap.client.load.TransportProvider;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.Protocol;
import org.echosoap.client.scenario.ResponseSizer;

/**
 * The HTTP transports, as the engine finds them ({@link TransportProvider}): {@code --transport}'s kind
 * ({@link NioTransport}, the default, whose blocks the engine's event loops drive; {@link CoreTransport};
 * {@link HttpClientTransport}), over TLS with {@code --tls} or for the HTTPS side of {@code layer.tls.*}, and split
 * between the two connectors ({@link SchemeTransport}) when a run has both. See bench/results/client-vs-wrk.md for
 * why the default.
 */
public final class HttpTransports implements TransportProvider {

    @Override
    public Protocol.Kind kind() {
        return Protocol.Kind.HTTP;
    }

    @Override
    public Transport open(RunOptions options, Collection<Endpoint> endpoints, int connections, Duration timeout,
                          boolean keepAlive) {
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
        return open(options.transport(), options.targetBase(), connections, timeout, keepAlive, options.tcpNoDelay(),
                options.tls().enabled() ? SchemeTransport.tlsClient(options) : null);
    }

    /** The whole request and response, heads included, on a connection of its own ({@link HttpWireBytes}). */
    @Override
    public ResponseSizer.WireBytes wireBytes(RunOptions options, Endpoint endpoint, Duration timeout)
            throws IOException {
        if (options.tls().enabled() || SchemeTransport.https(endpoint)) {
            return HttpWireBytes.countOverTls(options.tls().enabled() ? options.targetBase() : options.tlsBase(),
                    endpoint, timeout, SchemeTransport.tlsClient(options));
        }
        return HttpWireBytes.count(options.targetBase(), endpoint, timeout);
    }

    /** Opens the plain HTTP transport {@code kind} for the run's settings. */
    public static Transport open(TransportKind kind, String targetBase, int connections, Duration timeout,
                                 boolean keepAlive, boolean tcpNoDelay) {
        return open(kind, targetBase, connections, timeout, keepAlive, tcpNoDelay, null);
    }

    /** Opens the HTTP transport {@code kind}; over TLS when {@code tls} is given (an https {@code targetBase}). */
    public static Transport open(TransportKind kind, String targetBase, int connections, Duration timeout,
                                 boolean keepAlive, boolean tcpNoDelay, TlsClient tls) {
        return switch (kind) {
            case NIO -> new NioTransport(targetBase, timeout, keepAlive, tcpNoDelay, tls);
            case CORE -> new CoreTransport(targetBase, timeout, keepAlive, tcpNoDelay, tls);
            case HTTPCLIENT -> new HttpClientTransport(targetBase, connections, timeout, keepAlive, tcpNoDelay, tls);
        };
    }
}
