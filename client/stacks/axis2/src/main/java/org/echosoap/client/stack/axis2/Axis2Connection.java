package org.echosoap.client.stack.axis2;

import org.apache.axis2.client.Options;
import org.apache.axis2.client.Stub;
import org.apache.axis2.kernel.http.HTTPConstants;
import org.apache.hc.client5.http.config.ConnectionConfig;
import org.apache.hc.client5.http.config.RequestConfig;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManager;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManagerBuilder;
import org.apache.hc.core5.io.CloseMode;
import org.apache.hc.core5.util.Timeout;
import org.echosoap.client.stackapi.CallSpec;

/**
 * One worker's HTTP client for its Axis2 stub: HttpClient 5 with a pool of one connection, handed to Axis2's
 * transport as its cached client ({@link HTTPConstants#CACHED_HTTP_CLIENT}, {@link HTTPConstants#REUSE_HTTP_CLIENT}),
 * so every call of the stub goes over the same keep-alive connection. Without it Axis2 2.0's HTTPSenderImpl builds a
 * new HttpClient per call on a pool it keeps in the ConfigurationContext, shared by every stub of the stack. The
 * generated stubs release the connection after each call themselves (their {@code finally} calls the transport's
 * {@code cleanup}), so a pool of one is never exhausted.
 *
 * <pre>{@code
 * Axis2Connection connection = Axis2Connection.open(spec);
 * connection.configure(stub);   // the stub's options: this client, the run's timeouts
 * connection.close(CloseMode.GRACEFUL);
 * }</pre>
 */
final class Axis2Connection {

    private final PoolingHttpClientConnectionManager pool;
    private final CloseableHttpClient client;
    private final int timeoutMillis;

    private Axis2Connection(PoolingHttpClientConnectionManager pool, CloseableHttpClient client, int timeoutMillis) {
        this.pool = pool;
        this.client = client;
        this.timeoutMillis = timeoutMillis;
    }

    static Axis2Connection open(CallSpec spec) {
        Timeout timeout = Timeout.ofMilliseconds(spec.timeoutMillis());
        PoolingHttpClientConnectionManager pool = PoolingHttpClientConnectionManagerBuilder.create()
                .setMaxConnTotal(1)
                .setMaxConnPerRoute(1)
                .setDefaultConnectionConfig(ConnectionConfig.custom().setConnectTimeout(timeout)
                        .setSocketTimeout(timeout).build())
                .build();
        CloseableHttpClient client = HttpClients.custom()
                .setConnectionManager(pool)
                .setDefaultRequestConfig(RequestConfig.custom().setConnectionRequestTimeout(timeout)
                        .setResponseTimeout(timeout).build())
                .build();
        return new Axis2Connection(pool, client, spec.timeoutMillis());
    }

    /** Sets {@code stub}'s options: this HTTP client, reused, and the run's timeout. */
    void configure(Stub stub) {
        Options options = stub._getServiceClient().getOptions();
        options.setProperty(HTTPConstants.CACHED_HTTP_CLIENT, client);
        options.setProperty(HTTPConstants.REUSE_HTTP_CLIENT, Boolean.TRUE);
        options.setProperty(HTTPConstants.SO_TIMEOUT, timeoutMillis);
        options.setProperty(HTTPConstants.CONNECTION_TIMEOUT, timeoutMillis);
        options.setTimeOutInMilliSeconds(timeoutMillis);
    }

    /** Closes the client and its connection ({@link CloseMode#IMMEDIATE} from another thread, to abort a call). */
    void close(CloseMode mode) {
        client.close(mode);
        pool.close(mode);
    }
}
