package org.echosoap.server.corba;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The framing and the limits on a real loopback connection: what passes unchanged, what is refused and when. */
class GiopMessageLimitTest {

    private static final GiopLimits LIMITS = new GiopLimits(64, Duration.ofMillis(300), Duration.ofMillis(600));

    private Socket client;
    private Socket accepted;
    private GiopMessageLimit in;

    @BeforeEach
    void connect() throws IOException {
        try (ServerSocket listener = new ServerSocket()) {
            listener.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            client = new Socket(listener.getInetAddress(), listener.getLocalPort());
            accepted = listener.accept();
        }
        in = new GiopMessageLimit(accepted.getInputStream(), accepted, LIMITS);
    }

    @AfterEach
    void close() throws IOException {
        client.close();
        accepted.close();
    }

    @Test
    void messagesWithinTheLimitPassUnchangedAsTheOrbReadsThem() throws IOException {
        byte[] first = message(0, ByteOrder.BIG_ENDIAN, 52);    // 64 bytes: the limit exactly
        byte[] second = message(0, ByteOrder.LITTLE_ENDIAN, 4);
        send(first, second);
        // The ORB reads a header, then exactly its body.
        assertArrayEquals(first, readAll(12, 52));
        assertArrayEquals(second, readAll(12, 4));
    }

    @Test
    void messagesPassWhateverTheReadsSizes() throws IOException {
        byte[] first = message(0, ByteOrder.BIG_ENDIAN, 20);
        byte[] second = message(1, ByteOrder.BIG_ENDIAN, 0);
        byte[] third = message(0, ByteOrder.LITTLE_ENDIAN, 8);
        send(first, second, third);
        ByteArrayOutputStream read = new ByteArrayOutputStream();
        for (int i = 0; i < first.length + second.length + third.length; i++) {
            read.write(in.read());   // one byte at a time: the framing is followed across every read
        }
        assertArrayEquals(concat(first, second, third), read.toByteArray());
    }

    @Test
    void aMessageOverTheLimitIsRefusedWithItsHeader() throws IOException {
        send(message(0, ByteOrder.LITTLE_ENDIAN, 53));
        IOException e = assertThrows(IOException.class, () -> readAll(12));
        assertTrue(e.getMessage().endsWith("a GIOP message of 65 bytes, at most 64"), e.getMessage());
        // Refused for good: no later read gets past it.
        assertThrows(IOException.class, () -> in.read());
    }

    @Test
    void aLengthWithItsTopBitSetIsRefusedAsTheUnsignedLengthItIs() throws IOException {
        byte[] header = message(0, ByteOrder.BIG_ENDIAN, 0);
        ByteBuffer.wrap(header).putInt(8, 0xfffffff0);
        send(header);
        IOException e = assertThrows(IOException.class, () -> readAll(12));
        assertTrue(e.getMessage().endsWith("a GIOP message of 4294967292 bytes, at most 64"), e.getMessage());
    }

    @Test
    void fragmentsAreRefused() throws IOException {
        byte[] moreToFollow = message(0, ByteOrder.BIG_ENDIAN, 4);
        moreToFollow[6] |= 0x02;
        send(moreToFollow);
        assertTrue(assertThrows(IOException.class, () -> readAll(12)).getMessage().contains("fragmented"));
    }

    @Test
    void aFragmentMessageIsRefused() throws IOException {
        send(message(7, ByteOrder.BIG_ENDIAN, 4));
        assertTrue(assertThrows(IOException.class, () -> readAll(12)).getMessage().contains("fragmented"));
    }

    @Test
    void bytesThatAreNotGiopAreRefused() throws IOException {
        send("GET / HTTP/1.1\r\n\r\n".getBytes());
        assertTrue(assertThrows(IOException.class, () -> readAll(12)).getMessage().contains("not a GIOP message"));
    }

    @Test
    void anotherGiopVersionIsRefused() throws IOException {
        byte[] header = message(0, ByteOrder.BIG_ENDIAN, 0);
        header[4] = 2;
        send(header);
        assertTrue(assertThrows(IOException.class, () -> readAll(12)).getMessage().contains("GIOP 2.2"));
    }

    @Test
    void aMessageStoppingHalfWayIsRefusedAfterTheReadTimeout() throws IOException {
        byte[] message = message(0, ByteOrder.BIG_ENDIAN, 10);
        send(java.util.Arrays.copyOf(message, 15));
        readAll(12);
        long started = System.nanoTime();
        IOException e = assertThrows(IOException.class, () -> readAll(10));
        long millis = (System.nanoTime() - started) / 1_000_000;
        assertTrue(e.getMessage().endsWith("a message incomplete after the read timeout of 300ms (7 body bytes missing)"),
                e.getMessage());
        assertTrue(millis >= 250 && millis < 550, "after " + millis + " ms");   // the read timeout, not the idle one
    }

    @Test
    void silenceBetweenMessagesIsRefusedAfterTheIdleTimeout() throws IOException {
        long started = System.nanoTime();
        IOException e = assertThrows(IOException.class, () -> readAll(12));
        long millis = (System.nanoTime() - started) / 1_000_000;
        assertTrue(e.getMessage().endsWith("no message within the idle timeout of 600ms"), e.getMessage());
        assertTrue(millis >= 550, "after " + millis + " ms");
    }

    @Test
    void skippingIsRefusedSinceSkippedBytesWouldGoUnchecked() {
        assertThrows(IOException.class, () -> in.skip(1));
    }

    /** A GIOP 1.2 message of {@code type} with a body of {@code bodyLength} bytes 1, 2, 3, ... */
    private static byte[] message(int type, ByteOrder order, int bodyLength) {
        ByteBuffer b = ByteBuffer.allocate(12 + bodyLength).order(order);
        b.put(new byte[] {'G', 'I', 'O', 'P', 1, 2, (byte) (order == ByteOrder.LITTLE_ENDIAN ? 1 : 0), (byte) type});
        b.putInt(bodyLength);
        for (int i = 0; i < bodyLength; i++) {
            b.put((byte) (i + 1));
        }
        return b.array();
    }

    private void send(byte[]... messages) throws IOException {
        client.getOutputStream().write(concat(messages));
        client.getOutputStream().flush();
    }

    /** Reads each length in full, as the ORB's readFully does, and returns all bytes read. */
    private byte[] readAll(int... lengths) throws IOException {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        for (int length : lengths) {
            byte[] bytes = new byte[length];
            int n = 0;
            while (n < length) {
                int r = in.read(bytes, n, length - n);
                if (r < 0) {
                    throw new IOException("end of stream");
                }
                n += r;
            }
            all.writeBytes(bytes);
        }
        return all.toByteArray();
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            out.writeBytes(part);
        }
        return out.toByteArray();
    }

    @Test
    void theLimitsRefuseAMaximumBelowAHeader() {
        assertThrows(IllegalArgumentException.class, () -> new GiopLimits(11, Duration.ofSeconds(1),
                Duration.ofSeconds(1)));
        assertEquals(65_536, GiopLimits.MAX_MESSAGE_BYTES);
    }
}
