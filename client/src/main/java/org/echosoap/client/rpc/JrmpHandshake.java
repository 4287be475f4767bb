package org.echosoap.client.rpc;

/**
 * One direction of a new RMI connection's JRMP handshake, found in the bytes as they pass: a fixed head, then an
 * endpoint written as a modified-UTF host name (a 2-byte length, that many bytes) and a 4-byte port. The client
 * writes the magic, version and protocol (7 bytes) and then its endpoint; the server answers an acknowledgement
 * (1 byte) and the endpoint it sees. For {@code 127.0.0.1} that is 22 bytes out and 16 back, once per connection:
 * a connection's cost, like TCP's own handshake, not a call's.
 *
 * <pre>{@code
 * JrmpHandshake out = JrmpHandshake.clientSide();
 * int handshakeBytes = out.take(buffer, offset, length); // of these bytes, how many were the handshake's
 * }</pre>
 *
 * Not thread-safe: one per socket direction, which the JDK uses from one thread at a time.
 */
final class JrmpHandshake {

    /** Magic "JRMI" (4), version (2), protocol (1): sun.rmi.transport.TransportConstants. */
    static final int CLIENT_HEAD_BYTES = 7;
    /** The server's ProtocolAck. */
    static final int SERVER_HEAD_BYTES = 1;
    private static final int PORT_BYTES = 4;

    private final int headBytes;
    /** Bytes of the handshake seen so far. */
    private long seen;
    /** The host name's length once both its bytes were seen, else -1. */
    private int hostLength = -1;
    private int hostLengthHighByte;

    private JrmpHandshake(int headBytes) {
        this.headBytes = headBytes;
    }

    /** What the client writes on a new connection. */
    static JrmpHandshake clientSide() {
        return new JrmpHandshake(CLIENT_HEAD_BYTES);
    }

    /** What the client reads first on a new connection. */
    static JrmpHandshake serverSide() {
        return new JrmpHandshake(SERVER_HEAD_BYTES);
    }

    /** Whether the handshake has passed whole: every later byte is a call's or a ping's. */
    boolean done() {
        return hostLength >= 0 && seen == total();
    }

    /**
     * How many of the {@code length} bytes at {@code offset}, the next ones in this direction, belong to the
     * handshake: all of them, some leading ones, or none once it is {@link #done}.
     */
    int take(byte[] bytes, int offset, int length) {
        int taken = 0;
        while (taken < length && !done()) {
            long lengthAt = headBytes; // the host length's first byte
            if (seen == lengthAt) {
                hostLengthHighByte = bytes[offset + taken] & 0xff;
            } else if (seen == lengthAt + 1) {
                hostLength = (hostLengthHighByte << 8) | (bytes[offset + taken] & 0xff);
            }
            seen++;
            taken++;
        }
        return taken;
    }

    /** {@link #take} for a single byte. */
    int take(int oneByte) {
        return done() ? 0 : take(new byte[] {(byte) oneByte}, 0, 1);
    }

    private long total() {
        return headBytes + 2L + hostLength + PORT_BYTES;
    }
}
