package org.echosoap.client.http;

import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.hc.client5.http.config.ConnectionConfig;
import org.apache.hc.client5.http.config.RequestConfig;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManager;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManagerBuilder;
import org.apache.hc.client5.http.ssl.DefaultClientTlsStrategy;
import org.apache.hc.client5.http.ssl.HttpsSupport;
import org.apache.hc.core5.http.ClassicHttpRequest;
import org.apache.hc.core5.http.ContentType;
import org.apache.hc.core5.http.HttpEntity;
import org.apache.hc.core5.http.HttpHeaders;
import org.apache.hc.core5.http.io.SocketConfig;
import org.apache.hc.core5.http.io.entity.ByteArrayEntity;
import org.apache.hc.core5.http.message.BasicClassicHttpRequest;
import org.apache.hc.core5.reactor.ssl.SSLBufferMode;
import org.apache.hc.core5.util.Timeout;
import org.echosoap.client.http.tls.TlsClient;
import org.echosoap.client.load.Exchange;
import org.echosoap.client.load.Failures;
import org.echosoap.client.load.ResponseReader;
import org.echosoap.client.load.Transport;
import org.echosoap.client.scenario.Endpoint;

/**
 * Apache HttpClient 5 (classic, blocking) with one pooled keep-alive connection per worker.
 *
 * <p>Everything the measurement doesn't need is switched off (cookies, redirects, retries, auth caching,
 * content compression, connection state), TCP_NODELAY is on unless asked otherwise, the per-route limit is
 * raised to the number of workers (HttpClient's default of 5 would make workers queue for connections), and
 * request bodies are prepared once per endpoint as a repeatable byte entity.
 */
final class HttpClientTransport implements Transport {

    private final CloseableHttpClient client;
    private final String targetBase;
    private final boolean keepAlive;
    private final Map<Endpoint, Prepared> prepared = new ConcurrentHashMap<>();

    /** A request's fixed parts, built once per endpoint. */
    private record Prepared(URI uri, HttpEntity entity) {
    }

    HttpClientTransport(String targetBase, int connections, Duration timeout, boolean keepAlive, boolean tcpNoDelay,
                        TlsClient tls) {
        this.targetBase = targetBase;
        this.keepAlive = keepAlive;
        Timeout t = Timeout.of(timeout);
        PoolingHttpClientConnectionManagerBuilder builder = PoolingHttpClientConnectionManagerBuilder.create();
        if (tls != null) {
            // HttpClient's own TLS: the SSLContext trusting the one certificate, the one version, its host name check.
            builder.setTlsSocketStrategy(new DefaultClientTlsStrategy(tls.context(), tls.protocols(), null,
                    SSLBufferMode.STATIC, HttpsSupport.getDefaultHostnameVerifier()));
        }
        PoolingHttpClientConnectionManager pool = builder
                .setMaxConnTotal(connections)
                .setMaxConnPerRoute(connections)
                .setDefaultSocketConfig(SocketConfig.custom().setTcpNoDelay(tcpNoDelay).setSoTimeout(t).build())
                .setDefaultConnectionConfig(ConnectionConfig.custom()
                        .setConnectTimeout(t).setSocketTimeout(t)
                        // Idle connections between blocks are still good: don't pay a stale check per request.
                        .setValidateAfterInactivity(Timeout.ofSeconds(30)).build())
                .build();
        this.client = HttpClients.custom()
                .setConnectionManager(pool)
                .disableCookieManagement()
                .disableRedirectHandling()
                .disableAutomaticRetries()
                .disableAuthCaching()
                .disableContentCompression()
                .disableConnectionState()
                .setDefaultRequestConfig(RequestConfig.custom()
                        .setConnectionRequestTimeout(t).setResponseTimeout(t).build())
                .build();
    }

    @Override
    public Channel openChannel() {
        // The pool holds one connection per worker; a channel is just the worker's way into it.
        return new Channel() {
            @Override
            public void exchange(Endpoint endpoint, ResponseReader reader, Exchange outcome, boolean fullCheck) {
                HttpClientTransport.this.exchange(endpoint, reader, outcome, fullCheck);
            }

            @Override
            public void abort() {
                // The pool is shared by all workers and an abort ends the run: close it and its connections at once.
                client.close(org.apache.hc.core5.io.CloseMode.IMMEDIATE);
            }

            @Override
            public void close() {
            }
        };
    }

    private void exchange(Endpoint endpoint, ResponseReader reader, Exchange outcome, boolean fullCheck) {
        outcome.reset();
        // A body made for one exchange is never kept (the pool's map would grow by one per request).
        Prepared p = endpoint.sentOnce() ? prepare(endpoint) : prepared.computeIfAbsent(endpoint, this::prepare);
        ClassicHttpRequest request = new BasicClassicHttpRequest("POST", p.uri());
        request.setEntity(p.entity());
        if (endpoint.soapAction() != null) {
            request.setHeader("SOAPAction", endpoint.soapAction());
        }
        endpoint.headers().forEach(h -> request.addHeader(h.name(), h.value()));
        if (!keepAlive) {
            request.setHeader(HttpHeaders.CONNECTION, "close");
        }
        try {
            client.execute(request, response -> {
                reader.consume(response, endpoint.check(), fullCheck, outcome);
                return null;
            });
        } catch (IOException | RuntimeException e) {
            // The pool connects inside execute: an exception is a connect failure only by its type (connected = true).
            Failures.classify(e, true, p.uri().getHost() + ":" + p.uri().getPort(), outcome);
        }
    }

    private Prepared prepare(Endpoint e) {
        return new Prepared(URI.create(targetBase + e.path()),
                new ByteArrayEntity(e.requestBody(), ContentType.parse(e.contentType())));
    }

    @Override
    public void close() throws IOException {
        client.close();
    }
}
