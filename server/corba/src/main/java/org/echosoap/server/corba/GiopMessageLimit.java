package org.echosoap.server.corba;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.echosoap.server.cli.CommandLineValues;

/**
 * An accepted IIOP connection's bytes as the ORB reads them, checked message by message against {@link GiopLimits}:
 * it follows the GIOP framing (a 12-byte header: "GIOP", version, flags, type, body length) and refuses, with an
 * {@link IOException} the ORB turns into a closed connection, before the ORB sees the header:
 * <ul>
 *   <li>bytes that are not GIOP 1.x;</li>
 *   <li>a message longer than {@link GiopLimits#maxMessageBytes()} (the ORB would allocate the announced length);</li>
 *   <li>fragments (GIOP 1.1/1.2): no request of the contract comes near the ORB's fragment size, and a fragmented
 *       request's later fragments would escape the length check;</li>
 *   <li>a message not complete within the read timeout, and silence between messages beyond the idle timeout (the
 *       ORB's blocking reader would otherwise wait for ever).</li>
 * </ul>
 * The ORB reads a header and then exactly its body, so a refusal always comes before the ORB has allocated for it.
 *
 * <pre>{@code
 * InputStream in = new GiopMessageLimit(socket.getInputStream(), socket, limits);
 * }</pre>
 */
final class GiopMessageLimit extends FilterInputStream {

    static final int HEADER_BYTES = 12;
    private static final Logger LOG = Logger.getLogger(GiopMessageLimit.class.getName());
    private static final int FRAGMENT = 7;
    private static final int MORE_FRAGMENTS_FLAG = 0x02;
    private static final int LITTLE_ENDIAN_FLAG = 0x01;

    private final Socket socket;
    private final GiopLimits limits;
    private final byte[] header = new byte[HEADER_BYTES];
    private int headerBytesRead;
    private long bodyBytesLeft;
    private IOException refused;

    GiopMessageLimit(InputStream in, Socket socket, GiopLimits limits) {
        super(in);
        this.socket = socket;
        this.limits = limits;
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        return n < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] bytes, int offset, int length) throws IOException {
        if (refused != null) {
            throw refused;
        }
        boolean betweenMessages = headerBytesRead == 0;
        socket.setSoTimeout((int) Math.min(Integer.MAX_VALUE,
                (betweenMessages ? limits.idleTimeout() : limits.readTimeout()).toMillis()));
        int n;
        try {
            n = in.read(bytes, offset, length);
        } catch (SocketTimeoutException e) {
            // An idle client is no offence (FINE, not logged by default); a message that stops half-way is.
            throw betweenMessages
                    ? refuse(Level.FINE, "no message within the idle timeout of "
                            + CommandLineValues.text(limits.idleTimeout()))
                    : refuse(Level.INFO, "a message incomplete after the read timeout of "
                            + CommandLineValues.text(limits.readTimeout()) + " (" + received() + ")");
        }
        if (n > 0) {
            follow(bytes, offset, n);
        }
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        // Skipped bytes would pass unchecked; the ORB never skips.
        throw new IOException("skip is not supported");
    }

    /** Advances the framing over {@code n} bytes just read; refuses a header that breaks the limits. */
    private void follow(byte[] bytes, int offset, int n) throws IOException {
        int i = offset;
        int end = offset + n;
        while (i < end) {
            if (headerBytesRead < HEADER_BYTES) {
                int take = Math.min(HEADER_BYTES - headerBytesRead, end - i);
                System.arraycopy(bytes, i, header, headerBytesRead, take);
                headerBytesRead += take;
                i += take;
                if (headerBytesRead == HEADER_BYTES) {
                    bodyBytesLeft = checkedBodyLength();
                }
            } else {
                int take = (int) Math.min(bodyBytesLeft, end - i);
                bodyBytesLeft -= take;
                i += take;
            }
            if (headerBytesRead == HEADER_BYTES && bodyBytesLeft == 0) {
                headerBytesRead = 0;   // the message is complete: the next byte starts a header
            }
        }
    }

    private long checkedBodyLength() throws IOException {
        if (header[0] != 'G' || header[1] != 'I' || header[2] != 'O' || header[3] != 'P') {
            throw refuse(Level.INFO, "not a GIOP message (its first bytes are no \"GIOP\")");
        }
        int major = header[4];
        int minor = header[5];
        int flags = header[6];
        int type = header[7];
        if (major != 1 || minor < 0 || minor > 2) {
            throw refuse(Level.INFO, "GIOP " + major + "." + minor + " (1.0 to 1.2 served)");
        }
        if (type == FRAGMENT || (minor >= 1 && (flags & MORE_FRAGMENTS_FLAG) != 0)) {
            throw refuse(Level.INFO, "a fragmented GIOP message (not accepted: every request fits one message)");
        }
        ByteOrder order = (flags & LITTLE_ENDIAN_FLAG) != 0 ? ByteOrder.LITTLE_ENDIAN : ByteOrder.BIG_ENDIAN;
        long bodyLength = Integer.toUnsignedLong(ByteBuffer.wrap(header, 8, 4).order(order).getInt());
        if (HEADER_BYTES + bodyLength > limits.maxMessageBytes()) {
            throw refuse(Level.INFO, "a GIOP message of " + (HEADER_BYTES + bodyLength) + " bytes, at most "
                    + limits.maxMessageBytes());
        }
        return bodyLength;
    }

    private String received() {
        return headerBytesRead < HEADER_BYTES ? headerBytesRead + " of " + HEADER_BYTES + " header bytes"
                : bodyBytesLeft + " body bytes missing";
    }

    /**
     * Logs why at {@code level} (the ORB logs a connection it closes at FINE only) and fails this and every later
     * read the same way: the connection is done for.
     */
    private IOException refuse(Level level, String why) {
        String message = "refused " + socket.getRemoteSocketAddress() + ": " + why;
        LOG.log(level, message);
        refused = new IOException(message);
        return refused;
    }
}
