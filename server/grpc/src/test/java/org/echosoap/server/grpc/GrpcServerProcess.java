package org.echosoap.server.grpc;

import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.echosoap.server.grpc.latency.LatencyGrpc;
import org.echosoap.server.testsupport.OnePortServerProcess;
import org.echosoap.server.testsupport.ServerJarProcess;

/**
 * The gRPC server jar as the launcher runs it ({@link ServerJarProcess}) on a free port, with a client's view of it;
 * closing it also shuts the channels it made.
 *
 * <pre>{@code
 * try (GrpcServerProcess server = GrpcServerProcess.start("calls", "127.0.0.1")) {
 *     server.latency().doNothing(DoNothingRequest.getDefaultInstance());
 * }
 * }</pre>
 */
final class GrpcServerProcess extends OnePortServerProcess {

    static final ServerJarProcess.System GRPC = new ServerJarProcess.System("grpc", "gRPC", Main.READY);
    /** Every call of the ITs has a deadline: a server that does not answer fails the test, it does not hang it. */
    static final Duration CALL_DEADLINE = Duration.ofSeconds(10);

    private final List<ManagedChannel> channels = new ArrayList<>();

    private GrpcServerProcess(Launched launched) {
        super(launched);
    }

    /** Starts the server on {@code host} and a free port, with {@code extraArgs} after the launcher's own. */
    static GrpcServerProcess start(String name, String host, String... extraArgs) throws IOException,
            InterruptedException {
        return new GrpcServerProcess(launch(GRPC, name, host, extraArgs));
    }

    /** The jar run to its end with {@code args}: for command lines that must not start a server. */
    static ServerJarProcess.Finished runToEnd(String name, String... args) throws IOException, InterruptedException {
        return ServerJarProcess.runToEnd(GRPC, name, List.of(args));
    }

    /** A new plaintext channel to the server, as a client would make it; shut down when this closes. */
    ManagedChannel channel() {
        ManagedChannel channel = ManagedChannelBuilder.forAddress(host(), port()).usePlaintext().build();
        channels.add(channel);
        return channel;
    }

    /** A blocking stub on a new channel, every call with {@link #CALL_DEADLINE}. */
    LatencyGrpc.LatencyBlockingStub latency() {
        return latency(channel());
    }

    static LatencyGrpc.LatencyBlockingStub latency(ManagedChannel channel) {
        return LatencyGrpc.newBlockingStub(channel).withDeadlineAfter(CALL_DEADLINE.toMillis(), TimeUnit.MILLISECONDS);
    }

    @Override
    public void close() throws InterruptedException {
        for (ManagedChannel channel : channels) {
            channel.shutdownNow();
        }
        for (ManagedChannel channel : channels) {
            channel.awaitTermination(5, TimeUnit.SECONDS);
        }
        super.close();
    }

    /** A port nothing listens on right now on {@code host} (another process could take it before us). */
    static int freePort(String host) throws IOException {
        return ServerJarProcess.freePorts(host, 1)[0];
    }

    static boolean isListening(String host, int port) {
        return ServerJarProcess.isListening(host, port);
    }
}
