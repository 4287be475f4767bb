package org.echosoap.server.rmi.pingpong;

import java.nio.ByteBuffer;

/**
 * The raw TCP ping-pong's request frame: a 4-byte big-endian total request length L (the header included), a 4-byte
 * big-endian answer length N, then L − 8 filler bytes; the answer is exactly N bytes. One source for server/rmi's
 * {@code PingPongServer} and the load client, which builds its frames here.
 *
 * <p>Why the sender names both lengths: the ping-pong is the baseline of an RMI call, so it must move the very byte
 * counts of that call both ways, whatever they are, with nothing done per byte but moving it.
 *
 * <pre>{@code
 * byte[] frame = PingPongFrame.request(45, 225);  // 45 bytes out, 225 back
 * PingPongFrame.refusal(4, 1);                      // "request length 4 outside 8..67108864"
 * }</pre>
 */
public final class PingPongFrame {

    /** The two lengths. */
    public static final int HEADER_BYTES = 8;
    /** The longest request, header included (64 MiB). */
    public static final int MAX_REQUEST_BYTES = 64 << 20;
    /** The longest answer (64 MiB). */
    public static final int MAX_ANSWER_BYTES = 64 << 20;
    /** What the filler and the answer consist of (any byte would do; a fixed one is easy to recognise in a dump). */
    public static final byte FILLER = '.';

    private PingPongFrame() {
    }

    /**
     * A whole request frame of {@code requestBytes} bytes asking for {@code answerBytes}.
     *
     * @throws IllegalArgumentException with {@link #refusal}'s reason when a length is out of range
     */
    public static byte[] request(int requestBytes, int answerBytes) {
        String refusal = refusal(requestBytes, answerBytes);
        if (refusal != null) {
            throw new IllegalArgumentException(refusal);
        }
        byte[] frame = new byte[requestBytes];
        java.util.Arrays.fill(frame, HEADER_BYTES, requestBytes, FILLER);
        ByteBuffer.wrap(frame).putInt(requestBytes).putInt(answerBytes);
        return frame;
    }

    /** Null when a frame of these lengths is served, else why not (one line). */
    public static String refusal(long requestBytes, long answerBytes) {
        if (requestBytes < HEADER_BYTES || requestBytes > MAX_REQUEST_BYTES) {
            return "request length " + requestBytes + " outside " + HEADER_BYTES + ".." + MAX_REQUEST_BYTES;
        }
        if (answerBytes < 1 || answerBytes > MAX_ANSWER_BYTES) {
            return "answer length " + answerBytes + " outside 1.." + MAX_ANSWER_BYTES;
        }
        return null;
    }
}
