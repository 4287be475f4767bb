package org.echosoap.client.wire;

import java.util.concurrent.atomic.AtomicLong;

/**
 * Every byte read and written on the connections that count into it, from any thread: a connection's, a CORBA ORB's
 * ({@code rpc.CorbaSockets}: the ORB writes on the caller and reads on its own thread), a gRPC channel's Netty sockets
 * ({@code rpc.CountingSocketChannel}, which counts where Netty moves the bytes and not through a {@link CountingSocket}).
 */
public final class WireCounts implements WireCounter {

    private final AtomicLong written = new AtomicLong();
    private final AtomicLong read = new AtomicLong();

    /** Every byte written so far. */
    public long written() {
        return written.get();
    }

    /** Every byte read so far. */
    public long read() {
        return read.get();
    }

    public void addRead(long n) {
        read.addAndGet(n);
    }

    public void addWritten(long n) {
        written.addAndGet(n);
    }

    @Override
    public void read(byte[] b, int off, int n) {
        read.addAndGet(n);
    }

    @Override
    public void written(byte[] b, int off, int n) {
        written.addAndGet(n);
    }
}
