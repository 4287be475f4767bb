package org.echosoap.webapp.it;

import java.io.ByteArrayInputStream;
import java.util.Iterator;
import java.util.Map;
import javax.xml.XMLConstants;
import javax.xml.namespace.NamespaceContext;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

/** Namespace-aware parsing and XPath over responses (JDK only). Prefix {@code t} is {@code http://tempuri.org/}. */
final class Xml {

    /** Where echoFloat's answer value sits, whatever prefixes the SOAP stack chose. */
    static final String ECHO_RESULT_XPATH =
            "/*[local-name()='Envelope']/*[local-name()='Body']/t:echoFloatResult/t:result";

    private static final Map<String, String> NAMESPACES = Map.of(
            "t", "http://tempuri.org/",
            "wsdl", "http://schemas.xmlsoap.org/wsdl/",
            "soap", "http://schemas.xmlsoap.org/wsdl/soap/");

    private Xml() {
    }

    /** Parses namespace-aware; DOCTYPEs are refused (a response has no business carrying one). */
    static Document parse(byte[] xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml));
    }

    /** The string value of {@code expression}, failing if it selects no node (so "" is never a silent pass). */
    static String text(Document doc, String expression) throws XPathExpressionException {
        XPath xpath = xpath();
        double count = (Double) xpath.evaluate("count(" + expression + ")", doc, XPathConstants.NUMBER);
        if (count != 1) {
            throw new AssertionError("expected exactly one node at " + expression + ", found " + (long) count);
        }
        return xpath.evaluate(expression, doc);
    }

    /** echoFloat's {@code result} text in a SOAP answer. */
    static String echoResult(byte[] soapResponse) throws Exception {
        return text(parse(soapResponse), ECHO_RESULT_XPATH);
    }

    private static XPath xpath() {
        return xpath(NAMESPACES);
    }

    /** A namespace-aware XPath resolving the given prefixes (unknown prefixes: no namespace). */
    static XPath xpath(java.util.Map<String, String> prefixes) {
        XPath xpath = XPathFactory.newInstance().newXPath();
        xpath.setNamespaceContext(new NamespaceContext() {
            @Override
            public String getNamespaceURI(String prefix) {
                return prefixes.getOrDefault(prefix, XMLConstants.NULL_NS_URI);
            }

            @Override
            public String getPrefix(String namespaceUri) {
                throw new UnsupportedOperationException();
            }

            @Override
            public Iterator<String> getPrefixes(String namespaceUri) {
                throw new UnsupportedOperationException();
            }
        });
        return xpath;
    }
}
