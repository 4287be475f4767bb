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

    public Kind kind() {
        return kind;
    }

    /** {@code text} on one line, at most 300 characters. */
    public static String oneLine(String text) {
        String line = text == null ? "(no reason given)" : text.replaceAll("\\s+", " ").strip();
        return line.length() > 300 ? line.substring(0, 297) + "..." : line;
    }
}
