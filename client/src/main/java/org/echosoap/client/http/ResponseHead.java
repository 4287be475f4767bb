package org.echosoap.client.http;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.apache.hc.core5.http.HttpException;
import org.apache.hc.core5.http.MessageConstraintException;
import org.apache.hc.core5.http.NoHttpResponseException;
import org.apache.hc.core5.http.ProtocolException;
import org.echosoap.client.load.Exchange;
import org.echosoap.client.load.ServerTiming;
import org.echosoap.client.load.StagesField;

/**
 * The client's one parser of an HTTP answer's head, for every HTTP transport that reads heads itself: the nio
 * transport hands it the bytes as they arrive on a non-blocking connection ({@link #parse}, in place), the core
 * transport its blocking connection's lines ({@link #line}, through {@link LeanResponseParser}). Field names are
 * compared as bytes and only what the client reads is kept, as numbers and flags — status, framing (Content-Length,
 * Transfer-Encoding), keep-alive (Connection, version), the Server-Timing figures, the stages — so a head costs no
 * String and no header object (HttpCore's own parser kept every header line in a fresh buffer, ~1.5 KB per answer).
 * Location is kept as a String only on a 3xx answer, for its error reason. One per connection; {@link #reset}
 * before each answer.
 */
final class ResponseHead {

    /** {@link #contentLength} when the head has none. */
    static final long NO_LENGTH = -1;

