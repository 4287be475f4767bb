package org.echosoap.client.load;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.WritableByteChannel;
import org.apache.hc.core5.http.MessageConstraintException;
import org.apache.hc.core5.http.nio.SessionInputBuffer;
import org.apache.hc.core5.util.CharArrayBuffer;

/**
 * What a non-blocking connection has read and not yet consumed: HttpCore 5's {@link SessionInputBuffer} contract,
 * which its NIO body decoders ({@code ChunkDecoder}, {@code LengthDelimitedDecoder}) read through. HttpCore's own
 * implementation of it is not public, hence this one: a heap buffer, whose lines are found and copied in bulk from
 * its array (a profile of a direct buffer read byte by byte showed line reading as the loop's largest own cost; the
 * JDK's copy of a socket read through its per-thread direct buffer is a few hundred bytes), lines as ISO-8859-1 as
 * HTTP/1.1 heads are.
 *
 * <p>The buffer is kept in read mode: {@code [position, limit)} is the unread data.
 */
final class ChannelInputBuffer implements SessionInputBuffer {

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

    @Override
    public boolean hasData() {
        return buffer.hasRemaining();
    }

    @Override
    public int length() {
        return buffer.remaining();
    }

    @Override
    public int fill(ReadableByteChannel channel) throws IOException {
        buffer.compact();
        try {
            return channel.read(buffer);
        } finally {
            buffer.flip();
        }
    }

    @Override
    public int read() {
        return buffer.hasRemaining() ? buffer.get() & 0xff : -1;
    }

    @Override
    public int read(ByteBuffer dst, int maxLen) {
        int n = Math.min(Math.min(dst.remaining(), maxLen), buffer.remaining());
        int limit = buffer.limit();
        buffer.limit(buffer.position() + n);
        dst.put(buffer);
        buffer.limit(limit);
        return n;
    }

    @Override
    public int read(ByteBuffer dst) {
        return read(dst, dst.remaining());
    }

    @Override
    public int read(WritableByteChannel dst, int maxLen) throws IOException {
        int limit = buffer.limit();
        buffer.limit(buffer.position() + Math.min(maxLen, buffer.remaining()));
        try {
            return dst.write(buffer);
        } finally {
            buffer.limit(limit);
        }
    }

    @Override
    public int read(WritableByteChannel dst) throws IOException {
        return dst.write(buffer);
    }

    /*
     * In-place access for the event loop's head and body parsing ({@link NioResponseHead}, {@link NioBodyDecoder}),
     * which compare and hand on the buffered bytes where they lie rather than copying lines out of them.
     */

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

    /**
     * Appends the next whole line (without its CR LF) to {@code line}; false, appending nothing, when no whole line
     * is buffered yet. At the end of the stream the rest counts as the last line.
     */
    @Override
    public boolean readLine(CharArrayBuffer line, boolean endOfStream) throws IOException {
        byte[] bytes = buffer.array();
        int start = buffer.position();
        int limit = buffer.limit();
        int end = -1;
        for (int i = start; i < limit; i++) {
            if (bytes[i] == '\n') {
                end = i + 1;
                break;
            }
        }
        if (end < 0) {
            if (limit - start >= MAX_LINE_BYTES) {
                throw new MessageConstraintException("a line of the answer's head is longer than "
                        + MAX_LINE_BYTES + " bytes");
            }
            if (!endOfStream || start == limit) {
                return false;
            }
            end = limit;
        }
        int textEnd = end;
        if (textEnd > start && bytes[textEnd - 1] == '\n') {
            textEnd--;
        }
        if (textEnd > start && bytes[textEnd - 1] == '\r') {
            textEnd--;
        }
        line.append(bytes, start, textEnd - start); // ISO-8859-1: each byte one char
        buffer.position(end);
        return true;
    }
}
