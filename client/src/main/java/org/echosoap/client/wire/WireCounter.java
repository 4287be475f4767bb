package org.echosoap.client.wire;

/**
 * What a {@link CountingSocket} tells of the bytes it moves: {@code b[off, off + n)}, {@code n > 0}, just read or
 * just written, on the thread that moved them. The bytes are the caller's buffer: look, do not keep.
 */
public interface WireCounter {

    void read(byte[] b, int off, int n);

    void written(byte[] b, int off, int n);
}
