package org.echosoap.server.grpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.echosoap.server.contract.LatencyValues;
import org.echosoap.server.grpc.latency.DoNothingRequest;
import org.echosoap.server.grpc.latency.DoNothingResponse;
import org.echosoap.server.grpc.latency.EchoFloatRequest;
import org.echosoap.server.grpc.latency.EchoFloatResponse;
import org.echosoap.server.grpc.latency.GetIntegersRequest;
import org.echosoap.server.grpc.latency.GetIntegersResponse;
import org.echosoap.server.grpc.latency.GetStringRequest;
import org.echosoap.server.grpc.latency.GetStringResponse;
import org.echosoap.server.grpc.latency.SetSizeRequest;
import org.echosoap.server.grpc.latency.SetSizeResponse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The service's answers, called directly: what every call returns, and what it refuses with which status. */
class LatencyServiceTest {

    private final LatencyService service = new LatencyService();

    @Test
    void doNothingAnswersTheEmptyMessage() {
        Answer<DoNothingResponse> answer = new Answer<>();
        service.doNothing(DoNothingRequest.getDefaultInstance(), answer);
        assertSame(DoNothingResponse.getDefaultInstance(), answer.value());
        assertEquals(0, answer.value().getSerializedSize());
    }

    @Test
    void theStoredSizeIs200UntilSetSizeStoresAnother() {
        assertEquals(LatencyValues.DEFAULT_SIZE, service.storedSize());
        assertEquals(LatencyValues.letters(200), getString(null).getValue());
        assertEquals(range(200), getIntegers(null).getValuesList());

        Answer<SetSizeResponse> stored = new Answer<>();
        service.setSize(SetSizeRequest.newBuilder().setSize(400).build(), stored);
        assertEquals(SetSizeResponse.getDefaultInstance(), stored.value());
        assertEquals(400, service.storedSize());
        assertEquals(LatencyValues.letters(400), getString(null).getValue());
        assertEquals(range(400), getIntegers(null).getValuesList());
    }

    @Test
    void aSizeInTheRequestWinsAndStoresNothing() {
        assertEquals("abcdefghijklmnopqrstuvwxyzab", getString(28).getValue());
        assertEquals(List.of(0, 1, 2), getIntegers(3).getValuesList());
        assertEquals("", getString(0).getValue());
        assertEquals(List.of(), getIntegers(0).getValuesList());
        assertEquals(LatencyValues.DEFAULT_SIZE, service.storedSize());
    }

    @Test
    void theLargestSizeIsServed() {
        assertEquals(LatencyValues.MAX_SIZE, getString(LatencyValues.MAX_SIZE).getValue().length());
        GetIntegersResponse integers = getIntegers(LatencyValues.MAX_SIZE);
        assertEquals(LatencyValues.MAX_SIZE, integers.getValuesCount());
        assertEquals(LatencyValues.MAX_SIZE - 1, integers.getValues(LatencyValues.MAX_SIZE - 1));
        // Packed varints: 128 one-byte, 16,256 two-byte and 983,616 three-byte values (2,983,488 bytes), one tag
        // byte and the length as a 4-byte varint.
        assertEquals(1 + 4 + 128 + 2 * 16_256 + 3 * 983_616, integers.getSerializedSize());
    }

    @ParameterizedTest
    @ValueSource(ints = {-1, LatencyValues.MAX_SIZE + 1, Integer.MIN_VALUE, Integer.MAX_VALUE})
    void aSizeOutOfRangeIsInvalidArgumentWithItsReason(int size) {
        String reason = "size must be from 0 to 1000000, got " + size;
        Answer<GetStringResponse> string = new Answer<>();
        service.getString(GetStringRequest.newBuilder().setSize(size).build(), string);
        string.assertRefused(Status.Code.INVALID_ARGUMENT, reason);

        Answer<GetIntegersResponse> integers = new Answer<>();
        service.getIntegers(GetIntegersRequest.newBuilder().setSize(size).build(), integers);
        integers.assertRefused(Status.Code.INVALID_ARGUMENT, reason);

        Answer<SetSizeResponse> stored = new Answer<>();
        service.setSize(SetSizeRequest.newBuilder().setSize(size).build(), stored);
        stored.assertRefused(Status.Code.INVALID_ARGUMENT, reason);
        assertEquals(LatencyValues.DEFAULT_SIZE, service.storedSize());
    }

    @Test
    void setSizeWithoutASizeIsRefusedNotTakenAsZero() {
        Answer<SetSizeResponse> stored = new Answer<>();
        service.setSize(SetSizeRequest.getDefaultInstance(), stored);
        stored.assertRefused(Status.Code.INVALID_ARGUMENT, "SetSize needs a size from 0 to 1000000");
        assertEquals(LatencyValues.DEFAULT_SIZE, service.storedSize());

        service.setSize(SetSizeRequest.newBuilder().setSize(0).build(), new Answer<>());
        assertEquals(0, service.storedSize());
        assertEquals("", getString(null).getValue());
    }

    @Test
    void echoFloatEchoesTheBits() {
        for (float f : new float[] {3.14159f, -0.0f, Float.NaN, Float.intBitsToFloat(0x7fc00001),
                Float.NEGATIVE_INFINITY, Float.MIN_VALUE, Float.MAX_VALUE}) {
            Answer<EchoFloatResponse> answer = new Answer<>();
            service.echoFloat(EchoFloatRequest.newBuilder().setValue(f).build(), answer);
            assertEquals(Float.floatToRawIntBits(f), Float.floatToRawIntBits(answer.value().getValue()));
        }
    }

    @Test
    void sizeProblemIsNullInRange() {
        assertNull(LatencyService.sizeProblem(0));
        assertNull(LatencyService.sizeProblem(LatencyValues.MAX_SIZE));
    }

    private GetStringResponse getString(Integer size) {
        GetStringRequest.Builder request = GetStringRequest.newBuilder();
        if (size != null) {
            request.setSize(size);
        }
        Answer<GetStringResponse> answer = new Answer<>();
        service.getString(request.build(), answer);
        return answer.value();
    }

    private GetIntegersResponse getIntegers(Integer size) {
        GetIntegersRequest.Builder request = GetIntegersRequest.newBuilder();
        if (size != null) {
            request.setSize(size);
        }
        Answer<GetIntegersResponse> answer = new Answer<>();
        service.getIntegers(request.build(), answer);
        return answer.value();
    }

    private static List<Integer> range(int n) {
        return IntStream.range(0, n).boxed().collect(Collectors.toList());
    }

    /** What a unary call's observer saw: one value and completion, or one error. */
    private static final class Answer<T> implements StreamObserver<T> {
        private final List<T> values = new ArrayList<>();
        private Throwable error;
        private boolean completed;

        @Override
        public void onNext(T value) {
            values.add(value);
        }

        @Override
        public void onError(Throwable t) {
            error = t;
        }

        @Override
        public void onCompleted() {
            completed = true;
        }

        T value() {
            assertNull(error, () -> "refused: " + error);
            assertTrue(completed, "not completed");
            assertEquals(1, values.size(), "one answer");
            return values.get(0);
        }

        void assertRefused(Status.Code code, String description) {
            assertTrue(values.isEmpty(), "answered " + values);
            assertTrue(!completed, "completed");
            Status status = Status.fromThrowable(error);
            assertEquals(code, status.getCode(), status::toString);
            assertEquals(description, status.getDescription());
        }
    }
}
