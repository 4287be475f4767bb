package org.echosoap.server.axis1.web;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.ServletOutputStream;
import javax.servlet.UnavailableException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpServletResponseWrapper;
import javax.xml.namespace.QName;
import org.apache.axis.AxisFault;
import org.apache.axis.Constants;
import org.apache.axis.transport.http.AxisServlet;
import org.echosoap.server.axis1.fault.FaultWording;
import org.echosoap.server.axis1.latency.LatencyEndpoint;
import org.echosoap.server.axis1.stages.Axis1Stages;
import org.echosoap.server.stages.Stage;
import org.echosoap.server.stages.StageMap;
import org.echosoap.server.stages.Stages;

/**
 * Axis 1.4's servlet with faults as echosoap's other stacks answer them: a caller's mistake is {@code Client}
 * ({@code Sender} in SOAP 1.2), anything else {@code Server} ({@code Receiver}); the reason is one line without Java
 * names; no details (Axis adds the host name and the exception's class). Written against javax.servlet, as Axis is;
 * the WAR's migration to Jakarta converts it with Axis.
 *
 * <p>The gate in front of it ({@code Axis1RequestGate}) has already answered everything that is not a well-formed SOAP
 * request for one of this WAR's operations, so what reaches Axis is a request its SAX parser may read.
 *
 * <p>Stage marks ({@code conf/stages/axis1.tsv}): a fault's wording, the moment Axis takes the response
 * stream to serialise into it (only for a request that asked for stages: the response is wrapped then), the return.
 */
public class EchosoapAxis1Servlet extends AxisServlet {

    private static final long serialVersionUID = 1L;

    /** Whether the request being answered on this thread is SOAP 1.2 (the fault codes differ). */
    private static final ThreadLocal<Boolean> SOAP12 = ThreadLocal.withInitial(() -> Boolean.FALSE);
    /** The service the request on this thread is for ({@code /Latency}): Latency words a refused size its own way. */
    private static final ThreadLocal<String> PATH = new ThreadLocal<>();

    private transient Stage faultStage;
    private transient Stage writingStage;
    private transient Stage containerOutStage;

    @Override
    public void init() throws ServletException {
        StageMap stages;
        try {
            stages = Axis1Stages.load();
        } catch (IllegalArgumentException badStageFile) {
            // A malformed stage file stops the WAR with its one line.
            throw new UnavailableException(badStageFile.getMessage());
        }
        faultStage = stages.require("servlet:fault");
        writingStage = stages.require("servlet:response-stream");
        containerOutStage = stages.require("servlet:return");
        super.init();
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String contentType = request.getContentType();
        SOAP12.set(contentType != null && contentType.toLowerCase(java.util.Locale.ROOT).startsWith("application/soap+xml"));
        PATH.set(request.getPathInfo());
        try {
            super.doPost(request, Stages.active() ? new WritingMark(response, writingStage) : response);
            Stages.moveTo(containerOutStage);
        } finally {
            SOAP12.remove();
            PATH.remove();
        }
    }

    /**
     * AxisServlet's sendResponse takes the response stream and at once serialises the response message into it
     * ({@code Message.writeTo}): taking the stream is where writing begins, for answers and faults alike.
     */
    private static final class WritingMark extends HttpServletResponseWrapper {
        private final Stage writing;

        WritingMark(HttpServletResponse response, Stage writing) {
            super(response);
            this.writing = writing;
        }

        @Override
        public ServletOutputStream getOutputStream() throws IOException {
            Stages.moveTo(writing);
            return super.getOutputStream();
        }
    }

    @Override
    protected void processAxisFault(AxisFault fault) {
        Stages.moveTo(faultStage);
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
