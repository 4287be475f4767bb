package org.echosoap.client.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.ReadableByteChannel;
import java.nio.charset.StandardCharsets;
import org.apache.hc.core5.http.MessageConstraintException;
import org.apache.hc.core5.util.CharArrayBuffer;
import org.junit.jupiter.api.Test;

/** The event loop's read buffer: lines that arrive in pieces, HttpCore's reads, and what it refuses. */
class ChannelInputBufferTest {

    private static ReadableByteChannel source(String text) {
        return Channels.newChannel(new java.io.ByteArrayInputStream(text.getBytes(StandardCharsets.ISO_8859_1)));
    }

    @Test
    void aLineIsOnlyTakenWhenItsLineBreakHasArrived() throws IOException {
        ChannelInputBuffer in = new ChannelInputBuffer(16 * 1024);
        CharArrayBuffer line = new CharArrayBuffer(16);
        in.fill(source("HTTP/1.1 200"));
        assertFalse(in.readLine(line, false), "no line break yet");
        assertEquals(0, line.length(), "nothing taken from a half line");
        in.fill(source(" OK\r\nServer: x\nrest"));
        assertTrue(in.readLine(line, false));
        assertEquals("HTTP/1.1 200 OK", line.toString(), "CR LF removed");
        line.clear();
        assertTrue(in.readLine(line, false));
        assertEquals("Server: x", line.toString(), "a bare LF ends a line too");
        line.clear();
        assertFalse(in.readLine(line, false));
        assertTrue(in.readLine(line, true), "at the end of the stream the rest is the last line");
        assertEquals("rest", line.toString());
        assertFalse(in.hasData());
    }

    @Test
    void httpCoreReadsCopyAtMostWhatIsAskedAndBuffered() throws IOException {
        ChannelInputBuffer in = new ChannelInputBuffer(16 * 1024);
        in.fill(source("abcdefgh"));
        assertEquals(8, in.length());
        assertEquals('a', in.read());
        ByteBuffer dst = ByteBuffer.allocate(4);
        assertEquals(3, in.read(dst, 3));
        assertEquals(1, dst.remaining());
        assertEquals(1, in.read(dst), "only as much as dst takes");
        assertEquals("bcde", new String(dst.array(), StandardCharsets.ISO_8859_1));
        assertEquals(3, in.length());
        in.clear();
        assertFalse(in.hasData());
        assertEquals(-1, in.read());
    }

    @Test
    void aHeadLineLongerThanTheLimitIsRefusedNotWaitedFor() throws IOException {
        ChannelInputBuffer in = new ChannelInputBuffer(16 * 1024);
        in.fill(source("X-Long: " + "y".repeat(ChannelInputBuffer.MAX_LINE_BYTES)));
        assertThrows(MessageConstraintException.class, () -> in.readLine(new CharArrayBuffer(16), false));
    }
}
