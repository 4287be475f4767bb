package org.echosoap.server.grpc;

import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import java.util.concurrent.atomic.AtomicInteger;
import org.echosoap.server.contract.LatencyValues;
import org.echosoap.server.grpc.latency.DoNothingRequest;
import org.echosoap.server.grpc.latency.DoNothingResponse;
import org.echosoap.server.grpc.latency.EchoFloatRequest;
import org.echosoap.server.grpc.latency.EchoFloatResponse;
import org.echosoap.server.grpc.latency.GetIntegersRequest;
import org.echosoap.server.grpc.latency.GetIntegersResponse;
import org.echosoap.server.grpc.latency.GetStringRequest;
import org.echosoap.server.grpc.latency.GetStringResponse;
import org.echosoap.server.grpc.latency.LatencyGrpc;
import org.echosoap.server.grpc.latency.SetSizeRequest;
import org.echosoap.server.grpc.latency.SetSizeResponse;

/**
 * The calls of {@code latency.proto}, answered from {@link LatencyValues} as every other stack answers them. One
 * instance per server, so the stored size is one value for all clients (as on the SOAP stacks: one per webapp).
 * Every call answers at once and never blocks, so it may run on the transport's event loop ({@code --executor
 * direct}).
 *
 * <pre>{@code
 * Server server = NettyServerBuilder.forAddress(address).addService(new LatencyService()).build().start();
 * }</pre>
 */
public final class LatencyService extends LatencyGrpc.LatencyImplBase {

    private static final DoNothingResponse NOTHING = DoNothingResponse.getDefaultInstance();
    private static final SetSizeResponse STORED = SetSizeResponse.getDefaultInstance();

    private final AtomicInteger storedSize = new AtomicInteger(LatencyValues.DEFAULT_SIZE);

    @Override
    public void doNothing(DoNothingRequest request, StreamObserver<DoNothingResponse> answer) {
        answer.onNext(NOTHING);
        answer.onCompleted();
    }

    @Override
    public void setSize(SetSizeRequest request, StreamObserver<SetSizeResponse> answer) {
        if (!request.hasSize()) {
            refuse(answer, "SetSize needs a size from 0 to " + LatencyValues.MAX_SIZE);
            return;
        }
        if (outOfRange(request.getSize(), answer)) {
            return;
        }
        storedSize.set(request.getSize());
        answer.onNext(STORED);
        answer.onCompleted();
    }

    @Override
    public void getString(GetStringRequest request, StreamObserver<GetStringResponse> answer) {
        int size = request.hasSize() ? request.getSize() : storedSize.get();
        if (outOfRange(size, answer)) {
            return;
        }
        answer.onNext(GetStringResponse.newBuilder().setValue(LatencyValues.letters(size)).build());
        answer.onCompleted();
    }

    @Override
    public void getIntegers(GetIntegersRequest request, StreamObserver<GetIntegersResponse> answer) {
        int size = request.hasSize() ? request.getSize() : storedSize.get();
        if (outOfRange(size, answer)) {
            return;
        }
        GetIntegersResponse.Builder values = GetIntegersResponse.newBuilder();
        // addValues(int) appends to protobuf's primitive int list: no boxing, unlike addAllValues(Iterable).
        for (int i = 0; i < size; i++) {
            values.addValues(i);
        }
        answer.onNext(values.build());
        answer.onCompleted();
    }

    @Override
    public void echoFloat(EchoFloatRequest request, StreamObserver<EchoFloatResponse> answer) {
        answer.onNext(EchoFloatResponse.newBuilder().setValue(request.getValue()).build());
        answer.onCompleted();
    }

    /** The size {@code SetSize} stored last. */
    public int storedSize() {
        return storedSize.get();
    }

    /** The reason a size is refused, or null when it is one: the wording of the JSON calls. */
    static String sizeProblem(int size) {
        if (size < 0 || size > LatencyValues.MAX_SIZE) {
            return "size must be from 0 to " + LatencyValues.MAX_SIZE + ", got " + size;
        }
        return null;
    }

    private static boolean outOfRange(int size, StreamObserver<?> answer) {
        String problem = sizeProblem(size);
        if (problem != null) {
            refuse(answer, problem);
            return true;
        }
        return false;
    }

    /** INVALID_ARGUMENT with a one-line description: the client's mistake, not the server's. */
    private static void refuse(StreamObserver<?> answer, String description) {
        answer.onError(Status.INVALID_ARGUMENT.withDescription(description).asRuntimeException());
    }
}
