package org.echosoap.client.http.tls;

import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ByteChannel;
import java.nio.channels.SocketChannel;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLEngineResult;
import javax.net.ssl.SSLException;

/**
 * TLS over a non-blocking {@link SocketChannel} with a JSSE {@link SSLEngine}, for an event loop: {@link #handshake}
 * advances the handshake as far as the socket lets it and says what it waits for; then {@link #read} gives the
 * decrypted bytes and {@link #write} encrypts, as the plain socket would, never blocking. Bytes the socket would not
 * take stay pending ({@link #hasPendingOutput}) and go first on the next write; decrypted bytes the caller had no room
 * for stay buffered and come first on the next read, so nothing waits inside this channel while its socket is idle.
 * One thread at a time.
 *
 * <pre>{@code
 * TlsByteChannel tls = new TlsByteChannel(socket, engine);
 * while (tls.handshake() != TlsByteChannel.Wait.NOTHING) { ...select for what it waits for... }
 * tls.write(request); tls.read(answer);
 * }</pre>
 */
public final class TlsByteChannel implements ByteChannel {

    /** What the handshake waits for: the socket readable, writable, or nothing (it is done). */
    public enum Wait { READ, WRITE, NOTHING }

    private static final ByteBuffer EMPTY = ByteBuffer.allocate(0);

    private final SocketChannel socket;
    private final SSLEngine engine;
    /** Records read from the socket, not yet decrypted: kept in write mode between calls. */
    private ByteBuffer netIn;
    /** Records made, not yet taken by the socket: kept in read mode between calls. */
    private ByteBuffer netOut;
    /** Decrypted bytes not yet given to the caller: kept in read mode between calls. */
    private ByteBuffer appIn;
    private boolean inputClosed;

    public TlsByteChannel(SocketChannel socket, SSLEngine engine) {
        this.socket = socket;
        this.engine = engine;
        int packet = engine.getSession().getPacketBufferSize();
        this.netIn = ByteBuffer.allocate(packet);
        this.netOut = ByteBuffer.allocate(packet);
        this.netOut.flip();
        this.appIn = ByteBuffer.allocate(engine.getSession().getApplicationBufferSize());
        this.appIn.flip();
    }

    /** Advances the handshake; returns what it now waits for ({@link Wait#NOTHING} once done). */
    public Wait handshake() throws IOException {
        while (true) {
            if (!flush()) {
                return Wait.WRITE;
            }
            SSLEngineResult.HandshakeStatus status = engine.getHandshakeStatus();
            switch (status) {
                case NEED_WRAP -> wrap(EMPTY);
                case NEED_UNWRAP, NEED_UNWRAP_AGAIN -> {
                    if (!unwrap()) {
                        if (fillFromSocket() == 0) {
                            return Wait.READ;
                        }
                    }
                }
                case NEED_TASK -> runTasks();
                case FINISHED, NOT_HANDSHAKING -> {
                    return Wait.NOTHING;
                }
                default -> throw new SSLException("unexpected handshake status " + status);
            }
        }
    }

    /** Whether encrypted bytes wait for the socket to take them. */
    public boolean hasPendingOutput() {
        return netOut.hasRemaining();
    }

    @Override
    public int write(ByteBuffer src) throws IOException {
        if (!flush()) {
            return 0;
        }
        int consumed = 0;
        while (src.hasRemaining()) {
            consumed += wrap(src);
            if (!flush()) {
                break;
            }
        }
        return consumed;
    }

