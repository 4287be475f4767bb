package org.echosoap.server.metro;

import com.sun.xml.ws.api.SOAPVersion;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import org.echosoap.server.contract.HttpRefusals;
import org.echosoap.server.metro.xml.ExpectedEnvelope;
import org.echosoap.server.metro.xml.FastInfosetReaders;

/**
 * In front of Metro's servlet on {@code /services/*}: gives the answers the contract (docs/server.md) shares with
 * the Axis2 WAR where Metro's defaults differ, and routes SOAP 1.2.
 *
 * <table>
 * <caption>What Metro 4.0.5 does by itself, and what callers get instead</caption>
 * <tr><th>request</th><th>Metro</th><th>here</th></tr>
 * <tr><td>GET without ?wsdl/?xsd, PUT, DELETE</td><td>200 HTML page / 405 without Allow</td>
 *     <td>405, {@code Allow: POST}, one line</td></tr>
 * <tr><td>POST to an unknown service</td><td>404 HTML page</td><td>404 naming the deployed services</td></tr>
 * <tr><td>Content-Type not SOAP (JSON, form)</td><td>415, empty</td><td>415 naming the fix</td></tr>
 * <tr><td>no Content-Type</td><td>415</td><td>read as SOAP 1.1 (as Axis2 does)</td></tr>
 * <tr><td>{@code application/soap+xml} on EchoFloat</td><td>415 (the endpoint is SOAP 1.1)</td>
 *     <td>EchoFloat's SOAP 1.2 endpoint, same URL</td></tr>
 * <tr><td>{@code application/fastinfoset}</td><td>its Fast Infoset codec (SOAP 1.1)</td><td>the same</td></tr>
 * <tr><td>{@code application/soap+xml} on Benchmark, Latency</td><td>415, empty</td>
 *     <td>415 naming the fix (their WSDLs bind SOAP 1.1 only)</td></tr>
 * </table>
 *
 * It also tells the request parser which SOAP version the body must be ({@link ExpectedEnvelope}).
 */
public final class SoapRequestGate extends HttpFilter {

    private static final long serialVersionUID = 1L;

    /** The first path segment of every endpoint under /services/ (wssec: the secured EchoFloats, wssec/PROFILE/EchoFloat). */
    static final Set<String> SERVICES = Set.of("EchoFloat", "Benchmark", "Latency", "BinaryEcho", "BinaryEchoMtom",
            "wssec");

    /**
     * Where EchoFloat's SOAP 1.2 endpoint is registered in sun-jaxws.xml. Metro maps its servlet to every endpoint's
     * url-pattern by itself, so this filter is mapped here too and refuses direct requests with a 404.
     */
    static final String ECHO_FLOAT_SOAP12_PATH = "/soap12/EchoFloat";

    private static final Set<String> METADATA_QUERIES = Set.of("wsdl", "xsd");
    private static final String SOAP11_TYPE = "text/xml";
    private static final String SOAP12_TYPE = "application/soap+xml";

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        String path = request.getRequestURI().substring(request.getContextPath().length());
        if (!path.startsWith("/services/")) {
            // The SOAP 1.2 twin's own path: Metro maps every endpoint's url-pattern to its servlet by itself.
            text(response, HttpServletResponse.SC_NOT_FOUND,
                    "not found; the services are /services/Benchmark, /services/EchoFloat, /services/Latency");
            return;
        }
        String service = serviceName(path);
        if (!SERVICES.contains(service)) {
            text(response, HttpServletResponse.SC_NOT_FOUND,
                    HttpRefusals.unknownService(service,
                    "Benchmark, BinaryEcho, BinaryEchoMtom, EchoFloat, Latency"));
            return;
        }
        String method = request.getMethod();
        if ("GET".equals(method) && METADATA_QUERIES.contains(HttpRefusals.firstQueryName(request.getQueryString()))) {
            chain.doFilter(request, response);
            return;
        }
        if (!"POST".equals(method)) {
            response.setHeader("Allow", "POST");
            text(response, HttpServletResponse.SC_METHOD_NOT_ALLOWED, HttpRefusals.NOT_POST);
            return;
        }
        String contentType = request.getContentType();
        String mediaType = HttpRefusals.mediaType(contentType);
        if (!mediaType.isEmpty() && !HttpRefusals.isSoapMediaType(mediaType)
                && !HttpRefusals.FAST_INFOSET.equals(mediaType)) {
            text(response, HttpServletResponse.SC_UNSUPPORTED_MEDIA_TYPE, HttpRefusals.notSoap(contentType));
            return;
        }
        boolean soap12 = SOAP12_TYPE.equals(mediaType);
        if (soap12 && !"EchoFloat".equals(service)) {
            text(response, HttpServletResponse.SC_UNSUPPORTED_MEDIA_TYPE, service
                    + " speaks SOAP 1.1 here (its WSDL's only binding); send text/xml");
            return;
        }
        HttpServletRequest forMetro = request;
        if (mediaType.isEmpty()) {
            forMetro = new DefaultContentType(request);
        } else if (soap12 && "EchoFloat".equals(service)) {
            forMetro = new SoapTwin(request);
        }
        if (HttpRefusals.FAST_INFOSET.equals(mediaType)) {
            FastInfosetReaders.prepare();
        }
        ExpectedEnvelope.set(soap12 ? SOAPVersion.SOAP_12 : SOAPVersion.SOAP_11);
        try {
            chain.doFilter(forMetro, response);
        } finally {
            ExpectedEnvelope.clear();
        }
    }

    /**
     * The path segment after {@code /services/} in a path below the context ({@code /services/EchoFloat} ->
     * {@code EchoFloat}), or "" when there is none. From the request URI, as Metro itself finds its endpoint.
     */
    static String serviceName(String pathInContext) {
        String prefix = "/services/";
        if (pathInContext == null || !pathInContext.startsWith(prefix)) {
            return "";
        }
        return HttpRefusals.serviceName(pathInContext.substring(prefix.length() - 1)); // from the '/' before it
    }

    private static void text(HttpServletResponse response, int status, String line) throws IOException {
        response.setStatus(status);
        response.setContentType("text/plain;charset=UTF-8");
        response.getOutputStream().write((line + "\n").getBytes(StandardCharsets.UTF_8));
    }

    /** A request without Content-Type, labelled SOAP 1.1 for Metro (which would refuse it with a 415). */
    private static final class DefaultContentType extends HttpServletRequestWrapper {

        DefaultContentType(HttpServletRequest request) {
            super(request);
        }

        @Override
        public String getContentType() {
            return SOAP11_TYPE;
        }

        @Override
        public String getHeader(String name) {
            return "Content-Type".equalsIgnoreCase(name) ? SOAP11_TYPE : super.getHeader(name);
        }
    }

    /**
     * A SOAP 1.2 request to EchoFloat, handed to its SOAP 1.2 twin: Metro binds one SOAP version per endpoint and
     * picks the endpoint by the request URI, so the twin is registered under a path of its own, which this filter
     * refuses when it is asked for directly.
     */
    private static final class SoapTwin extends HttpServletRequestWrapper {

        SoapTwin(HttpServletRequest request) {
            super(request);
        }

        @Override
        public String getRequestURI() {
            return getContextPath() + ECHO_FLOAT_SOAP12_PATH;
        }
    }
}
