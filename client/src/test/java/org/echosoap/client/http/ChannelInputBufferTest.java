package org.echosoap.client.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.channels.Channels;
import java.nio.channels.ReadableByteChannel;
import java.nio.charset.StandardCharsets;
import org.apache.hc.core5.http.MessageConstraintException;
import org.junit.jupiter.api.Test;

/** The event loop's read buffer: lines that arrive in pieces, unread bytes kept across reads, what it refuses. */
class ChannelInputBufferTest {

    private static ReadableByteChannel source(String text) {
        return Channels.newChannel(new java.io.ByteArrayInputStream(text.getBytes(StandardCharsets.ISO_8859_1)));
    }

    private static String unread(ChannelInputBuffer in) {
        return new String(in.array(), in.position(), in.length(), StandardCharsets.ISO_8859_1);
    }

    @Test
    void aLineEndsOnlyOnceItsLineBreakHasArrived() throws IOException {
        ChannelInputBuffer in = new ChannelInputBuffer(16 * 1024);
        in.fill(source("HTTP/1.1 200"));
        assertEquals(-1, in.nextLineEnd(), "no line break yet");
        assertEquals("HTTP/1.1 200", unread(in), "nothing consumed");
        in.fill(source(" OK\r\nServer: x\nrest"));
        int end = in.nextLineEnd();
        assertEquals("HTTP/1.1 200 OK\r\n", new String(in.array(), in.position(), end - in.position(),
                StandardCharsets.ISO_8859_1));
        in.consumeTo(end);
        end = in.nextLineEnd();
        in.consumeTo(end);
        assertEquals("rest", unread(in), "a bare LF ends a line too");
        assertEquals(-1, in.nextLineEnd());
    }

    @Test
    void unreadBytesAreKeptAcrossReadsAndDroppedByClear() throws IOException {
        ChannelInputBuffer in = new ChannelInputBuffer(16 * 1024);
        assertEquals(8, in.fill(source("abcdefgh")));
        in.consumeTo(in.position() + 5);
        assertEquals(2, in.fill(source("ij")));
        assertEquals("fghij", unread(in));
        assertEquals(-1, in.fill(source("")), "the end of the stream");
        in.clear();
        assertEquals(0, in.length());
    }

    @Test
    void aHeadLineLongerThanTheLimitIsRefusedNotWaitedFor() throws IOException {
        ChannelInputBuffer in = new ChannelInputBuffer(16 * 1024);
        in.fill(source("X-Long: " + "y".repeat(ChannelInputBuffer.MAX_LINE_BYTES)));
        assertThrows(MessageConstraintException.class, in::nextLineEnd);
    }
}
