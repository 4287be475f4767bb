package org.echosoap.client.http;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.time.Duration;
import java.util.IdentityHashMap;
import java.util.Map;
import org.apache.hc.core5.http.ClassicHttpRequest;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.HttpException;
import org.apache.hc.core5.http.config.Http1Config;
import org.apache.hc.core5.http.impl.io.DefaultBHttpClientConnection;
import org.echosoap.client.http.tls.TlsClient;
import org.echosoap.client.load.Exchange;
import org.echosoap.client.load.Failures;
import org.echosoap.client.load.ResponseReader;
import org.echosoap.client.load.Transport;
import org.echosoap.client.scenario.Endpoint;

/**
 * HttpCore 5's blocking HTTP/1.1 client connection, one per worker: HttpClient 5's message model and body
 * framing (chunked, Content-Length), without its pool, interceptor chain, route planning and per-request context
 * objects; request heads are written preformatted ({@link PreformattedRequestWriter}) and answer heads parsed with
 * the client's one head parser ({@link ResponseHead}, through {@link LeanResponseParser}). Each worker owns its connection, so nothing is shared or locked
 * between workers.
 *
 * <p>Why not the full client by default: on a 2-core machine every microsecond of client CPU is taken from the
 * server being measured; this transport halves the client's cost per request (bench/results/client-vs-wrk.md has
 * the figures).
 *
 * <p>Requests are built once per endpoint and channel (headers and a repeatable byte entity) and reused.
 * A connection is reused while HTTP keep-alive allows it; after a {@code Connection: close}, an I/O error or
 * with {@code --no-keepalive} the next exchange opens a new one (and its latency includes the TCP connect).
 */
final class CoreTransport implements Transport {

    private final URI target;
    private final String host;
    private final int port;
    private final String hostHeader;
    private final int timeoutMillis;
    private final boolean keepAlive;
    private final boolean tcpNoDelay;
    private final RequestMessages messages;
    /** TLS over each connection (an https target), or null for plain HTTP. */
    private final TlsClient tls;

    CoreTransport(String targetBase, Duration timeout, boolean keepAlive, boolean tcpNoDelay, TlsClient tls) {
        this.target = URI.create(targetBase);
        this.tls = tls;
        if (!(tls == null ? "http" : "https").equals(target.getScheme())) {
            throw new IllegalArgumentException("the core transport was given " + targetBase + " "
                    + (tls == null ? "without" : "with") + " TLS settings");
        }
        this.host = target.getHost();
        this.port = target.getPort() > 0 ? target.getPort() : tls == null ? 80 : 443;
        this.hostHeader = target.getPort() > 0 ? host + ":" + port : host;
        this.timeoutMillis = (int) Math.min(Integer.MAX_VALUE, timeout.toMillis());
        this.keepAlive = keepAlive;
        this.tcpNoDelay = tcpNoDelay;
        this.messages = new RequestMessages(target, hostHeader, keepAlive);
    }

    @Override
    public Channel openChannel() {
        return new CoreChannel();
    }

    @Override
    public void close() {
        // Channels own their connections and are closed by their workers' owner.
    }

    private final class CoreChannel implements Channel {
        private final Map<Endpoint, ClassicHttpRequest> requests = new IdentityHashMap<>();
        private DefaultBHttpClientConnection connection;
        /** The connection's head parser: what the client reads of each answer's head. */
        private LeanResponseParser parser;
        /** The current connection's socket, for {@link #abort()} from another thread. */
        private volatile Socket socket;
        private volatile boolean aborted;

        /** The last message prepared for one exchange ({@link Endpoint#sentOnce}) and its request. */
        private Endpoint onceEndpoint;
        private ClassicHttpRequest onceRequest;

        @Override
        public void prepare(Endpoint endpoint) {
            if (endpoint.sentOnce()) { // kept until the next one, never in the map
                onceEndpoint = endpoint;
                onceRequest = messages.request(endpoint);
            } else {
                requests.computeIfAbsent(endpoint, messages::request);
            }
        }

        private ClassicHttpRequest requestOf(Endpoint endpoint) {
            if (endpoint == onceEndpoint) {
                return onceRequest;
            }
            return endpoint.sentOnce() ? messages.request(endpoint) : requests.computeIfAbsent(endpoint, messages::request);
        }

        @Override
        public void exchange(Endpoint endpoint, ResponseReader reader, Exchange outcome, boolean fullCheck) {
            outcome.reset();
            ClassicHttpRequest request = requestOf(endpoint);
            boolean connected = false;
            try {
                if (connection == null || !connection.isOpen()) {
                    connection = connect();
                }
                connected = true;
                connection.sendRequestHeader(request);
                connection.sendRequestEntity(request);
                connection.flush();
                ClassicHttpResponse response = connection.receiveResponseHeader();
                while (response.getCode() < 200) {
                    response = connection.receiveResponseHeader(); // 1xx: informational, the answer follows
                }
                connection.receiveResponseEntity(response);
                ResponseHead head = parser.head();
                head.copyTo(outcome);
                reader.consumeBody(response, endpoint.check(), fullCheck, outcome);
                ResponseReader.redirect(head.status(), head.location(), outcome);
                if (!keepAlive || !head.reusable()) {
                    closeConnection();
                }
            } catch (IOException | HttpException | RuntimeException e) {
                closeConnection();
                Failures.classify(e, connected, hostHeader, outcome);
            }
        }

        private DefaultBHttpClientConnection connect() throws IOException {
            Socket socket = new Socket();
            this.socket = socket;
            try {
                if (aborted) { // abort() ran before it could see this socket: don't connect at all
                    throw new java.net.SocketException("aborted");
                }
                socket.setTcpNoDelay(tcpNoDelay);
                socket.setSoTimeout(timeoutMillis);
                socket.connect(new InetSocketAddress(host, port), timeoutMillis);
                // With TLS the handshake is part of connecting: timed with a new connection, never on a kept one.
                Socket wire = tls == null ? socket : tls.layer(socket, host, port);
                // Lean head writing and parsing: the client's own allocation per request stays small.
                LeanResponseParser lean = new LeanResponseParser();
                DefaultBHttpClientConnection c = new DefaultBHttpClientConnection(Http1Config.DEFAULT, null, null,
                        null, null, PreformattedRequestWriter::new, config -> lean);
                parser = lean;
                c.bind(wire);
                return c;
            } catch (IOException | RuntimeException e) {
                socket.close();
                throw e;
            }
        }

        private void closeConnection() {
            if (connection != null) {
                try {
                    connection.close();
                } catch (IOException ignored) {
                    // Already broken: nothing to flush.
                }
                connection = null;
            }
        }

        @Override
        public void abort() {
            aborted = true;
            Socket s = socket;
            if (s != null) {
                try {
                    s.close(); // a read or connect blocked on it throws at once
                } catch (IOException ignored) {
                    // Closing is all we wanted.
                }
            }
        }

        @Override
        public void close() {
            closeConnection();
        }
    }
}
