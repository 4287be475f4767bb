package org.echosoap.server.variant;

/** The request cannot be answered: the message is a one-line reason for a SOAP Fault with faultcode Client. */
public final class RejectedRequestException extends Exception {

    private static final long serialVersionUID = 1L;

    RejectedRequestException(String oneLineReason) {
        super(oneLineReason, null, false, false);
    }
}
