package org.echosoap.server.rmi;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.echosoap.server.rmi.pingpong.PingPongFrame;

/**
 * The raw TCP ping-pong, the baseline of an RMI call: it reads a {@link PingPongFrame} (L bytes announcing an answer
 * of N) and writes N bytes back, on a thread per connection, as the RMI transport serves its connections; nothing
 * is parsed or allocated per frame. It runs in the RMI server's JVM, so that RMI and its baseline share a JVM as
 * SOAP and {@code /baseline/null} share Tomcat.
 *
 * <p>Bounded everywhere: a header with a length out of range closes that connection with one log line; a peer that
 * goes silent mid-frame or between frames is closed after the read timeout, one that stops reading its answer after
 * the same time (a watchdog: blocking sockets have no write timeout); at most {@link #MAX_CONNECTIONS} connections
 * at once. The filler is skipped through one small buffer, never stored, so a 64 MiB frame costs no memory.
 *
 * <pre>{@code
 * try (PingPongServer server = PingPongServer.start(InetAddress.getByName("127.0.0.1"), 9181,
 *         Duration.ofSeconds(30), System.err::println)) {
 *     // a client writes PingPongFrame.request(45, 225) and reads 225 bytes
 * }
 * }</pre>
 */
public final class PingPongServer implements AutoCloseable {

    /** Connections served at once; one more is closed at once with a log line. The load client's maximum. */
    public static final int MAX_CONNECTIONS = 4096;
    /** Filler is skipped and answers written in pieces of this size. */
    private static final int BUFFER_BYTES = 64 * 1024;
    private static final int BACKLOG = 50;
    private static final byte[] ANSWER = filled(BUFFER_BYTES);

    private final ServerSocket listener;
    private final int readTimeoutMillis;
    private final Consumer<String> log;
    private final Set<Connection> open = ConcurrentHashMap.newKeySet();
    private final AtomicInteger connectionNumbers = new AtomicInteger();
    private final Thread acceptor;
    private final Thread watchdog;
    private volatile boolean closed;

    private PingPongServer(ServerSocket listener, Duration readTimeout, Consumer<String> log) {
        this.listener = listener;
        this.readTimeoutMillis = (int) Math.min(Integer.MAX_VALUE, readTimeout.toMillis());
        this.log = log;
        this.acceptor = daemon(this::accept, "echosoap-pingpong-accept");
        this.watchdog = daemon(this::watch, "echosoap-pingpong-watchdog");
    }

    /**
     * Listens on {@code address}:{@code port} (one address, never the wildcard) and serves until {@link #close}.
     *
     * @param readTimeout how long a connection may be silent, and an answer unread, before it is closed
     * @param log         one line per refused or closed connection
     * @throws IOException when the port is taken or the address is not this host's
     */
    public static PingPongServer start(InetAddress address, int port, Duration readTimeout, Consumer<String> log)
            throws IOException {
        if (address.isAnyLocalAddress()) {
            throw new IllegalArgumentException("a wildcard address binds every interface: " + address);
        }
        ServerSocket listener = new ServerSocket();
        try {
            listener.bind(new InetSocketAddress(address, port), BACKLOG);
        } catch (IOException e) {
            listener.close();
            throw e;
        }
        PingPongServer server = new PingPongServer(listener, readTimeout, log);
        server.acceptor.start();
        server.watchdog.start();
        return server;
    }

    /** The port it listens on (the one given, or the one chosen for port 0). */
    public int port() {
        return listener.getLocalPort();
    }

    /** Whether its listening socket is still open. */
    boolean isListening() {
        return !listener.isClosed();
    }

    /** Connections open right now. */
    public int openConnections() {
        return open.size();
    }

    /** Stops listening and closes every connection; later calls do nothing. */
    @Override
    public void close() {
        closed = true;
        closeQuietly(listener);
        for (Connection c : open) {
            closeQuietly(c.socket);
        }
        watchdog.interrupt();
    }

    private void accept() {
        while (!closed) {
            Socket socket;
            try {
                socket = listener.accept();
            } catch (IOException e) {
                if (!closed) {
                    log.accept("cannot accept a connection: " + oneLine(e));
                }
                continue;
            }
            if (open.size() >= MAX_CONNECTIONS) {
                log.accept("refused " + peer(socket) + ": " + MAX_CONNECTIONS + " connections open already");
                closeQuietly(socket);
                continue;
            }
            Connection connection = new Connection(socket);
            open.add(connection);
            try {
                daemon(connection::serve, "echosoap-pingpong-" + connectionNumbers.incrementAndGet()).start();
            } catch (OutOfMemoryError | RuntimeException e) { // no thread to be had: this connection only
                open.remove(connection);
                closeQuietly(socket);
                log.accept("refused " + peer(socket) + ": cannot start a thread (" + e + ")");
            }
        }
    }

    /**
     * Closes connections whose answer has been waiting to be written for longer than the read timeout: the peer does
     * not read, and a blocking write would wait for it forever. Looks a few times per timeout; costs the serving
     * threads two volatile writes per answer.
     */
    private void watch() {
        long periodMillis = Math.max(50, Math.min(1_000, readTimeoutMillis / 4));
        while (!closed) {
            try {
                Thread.sleep(periodMillis);
            } catch (InterruptedException e) {
                return;
            }
            long now = System.nanoTime();
            for (Connection c : open) {
                long since = c.writingSinceNanos;
                if (since != 0 && now - since > readTimeoutMillis * 1_000_000L) {
                    c.unreadAnswer = true;
                    closeQuietly(c.socket);
                }
            }
        }
    }

