package org.echosoap.webapp.it;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** The JDK HTTP client, with bounded waits, for requests whose framing does not matter. */
final class Http {

    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(10);
    private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(30);

    private static final HttpClient CLIENT = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(CONNECT_TIMEOUT)
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();

    private Http() {
    }

    /** POSTs {@code body} as {@value Seed#CONTENT_TYPE} plus the given header name/value pairs. */
    static HttpResponse<byte[]> post(URI uri, byte[] body, String... extraHeaders)
            throws IOException, InterruptedException {
        return postAs(uri, Seed.CONTENT_TYPE, body, extraHeaders);
    }

    /** POSTs {@code body} with the given Content-Type (e.g. SOAP 1.2's {@code application/soap+xml; action=...}). */
    static HttpResponse<byte[]> postAs(URI uri, String contentType, byte[] body, String... extraHeaders)
            throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri)
                .timeout(REQUEST_TIMEOUT)
                .header("Content-Type", contentType)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body));
        if (extraHeaders.length > 0) {
            request.headers(extraHeaders);
        }
        return CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
    }

    /** POSTs the seed request. */
    static HttpResponse<byte[]> postSeed(URI uri) throws IOException, InterruptedException {
        return post(uri, Seed.request());
    }

    static HttpResponse<byte[]> get(URI uri) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(uri).timeout(REQUEST_TIMEOUT).GET().build();
        return CLIENT.send(request, HttpResponse.BodyHandlers.ofByteArray());
    }

    /** Status and body, for assertion messages: {@code 500 <soapenv:Envelope ...}. */
    static String body(HttpResponse<byte[]> response) {
        return response.statusCode() + " " + new String(response.body(), java.nio.charset.StandardCharsets.UTF_8);
    }

    /** The single value of a response header; fails if it is missing or repeated. */
    static String header(HttpResponse<?> response, String name) {
        var values = response.headers().allValues(name);
        if (values.size() != 1) {
            throw new AssertionError("expected one " + name + " header, got " + values + " from " + response.uri());
        }
        return values.get(0);
    }
}
