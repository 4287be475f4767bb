package org.echosoap.server.metro.fault;

import com.sun.xml.ws.api.SOAPVersion;
import jakarta.xml.soap.SOAPException;
import jakarta.xml.soap.SOAPFault;
import jakarta.xml.ws.soap.SOAPFaultException;

/**
 * The SOAP Fault for a request that breaks the contract: faultcode {@code Client} (SOAP 1.2: {@code Sender}) and a
 * one-line reason, no detail. A service method throws it; Metro writes its code and reason as they are (an exception
 * of any other type would become a {@code Server} fault with Metro's own wording).
 *
 * <pre>{@code
 * throw RequestFault.client("size must be 0 to 100000, got -1");
 * }</pre>
 */
public final class RequestFault {

    private RequestFault() {
    }

    /** A SOAP 1.1 {@code Client} fault: every echosoap-metro endpoint speaks SOAP 1.1 (document/literal). */
    public static SOAPFaultException client(String reason) {
        return of(SOAPVersion.SOAP_11, reason);
    }

    /** The request fault of {@code version}: {@code Client} for SOAP 1.1, {@code Sender} for SOAP 1.2. */
    public static SOAPFaultException of(SOAPVersion version, String reason) {
        try {
            SOAPFault fault = version.getSOAPFactory().createFault(OneLine.of(reason), version.faultCodeClient);
            return new SOAPFaultException(fault);
        } catch (SOAPException e) {
            // SAAJ refuses only a malformed code; the code is a constant, so this is a bug, not a request error.
            throw new IllegalStateException("cannot create a SOAP fault", e);
        }
    }
}
