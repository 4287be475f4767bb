package org.echosoap.server.contract;

/** The contract's {@code MeshInterfaceObject} ({@code xsd:all} of {@code x}, {@code y} xsd:int, {@code value} xsd:double). */
public record MeshInterfaceObject(int x, int y, double value) {
}
