package org.echosoap.client.http;

import java.net.URI;
import java.time.Duration;
import org.echosoap.client.http.tls.TlsClient;
import org.echosoap.client.load.Transport;

/**
 * HttpCore 5's NIO message decoding on non-blocking connections (default, {@code --transport nio}). Every connection
 * of a block, closed or open loop, is driven by a few {@code EventLoop} threads, as wrk drives its connections, rather
 * than one blocked thread each: on a 2-core machine shared with the server, waking one of 16 threads per answer
 * cost the client about a third more CPU per request than wrk's two event loops (bench/results/client-vs-wrk.md).
 * A channel also performs one blocking exchange at a time on its own ({@link Transport.Channel#exchange}): the
 * preflight and the single-request command use it that way.
 */
final class NioTransport implements Transport {

    final String host;
    final int port;
    final String hostHeader;
    final long timeoutNanos;
    final boolean keepAlive;
    final boolean tcpNoDelay;
    final RequestMessages messages;
    /** TLS over each connection (an https target: JSSE's SSLEngine on the event loops), or null for plain HTTP. */
    final TlsClient tls;

    /** Plain HTTP to {@code targetBase}. */
    NioTransport(String targetBase, Duration timeout, boolean keepAlive, boolean tcpNoDelay) {
        this(targetBase, timeout, keepAlive, tcpNoDelay, null);
    }

    NioTransport(String targetBase, Duration timeout, boolean keepAlive, boolean tcpNoDelay, TlsClient tls) {
        URI target = URI.create(targetBase);
        this.tls = tls;
        if (!(tls == null ? "http" : "https").equals(target.getScheme())) {
            throw new IllegalArgumentException("the nio transport was given " + targetBase + " "
                    + (tls == null ? "without" : "with") + " TLS settings");
        }
        this.host = target.getHost();
        this.port = target.getPort() > 0 ? target.getPort() : tls == null ? 80 : 443;
        this.hostHeader = target.getPort() > 0 ? host + ":" + port : host;
        this.timeoutNanos = timeout.toNanos();
        this.keepAlive = keepAlive;
        this.tcpNoDelay = tcpNoDelay;
        this.messages = new RequestMessages(target, hostHeader, keepAlive);
    }

    @Override
    public NioChannel openChannel() {
        return new NioChannel(this);
    }

    @Override
    public NioChannel openLoopChannel() {
        return new NioChannel(this);
    }

    /** Blocks, closed and open loop, run on {@code load.EventLoop}s over its {@link NioChannel}s. */
    @Override
    public boolean drivesEventLoops() {
        return true;
    }

    @Override
    public void close() {
        // Channels own their connections and are closed by their workers' owner.
    }
}
