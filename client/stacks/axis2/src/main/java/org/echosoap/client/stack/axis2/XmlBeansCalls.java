package org.echosoap.client.stack.axis2;

import java.rmi.RemoteException;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import org.echosoap.client.stack.axis2.xmlbeans.generated.ArrayOfSimpleEvent;
import org.echosoap.client.stack.axis2.xmlbeans.generated.BenchmarkStub;
import org.echosoap.client.stack.axis2.xmlbeans.generated.EchoBase64Document;
import org.echosoap.client.stack.axis2.xmlbeans.generated.EchoDoublesDocument;
import org.echosoap.client.stack.axis2.xmlbeans.generated.EchoIntsDocument;
import org.echosoap.client.stack.axis2.xmlbeans.generated.EchoMeshInterfaceObjectsRequestDocument;
import org.echosoap.client.stack.axis2.xmlbeans.generated.EchoSimpleEventsRequestDocument;
import org.echosoap.client.stack.axis2.xmlbeans.generated.EchoStringsDocument;
import org.echosoap.client.stack.axis2.xmlbeans.generated.EchoVoidDocument;
import org.echosoap.client.stack.axis2.xmlbeans.generated.MeshInterfaceObject;
import org.echosoap.client.stack.axis2.xmlbeans.generated.SimpleEvent;
import org.echosoap.client.stackapi.BenchmarkCall;
import org.echosoap.client.stackapi.BenchmarkValues;

/**
 * The Benchmark echoes on the XMLBeans stub: each request a document object built once with the generated
 * {@code Factory.newInstance()} and {@code addNew...} methods, as a user of the generated client writes them; XMLBeans
 * keeps its values in its own XML store, so the stub serializes from there.
 */
final class XmlBeansCalls {

    private XmlBeansCalls() {
    }

    static StubCall<BenchmarkStub> prepare(BenchmarkCall call, int size) {
        return switch (call) {
            case ECHO_VOID -> {
                EchoVoidDocument request = EchoVoidDocument.Factory.newInstance();
                request.addNewEchoVoid();
                yield calls(stub -> stub.echoVoid(request), answer -> answer == null ? "echoVoid answered nothing" : null);
            }
            case ECHO_INTS -> {
                List<Integer> sent = BenchmarkValues.intList(size);
                EchoIntsDocument request = EchoIntsDocument.Factory.newInstance();
                request.addNewEchoInts().setInputArray(sent.stream().mapToInt(Integer::intValue).toArray());
                yield calls(stub -> stub.echoInts(request).getEchoIntsResponse().getEchoIntsReturnArray(),
                        answer -> BenchmarkValues.listVerdict("echoInts",
                                Arrays.stream((int[]) answer).boxed().toList(), sent));
            }
            case ECHO_DOUBLES -> {
                List<Double> sent = BenchmarkValues.doubleList(size);
                EchoDoublesDocument request = EchoDoublesDocument.Factory.newInstance();
                request.addNewEchoDoubles().setInputArray(sent.stream().mapToDouble(Double::doubleValue).toArray());
                yield calls(stub -> stub.echoDoubles(request).getEchoDoublesResponse().getEchoDoublesReturnArray(),
                        answer -> BenchmarkValues.listVerdict("echoDoubles",
                                Arrays.stream((double[]) answer).boxed().toList(), sent));
            }
            case ECHO_STRINGS -> {
                List<String> sent = BenchmarkValues.stringList(size);
                EchoStringsDocument request = EchoStringsDocument.Factory.newInstance();
                request.addNewEchoStrings().setInputArray(sent.toArray(String[]::new));
                yield calls(stub -> stub.echoStrings(request).getEchoStringsResponse().getEchoStringsReturnArray(),
                        answer -> BenchmarkValues.listVerdict("echoStrings", Arrays.asList((String[]) answer), sent));
            }
            case ECHO_SIMPLE_EVENTS -> {
                EchoSimpleEventsRequestDocument request = EchoSimpleEventsRequestDocument.Factory.newInstance();
                ArrayOfSimpleEvent events = request.addNewEchoSimpleEventsRequest().addNewInput();
                for (int i = 0; i < size; i++) {
                    SimpleEvent e = events.addNewItem();
                    e.setSequenceNumber(BenchmarkValues.eventSequenceNumber(i));
                    e.setTimestamp(BenchmarkValues.eventTimestamp(i));
                    e.setMessage(BenchmarkValues.eventMessage(i));
                }
                yield calls(stub -> stub.echoSimpleEvents(request).getEchoSimpleEventsResponse()
                        .getEchoSimpleEventsReturn().getItemArray(), answer -> {
                    SimpleEvent[] got = (SimpleEvent[]) answer;
                    return BenchmarkValues.itemsVerdict("echoSimpleEvents", got, size,
                            (i, e) -> BenchmarkValues.eventVerdict(i, e.getSequenceNumber(), e.getTimestamp(),
                                    e.getMessage()));
                });
            }
            case ECHO_MESH_INTERFACE_OBJECTS -> {
                EchoMeshInterfaceObjectsRequestDocument request =
                        EchoMeshInterfaceObjectsRequestDocument.Factory.newInstance();
                EchoMeshInterfaceObjectsRequestDocument.EchoMeshInterfaceObjectsRequest objects =
                        request.addNewEchoMeshInterfaceObjectsRequest();
                for (int i = 0; i < size; i++) {
                    MeshInterfaceObject m = objects.addNewInput();
                    m.setX(BenchmarkValues.meshX(i));
                    m.setY(BenchmarkValues.meshY(i));
                    m.setValue(BenchmarkValues.meshValue(i));
                }
                yield calls(stub -> stub.echoMeshInterfaceObjects(request).getEchoMeshInterfaceObjectsResponse()
                        .getEchoMeshInterfaceObjectReturnArray(), answer -> {
                    MeshInterfaceObject[] got = (MeshInterfaceObject[]) answer;
                    return BenchmarkValues.itemsVerdict("echoMeshInterfaceObjects", got, size,
                            (i, m) -> BenchmarkValues.meshVerdict(i, m.getX(), m.getY(), m.getValue()));
                });
            }
            case ECHO_BASE64 -> {
                byte[] sent = BenchmarkValues.bytes(size);
                EchoBase64Document request = EchoBase64Document.Factory.newInstance();
                request.addNewEchoBase64().setInput(sent);
                yield calls(stub -> stub.echoBase64(request).getEchoBase64Response().getEchoBase64Return(),
                        answer -> BenchmarkValues.bytesVerdict((byte[]) answer, sent));
            }
            default -> XmlBeansSendReceive.prepare(call, size);
        };
    }

    @FunctionalInterface
    private interface Invoke {
        Object invoke(BenchmarkStub stub) throws RemoteException;
    }

    private static StubCall<BenchmarkStub> calls(Invoke invoke, Function<Object, String> verdict) {
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
