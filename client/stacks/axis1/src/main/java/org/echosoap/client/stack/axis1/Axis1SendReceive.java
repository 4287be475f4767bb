package org.echosoap.client.stack.axis1;

import java.rmi.RemoteException;
import java.util.Arrays;
import java.util.function.Function;
import org.echosoap.client.stack.axis1.generated.Benchmark_PortType;
import org.echosoap.client.stack.axis1.generated.MeshInterfaceObject;
import org.echosoap.client.stack.axis1.generated.ReceiveBase64;
import org.echosoap.client.stack.axis1.generated.ReceiveMeshInterfaceObjectsRequest;
import org.echosoap.client.stack.axis1.generated.ReceiveSimpleEventsRequest;
import org.echosoap.client.stack.axis1.generated.SendBase64;
import org.echosoap.client.stack.axis1.generated.SendDoubles;
import org.echosoap.client.stack.axis1.generated.SendInts;
import org.echosoap.client.stack.axis1.generated.SendMeshInterfaceObjectsRequest;
import org.echosoap.client.stack.axis1.generated.SendSimpleEventsRequest;
import org.echosoap.client.stack.axis1.generated.SendStrings;
import org.echosoap.client.stack.axis1.generated.SimpleEvent;
import org.echosoap.client.stackapi.BenchmarkCall;
import org.echosoap.client.stackapi.BenchmarkValues;

/**
 * The Benchmark send and receive operations on Axis 1's port type: send asks for {@code size} values and checks them
 * against the contract's formulas; receive sends them and checks the count answered.
 */
final class Axis1SendReceive {

    private Axis1SendReceive() {
    }

    @FunctionalInterface
    private interface Invoke {
        Object invoke(Benchmark_PortType port) throws RemoteException;
    }

    static Axis1Calls.Prepared prepare(BenchmarkCall call, int size) {
        return switch (call) {
            case SEND_INTS -> {
                SendInts request = new SendInts(size);
                yield of(port -> port.sendInts(request), a -> BenchmarkValues.listVerdict("sendInts",
                        Arrays.stream((int[]) a).boxed().toList(), BenchmarkValues.intList(size)));
            }
            case SEND_DOUBLES -> {
                SendDoubles request = new SendDoubles(size);
                yield of(port -> port.sendDoubles(request), a -> BenchmarkValues.listVerdict("sendDoubles",
                        Arrays.stream((double[]) a).boxed().toList(), BenchmarkValues.doubleList(size)));
            }
            case SEND_STRINGS -> {
                SendStrings request = new SendStrings(size);
                yield of(port -> port.sendStrings(request), a -> BenchmarkValues.listVerdict("sendStrings",
                        Arrays.asList((String[]) a), BenchmarkValues.stringList(size)));
            }
            case SEND_BASE64 -> {
                SendBase64 request = new SendBase64(size);
                yield of(port -> port.sendBase64(request).getSendBase64Return(),
                        a -> BenchmarkValues.bytesVerdict((byte[]) a, BenchmarkValues.bytes(size)));
            }
            case SEND_SIMPLE_EVENTS -> {
                SendSimpleEventsRequest request = new SendSimpleEventsRequest(size);
                yield of(port -> port.sendSimpleEvents(request).getSendSimpleEventsReturn(), a -> {
                    SimpleEvent[] got = (SimpleEvent[]) a;
                    return BenchmarkValues.itemsVerdict("sendSimpleEvents", got, size,
                            (i, e) -> BenchmarkValues.eventVerdict(i, e.getSequenceNumber(), e.getTimestamp(),
                                    e.getMessage()));
                });
            }
            case SEND_MESH_INTERFACE_OBJECTS -> {
                SendMeshInterfaceObjectsRequest request = new SendMeshInterfaceObjectsRequest(size);
                yield of(port -> port.sendMeshInterfaceObjects(request).getSendMeshInterfaceObjectsReturn(), a -> {
                    MeshInterfaceObject[] got = (MeshInterfaceObject[]) a;
                    return BenchmarkValues.itemsVerdict("sendMeshInterfaceObjects", got, size,
                            (i, m) -> BenchmarkValues.meshVerdict(i, m.getX(), m.getY(), m.getValue()));
                });
            }
            case RECEIVE_INTS -> {
                int[] input = BenchmarkValues.intList(size).stream().mapToInt(Integer::intValue).toArray();
                yield count("receiveInts", size, port -> port.receiveInts(input).getReceiveIntsReturn());
            }
            case RECEIVE_DOUBLES -> {
                double[] input = BenchmarkValues.doubleList(size).stream().mapToDouble(Double::doubleValue).toArray();
                yield count("receiveDoubles", size, port -> port.receiveDoubles(input).getReceiveDoublesReturn());
            }
            case RECEIVE_STRINGS -> {
                String[] input = BenchmarkValues.stringList(size).toArray(String[]::new);
                yield count("receiveStrings", size, port -> port.receiveStrings(input).getReceiveStringsReturn());
            }
            case RECEIVE_BASE64 -> {
                ReceiveBase64 request = new ReceiveBase64(BenchmarkValues.bytes(size));
                yield count("receiveBase64", size, port -> port.receiveBase64(request).getReceiveBase64Return());
            }
            case RECEIVE_SIMPLE_EVENTS -> {
                ReceiveSimpleEventsRequest request = new ReceiveSimpleEventsRequest(Axis1Calls.events(size));
                yield count("receiveSimpleEvents", size,
                        port -> port.receiveSimpleEvents(request).getReceiveSimpleEventsReturn());
            }
            case RECEIVE_MESH_INTERFACE_OBJECTS -> {
                ReceiveMeshInterfaceObjectsRequest request = new ReceiveMeshInterfaceObjectsRequest(Axis1Calls.meshes(size));
                yield count("receiveMeshInterfaceObjects", size,
                        port -> port.receiveMeshInterfaceObjects(request).getReceiveMeshInterfaceObjectsReturn());
            }
            default -> throw new IllegalArgumentException(call.operation() + " is not a send or receive operation");
        };
    }

    private static Axis1Calls.Prepared count(String operation, int size, Invoke invoke) {
        return of(invoke, a -> BenchmarkValues.countVerdict(operation, (Integer) a, size));
    }

    private static Axis1Calls.Prepared of(Invoke invoke, Function<Object, String> verdict) {
        return new Axis1Calls.Prepared() {
            @Override
            public Object invoke(Benchmark_PortType port) throws RemoteException {
                return invoke.invoke(port);
            }

            @Override
            public String verdict(Object answer) {
                return verdict.apply(answer);
            }
        };
    }
}
