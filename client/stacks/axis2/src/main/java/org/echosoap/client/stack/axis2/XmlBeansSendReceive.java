package org.echosoap.client.stack.axis2;

import java.rmi.RemoteException;
import java.util.Arrays;
import java.util.function.Function;
import org.echosoap.client.stack.axis2.xmlbeans.generated.ArrayOfMeshInterfaceObject;
import org.echosoap.client.stack.axis2.xmlbeans.generated.ArrayOfSimpleEvent;
import org.echosoap.client.stack.axis2.xmlbeans.generated.BenchmarkStub;
import org.echosoap.client.stack.axis2.xmlbeans.generated.MeshInterfaceObject;
import org.echosoap.client.stack.axis2.xmlbeans.generated.ReceiveBase64Document;
import org.echosoap.client.stack.axis2.xmlbeans.generated.ReceiveDoublesDocument;
import org.echosoap.client.stack.axis2.xmlbeans.generated.ReceiveIntsDocument;
import org.echosoap.client.stack.axis2.xmlbeans.generated.ReceiveMeshInterfaceObjectsRequestDocument;
import org.echosoap.client.stack.axis2.xmlbeans.generated.ReceiveSimpleEventsRequestDocument;
import org.echosoap.client.stack.axis2.xmlbeans.generated.ReceiveStringsDocument;
import org.echosoap.client.stack.axis2.xmlbeans.generated.SendBase64Document;
import org.echosoap.client.stack.axis2.xmlbeans.generated.SendDoublesDocument;
import org.echosoap.client.stack.axis2.xmlbeans.generated.SendIntsDocument;
import org.echosoap.client.stack.axis2.xmlbeans.generated.SendMeshInterfaceObjectsRequestDocument;
import org.echosoap.client.stack.axis2.xmlbeans.generated.SendSimpleEventsRequestDocument;
import org.echosoap.client.stack.axis2.xmlbeans.generated.SendStringsDocument;
import org.echosoap.client.stack.axis2.xmlbeans.generated.SimpleEvent;
import org.echosoap.client.stackapi.BenchmarkCall;
import org.echosoap.client.stackapi.BenchmarkValues;

/**
 * The Benchmark send and receive operations on the XMLBeans stub: send asks for {@code size} values and checks them
 * against the contract's formulas; receive sends them and checks the count answered.
 */
final class XmlBeansSendReceive {

    private XmlBeansSendReceive() {
    }

