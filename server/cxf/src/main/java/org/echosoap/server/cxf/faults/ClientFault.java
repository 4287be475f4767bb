package org.echosoap.server.cxf.faults;

import org.apache.cxf.binding.soap.SoapFault;
import org.apache.cxf.interceptor.Fault;

/**
 * A SOAP Fault that blames the request: faultcode {@code Client} (SOAP 1.1) or {@code Sender} (SOAP 1.2), CXF maps
 * its internal client code to the version of the message. The reason is given verbatim (no message catalogue, so a
 * QName's braces are not read as a format pattern) and should be one line.
 *
 * <pre>{@code
 * throw new ClientFault("sendInts: size must be 0 to 100000, got -1");
 * }</pre>
 */
public final class ClientFault extends SoapFault {

    private static final long serialVersionUID = 1L;

    public ClientFault(String reason) {
        super(reason, Fault.FAULT_CODE_CLIENT);
    }
}
