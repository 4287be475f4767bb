package org.echosoap.server.axis1.gate;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import javax.xml.namespace.QName;
import org.echosoap.server.contract.HttpRefusals;

/**
 * The filter in front of Axis 1.4's servlet (on {@code /services/*}): everything Axis 1 must not decide or must never
 * parse is answered here.
 * <ul>
 *   <li>a service that is not one of the contracts' is a 404 (Axis's service list, AdminService and Version are not
 *       deployed at all); a GET is a 405 unless it asks for {@code ?wsdl}, and {@code ?list}, {@code ?method=} (Axis's
 *       invocation by GET) are 404s; a Content-Type that is not SOAP is a 415; SOAP with attachments is a 415
 *       (this Axis has no attachment support: no JavaBeans Activation Framework on the class path);</li>
 *   <li>the body is read into memory and scanned once ({@link RequestScan}): DOCTYPE, {@code XmlLimits}, not well
 *       formed, not a SOAP Envelope, an Envelope of the other SOAP version than the Content-Type says, a Body
 *       without an operation of this service's WSDL or with another one than the SOAPAction names: each a SOAP
 *       fault with a one-line reason ({@code Client} in 1.1, {@code Sender} in 1.2);</li>
 *   <li>only then Axis gets the request, with the bytes already read.</li>
 * </ul>
 */
public class Axis1RequestGate extends HttpFilter {

    private static final long serialVersionUID = 1L;

    /** The services of echosoap-axis1.war, each with its WSDL's operations. */
    private transient Map<String, ContractOperations> services;

