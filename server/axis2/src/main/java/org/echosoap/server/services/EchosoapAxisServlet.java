package org.echosoap.server.services;

import java.io.OutputStream;
import javax.xml.namespace.QName;
import org.apache.axis2.AxisFault;
import org.apache.axis2.context.MessageContext;
import org.apache.axis2.transport.http.AxisServlet;
import org.echosoap.server.contract.HttpRefusals;
import org.echosoap.server.services.stages.Axis2Marks;
import org.echosoap.server.services.stages.FlushMarkingResponse;
import org.echosoap.server.stages.Stages;

/**
 * Axis2's servlet with clean faults: every SOAP Fault says whose fault it is (Client/Sender for anything wrong
 * with the request, including malformed XML) and gives a one-line reason without Java class names.
 *
 * <p>Why: stock Axis2 2.0.0 answers malformed XML with an empty {@code <faultcode/>} and a reason such as
 * {@code org.apache.axiom.core.stream.StreamException: com.ctc.wstx.exc.WstxEOFException: ...}, which tells
 * a lab-network caller about our internals and not what they did wrong.
 *
 * <p>Stages (docs/stages.md): a POST that reaches Axis2 begins {@code servlet:post}'s stage, the flush that commits
 * its answer {@code servlet:flush}'s, and Axis2's return {@code servlet:return}'s ({@link Axis2Marks}); a malformed
 * stage file keeps the servlet from starting, with one line.
 */
public class EchosoapAxisServlet extends AxisServlet {

    private static final long serialVersionUID = 1L;

    private static final String SOAP11_NS = "http://schemas.xmlsoap.org/soap/envelope/";
    private static final String SOAP12_NS = "http://www.w3.org/2003/05/soap-envelope";

    /** Metadata queries Axis2 answers to a GET ({@code ?wsdl}, {@code ?xsd=...}); every other GET gets a 405. */
    private static final java.util.Set<String> METADATA_QUERIES = java.util.Set.of("wsdl", "wsdl2", "xsd", "policy");

    private transient Axis2Marks marks;

    @Override
    public void init(jakarta.servlet.ServletConfig config) throws jakarta.servlet.ServletException {
        try {
            // First, before Axis2 deploys the handlers and the sender that read the same file.
            marks = Axis2Marks.get();
        } catch (IllegalArgumentException badStageFile) {
            throw new jakarta.servlet.UnavailableException(badStageFile.getMessage());
        }
        super.init(config);
    }

    /**
     * GET serves only metadata. Why: with REST disabled, stock Axis2 answers a plain GET on a service with a 200 HTML
     * page asking to "enable REST", which no SOAP client can use.
     */
    @Override
    protected void doGet(jakarta.servlet.http.HttpServletRequest request,
                         jakarta.servlet.http.HttpServletResponse response)
            throws jakarta.servlet.ServletException, java.io.IOException {
        if (METADATA_QUERIES.contains(HttpRefusals.firstQueryName(request.getQueryString()))) {
            super.doGet(request, response);
            return;
        }
        methodNotAllowed(response);
    }

    private static void methodNotAllowed(jakarta.servlet.http.HttpServletResponse response) throws java.io.IOException {
        response.setStatus(jakarta.servlet.http.HttpServletResponse.SC_METHOD_NOT_ALLOWED);
        response.setHeader("Allow", "POST");
        response.setContentType("text/plain;charset=UTF-8");
        response.getOutputStream().write((HttpRefusals.NOT_POST + "\n")
                .getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    /**
     * A POST to a service that is not deployed gets a 404 with a one-line reason naming the deployed services. Why:
     * stock Axis2 answers it with a 404 and an empty body (and logs a stack trace), which tells the caller nothing.
     */
    @Override
    protected void doPost(jakarta.servlet.http.HttpServletRequest request,
                          jakarta.servlet.http.HttpServletResponse response)
            throws jakarta.servlet.ServletException, java.io.IOException {
        String service = HttpRefusals.serviceName(request.getPathInfo());
        if (isDeployed(service)) {
            // Stock Axis2 parses any body as SOAP whatever it is labelled: a JSON or form POST got a SOAP answer
            // instead of a clear refusal.
            if (!HttpRefusals.isSoap(request.getContentType())) {
                response.setStatus(jakarta.servlet.http.HttpServletResponse.SC_UNSUPPORTED_MEDIA_TYPE);
                response.setContentType("text/plain;charset=UTF-8");
                response.getOutputStream().write((HttpRefusals.notSoap(request.getContentType()) + "\n")
                        .getBytes(java.nio.charset.StandardCharsets.UTF_8));
                return;
            }
            Stages.moveTo(marks.servletPost());
            // Only for a message that asked for stages: Axis2's flush commits the answer inside super.doPost, so
            // container-out must be marked inside that flush.
            jakarta.servlet.http.HttpServletResponse answer = Stages.active()
                    ? new FlushMarkingResponse(response, marks.servletFlush()) : response;
            try {
                super.doPost(request, answer);
            } finally {
                Stages.moveTo(marks.servletReturn());
            }
            return;
        }
        response.setStatus(jakarta.servlet.http.HttpServletResponse.SC_NOT_FOUND);
        response.setContentType("text/plain;charset=UTF-8");
        String deployed = String.join(", ", new java.util.TreeSet<>(axisConfiguration.getServices().keySet()));
        response.getOutputStream().write((HttpRefusals.unknownService(service, deployed) + "\n")
                .getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    /** PUT and DELETE are not SOAP: 405 like a non-metadata GET (stock Axis2 answers an HTML "REST disabled" page). */
    @Override
    protected void doPut(jakarta.servlet.http.HttpServletRequest request,
                         jakarta.servlet.http.HttpServletResponse response) throws java.io.IOException {
        methodNotAllowed(response);
    }

    @Override
    protected void doDelete(jakarta.servlet.http.HttpServletRequest request,
                            jakarta.servlet.http.HttpServletResponse response) throws java.io.IOException {
        methodNotAllowed(response);
    }

    /** Deployed under this name, or named as Axis2's {@code Service.EndpointName}. */
    private boolean isDeployed(String service) {
        var services = axisConfiguration.getServices();
        if (services.containsKey(service)) {
            return true;
        }
        int dot = service.indexOf('.');
        return dot > 0 && services.containsKey(service.substring(0, dot));
    }

    @Override
    protected void handleFault(MessageContext context, OutputStream out, AxisFault fault) throws AxisFault {
        QName code = fault.getFaultCode();
        CleanFault clean = CleanFault.of(code == null ? null : code.getLocalPart(), fault.getMessage(), fault.getCause());
        super.handleFault(context, out, new AxisFault(faultCode(context, clean.blame()), clean.reason(), null));
    }

    private static QName faultCode(MessageContext context, CleanFault.Blame blame) {
        boolean soap11 = context == null || context.isSOAP11();
        if (soap11) {
            return new QName(SOAP11_NS, blame == CleanFault.Blame.CLIENT ? "Client" : "Server", "soapenv");
        }
        return new QName(SOAP12_NS, blame == CleanFault.Blame.CLIENT ? "Sender" : "Receiver", "soapenv");
    }
}