    @Override
    public int read(ByteBuffer dst) throws IOException {
        while (true) {
            if (appIn.hasRemaining()) {
                int n = Math.min(appIn.remaining(), dst.remaining());
                ByteBuffer slice = appIn.slice();
                slice.limit(n);
                dst.put(slice);
                appIn.position(appIn.position() + n);
                return n;
            }
            if (inputClosed) {
                return -1;
            }
            if (!unwrap()) {
                int n = fillFromSocket();
                if (n == 0) {
                    return 0;
                }
            } else if (!inputClosed && !engine.isOutboundDone()
                    && engine.getHandshakeStatus() == SSLEngineResult.HandshakeStatus.NEED_WRAP) {
                // A post-handshake answer (a TLS 1.3 key update): out with this or the next write. Not after the
                // server's close_notify: TLS 1.2 would answer it with ours, and the connection is over anyway.
                wrap(EMPTY);
                flush();
            }
        }
    }

    /**
     * Decrypts one record from {@code netIn} into {@code appIn}, if a whole one is there; false when it needs more
     * bytes from the socket. A message after the handshake (a TLS 1.3 session ticket) decrypts to nothing.
     */
    private boolean unwrap() throws IOException {
        netIn.flip();
        appIn.compact();
        try {
            SSLEngineResult result = engine.unwrap(netIn, appIn);
            switch (result.getStatus()) {
                case OK -> {
                    if (result.getHandshakeStatus() == SSLEngineResult.HandshakeStatus.NEED_TASK) {
                        runTasks();
                    }
                    return true;
                }
                case BUFFER_UNDERFLOW -> {
                    if (netIn.limit() == netIn.capacity()) {
                        netIn = grow(netIn, engine.getSession().getPacketBufferSize());
                    }
                    return false;
                }
                case BUFFER_OVERFLOW -> {
                    appIn.flip();
                    appIn = grow(appIn, engine.getSession().getApplicationBufferSize());
                    appIn.compact();
                    return true;
                }
                case CLOSED -> {
                    inputClosed = true;
                    return true;
                }
                default -> throw new SSLException("unexpected unwrap status " + result.getStatus());
            }
        } finally {
            netIn.compact();
            appIn.flip();
        }
    }

    /** Encrypts from {@code src} into {@code netOut}; returns the bytes of {@code src} consumed. */
    private int wrap(ByteBuffer src) throws IOException {
        netOut.compact();
        try {
            SSLEngineResult result = engine.wrap(src, netOut);
            switch (result.getStatus()) {
                case OK -> {
                    if (result.getHandshakeStatus() == SSLEngineResult.HandshakeStatus.NEED_TASK) {
                        runTasks();
                    }
                    return result.bytesConsumed();
                }
                case BUFFER_OVERFLOW -> {
                    netOut.flip();
                    netOut = grow(netOut, engine.getSession().getPacketBufferSize());
                    netOut.compact();
                    return 0;
                }
                case CLOSED -> throw new EOFException("the TLS connection was closed");
                default -> throw new SSLException("unexpected wrap status " + result.getStatus());
            }
        } finally {
            netOut.flip();
        }
    }

    /** Writes pending records to the socket; true when none are left. */
    private boolean flush() throws IOException {
        while (netOut.hasRemaining()) {
            if (socket.write(netOut) == 0) {
                return false;
            }
        }
        return true;
    }

    /** Reads from the socket into {@code netIn}: bytes read, 0 when none are there. */
    private int fillFromSocket() throws IOException {
        int n = socket.read(netIn);
        if (n < 0) {
            throw new EOFException(engine.getHandshakeStatus() == SSLEngineResult.HandshakeStatus.NOT_HANDSHAKING
                    ? "the server closed the connection" : "the server closed the connection during the TLS handshake");
        }
        return n;
    }

    private void runTasks() {
        for (Runnable task = engine.getDelegatedTask(); task != null; task = engine.getDelegatedTask()) {
            task.run();
        }
    }

    /** A larger buffer ({@code atLeast} more) with {@code readMode}'s unread content, in read mode too. */
    private static ByteBuffer grow(ByteBuffer readMode, int atLeast) {
        ByteBuffer bigger = ByteBuffer.allocate(readMode.capacity() + atLeast);
        bigger.put(readMode);
        bigger.flip();
        return bigger;
    }

    @Override
    public boolean isOpen() {
        return socket.isOpen();
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
