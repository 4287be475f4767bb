package org.echosoap.server.grpc;

import io.grpc.Server;
import io.grpc.netty.shaded.io.grpc.netty.NettyServerBuilder;
import java.io.IOException;
import java.net.BindException;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * The gRPC server: {@link LatencyService} over HTTP/2 (grpc-java on its shaded Netty), plaintext, listening on one
 * address only, every limit a client could push stated here rather than left to a default.
 *
 * <pre>{@code
 * try (GrpcServer server = GrpcServer.start(GrpcServerOptions.parse("--port", "10080"))) {
 *     System.out.println(server.options().authority()); // 127.0.0.1:10080
 * }
 * }</pre>
 */
public final class GrpcServer implements AutoCloseable {

    /**
     * The largest request message: 64 KiB. Every request of the contract is at most 6 bytes (a tag and a varint);
     * grpc-java refuses a longer message from its 5-byte prefix, before it buffers a byte of it
     * (RESOURCE_EXHAUSTED), and a shorter one may be buffered whole while it arrives, so this times
     * {@link #MAX_CONCURRENT_CALLS_PER_CONNECTION} bounds what one connection can make the server hold: 6.4 MiB
     * here, 1.6 GiB with a 16 MiB limit against the server's 512 MiB heap. Answers are not limited here (the
     * client's own limit applies: grpc-java's 4 MiB default takes the largest, getIntegers at 1,000,000, ~2.9 MB).
     */
    public static final int MAX_INBOUND_MESSAGE_BYTES = 64 * 1024;

    /**
     * The largest request header block (metadata): 8 KiB, grpc-java's default stated, and Tomcat's
     * {@code maxHttpHeaderSize} in conf/tomcat/server.xml. A call's own headers take ~150 bytes.
     */
    public static final int MAX_INBOUND_METADATA_BYTES = 8 * 1024;

    /**
     * Calls open at once on one connection (HTTP/2 SETTINGS_MAX_CONCURRENT_STREAMS): 100, the smallest value RFC
     * 9113 (6.5.2) recommends; grpc-java's default is unlimited. The load client has one call open per connection.
     */
    public static final int MAX_CONCURRENT_CALLS_PER_CONNECTION = 100;

    /**
     * RST_STREAM frames one connection may send per {@link #RST_WINDOW_SECONDS}: beyond that the connection is
     * closed (the HTTP/2 "rapid reset" attack, CVE-2023-44487, opens and cancels calls faster than any limit on
     * open calls can see). grpc-java's default is no limit; a client cancels a call only when it gives up on it.
     */
    public static final int MAX_RST_FRAMES_PER_WINDOW = 100;
    public static final int RST_WINDOW_SECONDS = 10;

    /** How long SIGTERM lets calls in flight finish before they are cut off. */
    static final Duration SHUTDOWN_GRACE = Duration.ofSeconds(5);

    private final GrpcServerOptions options;
    private final Server server;
    private boolean closed;

    private GrpcServer(GrpcServerOptions options, Server server) {
        this.options = options;
        this.server = server;
    }

