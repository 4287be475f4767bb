package org.echosoap.client.wire;

import java.io.FilterInputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;

/**
 * The client's one counting socket: a plain socket whose streams hand every byte they read and write to a
 * {@link WireCounter}, for the bytes a call puts on the wire (TCP/IP's own headers not counted). Under a layered
 * {@link javax.net.ssl.SSLSocket} those are the TLS records, headers, padding and MACs included. Each transport picks
 * its counter: totals for a connection or an ORB ({@link WireCounts}), RMI's per-thread counts that tell calls from
 * pings and handshakes. The socket asks for the same two streams on every read and write.
 *
 * <pre>{@code
 * WireCounts counts = new WireCounts();
 * try (Socket socket = new CountingSocket(counts)) {
 *     socket.connect(address, timeoutMillis);
 *     ... // one exchange
 *     counts.written(); counts.read();
 * }
 * }</pre>
 */
public class CountingSocket extends Socket {

    private final WireCounter counter;
    private InputStream in;
    private OutputStream out;

    public CountingSocket(WireCounter counter) {
        this.counter = counter;
    }

    /** Called before every read and write; a transport's socket may refuse them here (RMI's retired connections). */
    protected void beforeTransfer() throws IOException {
    }

    @Override
    public synchronized InputStream getInputStream() throws IOException {
        if (in == null) {
            InputStream raw = super.getInputStream();
            in = new FilterInputStream(raw) {
                private final byte[] one = new byte[1];

                @Override
                public int read() throws IOException {
                    beforeTransfer();
                    int b = raw.read();
                    if (b >= 0) {
                        one[0] = (byte) b;
                        counter.read(one, 0, 1);
                    }
                    return b;
                }

                @Override
                public int read(byte[] b, int off, int len) throws IOException {
                    beforeTransfer();
                    int n = raw.read(b, off, len);
                    if (n > 0) {
                        counter.read(b, off, n);
                    }
                    return n;
                }
            };
        }
        return in;
    }

    @Override
    public synchronized OutputStream getOutputStream() throws IOException {
        if (out == null) {
            OutputStream raw = super.getOutputStream();
            out = new FilterOutputStream(raw) {
                private final byte[] one = new byte[1];

                @Override
                public void write(int b) throws IOException {
                    beforeTransfer();
                    raw.write(b);
                    one[0] = (byte) b;
                    counter.written(one, 0, 1);
                }

                @Override
                public void write(byte[] b, int off, int len) throws IOException {
                    beforeTransfer();
                    raw.write(b, off, len); // FilterOutputStream's own would write byte by byte
                    if (len > 0) {
                        counter.written(b, off, len);
                    }
                }
            };
        }
        return out;
    }
}
