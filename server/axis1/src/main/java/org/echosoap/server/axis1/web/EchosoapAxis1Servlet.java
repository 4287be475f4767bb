package org.echosoap.server.axis1.web;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.namespace.QName;
import org.apache.axis.AxisFault;
import org.apache.axis.Constants;
import org.apache.axis.transport.http.AxisServlet;
import org.echosoap.server.axis1.fault.FaultWording;
import org.echosoap.server.axis1.latency.LatencyEndpoint;

/**
 * Axis 1.4's servlet with faults as echosoap's other stacks answer them: a caller's mistake is {@code Client}
 * ({@code Sender} in SOAP 1.2), anything else {@code Server} ({@code Receiver}); the reason is one line without Java
 * names; no details (Axis adds the host name and the exception's class). Written against javax.servlet, as Axis is;
 * the WAR's migration to Jakarta converts it with Axis.
 *
 * <p>The gate in front of it ({@code Axis1RequestGate}) has already answered everything that is not a well-formed SOAP
 * request for one of this WAR's operations, so what reaches Axis is a request its SAX parser may read.
 */
public class EchosoapAxis1Servlet extends AxisServlet {

    private static final long serialVersionUID = 1L;

    /** Whether the request being answered on this thread is SOAP 1.2 (the fault codes differ). */
    private static final ThreadLocal<Boolean> SOAP12 = ThreadLocal.withInitial(() -> Boolean.FALSE);
    /** The service the request on this thread is for ({@code /Latency}): Latency words a refused size its own way. */
    private static final ThreadLocal<String> PATH = new ThreadLocal<>();

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String contentType = request.getContentType();
        SOAP12.set(contentType != null && contentType.toLowerCase(java.util.Locale.ROOT).startsWith("application/soap+xml"));
        PATH.set(request.getPathInfo());
        try {
            super.doPost(request, response);
        } finally {
            SOAP12.remove();
            PATH.remove();
        }
    }

    @Override
    protected void processAxisFault(AxisFault fault) {
        super.processAxisFault(fault); // Axis logs it (server side only)
        QName axisCode = fault.getFaultCode();
        FaultWording wording = FaultWording.of(fault, axisCode != null && axisCode.getLocalPart().startsWith("Client"));
        boolean soap12 = SOAP12.get();
        QName code = wording.callersMistake()
                ? (soap12 ? Constants.FAULT_SOAP12_SENDER : new QName(Constants.URI_SOAP11_ENV, "Client"))
                : (soap12 ? Constants.FAULT_SOAP12_RECEIVER : new QName(Constants.URI_SOAP11_ENV, "Server"));
        fault.setFaultCode(code);
        fault.clearFaultSubCodes();
        // Latency's only number is its size: a refused one is worded as on every stack (LatencyEndpoint.badSize).
        boolean latencySize = wording.refusedText() != null && "/Latency".equals(PATH.get());
        fault.setFaultString(latencySize ? LatencyEndpoint.badSize(wording.refusedText()).getMessage() : wording.reason());
        fault.clearFaultDetails();
    }
}
