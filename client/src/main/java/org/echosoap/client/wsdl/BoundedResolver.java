package org.echosoap.client.wsdl;

import com.predic8.xml.util.ExternalResolver;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * soa-model's resolver with http(s) fetched by the JDK's HttpClient, bounded in time and size: soa-model's own
 * fetch (HttpClient 4, not shipped with the client) sets only a connect timeout, so a server that accepts and never
 * answers would hang {@code echosoap request}. Files and relative imports are still resolved by soa-model; an
 * import relative to a URL comes here too.
 */
final class BoundedResolver extends ExternalResolver {

    private final Duration connectTimeout;
    private final Duration fetchTimeout;
    private final long maxBytes;
    private final HttpClient http;

    BoundedResolver(Duration connectTimeout, Duration fetchTimeout, long maxBytes) {
        this.connectTimeout = connectTimeout;
        this.fetchTimeout = fetchTimeout;
        this.maxBytes = maxBytes;
        this.http = HttpClient.newBuilder()
                .connectTimeout(connectTimeout)
                .followRedirects(HttpClient.Redirect.NORMAL) // never https -> http
                .build();
    }

    /** Called by soa-model (Groovy dispatch) for every http(s) location: the WSDL itself and its imports. */
    @Override
    protected Object resolveViaHttp(Object url) {
        byte[] body = fetch(url.toString());
        try {
            return fixUtf(new ByteArrayInputStream(body));
        } catch (IOException cannotHappen) {
            throw new WsdlException("cannot read " + url + ": " + cannotHappen.getMessage(), cannotHappen);
        }
    }

    byte[] fetch(String location) {
        URI uri;
        try {
            uri = URI.create(location).normalize();
        } catch (IllegalArgumentException e) {
            throw new WsdlException("not a valid URL: " + location);
        }
        HttpRequest request = HttpRequest.newBuilder(uri).timeout(fetchTimeout)
                .header("Accept", "text/xml, application/xml, application/wsdl+xml, */*;q=0.5")
                .header("User-Agent", "echosoap request").GET().build();
        long deadlineNanos = System.nanoTime() + fetchTimeout.toNanos();
        HttpResponse<InputStream> response;
        try {
            // The request timeout covers the wait for the headers; the body is bounded by the watchdog below.
            response = http.sendAsync(request, HttpResponse.BodyHandlers.ofInputStream())
                    .get(fetchTimeout.toNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            throw new WsdlException("cannot fetch " + location + ": no answer within " + seconds(fetchTimeout), e);
        } catch (ExecutionException e) {
            Throwable c = e.getCause();
            if (c instanceof HttpConnectTimeoutException) {
                throw new WsdlException("cannot fetch " + location + ": no connection within " + seconds(connectTimeout), c);
            }
            if (c instanceof HttpTimeoutException) {
                throw new WsdlException("cannot fetch " + location + ": no answer within " + seconds(fetchTimeout), c);
            }
            if (c instanceof ConnectException) {
                throw new WsdlException("cannot fetch " + location + ": connection refused", c);
            }
            throw new WsdlException("cannot fetch " + location + ": " + describe(c), c);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new WsdlException("interrupted while fetching " + location, e);
        } catch (IllegalArgumentException e) {
            throw new WsdlException("not a valid URL: " + location, e);
        }
        InputStream in = response.body();
        // A server that sends headers and then trickles the body: closing the stream at the deadline ends the read.
        CompletableFuture<Void> watchdog = CompletableFuture.runAsync(() -> closeQuietly(in),
                CompletableFuture.delayedExecutor(Math.max(0, deadlineNanos - System.nanoTime()), TimeUnit.NANOSECONDS));
        try (in) {
            if (response.statusCode() != 200) {
                throw new WsdlException("cannot fetch " + location + ": HTTP " + response.statusCode());
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buf = new byte[8192];
            for (int n; (n = in.read(buf)) >= 0; ) {
                out.write(buf, 0, n);
                if (out.size() > maxBytes) {
                    throw new WsdlException("cannot fetch " + location + ": larger than " + maxBytes + " bytes");
                }
            }
            return out.toByteArray();
        } catch (IOException e) {
            if (System.nanoTime() - deadlineNanos >= 0) {
                throw new WsdlException("cannot fetch " + location + ": no complete answer within " + seconds(fetchTimeout), e);
            }
            throw new WsdlException("cannot fetch " + location + ": " + describe(e), e);
        } finally {
            watchdog.cancel(false);
        }
    }

    private static void closeQuietly(InputStream in) {
        try {
            in.close();
        } catch (IOException ignored) {
            // Closing is all the watchdog does; the reader sees the stream end.
        }
    }

    private static String seconds(Duration d) {
        return d.toMillis() % 1000 == 0 ? d.toSeconds() + " s" : d.toMillis() + " ms";
    }

    private static String describe(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String m = root.getMessage();
        return root.getClass().getSimpleName() + (m == null || m.isBlank() ? "" : " (" + m.lines().findFirst().orElse(m) + ")");
    }
}
