package org.echosoap.client.stackapi;

/**
 * A failed call through a client stack, as one of the load client's error kinds and a one-line reason naming the
 * call, without Java internals. Created without a stack trace: a failing server can produce thousands per second.
 */
public final class StackCallException extends Exception {

    /** The load client's error kinds ({@code result.ErrorKind}), by the same names. */
    public enum Kind { CONNECT, CONNECTION, TIMEOUT, HTTP_STATUS, SOAP_FAULT, WRONG_ANSWER }

    private static final long serialVersionUID = 1L;

    private final Kind kind;

    public StackCallException(Kind kind, String reason) {
        super(oneLine(reason), null, false, false);
        this.kind = kind;
    }

    /** No connection to {@code address}: refused, no route, unknown host, or the connect timed out. */
    public static StackCallException cannotConnect(String address, String reason) {
        return new StackCallException(Kind.CONNECT, "cannot connect to " + address + ": " + reason);
    }

    /** {@code operation} got no answer within the run's timeout. */
    public static StackCallException noAnswer(String operation, String address) {
        return new StackCallException(Kind.TIMEOUT, operation + ": no answer from " + address + " within the timeout");
    }

    /** An HTTP error status answered without a SOAP Fault ({@code status} as the stack gave it, e.g. "404"). */
    public static StackCallException httpStatus(String operation, String address, String status, String detail) {
        return new StackCallException(Kind.HTTP_STATUS, operation + " on " + address + ": HTTP " + status
                + " without a SOAP Fault (" + detail + ")");
    }

    /** The server answered with a SOAP Fault of {@code code} (its local name). */
    public static StackCallException soapFault(String operation, String address, String code, String reason) {
        return new StackCallException(Kind.SOAP_FAULT, operation + " on " + address + ": SOAP Fault (" + code + "): "
                + reason);
    }

    /** The connection broke during the call. */
    public static StackCallException connectionBroke(String operation, String address, String reason) {
        return new StackCallException(Kind.CONNECTION, operation + " on " + address + ": the connection broke: "
                + reason);
    }

    /** What remains: {@code what} went wrong with the answer (e.g. "an answer the stub could not read"). */
    public static StackCallException unreadable(String operation, String address, String what, String reason) {
        return new StackCallException(Kind.WRONG_ANSWER, operation + " on " + address + ": " + what + ": " + reason);
    }

    public Kind kind() {
        return kind;
    }

    /** {@code text} on one line, at most 300 characters. */
    public static String oneLine(String text) {
        String line = text == null ? "(no reason given)" : text.replaceAll("\\s+", " ").strip();
        return line.length() > 300 ? line.substring(0, 297) + "..." : line;
    }
}
