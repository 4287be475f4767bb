package org.echosoap.server.contract;

/**
 * The contract's {@code SimpleEvent} ({@code xsd:all} of {@code sequenceNumber} xsd:int, {@code timestamp}
 * xsd:double, {@code message} xsd:string).
 */
public record SimpleEvent(int sequenceNumber, double timestamp, String message) {
}
