package org.echosoap.server.corba;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * A TCP connection that speaks GIOP by hand, for what no ORB would send: GIOP 1.2 requests built byte by byte (big
 * endian, CDR alignment counted from the message's first byte), any bytes at all, and the server's messages read
 * back one at a time.
 *
 * <pre>{@code
 * try (RawGiop giop = RawGiop.connect("127.0.0.1", port)) {
 *     giop.write(RawGiop.request(1, "Latency", "doNothing", new byte[0]));
 *     RawGiop.Message reply = giop.next(Duration.ofSeconds(5));
 * }
 * }</pre>
 */
final class RawGiop implements AutoCloseable {

    static final int REQUEST = 0;
    static final int REPLY = 1;
    static final int MESSAGE_ERROR = 6;
    static final int NO_EXCEPTION = 0;
    static final int SYSTEM_EXCEPTION = 2;
    static final int LOCATION_FORWARD = 3;

    private final Socket socket;
    private final DataInputStream in;

    private RawGiop(Socket socket) throws IOException {
        this.socket = socket;
        this.in = new DataInputStream(socket.getInputStream());
    }

    static RawGiop connect(String host, int port) throws IOException {
        Socket socket = new Socket();
        socket.connect(new InetSocketAddress(host, port), 5_000);
        socket.setTcpNoDelay(true);
        return new RawGiop(socket);
    }

    void write(byte[] bytes) throws IOException {
        socket.getOutputStream().write(bytes);
        socket.getOutputStream().flush();
    }

    /** A GIOP message the server sent, or null when it closed the connection first. */
    Message next(Duration timeout) throws IOException {
        socket.setSoTimeout((int) timeout.toMillis());
        byte[] header = new byte[12];
        try {
            in.readFully(header);
        } catch (EOFException | SocketException closed) {
            return null;
        }
        ByteOrder order = (header[6] & 1) != 0 ? ByteOrder.LITTLE_ENDIAN : ByteOrder.BIG_ENDIAN;
        int size = ByteBuffer.wrap(header, 8, 4).order(order).getInt();
        byte[] body = new byte[size];
        in.readFully(body);
        return new Message(header[7], order, body);
    }

    /**
     * Reads until the server closes the connection, within {@code timeout}; returns the messages it sent before.
     *
     * @throws AssertionError if the connection is still open after {@code timeout}
     */
    java.util.List<Message> readUntilClosed(Duration timeout) throws IOException {
        java.util.List<Message> messages = new java.util.ArrayList<>();
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                throw new AssertionError("still open after " + timeout + ", messages " + messages);
            }
            Message m;
            try {
                m = next(Duration.ofNanos(Math.max(left, 1_000_000)));
            } catch (SocketTimeoutException e) {
                throw new AssertionError("still open after " + timeout + ", messages " + messages);
            } catch (EOFException e) {
                return messages;   // closed in the middle of a message
            }
            if (m == null) {
                return messages;
            }
            messages.add(m);
        }
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }

    /** A GIOP 1.2 Request for {@code operation} on {@code objectKey} with the CDR-encoded {@code arguments}. */
    static byte[] request(int requestId, String objectKey, String operation, byte[] arguments) {
        Cdr cdr = new Cdr();
        cdr.header(REQUEST, 0);
        cdr.ulong(requestId);
        cdr.octet(3);                                  // response expected
        cdr.octet(0).octet(0).octet(0);                // reserved
        cdr.align(2).ushort(0);                        // TargetAddress: KeyAddr
        byte[] key = objectKey.getBytes(StandardCharsets.ISO_8859_1);
        cdr.ulong(key.length).bytes(key);
        cdr.string(operation);
        cdr.ulong(0);                                  // no service contexts
        if (arguments.length > 0) {
            cdr.align(8).bytes(arguments);             // GIOP 1.2: the body starts on an 8-byte boundary
        }
        return cdr.message();
    }

    /** A float as echoFloat's argument. */
    static byte[] floatArgument(float value) {
        return ByteBuffer.allocate(4).order(ByteOrder.BIG_ENDIAN).putFloat(value).array();
    }

    /** Just a GIOP 1.2 header of {@code type} with {@code flags} and a body length of {@code bodyLength}. */
    static byte[] header(int type, int flags, int bodyLength) {
        return ByteBuffer.allocate(12).order(ByteOrder.BIG_ENDIAN).put(new byte[] {'G', 'I', 'O', 'P', 1, 2})
                .put((byte) flags).put((byte) type).putInt(bodyLength).array();
    }

    /** One message from the server. */
    record Message(int type, ByteOrder order, byte[] body) {

        int requestId() {
            return buffer().getInt(0);
        }

        int replyStatus() {
            return buffer().getInt(4);
        }

        /** The repository id of a SYSTEM_EXCEPTION reply, e.g. IDL:omg.org/CORBA/OBJECT_NOT_EXIST:1.0. */
        String exceptionId() {
            ByteBuffer b = buffer();
            b.position(8);
            int contexts = b.getInt();
            for (int i = 0; i < contexts; i++) {
                b.getInt();                                   // context id
                int length = b.getInt();
                b.position(b.position() + length);
                b.position(align(b.position(), 4));
            }
            b.position(align(b.position(), 8));               // GIOP 1.2 body
            b.position(align(b.position(), 4));
            int length = b.getInt();
            byte[] id = new byte[length - 1];
            b.get(id);
            return new String(id, StandardCharsets.ISO_8859_1);
        }

        /** Positions count from the message's first byte: the body starts at 12. */
        private static int align(int bodyPosition, int boundary) {
            int messagePosition = bodyPosition + 12;
            return ((messagePosition + boundary - 1) / boundary) * boundary - 12;
        }

        private ByteBuffer buffer() {
            return ByteBuffer.wrap(body).order(order);
        }

        @Override
        public String toString() {
            return "Message[type " + type + ", " + body.length + " bytes]";
        }
    }

    /** Big-endian CDR, positions counted from the GIOP header's first byte. */
    private static final class Cdr {
        private final ByteArrayOutputStream out = new ByteArrayOutputStream();

        Cdr header(int type, int flags) {
            out.writeBytes(RawGiop.header(type, flags, 0));
            return this;
        }

        Cdr align(int boundary) {
            while (out.size() % boundary != 0) {
                out.write(0);
            }
            return this;
        }

        Cdr octet(int value) {
            out.write(value);
            return this;
        }

        Cdr ushort(int value) {
            out.write(value >>> 8);
            out.write(value);
            return this;
        }

        Cdr ulong(int value) {
            align(4);
            out.writeBytes(ByteBuffer.allocate(4).putInt(value).array());
            return this;
        }

        Cdr bytes(byte[] bytes) {
            out.writeBytes(bytes);
            return this;
        }

        Cdr string(String value) {
            byte[] chars = value.getBytes(StandardCharsets.ISO_8859_1);
            ulong(chars.length + 1);
            out.writeBytes(chars);
            out.write(0);
            return this;
        }

        byte[] message() {
            byte[] bytes = out.toByteArray();
            ByteBuffer.wrap(bytes).putInt(8, bytes.length - 12);
            return bytes;
        }
    }
}
