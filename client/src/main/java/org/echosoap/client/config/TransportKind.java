package org.echosoap.client.config;

/**
 * The transports {@code --transport} accepts: a choice of configuration. The implementations are in {@code load}
 * ({@code CoreTransport}, {@code HttpClientTransport}), opened by {@code load.Transport.open}.
 */
public enum TransportKind {
    /** HttpCore 5 client connection per worker (default: lowest client cost per request). */
    CORE,
    /** HttpClient 5 classic with a pool of one connection per worker. */
    HTTPCLIENT;

    /** Parses {@code core} / {@code httpclient}. */
    public static TransportKind parse(String text) {
        return switch (text.toLowerCase(java.util.Locale.ROOT)) {
            case "core" -> CORE;
            case "httpclient" -> HTTPCLIENT;
            default -> throw new IllegalArgumentException("--transport must be core or httpclient, got '" + text + "'");
        };
    }
}
