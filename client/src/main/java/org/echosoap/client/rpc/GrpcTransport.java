package org.echosoap.client.rpc;

import io.grpc.CallOptions;
import io.grpc.ManagedChannel;
import io.grpc.MethodDescriptor;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.netty.shaded.io.grpc.netty.NettyChannelBuilder;
import io.grpc.netty.shaded.io.netty.channel.EventLoopGroup;
import io.grpc.netty.shaded.io.netty.channel.nio.NioEventLoopGroup;
import io.grpc.netty.shaded.io.netty.util.concurrent.DefaultThreadFactory;
import io.grpc.stub.ClientCalls;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.ConnectException;
import java.time.Duration;
import java.util.Arrays;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.load.Exchange;
import org.echosoap.client.load.Failures;
import org.echosoap.client.load.ResponseReader;
import org.echosoap.client.load.Transport;
import org.echosoap.client.load.TransportProvider;
import org.echosoap.client.result.ErrorKind;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.Protocol;
import org.echosoap.client.scenario.rpc.GrpcMessages;
import org.echosoap.client.scenario.rpc.RpcOperation;
import org.echosoap.client.wire.WireCounts;

/**
 * gRPC calls on the gRPC server's {@code Latency} service (grpc-java over HTTP/2 on Netty), the {@code grpc.*}
 * scenarios. Each worker's channel is one grpc-java {@link ManagedChannel}, so one HTTP/2 connection, kept for the
 * transport's life (an epoch), on which it makes blocking unary calls with the messages' bytes prepared once
 * ({@link GrpcMessages}) and every answer compared with the contract's bytes: the client serializes and parses
 * nothing per call, as its SOAP requests are preformatted bytes. Every byte of the connection is counted on its
 * socket ({@link CountingSocketChannel}); a call's request and response bytes are what crossed between its start and
 * its answer: its frames, HPACK-compressed headers and, where they fall, HTTP/2's flow-control frames.
 *
 * <p>Settings chosen so that nothing but the calls travels: a fixed flow-control window (grpc-java's automatic
 * window tuning sends PING frames to measure the link), no keep-alive pings, plaintext (TLS is another row's
 * question).
 *
 * <p>Failures are the HTTP transports' error kinds: no server or a refused connection is {@code connect}; no answer
 * within {@code --timeout} is {@code timeout}; a connection lost mid-call is {@code connection}; a wrong answer or a
 * status the server sent (INVALID_ARGUMENT for a size out of range) is {@code wrong_answer}. Each reason is one line.
 */
final class GrpcTransport implements Transport {

    /**
     * The connection's flow-control window: grpc-java's default size, fixed (a window set by hand turns off its
     * automatic tuning and the PING frames that tuning sends).
     */
    static final int FLOW_CONTROL_WINDOW_BYTES = 1024 * 1024;

    /** The largest answer: getIntegers(1,000,000) is 2,983,498 bytes. */
    static final int MAX_ANSWER_BYTES = 4 * 1024 * 1024;

