package org.echosoap.client.http;

import java.io.IOException;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.config.TlsSettings;
import org.echosoap.client.http.tls.TlsClient;
import org.echosoap.client.load.Exchange;
import org.echosoap.client.load.ResponseReader;
import org.echosoap.client.load.Transport;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.Protocol;

/**
 * The transport of a run whose HTTP endpoints go to two connectors: the HTTPS side of {@code layer.tls.*} to the
 * server's TLS port ({@link Protocol#HTTPS}), its baseline to {@code --target}'s plain one. Both are
 * {@code --transport}'s kind with the same settings, so the pair differs by TLS alone; per worker one connection to
 * each. Every worker is a blocked thread of its own (it never {@link #drivesEventLoops}), both sides alike.
 *
 * <pre>{@code
 * Transport t = Transport.forEndpoints(options, List.of(overTls, plain), 1, timeout, true); // a SchemeTransport
 * t.openChannel().exchange(overTls, reader, outcome, false); // on the worker's TLS connection
 * }</pre>
 */
final class SchemeTransport implements Transport {

    /** One client per settings and trusted file: its session cache is shared by every transport of the run. */
    private static final Map<TlsSettings, TlsClient> CLIENTS = new ConcurrentHashMap<>();

    private final Transport plain;
    private final Transport tls;

    SchemeTransport(RunOptions options, int connections, Duration timeout, boolean keepAlive) {
        this.plain = HttpTransports.open(options.transport(), options.targetBase(), connections, timeout, keepAlive,
                options.tcpNoDelay());
        this.tls = HttpTransports.open(options.transport(), options.tlsBase(), connections, timeout, keepAlive,
                options.tcpNoDelay(), tlsClient(options));
    }

    /** Whether {@code endpoint} goes to the HTTPS connector. */
    static boolean https(Endpoint endpoint) {
        return endpoint.protocol() instanceof Protocol.Http http && http.tls();
    }

    /** The run's TLS client (its certificate read once). */
    static TlsClient tlsClient(RunOptions options) {
        return CLIENTS.computeIfAbsent(options.tls(), settings -> TlsClient.of(settings, System.getenv()));
    }

    @Override
    public Channel openChannel() {
        Channel toPlain = plain.openChannel();
        Channel toTls = tls.openChannel();
        return new Channel() {
            @Override
            public void exchange(Endpoint endpoint, ResponseReader reader, Exchange outcome, boolean fullCheck) {
                (https(endpoint) ? toTls : toPlain).exchange(endpoint, reader, outcome, fullCheck);
            }

            @Override
            public void prepare(Endpoint endpoint) {
                (https(endpoint) ? toTls : toPlain).prepare(endpoint);
            }

            @Override
            public void abort() {
                toPlain.abort();
                toTls.abort();
            }

            @Override
            public void close() {
                toPlain.close();
                toTls.close();
            }
        };
    }

    @Override
    public void close() throws IOException {
        try {
            plain.close();
        } finally {
            tls.close();
        }
    }
}
