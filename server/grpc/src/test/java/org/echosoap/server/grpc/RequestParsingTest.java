package org.echosoap.server.grpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.grpc.ManagedChannel;
import io.grpc.Server;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.inprocess.InProcessChannelBuilder;
import io.grpc.inprocess.InProcessServerBuilder;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.echosoap.server.grpc.latency.DoNothingRequest;
import org.echosoap.server.grpc.latency.EchoFloatRequest;
import org.echosoap.server.grpc.latency.GetIntegersRequest;
import org.echosoap.server.grpc.latency.LatencyGrpc;
import org.echosoap.server.grpc.latency.SetSizeRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The service as GrpcServer binds it, through grpc-java's in-memory transport: parsing refusals and good calls. */
class RequestParsingTest {

    private Server server;
    private ManagedChannel channel;
    private final LatencyService service = new LatencyService();

    @BeforeEach
    void start() throws Exception {
        String name = InProcessServerBuilder.generateName();
        server = InProcessServerBuilder.forName(name).directExecutor()
                .addService(RequestParsing.refusingUnparsableRequests(service.bindService())).build().start();
        channel = InProcessChannelBuilder.forName(name).directExecutor().build();
    }

    @AfterEach
    void stop() throws Exception {
        channel.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
        server.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
    }

    @Test
    void everyMethodOfTheContractIsBoundUnderItsName() {
        assertEquals("echosoap.latency.Latency", server.getServices().get(0).getServiceDescriptor().getName());
        assertEquals(List.of("DoNothing", "EchoFloat", "GetIntegers", "GetString", "SetSize"),
                server.getServices().get(0).getMethods().stream()
                        .map(m -> m.getMethodDescriptor().getBareMethodName()).sorted().collect(Collectors.toList()));
    }

    @Test
    void goodRequestsReachTheServiceAndItsRefusalsTheClient() {
        LatencyGrpc.LatencyBlockingStub latency = LatencyGrpc.newBlockingStub(channel);
        latency.doNothing(DoNothingRequest.getDefaultInstance());
        latency.setSize(SetSizeRequest.newBuilder().setSize(3).build());
        assertEquals(3, service.storedSize());
        assertEquals(List.of(0, 1, 2), latency.getIntegers(GetIntegersRequest.getDefaultInstance()).getValuesList());
        assertEquals(-1.5f, latency.echoFloat(EchoFloatRequest.newBuilder().setValue(-1.5f).build()).getValue());
        var e = assertThrows(StatusRuntimeException.class,
                () -> latency.setSize(SetSizeRequest.newBuilder().setSize(-2).build()));
        assertEquals(Status.Code.INVALID_ARGUMENT, e.getStatus().getCode());
        assertEquals("size must be from 0 to 1000000, got -2", e.getStatus().getDescription());
    }

    @Test
    void bytesThatAreNoMessageAreInvalidArgumentNamingTheCall() {
        var e = assertThrows(StatusRuntimeException.class,
                () -> RawCalls.unary(channel, "echosoap.latency.Latency/SetSize", new byte[] {0x08}));
        assertEquals(Status.Code.INVALID_ARGUMENT, e.getStatus().getCode(), e::toString);
        assertEquals("SetSize: the request is not a valid message of its type (While parsing a protocol message, the"
                + " input ended unexpectedly in the middle of a field. This could mean either that the input has been"
                + " truncated or that an embedded message misreported its own length.)", e.getStatus().getDescription());
        assertEquals(200, service.storedSize());
        // The channel and the service serve on.
        assertEquals(2f, LatencyGrpc.newBlockingStub(channel)
                .echoFloat(EchoFloatRequest.newBuilder().setValue(2f).build()).getValue());
    }

    @Test
    void anEmptyMessageIsTheDefaultRequest() {
        // Zero bytes are a valid message of every type (all fields absent): SetSize then lacks its size.
        var e = assertThrows(StatusRuntimeException.class,
                () -> RawCalls.unary(channel, "echosoap.latency.Latency/SetSize", new byte[0]));
        assertEquals("SetSize needs a size from 0 to 1000000", e.getStatus().getDescription());
        assertEquals(0, RawCalls.unary(channel, "echosoap.latency.Latency/DoNothing", new byte[0]).length);
    }
}
