package org.echosoap.server.grpc;

import io.grpc.netty.shaded.io.netty.buffer.Unpooled;
import io.grpc.netty.shaded.io.netty.handler.codec.http2.DefaultHttp2HeadersDecoder;
import io.grpc.netty.shaded.io.netty.handler.codec.http2.Http2Exception;
import io.grpc.netty.shaded.io.netty.handler.codec.http2.Http2Headers;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * HTTP/2 written by hand on a plain socket, for what no well-behaved client sends: garbage, HTTP/1.1, truncated
 * frames, lengths that lie, too many streams, resets in a burst. Frames are built byte by byte (RFC 9113 section 4.1:
 * 3 bytes length, type, flags, 4 bytes stream id); request headers are HPACK literals without indexing or Huffman
 * coding (RFC 7541 section 6.2.2), which every decoder must accept; the server's header blocks are decoded with the
 * HPACK decoder of grpc-java's own shaded Netty. Every read has a deadline.
 *
 * <pre>{@code
 * try (RawHttp2 h2 = RawHttp2.connect("127.0.0.1", port)) {
 *     h2.preface();
 *     h2.frame(RawHttp2.HEADERS, RawHttp2.END_HEADERS, 1, RawHttp2.requestHeaders("127.0.0.1:" + port, path));
 *     h2.frame(RawHttp2.DATA, RawHttp2.END_STREAM, 1, RawHttp2.grpcMessage(new byte[0]));
 *     RawHttp2.Frame f = h2.next(Duration.ofSeconds(5));
 * }
 * }</pre>
 */
final class RawHttp2 implements AutoCloseable {

    static final byte[] PREFACE = "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".getBytes(StandardCharsets.US_ASCII);

    static final int DATA = 0x0;
    static final int HEADERS = 0x1;
    static final int RST_STREAM = 0x3;
    static final int SETTINGS = 0x4;
    static final int PING = 0x6;
    static final int GOAWAY = 0x7;
    static final int WINDOW_UPDATE = 0x8;

    static final int END_STREAM = 0x1;
    static final int ACK = 0x1;
    static final int END_HEADERS = 0x4;

    static final int SETTINGS_MAX_CONCURRENT_STREAMS = 0x3;
    static final int SETTINGS_MAX_HEADER_LIST_SIZE = 0x6;

    static final int NO_ERROR = 0x0;
    static final int PROTOCOL_ERROR = 0x1;
    static final int FRAME_SIZE_ERROR = 0x6;
    static final int CANCEL = 0x8;
    static final int REFUSED_STREAM = 0x7;
    static final int ENHANCE_YOUR_CALM = 0xb;

    /** A frame as read: the header's fields and the payload. */
    record Frame(int type, int flags, int streamId, byte[] payload) {
        boolean has(int flag) {
            return (flags & flag) != 0;
        }

        /** RST_STREAM's or GOAWAY's error code. */
        int errorCode() {
            ByteBuffer b = ByteBuffer.wrap(payload);
            return type == GOAWAY ? b.getInt(4) : b.getInt(0);
        }

        /** SETTINGS as id -> value, in the order sent. */
        Map<Integer, Long> settings() {
            Map<Integer, Long> settings = new LinkedHashMap<>();
            ByteBuffer b = ByteBuffer.wrap(payload);
            while (b.remaining() >= 6) {
                settings.put(b.getShort() & 0xffff, b.getInt() & 0xffffffffL);
            }
            return settings;
        }

        @Override
        public String toString() {
            String extra = type == GOAWAY || type == RST_STREAM ? ", error " + errorCode() : "";
            return "Frame[type " + type + ", flags " + flags + ", stream " + streamId + ", " + payload.length
                    + " bytes" + extra + "]";
        }
    }

    /** How a connection ended while read to its end: after how long, and the frames read meanwhile. */
    record Ending(Duration after, List<Frame> frames, byte[] unframed) {
        boolean saw(int type) {
            return frames.stream().anyMatch(f -> f.type() == type);
        }
    }

    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;
    private final DefaultHttp2HeadersDecoder decoder = new DefaultHttp2HeadersDecoder(false);
    private final long connectedNanos = System.nanoTime();

    private RawHttp2(Socket socket) throws IOException {
        this.socket = socket;
        this.in = socket.getInputStream();
        this.out = socket.getOutputStream();
    }

