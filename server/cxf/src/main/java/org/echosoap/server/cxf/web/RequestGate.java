package org.echosoap.server.cxf.web;

import java.util.List;
import java.util.Locale;
import java.util.Set;

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
 *       fault). No Content-Type is read as SOAP 1.1.</li>
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

    private static final Set<String> SOAP_MEDIA_TYPES = Set.of(
            "text/xml", "application/soap+xml", "multipart/related", "application/xop+xml");

    /** The metadata a GET may ask for: CXF's {@code ?wsdl} and {@code ?xsd=...}. */
    private static final Set<String> METADATA_QUERIES = Set.of("wsdl", "xsd");

    private final List<String> services;

    RequestGate(List<String> services) {
        this.services = services;
    }

    Refusal check(String method, String pathInfo, String query, String contentType) {
        String service = serviceName(pathInfo);
        if (!services.contains(service)) {
            return new Refusal(404, "no service named '" + printable(service) + "' here; deployed: "
                    + String.join(", ", services), false);
        }
        if ("GET".equals(method) && METADATA_QUERIES.contains(queryName(query))) {
            return null;
        }
        if (!"POST".equals(method)) {
            return new Refusal(405, "SOAP endpoints take POST; GET serves only ?wsdl and ?xsd", true);
        }
        if (!isSoap(contentType)) {
            return new Refusal(415, "Content-Type " + printable(contentType)
                    + " is not SOAP; send text/xml (SOAP 1.1) or application/soap+xml (SOAP 1.2)", false);
        }
        return null;
    }

    static String serviceName(String pathInfo) {
        if (pathInfo == null) {
            return "";
        }
        String path = pathInfo.startsWith("/") ? pathInfo.substring(1) : pathInfo;
        int slash = path.indexOf('/');
        return slash < 0 ? path : path.substring(0, slash);
    }

    private static String queryName(String query) {
        return query == null ? "" : query.split("[=&]", 2)[0].toLowerCase(Locale.ROOT);
    }

    static boolean isSoap(String contentType) {
        if (contentType == null || contentType.isBlank()) {
            return true;
        }
        return SOAP_MEDIA_TYPES.contains(contentType.split(";", 2)[0].strip().toLowerCase(Locale.ROOT));
    }

    /** A caller's text made safe for a one-line answer: printable ASCII, at most 100 characters. */
    static String printable(String text) {
        if (text == null) {
            return "(none)";
        }
        String visible = text.replaceAll("[^\\x20-\\x7E]", "?");
        return visible.length() <= 100 ? visible : visible.substring(0, 100) + "...";
    }
}
