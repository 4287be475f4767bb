package org.echosoap.client.stack.axis2;

import jakarta.activation.DataHandler;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.List;
import org.echosoap.client.stack.axis2.adb.generated.ArrayOfMeshInterfaceObject;
import org.echosoap.client.stack.axis2.adb.generated.ArrayOfSimpleEvent;
import org.echosoap.client.stack.axis2.adb.generated.BenchmarkStub;
import org.echosoap.client.stack.axis2.adb.generated.EchoBase64;
import org.echosoap.client.stack.axis2.adb.generated.EchoDoubles;
import org.echosoap.client.stack.axis2.adb.generated.EchoInts;
import org.echosoap.client.stack.axis2.adb.generated.EchoMeshInterfaceObjectsRequest;
import org.echosoap.client.stack.axis2.adb.generated.EchoSimpleEventsRequest;
import org.echosoap.client.stack.axis2.adb.generated.EchoStrings;
import org.echosoap.client.stack.axis2.adb.generated.EchoVoid;
import org.echosoap.client.stack.axis2.adb.generated.MeshInterfaceObject;
import org.echosoap.client.stack.axis2.adb.generated.SimpleEvent;
import org.echosoap.client.stackapi.BenchmarkCall;
import org.echosoap.client.stackapi.BenchmarkValues;

/**
 * The Benchmark echoes on the ADB stub: ADB beans hold arrays ({@code int[]}, {@code SimpleEvent[]}), base64 a
 * {@link DataHandler}, as a user of the generated client writes them.
 */
final class AdbCalls {

    private AdbCalls() {
    }

    static StubCall<BenchmarkStub> prepare(BenchmarkCall call, int size) {
        return switch (call) {
            case ECHO_VOID -> new StubCall<>() {
                private final EchoVoid request = new EchoVoid();

                @Override
                public Object invoke(BenchmarkStub stub) throws java.rmi.RemoteException {
                    return stub.echoVoid(request);
                }

                @Override
                public String verdict(Object answer) {
                    return answer == null ? "echoVoid answered nothing" : null;
                }
            };
            case ECHO_INTS -> {
                List<Integer> sent = BenchmarkValues.intList(size);
                EchoInts request = new EchoInts();
                request.setInput(sent.stream().mapToInt(Integer::intValue).toArray());
                yield calls(stub -> stub.echoInts(request).getEchoIntsReturn(),
                        answer -> BenchmarkValues.listVerdict("echoInts", boxed((int[]) answer), sent));
            }
            case ECHO_DOUBLES -> {
                List<Double> sent = BenchmarkValues.doubleList(size);
                EchoDoubles request = new EchoDoubles();
                request.setInput(sent.stream().mapToDouble(Double::doubleValue).toArray());
                yield calls(stub -> stub.echoDoubles(request).getEchoDoublesReturn(),
                        answer -> BenchmarkValues.listVerdict("echoDoubles", boxed((double[]) answer), sent));
            }
            case ECHO_STRINGS -> {
                List<String> sent = BenchmarkValues.stringList(size);
                EchoStrings request = new EchoStrings();
                request.setInput(sent.toArray(String[]::new));
                yield calls(stub -> stub.echoStrings(request).getEchoStringsReturn(),
                        answer -> BenchmarkValues.listVerdict("echoStrings",
                                answer == null ? null : Arrays.asList((String[]) answer), sent));
            }
            case ECHO_SIMPLE_EVENTS -> {
                EchoSimpleEventsRequest request = new EchoSimpleEventsRequest();
                request.setInput(events(size));
                yield calls(stub -> stub.echoSimpleEvents(request).getEchoSimpleEventsReturn(), answer -> {
                    SimpleEvent[] got = answer == null ? null : ((ArrayOfSimpleEvent) answer).getItem();
                    String count = BenchmarkValues.countVerdict("echoSimpleEvents", got == null ? 0 : got.length, size);
                    for (int i = 0; count == null && i < size; i++) {
                        count = BenchmarkValues.eventVerdict(i, got[i].getSequenceNumber(), got[i].getTimestamp(),
                                got[i].getMessage());
                    }
                    return count;
                });
            }
            case ECHO_MESH_INTERFACE_OBJECTS -> {
                EchoMeshInterfaceObjectsRequest request = new EchoMeshInterfaceObjectsRequest();
                request.setInput(meshes(size));
                yield calls(stub -> stub.echoMeshInterfaceObjects(request).getEchoMeshInterfaceObjectReturn(), answer -> {
                    MeshInterfaceObject[] got = (MeshInterfaceObject[]) answer;
                    String count = BenchmarkValues.countVerdict("echoMeshInterfaceObjects", got == null ? 0 : got.length,
                            size);
                    for (int i = 0; count == null && i < size; i++) {
                        count = BenchmarkValues.meshVerdict(i, got[i].getX(), got[i].getY(), got[i].getValue());
                    }
                    return count;
                });
            }
            case ECHO_BASE64 -> {
                byte[] sent = BenchmarkValues.bytes(size);
                EchoBase64 request = new EchoBase64();
                request.setInput(dataHandler(sent));
                yield calls(stub -> stub.echoBase64(request).getEchoBase64Return(),
                        answer -> BenchmarkValues.bytesVerdict(bytes((DataHandler) answer), sent));
            }
            default -> AdbSendReceive.prepare(call, size);
        };
    }

