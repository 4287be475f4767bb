package org.echosoap.server.metro.xml;

import com.sun.xml.ws.api.SOAPVersion;

/**
 * The SOAP version the request being read on this thread must be, set by the servlet filter in front of Metro
 * ({@code SoapRequestGate}) from the Content-Type, unset outside a SOAP request (e.g. while Metro parses the WSDLs at
 * deploy time). {@link RefusingStreamReader} checks the root element against it, so that an envelope of the other
 * SOAP version, or no SOAP envelope at all, is a {@code Client}/{@code Sender} fault as the contract says, not
 * Metro's {@code VersionMismatch}; {@link RefusedXml} answers in this version.
 */
public final class ExpectedEnvelope {

    private static final ThreadLocal<SOAPVersion> CURRENT = new ThreadLocal<>();

    private ExpectedEnvelope() {
    }

    public static void set(SOAPVersion version) {
        CURRENT.set(version);
    }

    public static void clear() {
        CURRENT.remove();
    }

    /** The version expected on this thread, or null outside a SOAP request. */
    static SOAPVersion current() {
        return CURRENT.get();
    }
}