    static StubCall<BenchmarkStub> prepare(BenchmarkCall call, int size) {
        return switch (call) {
            case SEND_INTS -> {
                SendIntsDocument request = SendIntsDocument.Factory.newInstance();
                request.addNewSendInts().setSize(size);
                yield of(stub -> stub.sendInts(request).getSendIntsResponse().getSendIntsReturnArray(),
                        a -> BenchmarkValues.listVerdict("sendInts", Arrays.stream((int[]) a).boxed().toList(),
                                BenchmarkValues.intList(size)));
            }
            case SEND_DOUBLES -> {
                SendDoublesDocument request = SendDoublesDocument.Factory.newInstance();
                request.addNewSendDoubles().setSize(size);
                yield of(stub -> stub.sendDoubles(request).getSendDoublesResponse().getSendDoublesReturnArray(),
                        a -> BenchmarkValues.listVerdict("sendDoubles", Arrays.stream((double[]) a).boxed().toList(),
                                BenchmarkValues.doubleList(size)));
            }
            case SEND_STRINGS -> {
                SendStringsDocument request = SendStringsDocument.Factory.newInstance();
                request.addNewSendStrings().setSize(size);
                yield of(stub -> stub.sendStrings(request).getSendStringsResponse().getSendStringsReturnArray(),
                        a -> BenchmarkValues.listVerdict("sendStrings", Arrays.asList((String[]) a),
                                BenchmarkValues.stringList(size)));
            }
            case SEND_BASE64 -> {
                SendBase64Document request = SendBase64Document.Factory.newInstance();
                request.addNewSendBase64().setSize(size);
                yield of(stub -> stub.sendBase64(request).getSendBase64Response().getSendBase64Return(),
                        a -> BenchmarkValues.bytesVerdict((byte[]) a, BenchmarkValues.bytes(size)));
            }
            case SEND_SIMPLE_EVENTS -> {
                SendSimpleEventsRequestDocument request = SendSimpleEventsRequestDocument.Factory.newInstance();
                request.addNewSendSimpleEventsRequest().setSize(size);
                yield of(stub -> stub.sendSimpleEvents(request).getSendSimpleEventsResponse()
                        .getSendSimpleEventsReturn().getItemArray(), a -> {
                    SimpleEvent[] got = (SimpleEvent[]) a;
                    return BenchmarkValues.itemsVerdict("sendSimpleEvents", got, size,
                            (i, e) -> BenchmarkValues.eventVerdict(i, e.getSequenceNumber(), e.getTimestamp(),
                                    e.getMessage()));
                });
            }
            case SEND_MESH_INTERFACE_OBJECTS -> {
                SendMeshInterfaceObjectsRequestDocument request =
                        SendMeshInterfaceObjectsRequestDocument.Factory.newInstance();
                request.addNewSendMeshInterfaceObjectsRequest().setSize(size);
                yield of(stub -> stub.sendMeshInterfaceObjects(request).getSendMeshInterfaceObjectsResponse()
                        .getSendMeshInterfaceObjectsReturn().getItemArray(), a -> {
                    MeshInterfaceObject[] got = (MeshInterfaceObject[]) a;
                    return BenchmarkValues.itemsVerdict("sendMeshInterfaceObjects", got, size,
                            (i, m) -> BenchmarkValues.meshVerdict(i, m.getX(), m.getY(), m.getValue()));
                });
            }
            case RECEIVE_INTS -> {
                ReceiveIntsDocument request = ReceiveIntsDocument.Factory.newInstance();
                request.addNewReceiveInts().setInputArray(
                        BenchmarkValues.intList(size).stream().mapToInt(Integer::intValue).toArray());
                yield count("receiveInts", size,
                        stub -> stub.receiveInts(request).getReceiveIntsResponse().getReceiveIntsReturn());
            }
            case RECEIVE_DOUBLES -> {
                ReceiveDoublesDocument request = ReceiveDoublesDocument.Factory.newInstance();
                request.addNewReceiveDoubles().setInputArray(
                        BenchmarkValues.doubleList(size).stream().mapToDouble(Double::doubleValue).toArray());
                yield count("receiveDoubles", size,
                        stub -> stub.receiveDoubles(request).getReceiveDoublesResponse().getReceiveDoublesReturn());
            }
            case RECEIVE_STRINGS -> {
                ReceiveStringsDocument request = ReceiveStringsDocument.Factory.newInstance();
                request.addNewReceiveStrings().setInputArray(BenchmarkValues.stringList(size).toArray(String[]::new));
                yield count("receiveStrings", size,
                        stub -> stub.receiveStrings(request).getReceiveStringsResponse().getReceiveStringsReturn());
            }
            case RECEIVE_BASE64 -> {
                ReceiveBase64Document request = ReceiveBase64Document.Factory.newInstance();
                request.addNewReceiveBase64().setInput(BenchmarkValues.bytes(size));
                yield count("receiveBase64", size,
                        stub -> stub.receiveBase64(request).getReceiveBase64Response().getReceiveBase64Return());
            }
            case RECEIVE_SIMPLE_EVENTS -> {
                ReceiveSimpleEventsRequestDocument request = ReceiveSimpleEventsRequestDocument.Factory.newInstance();
                ArrayOfSimpleEvent events = request.addNewReceiveSimpleEventsRequest().addNewInput();
                for (int i = 0; i < size; i++) {
                    SimpleEvent e = events.addNewItem();
                    e.setSequenceNumber(BenchmarkValues.eventSequenceNumber(i));
                    e.setTimestamp(BenchmarkValues.eventTimestamp(i));
                    e.setMessage(BenchmarkValues.eventMessage(i));
                }
                yield count("receiveSimpleEvents", size, stub -> stub.receiveSimpleEvents(request)
                        .getReceiveSimpleEventsResponse().getReceiveSimpleEventsReturn());
            }
            case RECEIVE_MESH_INTERFACE_OBJECTS -> {
                ReceiveMeshInterfaceObjectsRequestDocument request =
                        ReceiveMeshInterfaceObjectsRequestDocument.Factory.newInstance();
                ArrayOfMeshInterfaceObject objects = request.addNewReceiveMeshInterfaceObjectsRequest().addNewInput();
                for (int i = 0; i < size; i++) {
                    MeshInterfaceObject m = objects.addNewItem();
                    m.setX(BenchmarkValues.meshX(i));
                    m.setY(BenchmarkValues.meshY(i));
                    m.setValue(BenchmarkValues.meshValue(i));
                }
                yield count("receiveMeshInterfaceObjects", size, stub -> stub.receiveMeshInterfaceObjects(request)
                        .getReceiveMeshInterfaceObjectsResponse().getReceiveMeshInterfaceObjectsReturn());
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