    private static final MethodDescriptor.Marshaller<byte[]> BYTES = new MethodDescriptor.Marshaller<>() {
        @Override
        public InputStream stream(byte[] value) {
            return new ByteArrayInputStream(value);
        }

        @Override
        public byte[] parse(InputStream stream) {
            try (stream) {
                return stream.readAllBytes();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    };

    private final String host;
    private final int port;
    private final long timeoutNanos;
    /** One event loop: the workers' calls are blocking; the loop only moves their frames. */
    private final EventLoopGroup eventLoop;

    GrpcTransport(String host, int port, Duration timeout) {
        if (port < 1) {
            throw new IllegalArgumentException("no gRPC port: --target's port + "
                    + org.echosoap.client.config.Defaults.GRPC_PORT_OFFSET + " is beyond 65535; give --grpc-port");
        }
        this.host = host;
        this.port = port;
        this.timeoutNanos = timeout.toNanos();
        this.eventLoop = new NioEventLoopGroup(1, new DefaultThreadFactory("echosoap-grpc", true));
    }

    /** {@code grpc://host:port}, for messages. */
    String address() {
        return "grpc://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
    }

    @Override
    public Channel openChannel() {
        return new GrpcChannel();
    }

    @Override
    public void close() {
        eventLoop.shutdownGracefully(0, 1, TimeUnit.SECONDS);
    }

    /** An endpoint's call, prepared once per channel. */
    private record Prepared(RpcOperation operation, int size, MethodDescriptor<byte[], byte[]> method, byte[] request,
                            byte[] answer) {
        static Prepared of(Endpoint endpoint) {
            if (!(endpoint.protocol() instanceof Protocol.RpcCall call) || call.kind() != Protocol.Kind.GRPC) {
                throw new IllegalArgumentException(endpoint.name() + " is not a gRPC call");
            }
            MethodDescriptor<byte[], byte[]> method = MethodDescriptor.newBuilder(BYTES, BYTES)
                    .setType(MethodDescriptor.MethodType.UNARY)
                    .setFullMethodName(GrpcMessages.method(call.operation()))
                    .build();
            return new Prepared(call.operation(), call.size(), method,
                    GrpcMessages.request(call.operation(), call.size()),
                    GrpcMessages.answer(call.operation(), call.size()));
        }

        String call() {
            return operation.call(size);
        }
    }

    /** One worker's connection. Not thread-safe, except {@link #abort}. */
    private final class GrpcChannel implements Channel {
        private final Map<Endpoint, Prepared> prepared = new IdentityHashMap<>();
        private final WireCounts counts = new WireCounts();
        private final ManagedChannel channel = NettyChannelBuilder.forAddress(host, port)
                .usePlaintext()
                .eventLoopGroup(eventLoop)
                .channelFactory(() -> new CountingSocketChannel(counts))
                .flowControlWindow(FLOW_CONTROL_WINDOW_BYTES)
                .maxInboundMessageSize(MAX_ANSWER_BYTES)
                // The calls wait on the worker's thread; the answer is handed to it from the event loop directly.
                .directExecutor()
                .build();
        private volatile boolean aborted;

        @Override
        public void exchange(Endpoint endpoint, ResponseReader reader, Exchange outcome, boolean fullCheck) {
            outcome.reset();
            Prepared call = prepared.computeIfAbsent(endpoint, Prepared::of);
            long written = counts.written();
            long read = counts.read();
            byte[] answer;
            try {
                answer = ClientCalls.blockingUnaryCall(channel, call.method(),
                        CallOptions.DEFAULT.withDeadlineAfter(timeoutNanos, TimeUnit.NANOSECONDS), call.request());
            } catch (StatusRuntimeException e) {
                fail(outcome, call, e.getStatus());
                return;
            }
            outcome.requestBytes = counts.written() - written;
            outcome.responseBytes = counts.read() - read;
            long checkStart = System.nanoTime();
            boolean right = Arrays.equals(answer, call.answer());
            outcome.checkNanos += System.nanoTime() - checkStart;
            if (!right) {
                outcome.fail(ErrorKind.WRONG_ANSWER, call.call() + " answered a " + answer.length
                        + "-byte message, not the contract's " + call.answer().length + " bytes"
                        + firstDifference(answer, call.answer()));
            }
        }

        /** A failed call as an error kind and one line naming the server. */
        private void fail(Exchange outcome, Prepared call, Status status) {
            String description = status.getCode() + (status.getDescription() == null ? ""
                    : ": " + status.getDescription().replaceAll("\\s+", " ").strip());
            Throwable cause = status.getCause();
            switch (status.getCode()) {
                case UNAVAILABLE -> {
                    if (causedBy(cause, ConnectException.class) || causedBy(cause, java.net.UnknownHostException.class)) {
                        outcome.fail(ErrorKind.CONNECT, "cannot connect to the gRPC server at " + address() + ": "
                                + Failures.oneLine(rootOf(cause)));
                    } else {
                        outcome.fail(ErrorKind.CONNECTION, "the gRPC server at " + address() + " dropped "
                                + call.call() + ": " + description);
                    }
                }
                case DEADLINE_EXCEEDED -> outcome.fail(ErrorKind.TIMEOUT, "no answer within the timeout from the gRPC "
                        + "server at " + address() + " to " + call.call());
                case CANCELLED -> outcome.fail(ErrorKind.CONNECTION, call.call() + " on " + address()
                        + (aborted ? " cut off: the run was aborted" : " cancelled: " + description));
                default -> outcome.fail(ErrorKind.WRONG_ANSWER, call.call() + " on " + address() + " failed: "
                        + description);
            }
        }

        @Override
        public void abort() {
            aborted = true;
            channel.shutdownNow();
        }

        @Override
        public void close() {
            channel.shutdownNow();
            try {
                channel.awaitTermination(1, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private static boolean causedBy(Throwable e, Class<? extends Throwable> type) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (type.isInstance(t)) {
                return true;
            }
        }
        return false;
    }

    private static Throwable rootOf(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root;
    }

    /** " (first difference at byte N)" or where one is a prefix of the other. */
    private static String firstDifference(byte[] answer, byte[] expected) {
        int at = Arrays.mismatch(answer, expected);
        return at < 0 ? "" : " (first difference at byte " + at + ")";
    }

    /** How the engine finds this transport ({@code META-INF/services}). */
    public static final class Provider implements TransportProvider {
        @Override
        public Protocol.Kind kind() {
            return Protocol.Kind.GRPC;
        }

        @Override
        public Transport open(RunOptions options, Collection<Endpoint> endpoints, int connections, Duration timeout,
                              boolean keepAlive) {
            return new GrpcTransport(options.target().getHost(), options.rpcPorts().of(kind().key()), timeout);
        }
    }
}