    private static final int MAX_HEADER_LINES = 100;
    /** A head line longer than this is refused (the nio transport's buffer refuses to wait for a longer one). */
    static final int MAX_LINE_BYTES = ChannelInputBuffer.MAX_LINE_BYTES;
    private static final byte[] HTTP_1 = "HTTP/1.".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] CONTENT_LENGTH = lower("Content-Length");
    private static final byte[] TRANSFER_ENCODING = lower("Transfer-Encoding");
    private static final byte[] CONNECTION = lower("Connection");
    private static final byte[] SERVER_TIMING = lower("Server-Timing");
    private static final byte[] LOCATION = lower("Location");
    private static final byte[] ECHOSOAP_STAGES = lower("Echosoap-Stages");
    private static final byte[] CHUNKED = lower("chunked");
    private static final byte[] CLOSE = lower("close");
    private static final byte[] KEEP_ALIVE = lower("keep-alive");

    private final ServerTiming timing = new ServerTiming();
    private final StagesField stages = new StagesField();
    private boolean stagesSeen;

    private boolean statusRead;
    private int headerLines;
    private int status;
    private boolean http10;
    private long contentLength;
    private boolean transferEncoding;
    private boolean chunked;
    private boolean connectionClose;
    private boolean connectionKeepAlive;
    private String location;

    ResponseHead() {
        reset();
    }

    /**
     * True once the head's empty line has been consumed from {@code in}; false while more bytes are needed (call
     * again after the next read). {@code endOfStream}: the server has closed the connection, so an unfinished head
     * is an error (a last line without its line break still counts).
     */
    boolean parse(ChannelInputBuffer in, boolean endOfStream) throws IOException, HttpException {
        byte[] b = in.array();
        while (true) {
            int start = in.position();
            int next = in.nextLineEnd();
            if (next < 0) {
                if (!endOfStream) {
                    return false;
                }
                if (start == in.limit()) {
                    ended();
                }
                next = in.limit(); // the rest is the last line
            }
            int end = next;
            if (end > start && b[end - 1] == '\n') {
                end--;
            }
            if (end > start && b[end - 1] == '\r') {
                end--;
            }
            in.consumeTo(next);
            if (line(b, start, end)) {
                return true;
            }
        }
    }

    /**
     * One line of the head, {@code b[start, end)} without its line break: the status line first, then header lines;
     * true when it was the empty line that ends the head.
     */
    boolean line(byte[] b, int start, int end) throws IOException, HttpException {
        if (end - start > MAX_LINE_BYTES) {
            throw new MessageConstraintException("answer header too large");
        }
        if (!statusRead) {
            statusLine(b, start, end);
            statusRead = true;
            return false;
        }
        if (end == start) {
            if (contentLength != NO_LENGTH && transferEncoding) {
                contentLength = NO_LENGTH; // RFC 9112 6.3: Transfer-Encoding overrides Content-Length
            }
            return true;
        }
        headerLine(b, start, end);
        return false;
    }

    /** The connection ended before the head did: always throws, naming which. */
    void ended() throws IOException, HttpException {
        if (!statusRead) {
            throw new NoHttpResponseException("the server closed the connection without answering");
        }
        throw new ProtocolException("the answer's header ended early");
    }

    /** Hands the head's figures to {@code outcome}: the Server-Timing figures (until a trailer's) and the stages. */
    void copyTo(Exchange outcome) {
        outcome.serverAppMicros = serverAppMicros();
        outcome.serverAllocatedBytes = serverAllocatedBytes();
        outcome.headAppMicros = outcome.serverAppMicros;
        outcome.headAllocatedBytes = outcome.serverAllocatedBytes;
        outcome.stages.copyFrom(stages);
    }

    /** "HTTP/1.1 200 OK" (the reason phrase is not kept). */
    private void statusLine(byte[] b, int start, int end) throws ProtocolException {
        int n = end - start;
        if (n < 12 || !startsWith(b, start, HTTP_1) || b[start + 8] != ' ' || (n > 12 && b[start + 12] != ' ')) {
            throw new ProtocolException("invalid status line: " + text(b, start, end));
        }
        int code = 0;
        for (int i = start + 9; i < start + 12; i++) {
            if (b[i] < '0' || b[i] > '9') {
                throw new ProtocolException("invalid status code in: " + text(b, start, end));
            }
            code = code * 10 + (b[i] - '0');
        }
        status = code;
        http10 = b[start + 7] == '0';
    }

    /** A header line (not empty): kept if it is one of the fields the client reads, else skipped. */
    private void headerLine(byte[] b, int start, int end) throws IOException, HttpException {
        if (headerLines++ >= MAX_HEADER_LINES) {
            throw new MessageConstraintException("answer header too large");
        }
        int colon = -1;
        for (int i = start; i < end; i++) {
            if (b[i] == ':') {
                colon = i;
                break;
            }
        }
        if (colon <= start || b[start] == ' ' || b[start] == '\t') {
            throw new ProtocolException("invalid header line: " + text(b, start, end));
        }
        int nameEnd = colon;
        while (nameEnd > start && (b[nameEnd - 1] == ' ' || b[nameEnd - 1] == '\t')) {
            nameEnd--;
        }
        int valueStart = colon + 1;
        while (valueStart < end && (b[valueStart] == ' ' || b[valueStart] == '\t')) {
            valueStart++;
        }
        int valueEnd = end;
        while (valueEnd > valueStart && (b[valueEnd - 1] == ' ' || b[valueEnd - 1] == '\t')) {
            valueEnd--;
        }
        if (nameIs(b, start, nameEnd, CONTENT_LENGTH)) {
            long length = digits(b, valueStart, valueEnd);
            if (length < 0 || (contentLength != NO_LENGTH && contentLength != length)) {
                throw new ProtocolException("invalid Content-Length: " + text(b, valueStart, valueEnd));
            }
            contentLength = length;
        } else if (nameIs(b, start, nameEnd, TRANSFER_ENCODING)) {
            // Only chunked is read (as HttpCore's strategy: any other coding is refused); it must come last.
            if (!endsWithToken(b, valueStart, valueEnd, CHUNKED)) {
                throw new ProtocolException("unsupported transfer encoding: " + text(b, valueStart, valueEnd));
            }
            transferEncoding = true;
            chunked = true;
        } else if (nameIs(b, start, nameEnd, CONNECTION)) {
            connectionClose |= containsIgnoreCase(b, valueStart, valueEnd, CLOSE);
            connectionKeepAlive |= containsIgnoreCase(b, valueStart, valueEnd, KEEP_ALIVE);
        } else if (nameIs(b, start, nameEnd, SERVER_TIMING)) {
            if (timing.appMicros() == ServerTiming.ABSENT && timing.allocatedBytes() == ServerTiming.ABSENT) {
                timing.read(b, valueStart, valueEnd); // the first field with figures counts
            }
        } else if (nameIs(b, start, nameEnd, ECHOSOAP_STAGES)) {
            if (!stagesSeen) {
                stagesSeen = true; // the first field counts
                stages.read(b, valueStart, valueEnd);
            }
        } else if (nameIs(b, start, nameEnd, LOCATION) && status / 100 == 3 && location == null) {
            location = text(b, valueStart, valueEnd);
        }
    }

    /** Forgets the answer read or half read: the next bytes start a new head (after a 1xx, or a new connection). */
    void reset() {
        statusRead = false;
        headerLines = 0;
        status = 0;
        http10 = false;
        contentLength = NO_LENGTH;
        transferEncoding = false;
        chunked = false;
        connectionClose = false;
        connectionKeepAlive = false;
        timing.clear();
        stages.clear();
        stagesSeen = false;
        location = null;
    }

    int status() {
        return status;
    }

    /** Whether the status line said HTTP/1.0. */
    boolean http10() {
        return http10;
    }

    boolean chunked() {
        return chunked;
    }

    /** The Content-Length, or {@link #NO_LENGTH} (none, or chunked). */
    long contentLength() {
        return contentLength;
    }

    /** Whether the answer has no body whatever its head says (204, 304). */
    boolean bodyless() {
        return status == 204 || status == 304;
    }

    long serverAppMicros() {
        return timing.appMicros();
    }

    long serverAllocatedBytes() {
        return timing.allocatedBytes();
    }

    /** The head's {@code Echosoap-Stages} (none entered without the field). */
    StagesField stages() {
        return stages;
    }

    /** A 3xx answer's Location, else null. */
    String location() {
        return location;
    }

    /**
     * Whether the connection can carry the next request: HTTP/1.1 unless {@code Connection: close}, HTTP/1.0 only
     * with {@code Connection: keep-alive}, and only when the body had its own framing (length or chunked).
     */
    boolean reusable() {
        if (connectionClose || (http10 && !connectionKeepAlive)) {
            return false;
        }
        return bodyless() || contentLength != NO_LENGTH || transferEncoding;
    }

    private static boolean nameIs(byte[] b, int start, int end, byte[] lowerName) {
        if (end - start != lowerName.length) {
            return false;
        }
        for (int i = 0; i < lowerName.length; i++) {
            if (lowerAscii(b[start + i]) != lowerName[i]) {
                return false;
            }
        }
        return true;
    }

    private static boolean containsIgnoreCase(byte[] b, int start, int end, byte[] lowerToken) {
        for (int at = start; at <= end - lowerToken.length; at++) {
            if (nameIs(b, at, at + lowerToken.length, lowerToken)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the list's last element (after the last comma, trimmed) is {@code lowerToken}. */
    private static boolean endsWithToken(byte[] b, int start, int end, byte[] lowerToken) {
        int last = start;
        for (int i = start; i < end; i++) {
            if (b[i] == ',') {
                last = i + 1;
            }
        }
        while (last < end && (b[last] == ' ' || b[last] == '\t')) {
            last++;
        }
        return nameIs(b, last, end, lowerToken);
    }

    /** The decimal number {@code b[start, end)}, or -1 when it is empty, not all digits, or too long for a long. */
    private static long digits(byte[] b, int start, int end) {
        if (end == start || end - start > 18) {
            return -1;
        }
        long value = 0;
        for (int i = start; i < end; i++) {
            if (b[i] < '0' || b[i] > '9') {
                return -1;
            }
            value = value * 10 + (b[i] - '0');
        }
        return value;
    }

    private static boolean startsWith(byte[] b, int start, byte[] prefix) {
        for (int i = 0; i < prefix.length; i++) {
            if (b[start + i] != prefix[i]) {
                return false;
            }
        }
        return true;
    }

    private static byte lowerAscii(byte c) {
        return c >= 'A' && c <= 'Z' ? (byte) (c + ('a' - 'A')) : c;
    }

    private static byte[] lower(String name) {
        return name.toLowerCase(java.util.Locale.ROOT).getBytes(StandardCharsets.US_ASCII);
    }

    /** Up to 100 characters of {@code b[start, end)}, for an error message. */
    static String text(byte[] b, int start, int end) {
        return new String(b, start, Math.min(end - start, 100), StandardCharsets.ISO_8859_1);
    }
}
