package org.echosoap.webapp.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import javax.xml.XMLConstants;
import javax.xml.namespace.NamespaceContext;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Attr;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * Requests to and answers from the Benchmark service: SOAP 1.1 envelopes around hand-written Body content, the
 * three SOAPAction forms, and namespace-aware XPath over answers. Prefixes: {@code s} SOAP 1.1 envelope, {@code b}
 * the Benchmark namespace, {@code xsi}, {@code wsdl}, {@code soap} (WSDL's SOAP binding).
 *
 * <pre>{@code
 * Document d = BenchmarkSoap.answer(BenchmarkSoap.call(uri, "sendInts", Action.ABSENT,
 *         BenchmarkSoap.envelope("<sendInts xmlns='...'><size>3</size></sendInts>")));
 * List<String> values = BenchmarkSoap.texts(d, "/s:Envelope/s:Body/b:sendIntsResponse/b:sendIntsReturn");
 * }</pre>
 */
final class BenchmarkSoap {

    /** Benchmark.wsdl's target namespace, the contract every stack serves (spelled out: not the Axis2 code's own). */
    static final String NS = "http://www.extreme.indiana.edu/wsdl/Benchmark1";
    static final String XSI = "http://www.w3.org/2001/XMLSchema-instance";

    /** Per request for the big sizes (10 MB base64, 100,000 elements): generous, but bounded. */
    static final Duration LARGE_TIMEOUT = Duration.ofSeconds(60);

    private static final Map<String, String> PREFIXES = Map.of(
            "s", "http://schemas.xmlsoap.org/soap/envelope/",
            "b", NS,
            "xsi", XSI,
            "wsdl", "http://schemas.xmlsoap.org/wsdl/",
            "soap", "http://schemas.xmlsoap.org/wsdl/soap/");

    private static final HttpClient LARGE_CLIENT = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10))
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();

    /** How a request names its operation in the SOAPAction header. */
    enum Action {
        /** No SOAPAction header: Axis2 dispatches by the Body's first element. */
        ABSENT,
        /** {@code SOAPAction: ""}: also dispatched by the Body's first element. */
        EMPTY,
        /** {@code SOAPAction: "<operation>"}, as the WSDL's soapAction says. */
        OPERATION
    }

    private BenchmarkSoap() {
    }

    /** A SOAP 1.1 envelope with {@code bodyContent} in its Body. */
    static byte[] envelope(CharSequence bodyContent) {
        StringBuilder s = new StringBuilder(bodyContent.length() + 200)
                .append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
                .append("<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\">")
                .append("<soapenv:Body>").append(bodyContent).append("</soapenv:Body></soapenv:Envelope>");
        return s.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** {@code <name xmlns="NS">content</name>}. */
    static String element(String name, CharSequence content) {
        return "<" + name + " xmlns=\"" + NS + "\">" + content + "</" + name + ">";
    }

    /** Repeated {@code <name>value</name>} elements (values must be XML-safe). */
    static String repeated(String name, Iterable<String> values) {
        StringBuilder s = new StringBuilder();
        for (String value : values) {
            s.append('<').append(name).append('>').append(value).append("</").append(name).append('>');
        }
        return s.toString();
    }

    /** POSTs a small request (the shared 30 s client). */
    static HttpResponse<byte[]> call(URI uri, String operation, Action action, byte[] envelope)
            throws IOException, InterruptedException {
        return switch (action) {
            case ABSENT -> Http.post(uri, envelope);
            case EMPTY -> Http.post(uri, envelope, "SOAPAction", "\"\"");
            case OPERATION -> Http.post(uri, envelope, "SOAPAction", "\"" + operation + "\"");
        };
    }

    /** POSTs a big request without SOAPAction, bounded by {@link #LARGE_TIMEOUT}. */
    static HttpResponse<byte[]> callLarge(URI uri, byte[] envelope) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(uri)
                .timeout(LARGE_TIMEOUT)
                .header("Content-Type", Seed.CONTENT_TYPE)
                .POST(HttpRequest.BodyPublishers.ofByteArray(envelope))
                .build();
        return LARGE_CLIENT.send(request, HttpResponse.BodyHandlers.ofByteArray());
    }

    /** The answer of a successful call, parsed; fails with the body if it is not HTTP 200 text/xml. */
    static Document answer(HttpResponse<byte[]> response) throws Exception {
        assertEquals(200, response.statusCode(), () -> Http.body(response));
        assertTrue(Http.header(response, "Content-Type").startsWith("text/xml"), () -> Http.body(response));
        return Xml.parse(response.body());
    }

    /**
     * Checks a Client fault: HTTP 500, faultcode {@code Client}, a one-line faultstring containing
     * {@code expectedReason}, no Java internals. Returns the faultstring.
     */
    static String assertClientFault(HttpResponse<byte[]> response, String expectedReason) throws Exception {
        String text = new String(response.body(), StandardCharsets.UTF_8);
        assertEquals(500, response.statusCode(), text);
        Document fault = Xml.parse(response.body());
        String code = text(fault, "/s:Envelope/s:Body/s:Fault/faultcode");
        assertTrue(code.endsWith(":Client"), () -> "faultcode " + code + " in " + text);
        String reason = text(fault, "/s:Envelope/s:Body/s:Fault/faultstring");
        assertFalse(reason.contains("\n") || reason.contains("\r"), () -> "multi-line: " + reason);
        assertTrue(reason.contains(expectedReason), () -> "faultstring '" + reason + "' lacks '" + expectedReason + "'");
        for (String internal : new String[] {"Exception", "at org.", "java.", "org.apache", "com.ctc", "javax."}) {
            assertFalse(text.contains(internal), () -> "fault leaks '" + internal + "': " + text);
        }
        return reason;
    }

    /** The string value of the one node {@code expression} selects (fails on none or several). */
    static String text(Document doc, String expression) throws XPathExpressionException {
        NodeList nodes = nodes(doc, expression);
        assertEquals(1, nodes.getLength(), () -> "nodes at " + expression);
        return nodes.item(0).getTextContent();
    }

    /** The string values of the nodes {@code expression} selects, in document order. */
    static List<String> texts(Document doc, String expression) throws XPathExpressionException {
        NodeList nodes = nodes(doc, expression);
        List<String> values = new ArrayList<>(nodes.getLength());
        for (int i = 0; i < nodes.getLength(); i++) {
            values.add(nodes.item(i).getTextContent());
        }
        return values;
    }

    static NodeList nodes(Object context, String expression) throws XPathExpressionException {
        return (NodeList) xpath().evaluate(expression, context, XPathConstants.NODESET);
    }

    static long count(Object context, String expression) throws XPathExpressionException {
        return Math.round((Double) xpath().evaluate("count(" + expression + ")", context, XPathConstants.NUMBER));
    }

    /** The text of {@code parent}'s one child element {@code {NS}localName} (DOM, for loops over 100,000 items). */
    static String child(Node parent, String localName) {
        String found = null;
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n.getNodeType() == Node.ELEMENT_NODE && NS.equals(n.getNamespaceURI())
                    && localName.equals(n.getLocalName())) {
                if (found != null) {
                    throw new AssertionError("two " + localName + " in " + parent.getLocalName());
                }
                found = n.getTextContent();
            }
        }
        if (found == null) {
            throw new AssertionError("no " + localName + " in " + parent.getLocalName());
        }
        return found;
    }

    /**
     * The XML Schema in a WSDL's {@code types}, compiled: what a client generated from the WSDL expects on the wire.
     * The schema element is copied into a document of its own together with the namespace declarations it inherits
     * from {@code wsdl:definitions} (its QNames use the {@code impl:} and {@code xsd:} prefixes declared there).
     */
    static Schema contractSchema(Document wsdl) throws Exception {
        Element schema = (Element) nodes(wsdl, "/wsdl:definitions/wsdl:types/*[local-name()='schema']").item(0);
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        Document standalone = factory.newDocumentBuilder().newDocument();
        Element root = (Element) standalone.importNode(schema, true);
        standalone.appendChild(root);
        NamedNodeMap inherited = wsdl.getDocumentElement().getAttributes();
        for (int i = 0; i < inherited.getLength(); i++) {
            Attr attr = (Attr) inherited.item(i);
            if (XMLConstants.XMLNS_ATTRIBUTE_NS_URI.equals(attr.getNamespaceURI())
                    && !root.hasAttributeNS(XMLConstants.XMLNS_ATTRIBUTE_NS_URI, attr.getLocalName())) {
                root.setAttributeNS(XMLConstants.XMLNS_ATTRIBUTE_NS_URI, attr.getName(), attr.getValue());
            }
        }
        return SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI).newSchema(new DOMSource(standalone));
    }

    /** Validates the one element in a SOAP Body (request or response) against the contract's schema. */
    static void assertValid(Schema schema, Document envelope) throws Exception {
        NodeList content = nodes(envelope, "/s:Envelope/s:Body/*");
        assertEquals(1, content.getLength(), "elements in the Body");
        schema.newValidator().validate(new DOMSource(content.item(0)));
    }

    private static XPath xpath() {
        return Xml.xpath(PREFIXES);
    }
}
