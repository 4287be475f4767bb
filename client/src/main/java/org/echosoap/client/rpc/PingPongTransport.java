package org.echosoap.client.rpc;

import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.NoRouteToHostException;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.Map;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.load.Exchange;
import org.echosoap.client.load.Failures;
import org.echosoap.client.load.ResponseReader;
import org.echosoap.client.load.Transport;
import org.echosoap.client.load.TransportProvider;
import org.echosoap.client.result.ErrorKind;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.Protocol;

/**
 * The raw TCP ping-pong beside the RMI server ({@code PingPongServer} of {@code server/rmi}): per worker one blocking
 * socket with TCP_NODELAY that writes an endpoint's prebuilt frame and reads exactly the answer's bytes, which the
 * frame's header names. The least any request/response protocol can do with those byte counts: the baseline an RMI
 * call is measured against.
 *
 * <p>A connection is reused for the whole epoch; with {@code --no-keepalive} every exchange opens a new one (its
 * latency then includes the TCP connect), as on the HTTP transports. An error closes the connection; the next exchange
 * opens another.
 */
final class PingPongTransport implements Transport {

    private final String host;
    private final int port;
    private final int timeoutMillis;
    private final boolean keepAlive;
    private final boolean tcpNoDelay;

    PingPongTransport(String host, int port, Duration timeout, boolean keepAlive, boolean tcpNoDelay) {
        if (port < 1) {
            throw new IllegalArgumentException("no ping-pong port: --target's port + "
                    + org.echosoap.client.config.Defaults.RMI_PORT_OFFSET + " + "
                    + org.echosoap.client.config.Defaults.PING_PONG_PORT_OFFSET + " is beyond 65535; give --pingpong-port");
        }
        this.host = host;
        this.port = port;
        this.timeoutMillis = (int) Math.min(Integer.MAX_VALUE, Math.max(1, timeout.toMillis()));
        this.keepAlive = keepAlive;
        this.tcpNoDelay = tcpNoDelay;
    }

    /** {@code tcp://host:port}, for messages. */
    String address() {
        return "tcp://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
    }

    @Override
    public Channel openChannel() {
        return new PingPongChannel();
    }

    @Override
    public void close() {
        // Channels own their sockets and are closed by their workers' owner.
    }

    /** One worker's socket. Not thread-safe, except {@link #abort}. */
    private final class PingPongChannel implements Channel {
        /** Each endpoint's answer length, read once from its frame's header. */
        private final Map<Endpoint, Integer> answerBytes = new IdentityHashMap<>();
        private Socket socket;
        private InputStream in;
        private OutputStream out;
        /** The socket for {@link #abort()} from another thread. */
        private volatile Socket abortable;
        private volatile boolean aborted;

        @Override
        public void exchange(Endpoint endpoint, ResponseReader reader, Exchange outcome, boolean fullCheck) {
            outcome.reset();
            byte[] frame = endpoint.requestBody();
            int expected = answerBytes.computeIfAbsent(endpoint, e -> ByteBuffer.wrap(e.requestBody()).getInt(4));
            boolean connected = false;
            long read = 0;
            try {
                if (socket == null) {
                    connect();
                }
                connected = true;
                out.write(frame);
                reader.begin(200, endpoint.check(), fullCheck, outcome);
                byte[] chunk = reader.chunk();
                while (read < expected) {
                    int n = in.read(chunk, 0, (int) Math.min(chunk.length, expected - read));
                    if (n < 0) {
                        closeSocket();
                        outcome.fail(ErrorKind.CONNECTION, "the ping-pong at " + address() + " closed the connection"
                                + " after " + read + " of " + expected + " answer bytes");
                        return;
                    }
                    reader.feed(chunk, 0, n);
                    read += n;
                }
                reader.finish();
                outcome.requestBytes = frame.length;
                if (!keepAlive) {
                    closeSocket();
                }
            } catch (ConnectException | NoRouteToHostException | UnknownHostException e) {
                closeSocket();
                outcome.fail(ErrorKind.CONNECT, "cannot connect to the ping-pong at " + address() + ": "
                        + Failures.oneLine(e));
            } catch (SocketTimeoutException e) {
                closeSocket();
                outcome.fail(connected ? ErrorKind.TIMEOUT : ErrorKind.CONNECT, connected
                        ? "no answer within the timeout from the ping-pong at " + address() + " (" + read + " of "
                                + expected + " bytes)"
                        : "connect to the ping-pong at " + address() + " timed out");
            } catch (InterruptedIOException e) {
                closeSocket();
                outcome.fail(ErrorKind.TIMEOUT, "interrupted: " + Failures.oneLine(e));
            } catch (IOException | RuntimeException e) {
                closeSocket();
                outcome.fail(ErrorKind.CONNECTION, "the ping-pong at " + address() + ": " + Failures.oneLine(e));
            }
        }

        private void connect() throws IOException {
            Socket s = new Socket();
            abortable = s;
            try {
                if (aborted) { // abort() ran before it could see this socket: don't connect at all
                    throw new SocketException("aborted");
                }
                s.setTcpNoDelay(tcpNoDelay);
                s.setSoTimeout(timeoutMillis);
                s.connect(new InetSocketAddress(host, port), timeoutMillis);
                in = s.getInputStream();
                out = s.getOutputStream();
                socket = s;
            } catch (IOException | RuntimeException e) {
                s.close();
                throw e;
            }
        }

        private void closeSocket() {
            if (socket != null) {
                try {
                    socket.close();
                } catch (IOException ignored) {
                    // Already broken: nothing to flush.
                }
                socket = null;
                in = null;
                out = null;
            }
        }

        @Override
        public void abort() {
            aborted = true;
            Socket s = abortable;
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
            closeSocket();
        }
    }

    /** How the engine finds this transport ({@code META-INF/services}). */
    public static final class Provider implements TransportProvider {
        @Override
        public Protocol.Kind kind() {
            return Protocol.Kind.TCP;
        }

        @Override
        public Transport open(RunOptions options, Collection<Endpoint> endpoints, int connections, Duration timeout,
                              boolean keepAlive) {
            return new PingPongTransport(options.target().getHost(), options.rpcPorts().pingPong(), timeout,
                    keepAlive, options.tcpNoDelay());
        }
    }
}
