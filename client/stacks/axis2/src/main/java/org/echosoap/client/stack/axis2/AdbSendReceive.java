package org.echosoap.client.stack.axis2;

import java.rmi.RemoteException;
import java.util.Arrays;
import java.util.function.Function;
import org.echosoap.client.stack.axis2.adb.generated.ArrayOfMeshInterfaceObject;
import org.echosoap.client.stack.axis2.adb.generated.ArrayOfSimpleEvent;
import org.echosoap.client.stack.axis2.adb.generated.BenchmarkStub;
import org.echosoap.client.stack.axis2.adb.generated.MeshInterfaceObject;
import org.echosoap.client.stack.axis2.adb.generated.ReceiveBase64;
import org.echosoap.client.stack.axis2.adb.generated.ReceiveDoubles;
import org.echosoap.client.stack.axis2.adb.generated.ReceiveInts;
import org.echosoap.client.stack.axis2.adb.generated.ReceiveMeshInterfaceObjectsRequest;
import org.echosoap.client.stack.axis2.adb.generated.ReceiveSimpleEventsRequest;
import org.echosoap.client.stack.axis2.adb.generated.ReceiveStrings;
import org.echosoap.client.stack.axis2.adb.generated.SendBase64;
import org.echosoap.client.stack.axis2.adb.generated.SendDoubles;
import org.echosoap.client.stack.axis2.adb.generated.SendInts;
import org.echosoap.client.stack.axis2.adb.generated.SendMeshInterfaceObjectsRequest;
import org.echosoap.client.stack.axis2.adb.generated.SendSimpleEventsRequest;
import org.echosoap.client.stack.axis2.adb.generated.SendStrings;
import org.echosoap.client.stack.axis2.adb.generated.SimpleEvent;
import org.echosoap.client.stackapi.BenchmarkCall;
import org.echosoap.client.stackapi.BenchmarkValues;

/**
 * The Benchmark send and receive operations on the ADB stub: send asks for {@code size} values and checks them
 * against the contract's formulas; receive sends them and checks the count answered.
 */
final class AdbSendReceive {

    private AdbSendReceive() {
    }