    /** One client connection and its thread's buffer. */
    private final class Connection {
        final Socket socket;
        final byte[] buffer = new byte[BUFFER_BYTES];
        /** When the answer being written began (System.nanoTime, never 0 while writing), 0 when not writing. */
        volatile long writingSinceNanos;
        /** Set by the watchdog before it closes the socket. */
        volatile boolean unreadAnswer;

        Connection(Socket socket) {
            this.socket = socket;
        }

        void serve() {
            String peer = peer(socket);
            try (socket) {
                socket.setTcpNoDelay(true);
                socket.setSoTimeout(readTimeoutMillis);
                InputStream in = socket.getInputStream();
                OutputStream out = socket.getOutputStream();
                int have = 0; // bytes in the buffer not consumed yet (a pipelining client's next frame)
                while (true) {
                    // The header: whatever arrives with it is the start of the filler (often the whole frame).
                    while (have < PingPongFrame.HEADER_BYTES) {
                        int n = readOrStall(in, have, BUFFER_BYTES - have, peer, have == 0 ? "between frames"
                                : "mid-header (" + have + " of " + PingPongFrame.HEADER_BYTES + " bytes)");
                        if (n < 0) {
                            if (have > 0) {
                                log.accept("closed " + peer + ": the frame ended after " + have + " of "
                                        + PingPongFrame.HEADER_BYTES + " header bytes");
                            }
                            return;
                        }
                        have += n;
                    }
                    ByteBuffer header = ByteBuffer.wrap(buffer, 0, PingPongFrame.HEADER_BYTES);
                    long requestBytes = Integer.toUnsignedLong(header.getInt());
                    long answerBytes = Integer.toUnsignedLong(header.getInt());
                    String refusal = PingPongFrame.refusal(requestBytes, answerBytes);
                    if (refusal != null) {
                        log.accept("closed " + peer + ": " + refusal);
                        return;
                    }
                    int consumed = (int) Math.min(have, requestBytes);
                    long left = requestBytes - consumed;
                    have -= consumed;
                    if (have > 0) {
                        System.arraycopy(buffer, consumed, buffer, 0, have);
                    }
                    while (left > 0) { // have == 0 here: nothing of the next frame can have arrived yet
                        int n = readOrStall(in, 0, (int) Math.min(BUFFER_BYTES, left), peer, "mid-frame ("
                                + (requestBytes - left) + " of " + requestBytes + " request bytes)");
                        if (n < 0) {
                            log.accept("closed " + peer + ": the frame ended after " + (requestBytes - left) + " of "
                                    + requestBytes + " request bytes");
                            return;
                        }
                        left -= n;
                    }
                    if (!answer(out, answerBytes, peer)) {
                        return;
                    }
                }
            } catch (SocketTimeoutException stalled) {
                // Logged where it was read.
            } catch (IOException e) {
                if (!closed) {
                    log.accept("closed " + peer + ": " + oneLine(e));
                }
            } finally {
                open.remove(this);
            }
        }

        /** Reads; a silence longer than the read timeout is logged with {@code where} and rethrown. */
        private int readOrStall(InputStream in, int offset, int length, String peer, String where)
                throws IOException {
            try {
                return in.read(buffer, offset, length);
            } catch (SocketTimeoutException e) {
                log.accept("closed " + peer + ": silent for " + readTimeoutMillis + " ms " + where);
                throw e;
            }
        }

        /** Writes the answer; false (logged) when the peer stopped reading it. */
        private boolean answer(OutputStream out, long answerBytes, String peer) throws IOException {
            long written = 0;
            writingSinceNanos = nonZero(System.nanoTime());
            try {
                while (written < answerBytes) {
                    int n = (int) Math.min(ANSWER.length, answerBytes - written);
                    out.write(ANSWER, 0, n);
                    written += n;
                }
                return true;
            } catch (SocketException e) {
                if (!unreadAnswer) {
                    throw e;
                }
                log.accept("closed " + peer + ": its answer went unread for " + readTimeoutMillis + " ms ("
                        + written + " of " + answerBytes + " bytes written)");
                return false;
            } finally {
                writingSinceNanos = 0;
            }
        }
    }

    private static long nonZero(long nanos) {
        return nanos == 0 ? 1 : nanos;
    }

    private static Thread daemon(Runnable body, String name) {
        Thread t = new Thread(body, name);
        t.setDaemon(true);
        return t;
    }

    private static String peer(Socket socket) {
        java.net.SocketAddress a = socket.getRemoteSocketAddress();
        return a instanceof InetSocketAddress i ? i.getAddress().getHostAddress() + ":" + i.getPort()
                : String.valueOf(a);
    }

    private static String oneLine(Throwable e) {
        String m = e.getMessage();
        return m == null ? e.getClass().getSimpleName() : m.replaceAll("\\s+", " ");
    }

    private static void closeQuietly(java.io.Closeable c) {
        try {
            c.close();
        } catch (IOException ignored) {
            // Closing is all we wanted.
        }
    }

    private static byte[] filled(int bytes) {
        byte[] b = new byte[bytes];
        java.util.Arrays.fill(b, PingPongFrame.FILLER);
        return b;
    }
}
