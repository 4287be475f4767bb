package org.echosoap.client.http;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.SocketException;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.ByteChannel;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.util.IdentityHashMap;
import java.util.Map;
import org.apache.hc.core5.http.HttpException;
import org.echosoap.client.http.tls.TlsByteChannel;
import org.echosoap.client.load.Exchange;
import org.echosoap.client.load.Failures;
import org.echosoap.client.load.LoopChannel;
import org.echosoap.client.load.ResponseReader;
import org.echosoap.client.result.ErrorKind;
import org.echosoap.client.scenario.Endpoint;

/**
 * One connection of the {@link NioTransport}: a non-blocking socket that performs one request/response pair at a
 * time as a small state machine — connect, write the preformatted request, parse the head in place
 * ({@link ResponseHead}), decode the body (chunked with trailers, Content-Length, or until close: {@link
 * NioBodyDecoder}) into the worker's {@link ResponseReader} — advanced by {@link #onReady} whenever its selector says the socket is ready.
 * {@code load.EventLoop} drives many of them on one selector; {@link #exchange} drives one on its own selector, blocking.
 *
 * <p>A connection is reused while HTTP keep-alive allows it; after {@code Connection: close}, an answer without
 * framing, an error or with {@code --no-keepalive} the next exchange opens a new one (its latency then includes the
 * TCP connect). Not thread-safe, except {@link #abort}.
 */
final class NioChannel implements LoopChannel {

    private static final int INPUT_BUFFER_BYTES = 32 * 1024;
    /** How long a blocking exchange waits at most between two looks at an abort. */
    private static final long ABORT_POLL_MILLIS = 50;

    private enum State { IDLE, CONNECTING, HANDSHAKING, WRITING, READING_HEAD, READING_BODY }

    private final NioTransport transport;
    /** Each endpoint's request bytes, written from position 0 every time. */
    private final Map<Endpoint, ByteBuffer> requests = new IdentityHashMap<>();
    /** The last message prepared for one exchange ({@link Endpoint#sentOnce}) and its bytes. */
    private Endpoint onceEndpoint;
    private ByteBuffer onceRequest;
    private final ChannelInputBuffer in = new ChannelInputBuffer(INPUT_BUFFER_BYTES);
    private final ResponseHead head = new ResponseHead();
    private final NioBodyDecoder body = new NioBodyDecoder();

    private SocketChannel socket;
    /** What the exchange reads and writes: the socket, or TLS over it ({@link TlsByteChannel}). */
    private ByteChannel wire;
    private TlsByteChannel tls;
    private SelectionKey key;
    /** The selector of {@link #exchange}, opened on first use. */
    private Selector ownSelector;
    private volatile boolean aborted;

    // The exchange in progress.
    private State state = State.IDLE;
    private boolean connected;
    private Endpoint endpoint;
    private ResponseReader reader;
    private Exchange outcome;
    private boolean fullCheck;
    private ByteBuffer request;
    private long deadlineNanos;

    NioChannel(NioTransport transport) {
        this.transport = transport;
    }

    @Override
    public void prepare(Endpoint endpoint) {
        if (endpoint.sentOnce()) { // a body made for one exchange: kept until the next one, never in the map
            onceEndpoint = endpoint;
            onceRequest = transport.messages.bytes(endpoint);
        } else {
            requests.computeIfAbsent(endpoint, transport.messages::bytes);
        }
    }

    /** The request bytes of {@code endpoint}: prepared (kept, or made for this one exchange), else made now. */
    private ByteBuffer requestOf(Endpoint endpoint) {
        if (endpoint == onceEndpoint) {
            return onceRequest;
        }
        if (endpoint.sentOnce()) {
            return transport.messages.bytes(endpoint);
        }
        ByteBuffer bytes = requests.get(endpoint); // not computeIfAbsent: its bound method reference allocates
        if (bytes == null) {
            bytes = transport.messages.bytes(endpoint);
            requests.put(endpoint, bytes);
        }
        return bytes;
    }

