package org.echosoap.client.stack.jaxws;

import java.util.List;
import java.util.function.Function;
import org.echosoap.client.stack.jaxws.generated.benchmark.ArrayOfMeshInterfaceObject;
import org.echosoap.client.stack.jaxws.generated.benchmark.ArrayOfSimpleEvent;
import org.echosoap.client.stack.jaxws.generated.benchmark.Benchmark;
import org.echosoap.client.stack.jaxws.generated.benchmark.MeshInterfaceObject;
import org.echosoap.client.stack.jaxws.generated.benchmark.ReceiveMeshInterfaceObjectsRequest;
import org.echosoap.client.stack.jaxws.generated.benchmark.ReceiveSimpleEventsRequest;
import org.echosoap.client.stack.jaxws.generated.benchmark.SendMeshInterfaceObjectsRequest;
import org.echosoap.client.stack.jaxws.generated.benchmark.SendSimpleEventsRequest;
import org.echosoap.client.stack.jaxws.generated.benchmark.SimpleEvent;
import org.echosoap.client.stackapi.BenchmarkCall;
import org.echosoap.client.stackapi.BenchmarkValues;

/**
 * The Benchmark send and receive operations on the JAX-WS proxy: send asks for {@code size} values and checks them
 * against the contract's formulas; receive sends them and checks the count answered.
 */
final class SendReceiveCalls {

    private SendReceiveCalls() {
    }

    static BenchmarkPortCalls.Prepared prepare(BenchmarkCall call, int size) {
        return switch (call) {
            case SEND_INTS -> of(port -> port.sendInts(size),
                    a -> BenchmarkValues.listVerdict("sendInts", (List<?>) a, BenchmarkValues.intList(size)));
            case SEND_DOUBLES -> of(port -> port.sendDoubles(size),
                    a -> BenchmarkValues.listVerdict("sendDoubles", (List<?>) a, BenchmarkValues.doubleList(size)));
            case SEND_STRINGS -> of(port -> port.sendStrings(size),
                    a -> BenchmarkValues.listVerdict("sendStrings", (List<?>) a, BenchmarkValues.stringList(size)));
            case SEND_BASE64 -> of(port -> port.sendBase64(size),
                    a -> BenchmarkValues.bytesVerdict((byte[]) a, BenchmarkValues.bytes(size)));
            case SEND_SIMPLE_EVENTS -> {
                SendSimpleEventsRequest request = new SendSimpleEventsRequest();
                request.setSize(size);
                yield of(port -> port.sendSimpleEvents(request).getSendSimpleEventsReturn(), a -> {
                    List<SimpleEvent> items = a == null ? List.of() : ((ArrayOfSimpleEvent) a).getItem();
                    return BenchmarkValues.itemsVerdict("sendSimpleEvents", items, size,
                            (i, e) -> BenchmarkValues.eventVerdict(i, e.getSequenceNumber(), e.getTimestamp(),
                                    e.getMessage()));
                });
            }
            case SEND_MESH_INTERFACE_OBJECTS -> {
                SendMeshInterfaceObjectsRequest request = new SendMeshInterfaceObjectsRequest();
                request.setSize(size);
                yield of(port -> port.sendMeshInterfaceObjects(request).getSendMeshInterfaceObjectsReturn(), a -> {
                    List<MeshInterfaceObject> items = a == null ? List.of() : ((ArrayOfMeshInterfaceObject) a).getItem();
                    return BenchmarkValues.itemsVerdict("sendMeshInterfaceObjects", items, size,
                            (i, m) -> BenchmarkValues.meshVerdict(i, m.getX(), m.getY(), m.getValue()));
                });
            }
            case RECEIVE_INTS -> {
                List<Integer> input = BenchmarkValues.intList(size);
                yield count("receiveInts", size, port -> port.receiveInts(input));
            }
            case RECEIVE_DOUBLES -> {
                List<Double> input = BenchmarkValues.doubleList(size);
                yield count("receiveDoubles", size, port -> port.receiveDoubles(input));
            }
            case RECEIVE_STRINGS -> {
                List<String> input = BenchmarkValues.stringList(size);
                yield count("receiveStrings", size, port -> port.receiveStrings(input));
            }
            case RECEIVE_BASE64 -> {
                byte[] input = BenchmarkValues.bytes(size);
                yield count("receiveBase64", size, port -> port.receiveBase64(input));
            }
            case RECEIVE_SIMPLE_EVENTS -> {
                ArrayOfSimpleEvent events = new ArrayOfSimpleEvent();
                for (int i = 0; i < size; i++) {
                    SimpleEvent e = new SimpleEvent();
                    e.setSequenceNumber(BenchmarkValues.eventSequenceNumber(i));
                    e.setTimestamp(BenchmarkValues.eventTimestamp(i));
                    e.setMessage(BenchmarkValues.eventMessage(i));
                    events.getItem().add(e);
                }
                ReceiveSimpleEventsRequest request = new ReceiveSimpleEventsRequest();
                request.setInput(events);
                yield count("receiveSimpleEvents", size,
                        port -> port.receiveSimpleEvents(request).getReceiveSimpleEventsReturn());
            }
            case RECEIVE_MESH_INTERFACE_OBJECTS -> {
                ArrayOfMeshInterfaceObject objects = new ArrayOfMeshInterfaceObject();
                for (int i = 0; i < size; i++) {
                    MeshInterfaceObject m = new MeshInterfaceObject();
                    m.setX(BenchmarkValues.meshX(i));
                    m.setY(BenchmarkValues.meshY(i));
                    m.setValue(BenchmarkValues.meshValue(i));
                    objects.getItem().add(m);
                }
                ReceiveMeshInterfaceObjectsRequest request = new ReceiveMeshInterfaceObjectsRequest();
                request.setInput(objects);
                yield count("receiveMeshInterfaceObjects", size,
                        port -> port.receiveMeshInterfaceObjects(request).getReceiveMeshInterfaceObjectsReturn());
            }
            default -> throw new IllegalArgumentException(call.operation() + " is not a send or receive operation");
        };
    }

    private static BenchmarkPortCalls.Prepared count(String operation, int size, Function<Benchmark, Integer> invoke) {
        return of(invoke::apply, a -> BenchmarkValues.countVerdict(operation, (Integer) a, size));
    }

    private static BenchmarkPortCalls.Prepared of(Function<Benchmark, Object> invoke, Function<Object, String> verdict) {
        return new BenchmarkPortCalls.Prepared() {
            @Override
            public Object invoke(Benchmark port) {
                return invoke.apply(port);
            }

            @Override
            public String verdict(Object answer) {
                return verdict.apply(answer);
            }
        };
    }
}
