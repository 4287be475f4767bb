package org.echosoap.client.scenario.benchmark;

import java.util.ArrayList;
import java.util.List;

/**
 * One of the 19 operations of ../shared/specs/Benchmark.wsdl, with the element names the contract gives it,
 * irregular ones included: the struct operations' request wrappers end in "Request"
 * ({@code echoSimpleEventsRequest}), echoMeshInterfaceObjects answers with singular
 * {@code echoMeshInterfaceObjectReturn} elements, struct arrays wrap {@code item} children.
 *
 * @param name            operation name = SOAPAction ({@code echoInts})
 * @param kind            echo, receive, send or void
 * @param type            the data type, null for echoVoid
 * @param requestElement  the request wrapper's local name
 * @param responseElement the response wrapper's local name
 * @param returnElement   the local name of the response's value elements (null for echoVoid)
 */
public record BenchmarkOperation(String name, Kind kind, DataType type, String requestElement, String responseElement,
                                 String returnElement) {

    /** The contract's namespace. */
    public static final String NAMESPACE = "http://www.extreme.indiana.edu/wsdl/Benchmark1";

    /** What the operation does with its data. */
    public enum Kind { VOID, ECHO, RECEIVE, SEND }

    /** All 19, in the WSDL's order. */
    public static List<BenchmarkOperation> all() {
        List<BenchmarkOperation> ops = new ArrayList<>();
        ops.add(new BenchmarkOperation("echoVoid", Kind.VOID, null, "echoVoid", "echoVoidResponse", null));
        for (Kind kind : List.of(Kind.ECHO, Kind.RECEIVE, Kind.SEND)) {
            for (DataType type : DataType.values()) {
                ops.add(of(kind, type));
            }
        }
        return ops;
    }

    /** The operation called {@code name}, or null. */
    public static BenchmarkOperation byName(String name) {
        return all().stream().filter(o -> o.name().equals(name)).findFirst().orElse(null);
    }

    private static BenchmarkOperation of(Kind kind, DataType type) {
        String prefix = kind.name().toLowerCase(java.util.Locale.ROOT);
        String name = prefix + type.suffix;
        String request = type.isStruct() ? name + "Request" : name;
        String returnElement = kind == Kind.ECHO && type == DataType.MESH_INTERFACE_OBJECTS
                ? "echoMeshInterfaceObjectReturn" : name + "Return";
        return new BenchmarkOperation(name, kind, type, request, name + "Response", returnElement);
    }
}
