package org.echosoap.client.scenario.benchmark;

/** The six data types of the SOAP Benchmark Suite (v1: base64, strings, ints, doubles; v2: the two structs). */
public enum DataType {
    BASE64("Base64"),
    STRINGS("Strings"),
    INTS("Ints"),
    DOUBLES("Doubles"),
    SIMPLE_EVENTS("SimpleEvents"),
    MESH_INTERFACE_OBJECTS("MeshInterfaceObjects");

    /** As in the operation names: echo<b>Ints</b>. */
    final String suffix;

    DataType(String suffix) {
        this.suffix = suffix;
    }

    /** Whether the type is one of the structs whose wrappers follow the WSDL's irregular "...Request" naming. */
    boolean isStruct() {
        return this == SIMPLE_EVENTS || this == MESH_INTERFACE_OBJECTS;
    }
}