    static RawHttp2 connect(String host, int port) throws IOException {
        Socket socket = new Socket();
        socket.setTcpNoDelay(true);
        socket.connect(new InetSocketAddress(InetAddress.getByName(host), port), 5_000);
        return new RawHttp2(socket);
    }

    /** The client preface and an empty SETTINGS frame: what opens every HTTP/2 connection. */
    void preface() throws IOException {
        write(PREFACE);
        frame(SETTINGS, 0, 0, new byte[0]);
    }

    void write(byte[] bytes) throws IOException {
        out.write(bytes);
        out.flush();
    }

    void frame(int type, int flags, int streamId, byte[] payload) throws IOException {
        write(frameBytes(type, flags, streamId, payload));
    }

    static byte[] frameBytes(int type, int flags, int streamId, byte[] payload) {
        return frameBytes(type, flags, streamId, payload.length, payload);
    }

    /** A frame whose header claims {@code declaredLength} bytes, followed by {@code payload} (which may be shorter). */
    static byte[] frameBytes(int type, int flags, int streamId, int declaredLength, byte[] payload) {
        ByteBuffer b = ByteBuffer.allocate(9 + payload.length);
        b.put((byte) (declaredLength >>> 16)).put((byte) (declaredLength >>> 8)).put((byte) declaredLength);
        b.put((byte) type).put((byte) flags).putInt(streamId & 0x7fffffff).put(payload);
        return b.array();
    }

    static byte[] rstStream(int errorCode) {
        return ByteBuffer.allocate(4).putInt(errorCode).array();
    }

    /** A gRPC unary request's headers for {@code path} ("/service/Method"), plus name/value pairs of the caller's. */
    static byte[] requestHeaders(String authority, String path, String... extra) {
        ByteArrayOutputStream block = new ByteArrayOutputStream();
        literal(block, ":method", "POST");
        literal(block, ":scheme", "http");
        literal(block, ":path", path);
        literal(block, ":authority", authority);
        literal(block, "content-type", "application/grpc");
        literal(block, "te", "trailers");
        for (int i = 0; i + 1 < extra.length; i += 2) {
            literal(block, extra[i], extra[i + 1]);
        }
        return block.toByteArray();
    }

    /** A gRPC length-prefixed message: no compression flag, 4 bytes length, the message. */
    static byte[] grpcMessage(byte[] message) {
        return ByteBuffer.allocate(5 + message.length).put((byte) 0).putInt(message.length).put(message).array();
    }

    /** HPACK "literal header field without indexing, new name", neither string Huffman-coded. */
    private static void literal(ByteArrayOutputStream block, String name, String value) {
        block.write(0x00);
        string(block, name.getBytes(StandardCharsets.US_ASCII));
        string(block, value.getBytes(StandardCharsets.US_ASCII));
    }

    private static void string(ByteArrayOutputStream block, byte[] bytes) {
        // 7-bit prefix integer (RFC 7541 section 5.1), H bit clear.
        int length = bytes.length;
        if (length < 127) {
            block.write(length);
        } else {
            block.write(127);
            length -= 127;
            while (length >= 128) {
                block.write((length & 0x7f) | 0x80);
                length >>>= 7;
            }
            block.write(length);
        }
        block.write(bytes, 0, bytes.length);
    }

    /** The time since the connection was made. */
    Duration sinceConnected() {
        return Duration.ofNanos(System.nanoTime() - connectedNanos);
    }

    /** The next frame within {@code timeout}; null when the server closed the connection. */
    Frame next(Duration timeout) throws IOException {
        long deadline = System.nanoTime() + timeout.toNanos();
        byte[] header = readFully(9, deadline);
        if (header == null) {
            return null;
        }
        int length = ((header[0] & 0xff) << 16) | ((header[1] & 0xff) << 8) | (header[2] & 0xff);
        int streamId = ByteBuffer.wrap(header, 5, 4).getInt() & 0x7fffffff;
        byte[] payload = readFully(length, deadline);
        if (payload == null) {
            throw new EOFException("connection closed inside a frame of " + length + " bytes");
        }
        return new Frame(header[3] & 0xff, header[4] & 0xff, streamId, payload);
    }

