package org.echosoap.client.wsdl;

import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import org.echosoap.client.scenario.service.SoapVersion;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.InputSource;

/** The WSDLs the request tests read, and the checks they share. */
public final class TestWsdls {

    /** The contract's WSDLs, unpacked by the build from server/contract's jar (the client pom's unpack-contract). */
    private static final Path SERVED = Path.of("target", "contract", "wsdl");
    private static final Path RESOURCES = Path.of("src", "test", "resources", "org", "echosoap", "client", "wsdl");

    private TestWsdls() {
    }

    /** The SOAP Benchmark Suite's contract: the shared spec beside the project, else the contract's copy. */
    public static Path benchmark() {
        Path shared = Path.of("..", "..", "shared", "specs", "Benchmark.wsdl");
        return Files.exists(shared) ? shared : SERVED.resolve("Benchmark.wsdl");
    }

    public static Path echoFloat() {
        return SERVED.resolve("EchoFloat.wsdl");
    }

    public static Path latency() {
        return SERVED.resolve("Latency.wsdl");
    }

    /** Test WSDLs: orders.wsdl (imports orders.xsd; SOAP 1.1, 1.2 and HTTP ports), calc-rpc.wsdl. */
    public static Path resource(String name) {
        return RESOURCES.resolve(name);
    }

    public static Document parse(String xml) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return f.newDocumentBuilder().parse(new InputSource(new StringReader(xml)));
    }

    /** The schema inside a WSDL's types, with the prefixes declared on wsdl:definitions copied onto it. */
    public static Schema embeddedSchema(Path wsdl) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        Document doc = f.newDocumentBuilder().parse(wsdl.toFile());
        Element schema = (Element) doc.getElementsByTagNameNS(XMLConstants.W3C_XML_SCHEMA_NS_URI, "schema").item(0);
        var attrs = doc.getDocumentElement().getAttributes();
        for (int i = 0; i < attrs.getLength(); i++) {
            Node a = attrs.item(i);
            if (a.getNodeName().startsWith("xmlns:") && !schema.hasAttribute(a.getNodeName())) {
                schema.setAttributeNS(XMLConstants.XMLNS_ATTRIBUTE_NS_URI, a.getNodeName(), a.getNodeValue());
            }
        }
        return SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI).newSchema(new DOMSource(schema));
    }

    public static Schema schemaFile(Path xsd) throws Exception {
        return SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI).newSchema(xsd.toFile());
    }

    /** The element children of the envelope's Body; fails unless the document is a SOAP envelope of {@code v}. */
    public static List<Element> bodyChildren(Document envelope, SoapVersion v) {
        Element root = envelope.getDocumentElement();
        if (!"Envelope".equals(root.getLocalName()) || !v.envelopeNamespace().equals(root.getNamespaceURI())) {
            throw new AssertionError("not a SOAP " + v.label() + " envelope: {" + root.getNamespaceURI() + "}"
                    + root.getLocalName());
        }
        Element body = null;
        for (Node c = root.getFirstChild(); c != null; c = c.getNextSibling()) {
            if (c instanceof Element e && "Body".equals(e.getLocalName()) && v.envelopeNamespace().equals(e.getNamespaceURI())) {
                body = e;
            }
        }
        if (body == null) {
            throw new AssertionError("no Body in the envelope");
        }
        List<Element> children = new ArrayList<>();
        for (Node c = body.getFirstChild(); c != null; c = c.getNextSibling()) {
            if (c instanceof Element e) {
                children.add(e);
            }
        }
        return children;
    }
}
