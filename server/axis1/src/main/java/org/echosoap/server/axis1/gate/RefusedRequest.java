package org.echosoap.server.axis1.gate;

/**
 * A request the gate refuses as the caller's mistake, with the one-line reason its SOAP fault carries
 * ({@code Client} in SOAP 1.1, {@code Sender} in 1.2).
 */
public final class RefusedRequest extends Exception {

    private static final long serialVersionUID = 1L;

    public RefusedRequest(String reason) {
        super(reason, null, false, false); // no stack trace: a refusal is an answer, not a failure
    }
}
