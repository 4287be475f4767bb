package org.echosoap.server.cxf.web;

import java.util.List;
import java.util.Set;
import org.echosoap.server.contract.HttpRefusals;

/**
 * What the servlet answers itself, before CXF sees a request: the HTTP-level refusals, worded as on every stack.
 * Returns null when CXF should handle the request.
 *
 * <ul>
 *   <li>a service name not deployed: 404 naming the deployed ones (stock CXF: "No service was found.", or for the
 *       bare {@code /services/} an HTML list of services);</li>
 *   <li>GET other than {@code ?wsdl}/{@code ?xsd}, PUT, DELETE and other methods: 405 with {@code Allow: POST}
 *       (stock CXF answers a plain GET with a SOAP fault, a PUT with a 405 that is a SOAP fault, without
 *       {@code Allow});</li>
 *   <li>a POST whose Content-Type is not SOAP: 415 (stock CXF parses a JSON body as XML and answers a parse
 *       fault). No Content-Type is read as SOAP 1.1;
 *       {@code application/fastinfoset} (binary XML, SOAP 1.1) goes to CXF's Fast Infoset reader.</li>
 * </ul>
 *
 * <pre>{@code
 * RequestGate.Refusal r = gate.check("GET", "/EchoFloat", null, null);   // 405
 * }</pre>
 */
final class RequestGate {

    /** A one-line plain-text answer. */
    record Refusal(int status, String text, boolean allowPost) {
    }

    /** The metadata a GET may ask for: CXF's {@code ?wsdl} and {@code ?xsd=...}. */
    private static final Set<String> METADATA_QUERIES = Set.of("wsdl", "xsd");

    private final List<String> services;

    RequestGate(List<String> services) {
        this.services = services;
    }

    Refusal check(String method, String pathInfo, String query, String contentType) {
        String service = HttpRefusals.serviceName(pathInfo);
        if (!services.contains(service)) {
            return new Refusal(404, HttpRefusals.unknownService(service, String.join(", ", services)), false);
        }
        if ("GET".equals(method) && METADATA_QUERIES.contains(HttpRefusals.firstQueryName(query))) {
            return null;
        }
        if (!"POST".equals(method)) {
            return new Refusal(405, HttpRefusals.NOT_POST, true);
        }
        if (!HttpRefusals.isSoap(contentType) && !HttpRefusals.isFastInfoset(contentType)) {
            return new Refusal(415, HttpRefusals.notSoap(contentType), false);
        }
        return null;
    }
}
