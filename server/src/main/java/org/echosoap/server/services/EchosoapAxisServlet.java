package org.echosoap.server.services;

import java.io.OutputStream;
import javax.xml.namespace.QName;
import org.apache.axis2.AxisFault;
import org.apache.axis2.context.MessageContext;
import org.apache.axis2.transport.http.AxisServlet;

/**
 * Axis2's servlet with clean faults: every SOAP Fault says whose fault it is (Client/Sender for anything wrong
 * with the request, including malformed XML) and gives a one-line reason without Java class names.
 *
 * <p>Why: stock Axis2 2.0.0 answers malformed XML with an empty {@code <faultcode/>} and a reason such as
 * {@code org.apache.axiom.core.stream.StreamException: com.ctc.wstx.exc.WstxEOFException: ...}, which tells
 * a lab-network caller about our internals and not what they did wrong.
 */
public class EchosoapAxisServlet extends AxisServlet {

    private static final long serialVersionUID = 1L;

    private static final String SOAP11_NS = "http://schemas.xmlsoap.org/soap/envelope/";
    private static final String SOAP12_NS = "http://www.w3.org/2003/05/soap-envelope";

    /** Metadata queries Axis2 answers to a GET ({@code ?wsdl}, {@code ?xsd=...}); every other GET gets a 405. */
    private static final java.util.Set<String> METADATA_QUERIES = java.util.Set.of("wsdl", "wsdl2", "xsd", "policy");

    /**
     * GET serves only metadata. Why: with REST disabled, stock Axis2 answers a plain GET on a service with a 200 HTML
     * page asking to "enable REST", which no SOAP client can use.
     */
    @Override
    protected void doGet(jakarta.servlet.http.HttpServletRequest request,
                         jakarta.servlet.http.HttpServletResponse response)
            throws jakarta.servlet.ServletException, java.io.IOException {
        String query = request.getQueryString();
        String name = query == null ? "" : query.split("[=&]", 2)[0].toLowerCase(java.util.Locale.ROOT);
        if (METADATA_QUERIES.contains(name)) {
            super.doGet(request, response);
            return;
        }
        response.setStatus(jakarta.servlet.http.HttpServletResponse.SC_METHOD_NOT_ALLOWED);
        response.setHeader("Allow", "POST");
        response.setContentType("text/plain;charset=UTF-8");
        response.getOutputStream().write(("SOAP endpoints take POST; GET serves only ?wsdl and ?xsd\n")
                .getBytes(java.nio.charset.StandardCharsets.UTF_8));
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
