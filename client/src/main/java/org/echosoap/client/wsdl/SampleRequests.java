package org.echosoap.client.wsdl;

import com.predic8.wsdl.Binding;
import com.predic8.wstool.creator.SOARequestCreator;
import groovy.xml.MarkupBuilder;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.Node;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.helpers.DefaultHandler;

/**
 * A sample SOAP request for one operation: soa-model's {@link SOARequestCreator} writes the envelope of the binding's
 * SOAP version (with the headers the binding declares) and {@link PlaceholderCreator} the body's values; the result
 * is checked to be well-formed and re-indented.
 *
 * <pre>{@code
 * String xml = SampleRequests.create(wsdl, wsdl.operation("echoFloat", null, null));
 * }</pre>
 */
public final class SampleRequests {

    private SampleRequests() {
    }

    /** The request as a UTF-8 XML document with declaration, indented by two spaces, ending in a newline. */
    public static String create(Wsdl wsdl, SoapOperation op) {
        Binding binding = wsdl.definitions().getBinding(op.binding());
        if (binding == null) {
            throw new WsdlException("binding " + op.binding() + " not found in " + wsdl.source());
        }
        StringWriter out = new StringWriter();
        MarkupBuilder builder = new MarkupBuilder(out);
        builder.setDoubleQuotes(true);
        try {
            SOARequestCreator creator = new SOARequestCreator(wsdl.definitions(), new PlaceholderCreator(), builder);
            creator.createRequest(binding.getPortType().getName(), op.name(), op.binding());
        } catch (Exception e) { // Groovy: anything, checked or not, from a schema soa-model cannot follow
            throw new WsdlException("cannot create a request for " + op.name() + " from " + wsdl.source() + ": "
                    + Wsdl.firstLine(e), e);
        }
        Document doc = parse(out.toString(), op);
        return XmlIndent.format(doc);
    }

    private static Document parse(String xml, SoapOperation op) {
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setNamespaceAware(true);
            f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            DocumentBuilder b = f.newDocumentBuilder();
            // The default handler prints "[Fatal Error]" to stderr. SAX's DefaultHandler ignores warnings and throws
            // fatal errors already; errors are thrown too.
            b.setErrorHandler(new DefaultHandler() {
                @Override
                public void error(SAXParseException e) throws SAXException {
                    throw e;
                }
            });
            Document doc = b.parse(new InputSource(new StringReader(xml)));
            Node root = doc.getDocumentElement();
            if (!"Envelope".equals(root.getLocalName()) || !op.version().envelopeNamespace().equals(root.getNamespaceURI())) {
                throw new WsdlException("soa-model wrote no SOAP " + op.version().label() + " envelope for " + op.name());
            }
            return doc;
        } catch (SAXException | IOException e) {
            throw new WsdlException("soa-model wrote a request for " + op.name() + " that is not well-formed XML: "
                    + Wsdl.firstLine(e), e);
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("XML parser: " + e.getMessage(), e);
        }
    }
}
