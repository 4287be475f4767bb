package org.echosoap.client.http;

import java.io.IOException;
import java.nio.channels.ReadableByteChannel;
import org.apache.hc.core5.http.ConnectionClosedException;
import org.apache.hc.core5.http.MalformedChunkCodingException;
import org.echosoap.client.load.ResponseReader;
import org.echosoap.client.load.ServerTiming;

/**
 * Reads an answer's body on a non-blocking connection in its framing — a length, chunked (with trailers), or until
 * the server closes — handing the bytes to the worker's {@link ResponseReader} where they lie in the input buffer
 * (no copy). One per connection, set up anew for each answer by {@link #start}: where HttpCore's NIO decoders were a
 * new object per answer (a ChunkDecoder, its line buffer and its trailer list). A chunked answer's Server-Timing
 * trailer (the whole message's figures, see {@link ResponseReader#trailers}) is read in place and kept for
 * {@link #trailerAppMicros}. Not thread-safe.
 */
final class NioBodyDecoder {

    private static final int LENGTH = 0;
    private static final int UNTIL_CLOSE = 1;
    private static final int CHUNK_SIZE = 2;
    private static final int CHUNK_DATA = 3;
    private static final int CHUNK_END = 4;
    private static final int TRAILERS = 5;
    private static final int DONE = 6;
    /** More hex digits than this is no chunk size this client would wait for (2^60 bytes). */
    private static final int MAX_CHUNK_SIZE_DIGITS = 15;
    private static final byte[] SERVER_TIMING = "server-timing".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

    private final ServerTiming timing = new ServerTiming();
    private int state = DONE;
    /** Body bytes still to come: of the whole body (length), or of the current chunk. */
    private long remaining;
    private boolean trailerTiming;

    /** A body of {@code lengthBytes}. */
    void startLength(long lengthBytes) {
        start(lengthBytes == 0 ? DONE : LENGTH, lengthBytes);
    }

    /** A chunked body. */
    void startChunked() {
        start(CHUNK_SIZE, 0);
    }

    /** A body without framing: it ends when the server closes the connection. */
    void startUntilClose() {
        start(UNTIL_CLOSE, 0);
    }

    private void start(int first, long remainingBytes) {
        state = first;
        remaining = remainingBytes;
        trailerTiming = false;
        timing.clear();
    }

    /**
     * Feeds {@code reader} what is buffered in {@code in} and what {@code wire} has for now; true once the body is
     * whole, false when the socket has nothing more yet (call again when it is readable).
     *
     * @throws ConnectionClosedException when the server closes before a framed body is whole
     * @throws MalformedChunkCodingException on a chunk size or chunk end that is not HTTP/1.1's
     */
    boolean read(ChannelInputBuffer in, ReadableByteChannel wire, ResponseReader reader) throws IOException {
        while (true) {
            consume(in, reader);
            if (state == DONE) {
                return true;
            }
            int n = in.fill(wire);
            if (n == 0) {
                return false;
            }
            if (n < 0) {
                if (state == UNTIL_CLOSE) {
                    state = DONE;
                    return true;
                }
                throw new ConnectionClosedException(state == LENGTH
                        ? "the server closed the connection " + remaining + " bytes before the end of the answer"
                        : "the server closed the connection before the end of the chunked answer");
            }
        }
    }

    /** Takes what is buffered, as far as the framing goes. */
    private void consume(ChannelInputBuffer in, ResponseReader reader) throws IOException {
        byte[] b = in.array();
        while (state != DONE && in.position() < in.limit()) {
            int at = in.position();
            switch (state) {
                case UNTIL_CLOSE -> {
                    reader.feed(b, at, in.limit() - at);
                    in.consumeTo(in.limit());
                }
                case LENGTH, CHUNK_DATA -> {
                    int n = (int) Math.min(remaining, in.limit() - at);
                    reader.feed(b, at, n);
                    in.consumeTo(at + n);
                    remaining -= n;
                    if (remaining == 0) {
                        state = state == LENGTH ? DONE : CHUNK_END;
                    }
                }
                default -> {
                    int next = in.nextLineEnd();
                    if (next < 0) {
                        return; // the line is not whole yet
                    }
                    int end = lineEnd(b, at, next);
                    in.consumeTo(next);
                    line(b, at, end);
                }
            }
        }
    }

    /** A whole line of the chunked framing {@code b[start, end)}, without its line break. */
    private void line(byte[] b, int start, int end) throws MalformedChunkCodingException {
        switch (state) {
            case CHUNK_SIZE -> {
                remaining = chunkSize(b, start, end);
                state = remaining == 0 ? TRAILERS : CHUNK_DATA;
            }
            case CHUNK_END -> {
                if (end != start) {
                    throw new MalformedChunkCodingException("a chunk does not end with CR LF: "
                            + ResponseHead.text(b, start, end));
                }
                state = CHUNK_SIZE;
            }
            default -> { // TRAILERS
                if (end == start) {
                    state = DONE;
                } else {
                    trailer(b, start, end);
                }
            }
        }
    }

    /** A trailer field: only Server-Timing is read (the first one), the others are skipped. */
    private void trailer(byte[] b, int start, int end) {
        if (trailerTiming || end - start <= SERVER_TIMING.length || b[start + SERVER_TIMING.length] != ':') {
            return;
        }
        for (int i = 0; i < SERVER_TIMING.length; i++) {
            byte c = b[start + i];
            if ((c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c) != SERVER_TIMING[i]) {
                return;
            }
        }
        int valueStart = start + SERVER_TIMING.length + 1;
        while (valueStart < end && (b[valueStart] == ' ' || b[valueStart] == '\t')) {
            valueStart++;
        }
        trailerTiming = true;
        timing.read(b, valueStart, end);
    }

    /** The hex size before any chunk extension ({@code ;name=value}). */
    private static long chunkSize(byte[] b, int start, int end) throws MalformedChunkCodingException {
        int stop = start;
        while (stop < end && b[stop] != ';') {
            stop++;
        }
        while (stop > start && (b[stop - 1] == ' ' || b[stop - 1] == '\t')) {
            stop--;
        }
        int from = start;
        while (from < stop && (b[from] == ' ' || b[from] == '\t')) {
            from++;
        }
        if (from == stop || stop - from > MAX_CHUNK_SIZE_DIGITS) {
            throw new MalformedChunkCodingException("bad chunk size line: " + ResponseHead.text(b, start, end));
        }
        long size = 0;
        for (int i = from; i < stop; i++) {
            int digit = Character.digit(b[i], 16);
            if (digit < 0) {
                throw new MalformedChunkCodingException("bad chunk size line: " + ResponseHead.text(b, start, end));
            }
            size = size * 16 + digit;
        }
        return size;
    }

    /** {@code next} (just past a line's '\n') less its CR LF or LF. */
    private static int lineEnd(byte[] b, int start, int next) {
        int end = next;
        if (end > start && b[end - 1] == '\n') {
            end--;
        }
        if (end > start && b[end - 1] == '\r') {
            end--;
        }
        return end;
    }

    /** Whether the chunked body ended with a Server-Timing trailer: then its figures replace the head's. */
    boolean trailerTiming() {
        return trailerTiming;
    }

    long trailerAppMicros() {
        return timing.appMicros();
    }

    long trailerAllocatedBytes() {
        return timing.allocatedBytes();
    }
}