    @Override
    public void init() throws ServletException {
        Map<String, ContractOperations> read = new TreeMap<>();
        for (String service : new String[] {"Benchmark", "EchoFloat", "Latency"}) {
            try (InputStream wsdl = Axis1RequestGate.class.getClassLoader().getResourceAsStream("wsdl/" + service + ".wsdl")) {
                if (wsdl == null) {
                    throw new ServletException("wsdl/" + service + ".wsdl is not on the class path");
                }
                read.put(service, ContractOperations.read(service, wsdl));
            } catch (IOException e) {
                throw new ServletException("cannot read " + service + ".wsdl: " + e.getMessage(), e);
            }
        }
        services = Collections.unmodifiableMap(read); // sorted: the 404 names them in order
    }

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        String serviceName = HttpRefusals.serviceName(request.getPathInfo());
        ContractOperations operations = services.get(serviceName);
        if (operations == null) {
            plain(response, HttpServletResponse.SC_NOT_FOUND,
                    HttpRefusals.unknownService(serviceName, String.join(", ", services.keySet())));
            return;
        }
        if (!"POST".equals(request.getMethod())) {
            refuseNonPost(request, response, chain);
            return;
        }
        String contentType = request.getContentType();
        String mediaType = HttpRefusals.mediaType(contentType);
        if (!HttpRefusals.isSoap(contentType)) {
            plain(response, HttpServletResponse.SC_UNSUPPORTED_MEDIA_TYPE, HttpRefusals.notSoap(contentType));
            return;
        }
        if (mediaType.startsWith("multipart/") || mediaType.equals("application/xop+xml")) {
            plain(response, HttpServletResponse.SC_UNSUPPORTED_MEDIA_TYPE, "Content-Type "
                    + HttpRefusals.printable(contentType) + " is not supported by this stack (Axis 1.4 without"
                    + " attachments); send text/xml (SOAP 1.1) or application/soap+xml (SOAP 1.2)");
            return;
        }
        byte[] body;
        try (InputStream in = request.getInputStream()) {
            body = in.readAllBytes();
        } catch (IOException e) {
            // The size limit's wrapper fails a chunked body past the limit; anything else is a broken upload.
            String reason = e.getMessage() != null && e.getMessage().contains("exceeds the limit")
                    ? e.getMessage() : "the request body could not be read";
            response.setHeader("Connection", "close");
            plain(response, HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE, HttpRefusals.printable(reason));
            return;
        }
        SoapVersion labelled = SoapVersion.ofMediaType(mediaType);
        try {
            check(operations, labelled, soapAction(request, contentType), RequestScan.scan(body));
        } catch (RefusedRequest refused) {
            response.setStatus(HttpServletResponse.SC_INTERNAL_SERVER_ERROR);
            response.setContentType(labelled.faultContentType());
            byte[] fault = labelled.callerFault(refused.getMessage());
            response.setContentLength(fault.length);
            response.getOutputStream().write(fault);
            return;
        }
        chain.doFilter(new BufferedRequest(request, body), response);
    }

    /** GET ?wsdl goes to Axis; GET with another query is a page this WAR does not have; the rest takes POST. */
    private static void refuseNonPost(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if ("GET".equals(request.getMethod())) {
            String query = HttpRefusals.firstQueryName(request.getQueryString());
            if (query.equals("wsdl")) {
                chain.doFilter(request, response);
                return;
            }
            if (!query.isEmpty()) {
                plain(response, HttpServletResponse.SC_NOT_FOUND, "no page '?" + HttpRefusals.printable(query)
                        + "' here: Axis 1's ?list and ?method= pages are removed; GET serves only ?wsdl");
                return;
            }
        }
        response.setHeader("Allow", "POST");
        plain(response, HttpServletResponse.SC_METHOD_NOT_ALLOWED, HttpRefusals.NOT_POST);
    }

    /** The checks on what the scan found; each refusal is the caller's mistake. */
    static void check(ContractOperations operations, SoapVersion labelled, String action, RequestScan.Result scan)
            throws RefusedRequest {
        SoapVersion envelope = "Envelope".equals(scan.envelope().getLocalPart())
                ? SoapVersion.ofEnvelopeNamespace(scan.envelope().getNamespaceURI()) : null;
        if (envelope == null) {
            throw new RefusedRequest("the root element " + clark(scan.envelope())
                    + " is not a SOAP 1.1 or SOAP 1.2 Envelope");
        }
        if (envelope != labelled) {
            throw new RefusedRequest("a " + (envelope == SoapVersion.SOAP11 ? "SOAP 1.1" : "SOAP 1.2")
                    + " Envelope sent as " + labelled.mediaType() + "; send " + envelope.mediaType()
                    + " with this Envelope");
        }
        QName element = scan.bodyElement();
        if (element == null) {
            throw new RefusedRequest("the SOAP Body holds no operation element");
        }
        QName expected = action.isEmpty() ? null : operations.elementOfAction(action);
        if (expected != null && !expected.equals(element)) {
            throw new RefusedRequest("SOAPAction '" + HttpRefusals.printable(action) + "' expects " + clark(expected)
                    + ", found " + clark(element) + " in the Body");
        }
        if (operations.byElement(element) == null) {
            throw new RefusedRequest("no operation of " + operations.service() + " takes " + clark(element));
        }
    }

    /** SOAP 1.1's SOAPAction header, or SOAP 1.2's action parameter of the Content-Type, without quotes; or "". */
    static String soapAction(HttpServletRequest request, String contentType) {
        String action = request.getHeader("SOAPAction");
        if (action == null && contentType != null) {
            for (String parameter : contentType.split(";")) {
                String p = parameter.strip();
                if (p.toLowerCase(Locale.ROOT).startsWith("action=")) {
                    action = p.substring("action=".length());
                }
            }
        }
        if (action == null) {
            return "";
        }
        String a = action.strip();
        return a.length() >= 2 && a.startsWith("\"") && a.endsWith("\"") ? a.substring(1, a.length() - 1) : a;
    }

    private static String clark(QName name) {
        return "{" + name.getNamespaceURI() + "}" + name.getLocalPart();
    }

    private static void plain(HttpServletResponse response, int status, String line) throws IOException {
        response.setStatus(status);
        response.setContentType("text/plain;charset=UTF-8");
        byte[] bytes = (line + "\n").getBytes(StandardCharsets.UTF_8);
        response.setContentLength(bytes.length);
        response.getOutputStream().write(bytes);
    }
}