    /** The contract's first {@code size} SimpleEvents, as a request carries them. */
    static ArrayOfSimpleEvent events(int size) {
        SimpleEvent[] events = new SimpleEvent[size];
        for (int i = 0; i < size; i++) {
            events[i] = new SimpleEvent();
            events[i].setSequenceNumber(BenchmarkValues.eventSequenceNumber(i));
            events[i].setTimestamp(BenchmarkValues.eventTimestamp(i));
            events[i].setMessage(BenchmarkValues.eventMessage(i));
        }
        ArrayOfSimpleEvent array = new ArrayOfSimpleEvent();
        array.setItem(events);
        return array;
    }

    /** The contract's first {@code size} MeshInterfaceObjects. */
    static MeshInterfaceObject[] meshes(int size) {
        MeshInterfaceObject[] objects = new MeshInterfaceObject[size];
        for (int i = 0; i < size; i++) {
            objects[i] = new MeshInterfaceObject();
            objects[i].setX(BenchmarkValues.meshX(i));
            objects[i].setY(BenchmarkValues.meshY(i));
            objects[i].setValue(BenchmarkValues.meshValue(i));
        }
        return objects;
    }

    /** {@code bytes} as the DataHandler ADB's base64 beans take. */
    static DataHandler dataHandler(byte[] bytes) {
        return new DataHandler(new BytesSource(bytes));
    }

    /** The part of an ADB answer a check reads. */
    @FunctionalInterface
    private interface Invoke {
        Object invoke(BenchmarkStub stub) throws java.rmi.RemoteException;
    }

    private static StubCall<BenchmarkStub> calls(Invoke invoke, java.util.function.Function<Object, String> verdict) {
        return new StubCall<>() {
            @Override
            public Object invoke(BenchmarkStub stub) throws java.rmi.RemoteException {
                return invoke.invoke(stub);
            }

            @Override
            public String verdict(Object answer) {
                return verdict.apply(answer);
            }
        };
    }

    private static List<Integer> boxed(int[] values) {
        return values == null ? null : Arrays.stream(values).boxed().toList();
    }

    private static List<Double> boxed(double[] values) {
        return values == null ? null : Arrays.stream(values).boxed().toList();
    }

    /** The request's bytes as the DataSource ADB's base64 beans take. */
    private record BytesSource(byte[] bytes) implements jakarta.activation.DataSource {
        @Override
        public java.io.InputStream getInputStream() {
            return new java.io.ByteArrayInputStream(bytes);
        }

        @Override
        public java.io.OutputStream getOutputStream() throws IOException {
            throw new IOException("a request's bytes are read-only");
        }

        @Override
        public String getContentType() {
            return "application/octet-stream";
        }

        @Override
        public String getName() {
            return "echoBase64 input";
        }
    }

    static byte[] bytes(DataHandler answer) {
        if (answer == null) {
            return null;
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            answer.writeTo(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }
}
