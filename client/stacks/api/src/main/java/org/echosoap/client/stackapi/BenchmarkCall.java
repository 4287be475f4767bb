package org.echosoap.client.stackapi;

import java.util.Arrays;
import java.util.List;

/**
 * The SOAP Benchmark Suite operations a client stack makes ({@code Benchmark.wsdl}), by their WSDL names: all 19 of
 * the contract, echoes first (the matrix measures echoInts and echoSimpleEvents; echoVoid is the smallest message),
 * then send (the client sends a size, the server answers that many values) and receive (the client sends the values,
 * the server answers their count). A whole-suite pass makes every one.
 */
public enum BenchmarkCall {
    ECHO_VOID("echoVoid", false),
    ECHO_INTS("echoInts", true),
    ECHO_DOUBLES("echoDoubles", true),
    ECHO_STRINGS("echoStrings", true),
    ECHO_SIMPLE_EVENTS("echoSimpleEvents", true),
    ECHO_MESH_INTERFACE_OBJECTS("echoMeshInterfaceObjects", true),
    ECHO_BASE64("echoBase64", true),
    SEND_INTS("sendInts", true),
    SEND_DOUBLES("sendDoubles", true),
    SEND_STRINGS("sendStrings", true),
    SEND_SIMPLE_EVENTS("sendSimpleEvents", true),
    SEND_MESH_INTERFACE_OBJECTS("sendMeshInterfaceObjects", true),
    SEND_BASE64("sendBase64", true),
    RECEIVE_INTS("receiveInts", true),
    RECEIVE_DOUBLES("receiveDoubles", true),
    RECEIVE_STRINGS("receiveStrings", true),
    RECEIVE_SIMPLE_EVENTS("receiveSimpleEvents", true),
    RECEIVE_MESH_INTERFACE_OBJECTS("receiveMeshInterfaceObjects", true),
    RECEIVE_BASE64("receiveBase64", true);

    private final String operation;
    private final boolean sized;

    BenchmarkCall(String operation, boolean sized) {
        this.operation = operation;
        this.sized = sized;
    }

    /** The WSDL operation: {@code echoInts}. */
    public String operation() {
        return operation;
    }

    /** Whether the call carries {@code size} elements (bytes for base64). */
    public boolean sized() {
        return sized;
    }

    /** The call named {@code operation} in the WSDL, or null. */
    public static BenchmarkCall byOperation(String operation) {
        for (BenchmarkCall c : values()) {
            if (c.operation.equals(operation)) {
                return c;
            }
        }
        return null;
    }

    /** The WSDL names, for messages. */
    public static List<String> operations() {
        return Arrays.stream(values()).map(BenchmarkCall::operation).toList();
    }
}
