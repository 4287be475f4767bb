package org.echosoap.server.apachesoap;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.echosoap.server.gate.BufferedBodyRequest;
import org.echosoap.server.contract.XmlLimits;

/**
 * Checks a POST's body before Apache SOAP 2.3.1's RPC router parses it, because that router parses with whatever
 * JAXP gives, entities expanded (measured: an entity declared in a DOCTYPE came back in the answer), and builds a DOM
 * of any size. The body (at most {@value #MAX_BODY_BYTES} bytes: 413 beyond) is read once and streamed through the
 * JDK's StAX parser with DTDs off: a DOCTYPE, more than {@link XmlLimits#MAX_DEPTH} levels or
 * {@link XmlLimits#MAX_ELEMENTS} elements, or XML that is not well-formed gets a SOAP 1.1 Client fault with a one-line
 * reason; a body that passes goes on, byte for byte, to the router. Why not Apache SOAP's own {@code XMLParser}
 * setting: it sets the JVM-wide {@code javax.xml.parsers.DocumentBuilderFactory} property, which every other WAR in
 * the Tomcat would then read.
 *
 * <p>Not a GET: the router's GET page ("I don't speak via HTTP GET") is answered 405 here, one line.
 */
public class XmlGateFilter implements Filter {

    /** EchoFloat requests are under 1 KB; the hostile element bombs are 4 MB and refused by count, not size. */
    static final int MAX_BODY_BYTES = 8 * 1024 * 1024;

    private static final XMLInputFactory STAX = secureFactory();

    private static XMLInputFactory secureFactory() {
        XMLInputFactory f = XMLInputFactory.newDefaultFactory();
        f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        f.setProperty(XMLInputFactory.IS_REPLACING_ENTITY_REFERENCES, false);
        return f;
    }

    @Override
    public void doFilter(ServletRequest req, ServletResponse res, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest request = (HttpServletRequest) req;
        HttpServletResponse response = (HttpServletResponse) res;
        if (!"POST".equals(request.getMethod())) {
            plain(response, HttpServletResponse.SC_METHOD_NOT_ALLOWED, "the Apache SOAP RPC router takes POST");
            return;
        }
        if (request.getContentLengthLong() > MAX_BODY_BYTES) {
            plain(response, HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE,
                    "the request body is larger than " + MAX_BODY_BYTES + " bytes");
            return;
        }
        byte[] body = request.getInputStream().readNBytes(MAX_BODY_BYTES + 1);
        if (body.length > MAX_BODY_BYTES) {
            plain(response, HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE,
                    "the request body is larger than " + MAX_BODY_BYTES + " bytes");
            return;
        }
        String refusal = refusal(body);
        if (refusal != null) {
            clientFault(response, refusal);
            return;
        }
        chain.doFilter(new BufferedBodyRequest(request, body), response);
    }

    /** Why the body must not reach the router (one line), or null. */
    static String refusal(byte[] body) {
        if (body.length == 0) {
            return "the request body is empty; expected a SOAP 1.1 Envelope";
        }
        long elements = 0;
        int depth = 0;
        XMLStreamReader reader = null;
        try {
            reader = STAX.createXMLStreamReader(new ByteArrayInputStream(body));
            while (reader.hasNext()) {
                switch (reader.next()) {
                    case XMLStreamConstants.DTD -> {
                        return "a DOCTYPE is not allowed in a SOAP message";
                    }
                    case XMLStreamConstants.START_ELEMENT -> {
                        if (++elements > XmlLimits.MAX_ELEMENTS) {
                            return "more than " + XmlLimits.MAX_ELEMENTS + " elements in the request";
                        }
                        if (++depth > XmlLimits.MAX_DEPTH) {
                            return "elements nested deeper than " + XmlLimits.MAX_DEPTH + " levels in the request";
                        }
                    }
                    case XMLStreamConstants.END_ELEMENT -> depth--;
                    default -> {
                    }
                }
            }
            return null;
        } catch (XMLStreamException e) {
            return "the request is not well-formed XML" + where(e);
        } finally {
            if (reader != null) {
                try {
                    reader.close();
                } catch (XMLStreamException ignored) {
                    // nothing left to release
                }
            }
        }
    }

    private static String where(XMLStreamException e) {
        return e.getLocation() == null ? "" : " (line " + e.getLocation().getLineNumber() + ", column "
                + e.getLocation().getColumnNumber() + ")";
    }

    private static void plain(HttpServletResponse response, int status, String reason) throws IOException {
        response.setStatus(status);
        response.setContentType("text/plain; charset=UTF-8");
        response.getOutputStream().write((reason + "\n").getBytes(StandardCharsets.UTF_8));
    }

    /** A SOAP 1.1 Client fault in the shape Apache SOAP writes its own. */
    private static void clientFault(HttpServletResponse response, String reason) throws IOException {
        response.setStatus(HttpServletResponse.SC_INTERNAL_SERVER_ERROR);
        response.setContentType("text/xml; charset=utf-8");
        String xml = "<?xml version='1.0' encoding='UTF-8'?><SOAP-ENV:Envelope xmlns:SOAP-ENV="
                + "\"http://schemas.xmlsoap.org/soap/envelope/\"><SOAP-ENV:Body><SOAP-ENV:Fault>"
                + "<faultcode>SOAP-ENV:Client</faultcode><faultstring>" + escape(reason)
                + "</faultstring></SOAP-ENV:Fault></SOAP-ENV:Body></SOAP-ENV:Envelope>";
        response.getOutputStream().write(xml.getBytes(StandardCharsets.UTF_8));
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