    /**
     * Starts an exchange on {@code selector}, whose keys carry {@code attachment}: connects if needed and writes the
     * request. Returns true when the exchange already ended (it failed at once: {@code outcome} says why); otherwise
     * {@link #onReady} takes it on when the selector reports this channel's key.
     */
    @Override
    public boolean start(Endpoint endpoint, ResponseReader reader, Exchange outcome, boolean fullCheck, Selector selector,
                  Object attachment, long nowNanos) {
        outcome.reset();
        this.endpoint = endpoint;
        this.reader = reader;
        this.outcome = outcome;
        this.fullCheck = fullCheck;
        this.deadlineNanos = nowNanos + transport.timeoutNanos;
        this.request = requestOf(endpoint).rewind();
        try {
            if (socket == null || !socket.isOpen()) {
                connect();
            }
            if (key == null || key.selector() != selector) {
                key = socket.keyFor(selector);
                if (key == null) {
                    key = socket.register(selector, 0, attachment);
                }
            }
            if (key.attachment() != attachment) {
                key.attach(attachment);
            }
            if (state == State.CONNECTING) {
                key.interestOps(SelectionKey.OP_CONNECT);
                return false;
            }
            if (state == State.HANDSHAKING) {
                return handshake();
            }
            return write();
        } catch (Exception e) {
            return failed(e);
        }
    }

    /** Advances the exchange after its key was selected; true when it ended (the answer read, or a failure). */
    @Override
    public boolean onReady() {
        try {
            return switch (state) {
                case CONNECTING -> socket.finishConnect() && connected() && (state == State.HANDSHAKING ? handshake()
                        : write());
                case HANDSHAKING -> handshake();
                case WRITING -> write();
                case READING_HEAD, READING_BODY -> read();
                case IDLE -> false;
            };
        } catch (Exception e) {
            return failed(e);
        }
    }

    /** If the exchange in progress ran past its timeout: fails it, closes the connection and returns true. */
    @Override
    public boolean expired(long nowNanos) {
        if (state == State.IDLE || nowNanos < deadlineNanos) {
            return false;
        }
        boolean connecting = state == State.CONNECTING;
        closeConnection();
        outcome.fail(connecting ? ErrorKind.CONNECT : ErrorKind.TIMEOUT,
                connecting ? "connect timed out" : "no answer within the timeout");
        return true;
    }

    /** Drops an exchange left unfinished (the run was aborted): its connection is closed. */
    @Override
    public void cancel() {
        if (state != State.IDLE) {
            closeConnection();
        }
    }

    /** When the exchange in progress times out (only meaningful while one is). */
    @Override
    public long deadlineNanos() {
        return deadlineNanos;
    }

    /** Performs one whole exchange, blocking the calling thread (on this channel's own selector). */
    @Override
    public void exchange(Endpoint endpoint, ResponseReader reader, Exchange outcome, boolean fullCheck) {
        try {
            if (ownSelector == null) {
                ownSelector = Selector.open();
            }
        } catch (IOException e) {
            outcome.reset();
            outcome.fail(ErrorKind.CONNECTION, "cannot open a selector: " + Failures.oneLine(e));
            return;
        }
        if (start(endpoint, reader, outcome, fullCheck, ownSelector, this, System.nanoTime())) {
            return;
        }
        try {
            while (true) {
                long waitMillis = Math.max(1, Math.min(ABORT_POLL_MILLIS,
                        (deadlineNanos - System.nanoTime()) / 1_000_000 + 1));
                boolean ready = ownSelector.select(waitMillis) > 0;
                ownSelector.selectedKeys().clear();
                if (aborted) {
                    closeConnection();
                    outcome.fail(ErrorKind.CONNECTION, "aborted");
                    return;
                }
                if (ready && onReady()) {
                    return;
                }
                if (expired(System.nanoTime())) {
                    return;
                }
            }
        } catch (IOException e) {
            failed(e);
        }
    }

    private void connect() throws IOException {
        SocketChannel s = SocketChannel.open();
        socket = s;
        in.clear();
        head.reset();
        connected = false;
        if (aborted) { // abort() ran before it could see this socket: don't connect at all
            throw new SocketException("aborted");
        }
        s.configureBlocking(false);
        s.setOption(StandardSocketOptions.TCP_NODELAY, transport.tcpNoDelay);
        if (s.connect(new InetSocketAddress(transport.host, transport.port))) {
            connected();
        } else {
            state = State.CONNECTING;
        }
    }

    private boolean connected() throws IOException {
        connected = true;
        if (transport.tls != null) {
            // TLS: the handshake first (timed only on a new connection), then the request.
            tls = new TlsByteChannel(socket, transport.tls.engine(transport.host, transport.port));
            wire = tls;
            state = State.HANDSHAKING;
        } else {
            wire = socket;
            state = State.WRITING;
        }
        return true;
    }