    /** The next frame of {@code type} (others skipped: SETTINGS, PING, WINDOW_UPDATE), or null when closed first. */
    Frame next(int type, Duration timeout) throws IOException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            Frame f = next(Duration.ofNanos(Math.max(1, deadline - System.nanoTime())));
            if (f == null || f.type() == type) {
                return f;
            }
        }
    }

    /** A HEADERS frame's header block decoded (the decoder keeps the server's dynamic table across calls). */
    Map<String, String> headers(Frame headers) throws Http2Exception {
        Http2Headers decoded = decoder.decodeHeaders(headers.streamId(), Unpooled.wrappedBuffer(headers.payload()));
        Map<String, String> map = new LinkedHashMap<>();
        decoded.forEach(e -> map.put(e.getKey().toString(), e.getValue().toString()));
        return map;
    }

    /**
     * Reads until the server closes the connection, at most {@code max}; fails if it is still open then. Frames
     * are collected as long as the bytes are frames (a server that answers garbage may send anything).
     */
    Ending readUntilClosed(Duration max) throws IOException {
        long deadline = System.nanoTime() + max.toNanos();
        ByteArrayOutputStream raw = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        while (true) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                throw new AssertionError("the server kept the connection open for " + max + " (read "
                        + raw.size() + " bytes)");
            }
            socket.setSoTimeout((int) Math.max(1, Math.min(250, left / 1_000_000)));
            int n;
            try {
                n = in.read(buffer);
            } catch (SocketTimeoutException e) {
                continue;
            } catch (SocketException e) {
                n = -1;   // reset by the server: closed as well
            }
            if (n < 0) {
                return new Ending(Duration.ofNanos(System.nanoTime() - connectedNanos), frames(raw.toByteArray()),
                        raw.toByteArray());
            }
            raw.write(buffer, 0, n);
        }
    }

    /**
     * The next frame, as {@link #next(Duration)}, a SETTINGS or PING from the server acknowledged on the way: a
     * client that is alive.
     */
    Frame nextAnswering(Duration timeout) throws IOException {
        Frame f = next(timeout);
        if (f != null && f.type() == SETTINGS && !f.has(ACK)) {
            frame(SETTINGS, ACK, 0, new byte[0]);
        } else if (f != null && f.type() == PING && !f.has(ACK)) {
            frame(PING, ACK, 0, f.payload());
        }
        return f;
    }

    /** The next frame of {@code type}, others skipped, SETTINGS and PINGs acknowledged; null when closed first. */
    Frame nextAnswering(int type, Duration timeout) throws IOException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            Frame f = nextAnswering(Duration.ofNanos(Math.max(1, deadline - System.nanoTime())));
            if (f == null || f.type() == type) {
                return f;
            }
        }
    }

    private static List<Frame> frames(byte[] bytes) {
        List<Frame> frames = new ArrayList<>();
        ByteBuffer b = ByteBuffer.wrap(bytes);
        while (b.remaining() >= 9) {
            int length = ((b.get() & 0xff) << 16) | ((b.get() & 0xff) << 8) | (b.get() & 0xff);
            int type = b.get() & 0xff;
            int flags = b.get() & 0xff;
            int streamId = b.getInt() & 0x7fffffff;
            if (length > b.remaining()) {
                break;
            }
            byte[] payload = new byte[length];
            b.get(payload);
            frames.add(new Frame(type, flags, streamId, payload));
        }
        return frames;
    }

    private byte[] readFully(int length, long deadlineNanos) throws IOException {
        byte[] bytes = new byte[length];
        int read = 0;
        while (read < length) {
            long left = deadlineNanos - System.nanoTime();
            if (left <= 0) {
                throw new SocketTimeoutException("no complete frame from the server in time (" + read + " of "
                        + length + " bytes)");
            }
            socket.setSoTimeout((int) Math.max(1, Math.min(250, left / 1_000_000)));
            int n;
            try {
                n = in.read(bytes, read, length - read);
            } catch (SocketTimeoutException e) {
                continue;
            } catch (SocketException e) {
                n = -1;
            }
            if (n < 0) {
                if (read == 0) {
                    return null;
                }
                throw new EOFException("connection closed after " + read + " of " + length + " bytes");
            }
            read += n;
        }
        return bytes;
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
