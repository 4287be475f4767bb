package org.echosoap.client.stack.axis1;

import java.rmi.RemoteException;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import org.echosoap.client.stack.axis1.generated.Benchmark_PortType;
import org.echosoap.client.stack.axis1.generated.EchoBase64;
import org.echosoap.client.stack.axis1.generated.EchoSimpleEventsRequest;
import org.echosoap.client.stack.axis1.generated.EchoVoid;
import org.echosoap.client.stack.axis1.generated.MeshInterfaceObject;
import org.echosoap.client.stack.axis1.generated.SimpleEvent;
import org.echosoap.client.stackapi.BenchmarkCall;
import org.echosoap.client.stackapi.BenchmarkValues;

/**
 * The Benchmark echoes on Axis 1.4's generated port type ({@code Benchmark_PortType}, unwrapped as on the server):
 * arrays of primitives and beans as WSDL2Java writes them, the request built once.
 *
 * <pre>{@code
 * Axis1Calls.Prepared echo = Axis1Calls.prepare(BenchmarkCall.ECHO_INTS, 100);
 * Object answer = echo.invoke(port);   // the stub call: what is timed
 * String wrong = echo.verdict(answer); // null when right
 * }</pre>
 */
final class Axis1Calls {

    private Axis1Calls() {
    }

    /** One operation with its request built. */
    interface Prepared {
        Object invoke(Benchmark_PortType port) throws RemoteException;

        String verdict(Object answer);
    }

    @FunctionalInterface
    private interface Invoke {
        Object invoke(Benchmark_PortType port) throws RemoteException;
    }

    static Prepared prepare(BenchmarkCall call, int size) {
        return switch (call) {
            case ECHO_VOID -> {
                EchoVoid request = new EchoVoid();
                yield of(port -> port.echoVoid(request), answer -> answer == null ? "echoVoid answered nothing" : null);
            }
            case ECHO_INTS -> {
                List<Integer> sent = BenchmarkValues.intList(size);
                int[] request = sent.stream().mapToInt(Integer::intValue).toArray();
                yield of(port -> port.echoInts(request), answer -> BenchmarkValues.listVerdict("echoInts",
                        answer == null ? null : Arrays.stream((int[]) answer).boxed().toList(), sent));
            }
            case ECHO_DOUBLES -> {
                List<Double> sent = BenchmarkValues.doubleList(size);
                double[] request = sent.stream().mapToDouble(Double::doubleValue).toArray();
                yield of(port -> port.echoDoubles(request), answer -> BenchmarkValues.listVerdict("echoDoubles",
                        answer == null ? null : Arrays.stream((double[]) answer).boxed().toList(), sent));
            }
            case ECHO_STRINGS -> {
                List<String> sent = BenchmarkValues.stringList(size);
                String[] request = sent.toArray(String[]::new);
                yield of(port -> port.echoStrings(request), answer -> BenchmarkValues.listVerdict("echoStrings",
                        answer == null ? null : Arrays.asList((String[]) answer), sent));
            }
            case ECHO_SIMPLE_EVENTS -> {
                EchoSimpleEventsRequest request = new EchoSimpleEventsRequest(events(size));
                yield of(port -> port.echoSimpleEvents(request).getEchoSimpleEventsReturn(), answer -> {
                    SimpleEvent[] got = (SimpleEvent[]) answer;
                    return BenchmarkValues.itemsVerdict("echoSimpleEvents", got, size,
                            (i, e) -> BenchmarkValues.eventVerdict(i, e.getSequenceNumber(), e.getTimestamp(),
                                    e.getMessage()));
                });
            }
            case ECHO_MESH_INTERFACE_OBJECTS -> {
                MeshInterfaceObject[] request = meshes(size);
                yield of(port -> port.echoMeshInterfaceObjects(request), answer -> {
                    MeshInterfaceObject[] got = (MeshInterfaceObject[]) answer;
                    return BenchmarkValues.itemsVerdict("echoMeshInterfaceObjects", got, size,
                            (i, m) -> BenchmarkValues.meshVerdict(i, m.getX(), m.getY(), m.getValue()));
                });
            }
            case ECHO_BASE64 -> {
                byte[] sent = BenchmarkValues.bytes(size);
                EchoBase64 request = new EchoBase64(sent);
                yield of(port -> port.echoBase64(request).getEchoBase64Return(),
                        answer -> BenchmarkValues.bytesVerdict((byte[]) answer, sent));
            }
            default -> Axis1SendReceive.prepare(call, size);
        };
    }

    /** The contract's first {@code size} SimpleEvents. */
    static SimpleEvent[] events(int size) {
        SimpleEvent[] events = new SimpleEvent[size];
        for (int i = 0; i < size; i++) {
            events[i] = new SimpleEvent(BenchmarkValues.eventSequenceNumber(i), BenchmarkValues.eventTimestamp(i),
                    BenchmarkValues.eventMessage(i));
        }
        return events;
    }

    /** The contract's first {@code size} MeshInterfaceObjects. */
    static MeshInterfaceObject[] meshes(int size) {
        MeshInterfaceObject[] objects = new MeshInterfaceObject[size];
        for (int i = 0; i < size; i++) {
            objects[i] = new MeshInterfaceObject(BenchmarkValues.meshX(i), BenchmarkValues.meshY(i),
                    BenchmarkValues.meshValue(i));
        }
        return objects;
    }

    private static Prepared of(Invoke invoke, Function<Object, String> verdict) {
        return new Prepared() {
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
