package org.echosoap.server.contract;

import java.util.Locale;
import java.util.Set;

/**
 * What every stack's servlet (or filter) answers itself, before its SOAP engine sees a request, and how it reads the
 * request to decide: a service that is not deployed is a 404, anything but POST (other than a metadata GET) a 405, a
 * Content-Type that is not SOAP a 415, each with the same one-line text on Axis2, CXF and Metro. No Content-Type is
 * read as SOAP (1.1), as Axis2 reads it.
 *
 * <pre>{@code
 * HttpRefusals.serviceName("/EchoFloat/x");        // "EchoFloat"
 * HttpRefusals.isSoap("application/json");         // false -> 415 with HttpRefusals.notSoap(contentType)
 * }</pre>
 */
public final class HttpRefusals {

    /** The 405 text: a SOAP endpoint takes POST. */
    public static final String NOT_POST = "SOAP endpoints take POST; GET serves only ?wsdl and ?xsd";

    private static final Set<String> SOAP_MEDIA_TYPES = Set.of(
            "text/xml", "application/soap+xml", "multipart/related", "application/xop+xml");

    private static final int MAX_ECHOED_CHARS = 100;

    /** Fast Infoset (binary XML, ITU-T X.891) SOAP 1.1: what the CXF and Metro stacks take besides SOAP's types. */
    public static final String FAST_INFOSET = "application/fastinfoset";

    private HttpRefusals() {
    }

    /** The 404 text for {@code service}, naming the deployed ones ({@code "Benchmark, EchoFloat, Latency"}). */
    public static String unknownService(String service, String deployed) {
        return "no service named '" + printable(service) + "' here; deployed: " + deployed;
    }

    /** The 415 text for a Content-Type that is not SOAP. */
    public static String notSoap(String contentType) {
        return "Content-Type " + printable(contentType)
                + " is not SOAP; send text/xml (SOAP 1.1) or application/soap+xml (SOAP 1.2)";
    }

    /** The first segment of a path below the services ({@code /EchoFloat/x} -> {@code EchoFloat}), or "". */
    public static String serviceName(String pathInfo) {
        if (pathInfo == null) {
            return "";
        }
        String path = pathInfo.startsWith("/") ? pathInfo.substring(1) : pathInfo;
        int slash = path.indexOf('/');
        return slash < 0 ? path : path.substring(0, slash);
    }

    /** The media type without parameters, lower case ({@code "text/xml"}), or "" without a Content-Type. */
    public static String mediaType(String contentType) {
        if (contentType == null) {
            return "";
        }
        return contentType.split(";", 2)[0].strip().toLowerCase(Locale.ROOT);
    }

    /** Whether a request with this Content-Type is SOAP: one of SOAP's media types, or none at all. */
    public static boolean isSoap(String contentType) {
        if (contentType == null || contentType.isBlank()) {
            return true;
        }
        return isSoapMediaType(mediaType(contentType));
    }

    /** Whether a media type ({@link #mediaType}) is one of SOAP's: SOAP 1.1, SOAP 1.2, MTOM/SwA. */
    public static boolean isSoapMediaType(String mediaType) {
        return SOAP_MEDIA_TYPES.contains(mediaType);
    }

    /** Whether a request with this Content-Type is a Fast Infoset SOAP 1.1 message ({@link #FAST_INFOSET}). */
    public static boolean isFastInfoset(String contentType) {
        return FAST_INFOSET.equals(mediaType(contentType));
    }

    /** The name of a query's first parameter, lower case ({@code "wsdl"} for {@code ?WSDL}), or "". */
    public static String firstQueryName(String query) {
        return query == null ? "" : query.split("[=&]", 2)[0].toLowerCase(Locale.ROOT);
    }

    /** A caller's text made safe for a one-line answer: printable ASCII, at most 100 characters. */
    public static String printable(String text) {
        if (text == null) {
            return "(none)";
        }
        String visible = text.replaceAll("[^\\x20-\\x7E]", "?");
        return visible.length() <= MAX_ECHOED_CHARS ? visible : visible.substring(0, MAX_ECHOED_CHARS) + "...";
    }
}
