package org.echosoap.server.grpc;

import io.grpc.CallOptions;
import io.grpc.Channel;
import io.grpc.MethodDescriptor;
import io.grpc.stub.ClientCalls;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.concurrent.TimeUnit;

/**
 * Unary calls with request bytes of the test's choosing, through a real grpc-java client: what the generated stub
 * cannot send (a message larger than any of the contract's, bytes that are no message, a method the service lacks).
 *
 * <pre>{@code
 * byte[] answer = RawCalls.unary(channel, "echosoap.latency.Latency/EchoFloat", new byte[] {0x0d, 0, 0, (byte) 0x80, 0x3f});
 * }</pre>
 */
final class RawCalls {

    private static final MethodDescriptor.Marshaller<byte[]> BYTES = new MethodDescriptor.Marshaller<>() {
        @Override
        public InputStream stream(byte[] value) {
            return new ByteArrayInputStream(value);
        }

        @Override
        public byte[] parse(InputStream stream) {
            try {
                return stream.readAllBytes();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    };

    private RawCalls() {
    }

    /** {@code fullMethodName} ("service/Method") called with {@code request} as the message, within the IT deadline. */
    static byte[] unary(Channel channel, String fullMethodName, byte[] request) {
        MethodDescriptor<byte[], byte[]> method = MethodDescriptor.<byte[], byte[]>newBuilder()
                .setType(MethodDescriptor.MethodType.UNARY)
                .setFullMethodName(fullMethodName)
                .setRequestMarshaller(BYTES)
                .setResponseMarshaller(BYTES)
                .build();
        return ClientCalls.blockingUnaryCall(channel, method, CallOptions.DEFAULT.withDeadlineAfter(
                GrpcServerProcess.CALL_DEADLINE.toMillis(), TimeUnit.MILLISECONDS), request);
    }
}
