package org.echosoap.server.metro.fault;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import jakarta.xml.ws.soap.SOAPFaultException;
import org.junit.jupiter.api.function.Executable;

/** Test helper: a service call that must end in a request fault with a given code and reason. */
public final class ClientFaults {

    private ClientFaults() {
    }

    /** Asserts {@code call} throws a SOAP 1.1 {@code Client} fault whose reason is exactly {@code reason}. */
    public static void assertReason(String reason, Executable call) {
        assertFault("Client", reason, call);
    }

    /** Asserts {@code call} throws a fault with {@code code} (local part) and exactly {@code reason}. */
    public static void assertFault(String code, String reason, Executable call) {
        SOAPFaultException fault = assertThrows(SOAPFaultException.class, call);
        assertEquals(code, fault.getFault().getFaultCodeAsQName().getLocalPart());
        assertEquals(reason, fault.getFault().getFaultString());
    }
}
