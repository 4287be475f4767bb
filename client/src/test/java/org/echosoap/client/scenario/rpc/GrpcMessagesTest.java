package org.echosoap.client.scenario.rpc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.protobuf.MessageLite;
import java.util.stream.IntStream;
import org.echosoap.server.contract.LatencyValues;
import org.echosoap.server.grpc.latency.DoNothingRequest;
import org.echosoap.server.grpc.latency.EchoFloatRequest;
import org.echosoap.server.grpc.latency.EchoFloatResponse;
import org.echosoap.server.grpc.latency.GetIntegersRequest;
import org.echosoap.server.grpc.latency.GetIntegersResponse;
import org.echosoap.server.grpc.latency.GetStringRequest;
import org.echosoap.server.grpc.latency.GetStringResponse;
import org.echosoap.server.grpc.latency.LatencyGrpc;
import org.echosoap.server.grpc.latency.SetSizeRequest;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The client's hand-written protobuf bytes against protobuf's own, from the server module's generated classes. */
class GrpcMessagesTest {

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 3, 127, 128, 200, 16_383, 16_384, 1_000_000})
    void sizedRequestsAreProtobufsBytes(int size) {
        assertBytes(SetSizeRequest.newBuilder().setSize(size).build(), GrpcMessages.request(RpcOperation.SET_SIZE, size));
        assertBytes(GetStringRequest.newBuilder().setSize(size).build(),
                GrpcMessages.request(RpcOperation.GET_STRING, size));
        assertBytes(GetIntegersRequest.newBuilder().setSize(size).build(),
                GrpcMessages.request(RpcOperation.GET_INTEGERS, size));
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 3, 127, 128, 200, 20_000, 1_000_000})
    void answersAreProtobufsBytes(int size) {
        assertBytes(GetStringResponse.newBuilder().setValue(LatencyValues.letters(size)).build(),
                GrpcMessages.answer(RpcOperation.GET_STRING, size));
        GetIntegersResponse.Builder integers = GetIntegersResponse.newBuilder();
        IntStream.range(0, size).forEach(integers::addValues);
        assertBytes(integers.build(), GrpcMessages.answer(RpcOperation.GET_INTEGERS, size));
    }

    @ParameterizedTest
    @EnumSource(RpcOperation.class)
    void theCallsWithoutASizeAndTheMethodNamesAreTheContracts(RpcOperation op) {
        switch (op) {
            case DO_NOTHING -> {
                assertBytes(DoNothingRequest.getDefaultInstance(), GrpcMessages.request(op, -1));
                assertEquals(0, GrpcMessages.answer(op, -1).length);
                assertEquals(LatencyGrpc.getDoNothingMethod().getFullMethodName(), GrpcMessages.method(op));
            }
            case SET_SIZE -> {
                assertEquals(0, GrpcMessages.answer(op, 5).length);
                assertEquals(LatencyGrpc.getSetSizeMethod().getFullMethodName(), GrpcMessages.method(op));
            }
            case GET_STRING -> assertEquals(LatencyGrpc.getGetStringMethod().getFullMethodName(), GrpcMessages.method(op));
            case GET_INTEGERS -> assertEquals(LatencyGrpc.getGetIntegersMethod().getFullMethodName(),
                    GrpcMessages.method(op));
            case ECHO_FLOAT -> {
                assertBytes(EchoFloatRequest.newBuilder().setValue(RpcOperation.ECHO_FLOAT_VALUE).build(),
                        GrpcMessages.request(op, -1));
                assertBytes(EchoFloatResponse.newBuilder().setValue(RpcOperation.ECHO_FLOAT_VALUE).build(),
                        GrpcMessages.answer(op, -1));
                assertEquals(LatencyGrpc.getEchoFloatMethod().getFullMethodName(), GrpcMessages.method(op));
            }
        }
    }

    @ParameterizedTest
    @EnumSource(value = RpcOperation.class, names = {"SET_SIZE", "GET_STRING", "GET_INTEGERS"})
    void aNegativeSizeIsRefusedNotEncoded(RpcOperation op) {
        assertThrows(IllegalArgumentException.class, () -> GrpcMessages.request(op, -1));
    }

    private static void assertBytes(MessageLite expected, byte[] actual) {
        assertArrayEquals(expected.toByteArray(), actual);
    }
}
