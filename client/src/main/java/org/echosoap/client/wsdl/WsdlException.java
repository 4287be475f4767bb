package org.echosoap.client.wsdl;

/**
 * A WSDL that cannot be read or used: missing file, unreachable or failing URL, not XML, not WSDL 1.1, an operation
 * it does not offer. The message is one line meant for the user; {@code echosoap request} prints it and exits 2.
 */
public final class WsdlException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public WsdlException(String message) {
        super(message);
    }

    public WsdlException(String message, Throwable cause) {
        super(message, cause);
    }
}
