package org.echosoap.webapp.it;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Map;
import javax.xml.xpath.XPathConstants;
import org.echosoap.testsupport.ItPaths;
import org.w3c.dom.Document;

/**
 * The sample-orders service (webapp/sample-orders, Metro) as a user calls it: the hand-written requests of
 * {@code conf/examples/orders}, sent with the headers each SOAP version needs, and XPath over the answers.
 */
final class OrderRequests {

    static final String PLACE_ORDER_ACTION = "urn:example:orders:placeOrder";
    static final String GET_QUOTE_ACTION = "urn:example:orders:getQuote";
    static final String SOAP11_ENVELOPE = "http://schemas.xmlsoap.org/soap/envelope/";
    static final String SOAP12_ENVELOPE = "http://www.w3.org/2003/05/soap-envelope";

    /** The answers to conf/examples/orders/placeOrder*.xml and getQuote.xml (OrdersTest has the same values). */
    static final String EXAMPLE_ORDER_ID = "ORD-1d9cc9eb5dc6";
    static final String EXAMPLE_ORDER_TOTAL = "29.40";

    /** Prefixes for XPath over the answers and WSDLs. */
    static final Map<String, String> PREFIXES = Map.of(
            "o", "urn:example:orders",
            "s11", SOAP11_ENVELOPE,
            "s12", SOAP12_ENVELOPE,
            "wsdl", "http://schemas.xmlsoap.org/wsdl/",
            "soap", "http://schemas.xmlsoap.org/wsdl/soap/",
            "soap12", "http://schemas.xmlsoap.org/wsdl/soap12/");

    private OrderRequests() {
    }

    /** A file of conf/examples/orders, as text. */
    static String example(String fileName) throws IOException {
        return Files.readString(ItPaths.orderExamples().resolve(fileName), StandardCharsets.UTF_8);
    }

    /** The same request in a SOAP 1.2 envelope (only the envelope's namespace differs). */
    static String asSoap12(String soap11Request) {
        if (!soap11Request.contains(SOAP11_ENVELOPE)) {
            throw new IllegalArgumentException("not a SOAP 1.1 request: " + soap11Request);
        }
        return soap11Request.replace(SOAP11_ENVELOPE, SOAP12_ENVELOPE);
    }

    /** SOAP 1.1: {@code text/xml} and the SOAPAction header, quoted as the WSDL 1.1 SOAP binding shows it. */
    static HttpResponse<byte[]> post11(URI uri, String request, String soapAction)
            throws IOException, InterruptedException {
        return Http.postAs(uri, "text/xml; charset=UTF-8", request.getBytes(StandardCharsets.UTF_8),
                "SOAPAction", "\"" + soapAction + "\"");
    }

    /** SOAP 1.2: the action travels in the Content-Type ({@code application/soap+xml; action="..."}). */
    static HttpResponse<byte[]> post12(URI uri, String request, String soapAction)
            throws IOException, InterruptedException {
        return Http.postAs(uri, "application/soap+xml; charset=UTF-8; action=\"" + soapAction + "\"",
                request.getBytes(StandardCharsets.UTF_8));
    }

    /** The string value at {@code expression} (prefixes: {@link #PREFIXES}); fails unless exactly one node. */
    static String text(byte[] xml, String expression) throws Exception {
        Document doc = Xml.parse(xml);
        var xpath = Xml.xpath(PREFIXES);
        double count = (Double) xpath.evaluate("count(" + expression + ")", doc, XPathConstants.NUMBER);
        if (count != 1) {
            throw new AssertionError("expected one node at " + expression + ", found " + (long) count + " in "
                    + new String(xml, StandardCharsets.UTF_8));
        }
        return xpath.evaluate(expression, doc);
    }
}