    /**
     * Binds {@code options.address():options.port()} and starts serving.
     *
     * @throws IOException with a one-line message when the port is taken or the address is not this host's
     */
    public static GrpcServer start(GrpcServerOptions options) throws IOException {
        LatencyService service = new LatencyService();
        NettyServerBuilder builder = NettyServerBuilder
                // One address: forPort would bind the wildcard address, every interface.
                .forAddress(new InetSocketAddress(options.address(), options.port()))
                // Request bytes that are no message: INVALID_ARGUMENT, not grpc-java's UNKNOWN and a stack trace.
                .addService(RequestParsing.refusingUnparsableRequests(service.bindService()))
                .maxInboundMessageSize(MAX_INBOUND_MESSAGE_BYTES)
                .maxInboundMetadataSize(MAX_INBOUND_METADATA_BYTES)
                .maxConcurrentCallsPerConnection(MAX_CONCURRENT_CALLS_PER_CONNECTION)
                .maxRstFramesPerWindow(MAX_RST_FRAMES_PER_WINDOW, RST_WINDOW_SECONDS)
                .handshakeTimeout(options.handshakeTimeout().toMillis(), TimeUnit.MILLISECONDS)
                .maxConnectionIdle(options.idleTimeout().toMillis(), TimeUnit.MILLISECONDS)
                .keepAliveTime(options.keepalive().toMillis(), TimeUnit.MILLISECONDS)
                .keepAliveTimeout(options.keepaliveTimeout().toMillis(), TimeUnit.MILLISECONDS);
        // No maxConnectionAge: it would close the load client's one long-lived connection now and then, and the
        // reconnection would land inside a measured call.
        if (options.executor() == GrpcServerOptions.Executor.DIRECT) {
            builder.directExecutor();
        }
        Server server = builder.build();
        try {
            server.start();
        } catch (IOException e) {
            throw new IOException(bindFailure(options, e), e);
        }
        return new GrpcServer(options, server);
    }

    /** One line naming every limit, for the server's log. */
    public String limits() {
        return "limits: message " + MAX_INBOUND_MESSAGE_BYTES + " bytes, metadata " + MAX_INBOUND_METADATA_BYTES
                + " bytes, " + MAX_CONCURRENT_CALLS_PER_CONNECTION + " calls per connection, "
                + MAX_RST_FRAMES_PER_WINDOW + " resets per " + RST_WINDOW_SECONDS + "s, handshake "
                + text(options.handshakeTimeout()) + ", idle " + text(options.idleTimeout()) + ", keepalive "
                + text(options.keepalive()) + " (timeout " + text(options.keepaliveTimeout()) + "), executor "
                + GrpcServerOptions.name(options.executor());
    }

    public GrpcServerOptions options() {
        return options;
    }

    /**
     * Stops accepting, lets calls in flight finish for {@link #SHUTDOWN_GRACE} (clients get GOAWAY), then cuts off
     * what is left. Later calls do nothing.
     */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        server.shutdown();
        try {
            if (!server.awaitTermination(SHUTDOWN_GRACE.toMillis(), TimeUnit.MILLISECONDS)) {
                server.shutdownNow();
                server.awaitTermination(SHUTDOWN_GRACE.toMillis(), TimeUnit.MILLISECONDS);
            }
        } catch (InterruptedException e) {
            server.shutdownNow();
            Thread.currentThread().interrupt();
        }
    }

    private static String text(Duration d) {
        return d.toMillis() % 1000 == 0 ? d.toSeconds() + "s" : d.toMillis() + "ms";
    }

    /**
     * One line for a failed bind. Netty's native (epoll) transport reports it as an IOException of its own, {@code
     * bind(..) failed with error(-98): Address already in use}; the NIO transport as a {@link BindException}.
     */
    static String bindFailure(GrpcServerOptions options, IOException e) {
        Throwable cause = e;
        while (cause.getCause() != null && !(cause instanceof BindException) && !isNativeBindError(cause)) {
            cause = cause.getCause();
        }
        String message = String.valueOf(cause.getMessage()).replaceAll("\\s+", " ");
        String reason = message.replaceFirst("^bind\\(\\.\\.\\) failed with error\\(-?\\d+\\): ", "");
        if ((cause instanceof BindException || isNativeBindError(cause)) && reason.contains("in use")) {
            return "port " + options.port() + " on " + options.host() + " is already in use";
        }
        if (cause instanceof BindException || isNativeBindError(cause)) {
            return "cannot listen on " + options.authority() + ": " + reason;
        }
        return "cannot serve on " + options.authority() + ": " + message;
    }

    private static boolean isNativeBindError(Throwable t) {
        return String.valueOf(t.getMessage()).startsWith("bind(..) failed");
    }
}
