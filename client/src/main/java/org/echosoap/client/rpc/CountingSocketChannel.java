package org.echosoap.client.rpc;

import io.grpc.netty.shaded.io.netty.buffer.ByteBuf;
import io.grpc.netty.shaded.io.netty.channel.ChannelOutboundBuffer;
import io.grpc.netty.shaded.io.netty.channel.socket.nio.NioSocketChannel;
import org.echosoap.client.wire.WireCounts;

/**
 * A Netty NIO socket (grpc-java's shaded Netty) that counts every byte it reads from and writes to the network, for
 * the bytes a gRPC call puts on the wire ({@link GrpcTransport}), into the same {@link WireCounts} the counting
 * socket of the other transports fills (Netty moves bytes through its own channel, not through a socket's streams). Counted where Netty moves the bytes, on its event
 * loop; read by the worker after its call's answer (whose bytes the loop read before it handed the answer over).
 *
 * <pre>{@code
 * WireCounts counts = new WireCounts();
 * NettyChannelBuilder.forAddress(host, port).channelFactory(() -> new CountingSocketChannel(counts));
 * counts.written(); counts.read(); // every byte of every connection the channel opened
 * }</pre>
 */
final class CountingSocketChannel extends NioSocketChannel {

    private final WireCounts counts;

    CountingSocketChannel(WireCounts counts) {
        this.counts = counts;
    }

    @Override
    protected int doReadBytes(ByteBuf buffer) throws Exception {
        int n = super.doReadBytes(buffer);
        if (n > 0) {
            counts.addRead(n);
        }
        return n;
    }

    /**
     * What the write took out of the outbound buffer: its flushed bytes before less those left after. Netty writes
     * gathered buffers straight to the socket (not through {@link #doWriteBytes}), so this difference is the one
     * count that sees every write; the buffer's own pending count will not do, as it adds a fixed overhead per
     * message (96 bytes by default) to the bytes.
     */
    @Override
    protected void doWrite(ChannelOutboundBuffer outbound) throws Exception {
        long before = flushedBytes(outbound);
        try {
            super.doWrite(outbound);
        } finally {
            counts.addWritten(before - flushedBytes(outbound));
        }
    }

    /** The bytes of the flushed messages not yet written (grpc-java writes byte buffers only). */
    private static long flushedBytes(ChannelOutboundBuffer outbound) throws Exception {
        long[] bytes = {0};
        outbound.forEachFlushedMessage(message -> {
            if (message instanceof ByteBuf buffer) {
                bytes[0] += buffer.readableBytes();
            }
            return true;
        });
        return bytes[0];
    }
}
