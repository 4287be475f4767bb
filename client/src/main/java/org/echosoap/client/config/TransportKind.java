package org.echosoap.client.config;

/**
 * The transports {@code --transport} accepts: a choice of configuration. The implementations are in {@code http}
 * ({@code NioTransport}, {@code CoreTransport}, {@code HttpClientTransport}), opened by {@code http.HttpTransports}.
 */
public enum TransportKind {
    /**
     * HttpCore 5's NIO decoders on non-blocking connections, closed-loop blocks driven by event loops (default:
     * lowest client cost per request).
     */
    NIO,
    /** HttpCore 5 blocking client connection, one thread per worker. */
    CORE,
    /** HttpClient 5 classic with a pool of one connection per worker. */
    HTTPCLIENT;

    /** Parses {@code nio} / {@code core} / {@code httpclient}. */
    public static TransportKind parse(String text) {
        return switch (text.toLowerCase(java.util.Locale.ROOT)) {
            case "nio" -> NIO;
            case "core" -> CORE;
            case "httpclient" -> HTTPCLIENT;
            default -> throw new IllegalArgumentException("--transport must be nio, core or httpclient, got '" + text + "'");
        };
    }
}
