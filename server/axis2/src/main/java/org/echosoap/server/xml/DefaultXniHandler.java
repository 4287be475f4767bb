package org.echosoap.server.xml;

import org.apache.xerces.xni.Augmentations;
import org.apache.xerces.xni.NamespaceContext;
import org.apache.xerces.xni.QName;
import org.apache.xerces.xni.XMLAttributes;
import org.apache.xerces.xni.XMLDocumentHandler;
import org.apache.xerces.xni.XMLLocator;
import org.apache.xerces.xni.XMLResourceIdentifier;
import org.apache.xerces.xni.XMLString;
import org.apache.xerces.xni.XNIException;
import org.apache.xerces.xni.parser.XMLDocumentSource;

/**
 * An XNI document handler that ignores every event and keeps the document source the pipeline hands it: XNI's
 * counterpart of SAX's {@code DefaultHandler}, which Xerces does not ship in its public API. A handler extends it and
 * overrides the events it needs; a filter overrides them all (to pass them on) and inherits the source keeping.
 *
 * <pre>{@code
 * class Counter extends DefaultXniHandler {
 *     int elements;
 *     @Override public void startElement(QName e, XMLAttributes a, Augmentations augs) { elements++; }
 * }
 * }</pre>
 */
public class DefaultXniHandler implements XMLDocumentHandler {

    private XMLDocumentSource source;

    @Override
    public void startDocument(XMLLocator locator, String encoding, NamespaceContext namespaceContext,
            Augmentations augs) throws XNIException {
    }

    @Override
    public void xmlDecl(String version, String encoding, String standalone, Augmentations augs) throws XNIException {
    }

    @Override
    public void doctypeDecl(String rootElement, String publicId, String systemId, Augmentations augs)
            throws XNIException {
    }

    @Override
    public void comment(XMLString text, Augmentations augs) throws XNIException {
    }

    @Override
    public void processingInstruction(String target, XMLString data, Augmentations augs) throws XNIException {
    }

    @Override
    public void startElement(QName element, XMLAttributes attributes, Augmentations augs) throws XNIException {
    }

    @Override
    public void emptyElement(QName element, XMLAttributes attributes, Augmentations augs) throws XNIException {
    }

    @Override
    public void startGeneralEntity(String name, XMLResourceIdentifier identifier, String encoding,
            Augmentations augs) throws XNIException {
    }

    @Override
    public void textDecl(String version, String encoding, Augmentations augs) throws XNIException {
    }

    @Override
    public void endGeneralEntity(String name, Augmentations augs) throws XNIException {
    }

    @Override
    public void characters(XMLString text, Augmentations augs) throws XNIException {
    }

    @Override
    public void ignorableWhitespace(XMLString text, Augmentations augs) throws XNIException {
    }

    @Override
    public void endElement(QName element, Augmentations augs) throws XNIException {
    }

    @Override
    public void startCDATA(Augmentations augs) throws XNIException {
    }

    @Override
    public void endCDATA(Augmentations augs) throws XNIException {
    }

    @Override
    public void endDocument(Augmentations augs) throws XNIException {
    }

    @Override
    public void setDocumentSource(XMLDocumentSource source) {
        this.source = source;
    }

    @Override
    public XMLDocumentSource getDocumentSource() {
        return source;
    }
}
