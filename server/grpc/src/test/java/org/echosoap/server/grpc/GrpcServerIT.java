package org.echosoap.server.grpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.echosoap.server.contract.LatencyValues;
import org.echosoap.server.grpc.latency.DoNothingRequest;
import org.echosoap.server.grpc.latency.DoNothingResponse;
import org.echosoap.server.grpc.latency.EchoFloatRequest;
import org.echosoap.server.grpc.latency.GetIntegersRequest;
import org.echosoap.server.grpc.latency.GetStringRequest;
import org.echosoap.server.grpc.latency.LatencyGrpc;
import org.echosoap.server.grpc.latency.SetSizeRequest;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The server as the launcher is to start it: every call through a grpc-java client, on the address given only. */
class GrpcServerIT {

    private static GrpcServerProcess server;

    @BeforeAll
    static void start() throws Exception {
        server = GrpcServerProcess.start("calls", "127.0.0.1");
    }

    @AfterAll
    static void stop() throws Exception {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void everyCallAnswersAsTheSoapLatencyServiceDoes() {
        everyCallAnswers(server.latency());
    }

    @Test
    void aSizeOutOfRangeIsInvalidArgumentWithItsReasonAndTheNextCallServed() {
        LatencyGrpc.LatencyBlockingStub latency = server.latency();
        assertRefused("size must be from 0 to 1000000, got 1000001",
                () -> latency.getIntegers(GetIntegersRequest.newBuilder().setSize(LatencyValues.MAX_SIZE + 1).build()));
        assertRefused("size must be from 0 to 1000000, got -1",
                () -> latency.setSize(SetSizeRequest.newBuilder().setSize(-1).build()));
        assertRefused("size must be from 0 to 1000000, got -5",
                () -> latency.getString(GetStringRequest.newBuilder().setSize(-5).build()));
        assertRefused("SetSize needs a size from 0 to 1000000",
                () -> latency.setSize(SetSizeRequest.getDefaultInstance()));
        assertEquals("abc", latency.getString(GetStringRequest.newBuilder().setSize(3).build()).getValue());
    }

    @Test
    void anUnknownMethodIsUnimplemented() {
        var e = assertThrows(StatusRuntimeException.class, () -> RawCalls.unary(server.channel(),
                "echosoap.latency.Latency/GetEverything", new byte[0]));
        assertEquals(Status.Code.UNIMPLEMENTED, e.getStatus().getCode(), e::toString);
    }

    @Test
    void concurrentClientsAreServed() throws Exception {
        // Eight channels, each its own connection, 200 calls each: no call lost or crossed with another's answer.
        ExecutorService clients = Executors.newFixedThreadPool(8);
        try {
            List<Future<Integer>> done = IntStream.range(0, 8).mapToObj(c -> clients.submit(() -> {
                LatencyGrpc.LatencyBlockingStub latency = server.latency();
                for (int i = 0; i < 200; i++) {
                    float f = c * 1000 + i + 0.5f;
                    assertEquals(f, latency.echoFloat(EchoFloatRequest.newBuilder().setValue(f).build()).getValue());
                    assertEquals(i % 50, latency.getString(GetStringRequest.newBuilder().setSize(i % 50).build())
                            .getValue().length());
                }
                return c;
            })).collect(Collectors.toList());
            for (Future<Integer> d : done) {
                d.get(60, TimeUnit.SECONDS);
            }
        } finally {
            clients.shutdownNow();
        }
    }

    @Test
    void onlyTheGivenAddressListens() {
        assertTrue(GrpcServerProcess.isListening("127.0.0.1", server.port()), "nothing on 127.0.0.1:" + server.port());
        // Linux routes all of 127/8 to lo: a wildcard bind would answer here.
        assertFalse(GrpcServerProcess.isListening("127.0.0.2", server.port()), "127.0.0.2:" + server.port()
                + " answers");
    }

    @Test
    void theLogNamesTheLimitsAndTheReadyLineTheAddress() throws Exception {
        server.latency().doNothing(DoNothingRequest.getDefaultInstance());
        String log = server.log();
        assertEquals(List.of(
                "echosoap-grpc: limits: message 65536 bytes, metadata 8192 bytes, 100 calls per connection,"
                        + " 100 resets per 10s, handshake 20s, idle 60s, keepalive 20s (timeout 20s), executor pool",
                Main.READY + "127.0.0.1:" + server.port() + " (pid " + server.pid() + ")"),
                log.lines().collect(Collectors.toList()), log);   // good calls only here: nothing else logged
    }

    /** Every call of the contract, sizes stored and given, the extremes included; the stored size left at 200. */
    static void everyCallAnswers(LatencyGrpc.LatencyBlockingStub latency) {
        assertEquals(DoNothingResponse.getDefaultInstance(), latency.doNothing(DoNothingRequest.getDefaultInstance()));
        assertEquals(LatencyValues.letters(LatencyValues.DEFAULT_SIZE),
                latency.getString(GetStringRequest.getDefaultInstance()).getValue());
        assertEquals(range(LatencyValues.DEFAULT_SIZE),
                latency.getIntegers(GetIntegersRequest.getDefaultInstance()).getValuesList());
        try {
            for (int size : new int[] {200, 400, 800}) {   // the seed's sizes, stored first as the seed did
                latency.setSize(SetSizeRequest.newBuilder().setSize(size).build());
                assertEquals(LatencyValues.letters(size),
                        latency.getString(GetStringRequest.getDefaultInstance()).getValue());
                assertEquals(range(size), latency.getIntegers(GetIntegersRequest.getDefaultInstance()).getValuesList());
            }
            // A size of the call's own stores nothing.
            assertEquals(LatencyValues.letters(30),
                    latency.getString(GetStringRequest.newBuilder().setSize(30).build()).getValue());
            assertEquals(range(4), latency.getIntegers(GetIntegersRequest.newBuilder().setSize(4).build())
                    .getValuesList());
            assertEquals(800, latency.getString(GetStringRequest.getDefaultInstance()).getValue().length());
            assertEquals("", latency.getString(GetStringRequest.newBuilder().setSize(0).build()).getValue());
            assertEquals(List.of(), latency.getIntegers(GetIntegersRequest.newBuilder().setSize(0).build())
                    .getValuesList());
            // The largest answers fit grpc-java's default 4 MiB limit on what a client accepts.
            assertEquals(LatencyValues.letters(LatencyValues.MAX_SIZE), latency.getString(
                    GetStringRequest.newBuilder().setSize(LatencyValues.MAX_SIZE).build()).getValue());
            assertEquals(range(LatencyValues.MAX_SIZE), latency.getIntegers(
                    GetIntegersRequest.newBuilder().setSize(LatencyValues.MAX_SIZE).build()).getValuesList());
        } finally {
            latency.setSize(SetSizeRequest.newBuilder().setSize(LatencyValues.DEFAULT_SIZE).build());
        }
        for (float f : new float[] {3.14159f, -0.0f, Float.NaN, Float.MAX_VALUE, Float.NEGATIVE_INFINITY}) {
            assertEquals(Float.floatToRawIntBits(f), Float.floatToRawIntBits(
                    latency.echoFloat(EchoFloatRequest.newBuilder().setValue(f).build()).getValue()));
        }
    }

    static void assertRefused(String description, org.junit.jupiter.api.function.Executable call) {
        var e = assertThrows(StatusRuntimeException.class, call);
        assertEquals(Status.Code.INVALID_ARGUMENT, e.getStatus().getCode(), e::toString);
        assertEquals(description, e.getStatus().getDescription());
    }

    static List<Integer> range(int n) {
        return IntStream.range(0, n).boxed().collect(Collectors.toList());
    }
}
