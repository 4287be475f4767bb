package org.echosoap.client.stack.jaxws;

import java.util.ArrayList;
import java.util.List;
import org.echosoap.client.stack.jaxws.generated.benchmark.ArrayOfSimpleEvent;
import org.echosoap.client.stack.jaxws.generated.benchmark.Benchmark;
import org.echosoap.client.stack.jaxws.generated.benchmark.EchoMeshInterfaceObjectsRequest;
import org.echosoap.client.stack.jaxws.generated.benchmark.EchoMeshInterfaceObjectsResponse;
import org.echosoap.client.stack.jaxws.generated.benchmark.EchoSimpleEventsRequest;
import org.echosoap.client.stack.jaxws.generated.benchmark.EchoSimpleEventsResponse;
import org.echosoap.client.stack.jaxws.generated.benchmark.MeshInterfaceObject;
import org.echosoap.client.stack.jaxws.generated.benchmark.SimpleEvent;
import org.echosoap.client.stackapi.BenchmarkCall;
import org.echosoap.client.stackapi.BenchmarkValues;

/**
 * The Benchmark operations on a JAX-WS proxy of the generated {@link Benchmark} interface (wsdl2java on CXF, wsimport
 * on Metro, the same XJC types in the same package): the request's objects built once, the call, and the check of
 * the answer against the values sent. Compiled into both stack modules, so both stacks make exactly the same calls.
 *
 * <pre>{@code
 * BenchmarkPortCalls.Prepared echo = BenchmarkPortCalls.prepare(BenchmarkCall.ECHO_INTS, 100);
 * Object answer = echo.invoke(port);   // the stub call: what is timed
 * String wrong = echo.verdict(answer); // null when right
 * }</pre>
 */
public final class BenchmarkPortCalls {

    private BenchmarkPortCalls() {
    }

    /** One operation with its request built. */
    public interface Prepared {
        /** The stub call; its answer as the proxy returns it. */
        Object invoke(Benchmark port);

        /** Null when the answer is right, else a one-line reason. */
        String verdict(Object answer);
    }

    /** The operations these calls cover: every {@link BenchmarkCall}. */
    public static boolean supports(BenchmarkCall call) {
        return call != null;
    }

    /** {@code call} with {@code size} elements (ignored by echoVoid), its request objects built now. */
    public static Prepared prepare(BenchmarkCall call, int size) {
        return switch (call) {
            case ECHO_VOID -> new Prepared() {
                @Override
                public Object invoke(Benchmark port) {
                    port.echoVoid();
                    return null;
                }

                @Override
                public String verdict(Object answer) {
                    return null;
                }
            };
            case ECHO_INTS -> list("echoInts", BenchmarkValues.intList(size), (port, in) -> port.echoInts(in));
            case ECHO_DOUBLES -> list("echoDoubles", BenchmarkValues.doubleList(size), (port, in) -> port.echoDoubles(in));
            case ECHO_STRINGS -> list("echoStrings", BenchmarkValues.stringList(size), (port, in) -> port.echoStrings(in));
            case ECHO_BASE64 -> {
                byte[] sent = BenchmarkValues.bytes(size);
                yield new Prepared() {
                    @Override
                    public Object invoke(Benchmark port) {
                        return port.echoBase64(sent);
                    }

                    @Override
                    public String verdict(Object answer) {
                        return BenchmarkValues.bytesVerdict((byte[]) answer, sent);
                    }
                };
            }
            case ECHO_SIMPLE_EVENTS -> simpleEvents(size);
            case ECHO_MESH_INTERFACE_OBJECTS -> meshInterfaceObjects(size);
            default -> SendReceiveCalls.prepare(call, size);
        };
    }

    /** A list-typed echo (wrapper style: {@code List<Integer> echoInts(List<Integer> input)}). */
    private interface ListCall<T> {
        List<T> call(Benchmark port, List<T> input);
    }

    private static <T> Prepared list(String operation, List<T> sent, ListCall<T> call) {
        return new Prepared() {
            @Override
            public Object invoke(Benchmark port) {
                return call.call(port, sent);
            }

            @Override
            public String verdict(Object answer) {
                return BenchmarkValues.listVerdict(operation, (List<?>) answer, sent);
            }
        };
    }

    private static Prepared simpleEvents(int size) {
        ArrayOfSimpleEvent events = new ArrayOfSimpleEvent();
        for (int i = 0; i < size; i++) {
            SimpleEvent e = new SimpleEvent();
            e.setSequenceNumber(BenchmarkValues.eventSequenceNumber(i));
            e.setTimestamp(BenchmarkValues.eventTimestamp(i));
            e.setMessage(BenchmarkValues.eventMessage(i));
            events.getItem().add(e);
        }
        EchoSimpleEventsRequest request = new EchoSimpleEventsRequest();
        request.setInput(events);
        return new Prepared() {
            @Override
            public Object invoke(Benchmark port) {
                return port.echoSimpleEvents(request);
            }

            @Override
            public String verdict(Object answer) {
                ArrayOfSimpleEvent got = ((EchoSimpleEventsResponse) answer).getEchoSimpleEventsReturn();
                List<SimpleEvent> items = got == null ? List.of() : got.getItem();
                return BenchmarkValues.itemsVerdict("echoSimpleEvents", items, size,
                        (i, e) -> BenchmarkValues.eventVerdict(i, e.getSequenceNumber(), e.getTimestamp(),
                                e.getMessage()));
            }
        };
    }

    private static Prepared meshInterfaceObjects(int size) {
        EchoMeshInterfaceObjectsRequest request = new EchoMeshInterfaceObjectsRequest();
        List<MeshInterfaceObject> input = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            MeshInterfaceObject m = new MeshInterfaceObject();
            m.setX(BenchmarkValues.meshX(i));
            m.setY(BenchmarkValues.meshY(i));
            m.setValue(BenchmarkValues.meshValue(i));
            input.add(m);
        }
        request.getInput().addAll(input);
        return new Prepared() {
            @Override
            public Object invoke(Benchmark port) {
                return port.echoMeshInterfaceObjects(request);
            }

            @Override
            public String verdict(Object answer) {
                List<MeshInterfaceObject> items =
                        ((EchoMeshInterfaceObjectsResponse) answer).getEchoMeshInterfaceObjectReturn();
                return BenchmarkValues.itemsVerdict("echoMeshInterfaceObjects", items, size,
                        (i, m) -> BenchmarkValues.meshVerdict(i, m.getX(), m.getY(), m.getValue()));
            }
        };
    }
}