    static StubCall<BenchmarkStub> prepare(BenchmarkCall call, int size) {
        return switch (call) {
            case SEND_INTS -> {
                SendInts request = new SendInts();
                request.setSize(size);
                yield of(stub -> stub.sendInts(request).getSendIntsReturn(), a -> BenchmarkValues.listVerdict(
                        "sendInts", Arrays.stream((int[]) a).boxed().toList(), BenchmarkValues.intList(size)));
            }
            case SEND_DOUBLES -> {
                SendDoubles request = new SendDoubles();
                request.setSize(size);
                yield of(stub -> stub.sendDoubles(request).getSendDoublesReturn(), a -> BenchmarkValues.listVerdict(
                        "sendDoubles", Arrays.stream((double[]) a).boxed().toList(), BenchmarkValues.doubleList(size)));
            }
            case SEND_STRINGS -> {
                SendStrings request = new SendStrings();
                request.setSize(size);
                yield of(stub -> stub.sendStrings(request).getSendStringsReturn(), a -> BenchmarkValues.listVerdict(
                        "sendStrings", Arrays.asList((String[]) a), BenchmarkValues.stringList(size)));
            }
            case SEND_BASE64 -> {
                SendBase64 request = new SendBase64();
                request.setSize(size);
                yield of(stub -> stub.sendBase64(request).getSendBase64Return(), a -> BenchmarkValues.bytesVerdict(
                        AdbCalls.bytes((jakarta.activation.DataHandler) a), BenchmarkValues.bytes(size)));
            }
            case SEND_SIMPLE_EVENTS -> {
                SendSimpleEventsRequest request = new SendSimpleEventsRequest();
                request.setSize(size);
                yield of(stub -> stub.sendSimpleEvents(request).getSendSimpleEventsReturn(), a -> {
                    SimpleEvent[] got = a == null ? null : ((ArrayOfSimpleEvent) a).getItem();
                    return BenchmarkValues.itemsVerdict("sendSimpleEvents", got, size,
                            (i, e) -> BenchmarkValues.eventVerdict(i, e.getSequenceNumber(), e.getTimestamp(),
                                    e.getMessage()));
                });
            }
            case SEND_MESH_INTERFACE_OBJECTS -> {
                SendMeshInterfaceObjectsRequest request = new SendMeshInterfaceObjectsRequest();
                request.setSize(size);
                yield of(stub -> stub.sendMeshInterfaceObjects(request).getSendMeshInterfaceObjectsReturn(), a -> {
                    MeshInterfaceObject[] got = a == null ? null : ((ArrayOfMeshInterfaceObject) a).getItem();
                    return BenchmarkValues.itemsVerdict("sendMeshInterfaceObjects", got, size,
                            (i, m) -> BenchmarkValues.meshVerdict(i, m.getX(), m.getY(), m.getValue()));
                });
            }
            case RECEIVE_INTS -> {
                ReceiveInts request = new ReceiveInts();
                request.setInput(BenchmarkValues.intList(size).stream().mapToInt(Integer::intValue).toArray());
                yield count("receiveInts", size, stub -> stub.receiveInts(request).getReceiveIntsReturn());
            }
            case RECEIVE_DOUBLES -> {
                ReceiveDoubles request = new ReceiveDoubles();
                request.setInput(BenchmarkValues.doubleList(size).stream().mapToDouble(Double::doubleValue).toArray());
                yield count("receiveDoubles", size, stub -> stub.receiveDoubles(request).getReceiveDoublesReturn());
            }
            case RECEIVE_STRINGS -> {
                ReceiveStrings request = new ReceiveStrings();
                request.setInput(BenchmarkValues.stringList(size).toArray(String[]::new));
                yield count("receiveStrings", size, stub -> stub.receiveStrings(request).getReceiveStringsReturn());
            }
            case RECEIVE_BASE64 -> {
                ReceiveBase64 request = new ReceiveBase64();
                request.setInput(AdbCalls.dataHandler(BenchmarkValues.bytes(size)));
                yield count("receiveBase64", size, stub -> stub.receiveBase64(request).getReceiveBase64Return());
            }
            case RECEIVE_SIMPLE_EVENTS -> {
                ReceiveSimpleEventsRequest request = new ReceiveSimpleEventsRequest();
                request.setInput(AdbCalls.events(size));
                yield count("receiveSimpleEvents", size,
                        stub -> stub.receiveSimpleEvents(request).getReceiveSimpleEventsReturn());
            }
            case RECEIVE_MESH_INTERFACE_OBJECTS -> {
                ArrayOfMeshInterfaceObject objects = new ArrayOfMeshInterfaceObject();
                objects.setItem(AdbCalls.meshes(size));
                ReceiveMeshInterfaceObjectsRequest request = new ReceiveMeshInterfaceObjectsRequest();
                request.setInput(objects);
                yield count("receiveMeshInterfaceObjects", size,
                        stub -> stub.receiveMeshInterfaceObjects(request).getReceiveMeshInterfaceObjectsReturn());
            }
            default -> throw new IllegalArgumentException(call.operation() + " is not a send or receive operation");
        };
    }

    @FunctionalInterface
    private interface Invoke {
        Object invoke(BenchmarkStub stub) throws RemoteException;
    }

    private static StubCall<BenchmarkStub> count(String operation, int size, Invoke invoke) {
        return of(invoke, a -> BenchmarkValues.countVerdict(operation, (Integer) a, size));
    }

    private static StubCall<BenchmarkStub> of(Invoke invoke, Function<Object, String> verdict) {
        return new StubCall<>() {
            @Override
            public Object invoke(BenchmarkStub stub) throws RemoteException {
                return invoke.invoke(stub);
            }

            @Override
            public String verdict(Object answer) {
                return verdict.apply(answer);
            }
        };
    }
}