    /** Advances the TLS handshake; writes the request once it is done. */
    private boolean handshake() throws IOException {
        if (key == null) {
            return false; // connected at once in connect(): start() registers the key and comes back here
        }
        switch (tls.handshake()) {
            case READ -> key.interestOps(SelectionKey.OP_READ);
            case WRITE -> key.interestOps(SelectionKey.OP_WRITE);
            case NOTHING -> {
                return write();
            }
        }
        return false;
    }

    /** Writes what is left of the request; then waits for the answer. */
    private boolean write() throws IOException {
        state = State.WRITING;
        wire.write(request);
        if (request.hasRemaining() || (tls != null && tls.hasPendingOutput())) {
            key.interestOps(SelectionKey.OP_WRITE);
            return false;
        }
        state = State.READING_HEAD;
        key.interestOps(SelectionKey.OP_READ);
        return false;
    }

    /** Reads what has arrived of the answer; true once it is whole. */
    private boolean read() throws IOException, HttpException {
        if (state == State.READING_HEAD && !readHead()) {
            return false;
        }
        return body.read(in, wire, reader) && answered();
    }

    /** Parses the head once it has arrived; sets up the body's decoder. False while the head is incomplete. */
    private boolean readHead() throws IOException, HttpException {
        while (true) {
            if (!head.parse(in, false)) {
                int n = in.fill(wire);
                if (n == 0) {
                    return false;
                }
                if (n > 0) {
                    continue;
                }
                head.parse(in, true); // closed: throws unless the head is complete without its last line break
            }
            if (head.status() < 200) {
                head.reset();
                continue; // 1xx: informational, the answer follows
            }
            head.copyTo(outcome);
            reader.begin(head.status(), endpoint.check(), fullCheck, outcome);
            // The framing, as HTTP/1.1 (and HttpCore) decide it: none (204, 304), chunked, a length, or the close.
            if (head.bodyless()) {
                body.startLength(0);
            } else if (head.chunked()) {
                body.startChunked();
            } else if (head.contentLength() != ResponseHead.NO_LENGTH) {
                body.startLength(head.contentLength());
            } else {
                body.startUntilClose();
            }
            state = State.READING_BODY;
            return true;
        }
    }

    /** The whole answer is in: the verdict, the whole-message timing of a trailer, and keep-alive. */
    private boolean answered() {
        reader.finish();
        if (body.trailerTiming()) { // the whole message's figures, where a streamed answer carries them
            outcome.serverAppMicros = body.trailerAppMicros();
            outcome.serverAllocatedBytes = body.trailerAllocatedBytes();
        }
        ResponseReader.redirect(head.status(), head.location(), outcome);
        boolean reusable = transport.keepAlive && head.reusable();
        head.reset();
        state = State.IDLE;
        if (!reusable) {
            closeConnection();
        }
        // A reused connection keeps its interest in reading: the next request's write then changes nothing, where
        // clearing it here and setting it again there cost an epoll_ctl each whenever a select fell between them
        // (every request in open loop). Readable while idle: see onIdleReady.
        return true;
    }

    /**
     * The selector reported the connection readable with no exchange in progress: the server closed it (keep-alive
     * timeout) or sent what nobody asked for. Stops watching it, so the selector does not report it again and again;
     * the next exchange reads what is there (an end of stream is then that exchange's error, as it would be anyway).
     */
    @Override
    public void onIdleReady() {
        if (state == State.IDLE && key != null && key.isValid()) {
            key.interestOps(0);
        }
    }

    /** Ends the exchange as failed with the error kind {@code e} stands for; the connection is closed. */
    private boolean failed(Exception e) {
        boolean wasConnected = connected;
        closeConnection();
        Failures.classify(e, wasConnected, transport.hostHeader, outcome);
        return true;
    }

    private void closeConnection() {
        state = State.IDLE;
        connected = false;
        head.reset();
        if (socket != null) {
            try {
                socket.close(); // also cancels its keys
            } catch (IOException ignored) {
                // Already broken: nothing to flush.
            }
            socket = null;
            key = null;
            wire = null;
            tls = null;
        }
    }

    @Override
    public void abort() {
        aborted = true;
        SocketChannel s = socket;
        if (s != null) {
            try {
                s.close(); // a selector waiting on it sees the key cancelled; a blocking exchange looks at `aborted`
            } catch (IOException ignored) {
                // Closing is all we wanted.
            }
        }
    }

    @Override
    public void close() {
        closeConnection();
        if (ownSelector != null) {
            try {
                ownSelector.close();
            } catch (IOException ignored) {
                // Nothing registered with it is left open.
            }
            ownSelector = null;
        }
    }
}
