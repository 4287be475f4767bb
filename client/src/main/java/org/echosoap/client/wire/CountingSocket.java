package org.echosoap.client.load.tls;

import java.io.FilterInputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;

/**
 * A plain socket that counts the bytes it reads and writes: under a layered {@link javax.net.ssl.SSLSocket}
 * ({@link TlsClient#layer}) those are the TLS records, headers, padding and MACs included, which is what TLS puts
 * on the wire (TCP/IP's own headers not counted). Counters are read and written by the one thread using the socket.
 */
public final class CountingSocket extends Socket {

    private long bytesRead;
    private long bytesWritten;
    private InputStream in;
    private OutputStream out;

    public long bytesRead() {
        return bytesRead;
    }

    public long bytesWritten() {
        return bytesWritten;
    }

    @Override
    public synchronized InputStream getInputStream() throws IOException {
        if (in == null) {
            in = new FilterInputStream(super.getInputStream()) {
                @Override
                public int read() throws IOException {
                    int b = super.read();
                    if (b >= 0) {
                        bytesRead++;
                    }
                    return b;
                }

                @Override
                public int read(byte[] buffer, int offset, int length) throws IOException {
                    int n = super.read(buffer, offset, length);
                    if (n > 0) {
                        bytesRead += n;
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
            out = new FilterOutputStream(super.getOutputStream()) {
                @Override
                public void write(int b) throws IOException {
                    super.out.write(b);
                    bytesWritten++;
                }

                @Override
                public void write(byte[] buffer, int offset, int length) throws IOException {
                    super.out.write(buffer, offset, length);
                    bytesWritten += length;
                }
            };
        }
        return out;
    }
}
