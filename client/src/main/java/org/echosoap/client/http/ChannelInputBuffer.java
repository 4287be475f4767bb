package org.echosoap.client.http;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ReadableByteChannel;
import org.apache.hc.core5.http.MessageConstraintException;

/**
 * What a non-blocking connection has read and not yet consumed: a heap buffer whose unread bytes the event loop's
 * head parsing and body decoding ({@link ResponseHead}, {@link NioBodyDecoder}) compare and hand on where they lie
 * in its array, rather than copying lines or bodies out of it (a profile of a direct buffer read byte by byte showed
 * line reading as the loop's largest own cost; the JDK's copy of a socket read through its per-thread direct buffer
 * is a few hundred bytes). One per connection.
 *
 * <p>The buffer is kept in read mode: {@code [position(), limit())} is the unread data.
 */
final class ChannelInputBuffer {

    /** A head line (or chunk-size line) longer than this is refused rather than waited for. */
    static final int MAX_LINE_BYTES = 8192;

    private final ByteBuffer buffer;

    ChannelInputBuffer(int capacityBytes) {
        if (capacityBytes <= MAX_LINE_BYTES) {
            throw new IllegalArgumentException("the buffer must hold more than a longest line");
        }
        buffer = ByteBuffer.allocate(capacityBytes);
        buffer.limit(0);
    }

    /** Drops whatever is unread (a new connection). */
    void clear() {
        buffer.clear().limit(0);
    }

    /** How many bytes are unread. */
    int length() {
        return buffer.remaining();
    }

    /** Reads what {@code channel} has now after the unread bytes: the count, 0 for nothing yet, -1 at its end. */
    int fill(ReadableByteChannel channel) throws IOException {
        buffer.compact();
        try {
            return channel.read(buffer);
        } finally {
            buffer.flip();
        }
    }

    /** The backing array; the unread bytes are {@code [position(), limit())}. */
    byte[] array() {
        return buffer.array();
    }

    int position() {
        return buffer.position();
    }

    int limit() {
        return buffer.limit();
    }

    /** Consumes the unread bytes up to {@code index} (at most {@link #limit()}). */
    void consumeTo(int index) {
        buffer.position(index);
    }

    /**
     * The index just past the next {@code '\n'} among the unread bytes, or -1 while no whole line is buffered yet.
     *
     * @throws MessageConstraintException when the unread bytes hold no line break in {@link #MAX_LINE_BYTES}
     */
    int nextLineEnd() throws MessageConstraintException {
        byte[] bytes = buffer.array();
        int start = buffer.position();
        int limit = buffer.limit();
        for (int i = start; i < limit; i++) {
            if (bytes[i] == '\n') {
                return i + 1;
            }
        }
        if (limit - start >= MAX_LINE_BYTES) {
            throw new MessageConstraintException("a line of the answer's head is longer than "
                    + MAX_LINE_BYTES + " bytes");
        }
        return -1;
    }
}
