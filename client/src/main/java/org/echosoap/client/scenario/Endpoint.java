package org.echosoap.client.scenario;

import java.util.List;

/**
 * One thing the client can drive: a path under the target, the request it sends (prepared once as bytes) and
 * how it checks the answer. A <em>rotating</em> endpoint ({@link #rotating}) sends several messages in a fixed
 * order, one per request ({@link #message}): a user's realistic mix of requests, reported as one row.
 *
 * @param name        the row name in tables and result files ({@code null}, {@code EchoFloat}, {@code spin})
 * @param path        path below the target, e.g. {@code /services/EchoFloat}
 * @param requestBody request bytes, sent as they are on every request; do not modify
 * @param contentType the request's Content-Type
 * @param soapAction  the SOAPAction header value (quotes included) or null for none
 * @param check       how answers are verified
 * @param headers     further request headers ({@code --header}), sent on every request
 * @param rotation    the messages sent in turn, or empty when this endpoint is its only message
 */
public record Endpoint(String name, String path, byte[] requestBody, String contentType, String soapAction,
                       ResponseCheck check, List<Header> headers, List<Endpoint> rotation) {

    /** A request header; the name and value are sent as given. */
    public record Header(String name, String value) {
    }

    public Endpoint {
        headers = List.copyOf(headers);
        rotation = List.copyOf(rotation);
        if (rotation.stream().anyMatch(m -> !m.rotation().isEmpty())) {
            throw new IllegalArgumentException("a rotation's messages do not rotate themselves");
        }
    }

    /** A single-message endpoint without extra headers (every bundled scenario). */
    public Endpoint(String name, String path, byte[] requestBody, String contentType, String soapAction,
                    ResponseCheck check) {
        this(name, path, requestBody, contentType, soapAction, check, List.of(), List.of());
    }

    /**
     * An endpoint that sends {@code messages} in turn under one name; its own fields are the first message's (what
     * a single figure such as the request size in a table shows: see {@link #meanRequestBytes}).
     */
    public static Endpoint rotating(String name, List<Endpoint> messages) {
        if (messages.isEmpty()) {
            throw new IllegalArgumentException("a rotation needs at least one message");
        }
        Endpoint first = messages.get(0);
        if (messages.size() == 1) {
            return new Endpoint(name, first.path, first.requestBody, first.contentType, first.soapAction, first.check,
                    first.headers, List.of());
        }
        return new Endpoint(name, first.path, first.requestBody, first.contentType, first.soapAction, first.check,
                first.headers, messages);
    }

    /** The messages this endpoint sends in turn (itself alone when it does not rotate). */
    public List<Endpoint> messages() {
        return rotation.isEmpty() ? List.of(this) : rotation;
    }

    /** The message for the {@code n}-th request (0-based) of a connection. */
    public Endpoint message(long n) {
        return rotation.isEmpty() ? this : rotation.get((int) (n % rotation.size()));
    }

    /** Request body bytes per message, averaged over the rotation. */
    public double meanRequestBytes() {
        return messages().stream().mapToInt(m -> m.requestBody.length).average().orElse(0);
    }
}
