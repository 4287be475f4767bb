package org.echosoap.server.xml;

import org.echosoap.server.contract.XmlLimits;

import org.apache.xerces.xni.Augmentations;
import org.apache.xerces.xni.NamespaceContext;
import org.apache.xerces.xni.QName;
import org.apache.xerces.xni.XMLAttributes;
import org.apache.xerces.xni.XMLDocumentHandler;
import org.apache.xerces.xni.XMLLocator;
import org.apache.xerces.xni.XMLResourceIdentifier;
import org.apache.xerces.xni.XMLString;
import org.apache.xerces.xni.XNIException;
import org.apache.xerces.xni.parser.XMLDocumentFilter;
import org.apache.xerces.xni.parser.XMLDocumentSource;
import org.apache.xerces.xni.parser.XMLParseException;

/**
 * An XNI filter right behind the Xerces scanner that enforces {@link XmlLimits} (depth, attributes per element,
 * attribute value size, elements per document) and otherwise passes every event on unchanged. Xerces2 has no such
 * limits of its own (its {@code SecurityManager} only bounds entity expansion), so without it a DOM variant builds
 * a million attribute nodes, or recurses 100,000 levels deep, until the server dies.
 *
 * <p>It throws an {@link XMLParseException} carrying the position, which SAX and DOM report as a
 * {@code SAXParseException}, like any other well-formedness error. One instance per parser configuration; it resets
 * its counts at each document start. It overrides every event (to pass it on) and inherits only the keeping of its
 * document source from {@link DefaultXniHandler}.
 */
final class LimitingDocumentFilter extends DefaultXniHandler implements XMLDocumentFilter {

    private XMLDocumentHandler next;
    private XMLLocator locator;
    private int depth;
    private long elements;

    @Override
    public void startDocument(XMLLocator locator, String encoding, NamespaceContext namespaceContext,
            Augmentations augs) throws XNIException {
        this.locator = locator;
        depth = 0;
        elements = 0;
        if (next != null) {
            next.startDocument(locator, encoding, namespaceContext, augs);
        }
    }

    @Override
    public void startElement(QName element, XMLAttributes attributes, Augmentations augs) throws XNIException {
        check(attributes);
        if (++depth > XmlLimits.MAX_DEPTH) {
            throw refuse("elements nested deeper than " + XmlLimits.MAX_DEPTH + " levels");
        }
        if (next != null) {
            next.startElement(element, attributes, augs);
        }
    }

    @Override
    public void emptyElement(QName element, XMLAttributes attributes, Augmentations augs) throws XNIException {
        check(attributes);
        if (depth + 1 > XmlLimits.MAX_DEPTH) {
            throw refuse("elements nested deeper than " + XmlLimits.MAX_DEPTH + " levels");
        }
        if (next != null) {
            next.emptyElement(element, attributes, augs);
        }
    }

    @Override
    public void endElement(QName element, Augmentations augs) throws XNIException {
        depth--;
        if (next != null) {
            next.endElement(element, augs);
        }
    }

    /** Counts the element and checks its attributes. */
    private void check(XMLAttributes attributes) {
        if (++elements > XmlLimits.MAX_ELEMENTS) {
            throw refuse("more than " + XmlLimits.MAX_ELEMENTS + " elements in the document");
        }
        int count = attributes.getLength();
        if (count > XmlLimits.MAX_ATTRIBUTES_PER_ELEMENT) {
            throw refuse("more than " + XmlLimits.MAX_ATTRIBUTES_PER_ELEMENT + " attributes on one element");
        }
        for (int i = 0; i < count; i++) {
            if (attributes.getValue(i).length() > XmlLimits.MAX_ATTRIBUTE_VALUE_CHARS) {
                throw refuse("an attribute value longer than " + XmlLimits.MAX_ATTRIBUTE_VALUE_CHARS + " characters");
            }
        }
    }

    private XMLParseException refuse(String what) {
        return new XMLParseException(locator, "document refused: " + what);
    }

    // ---------------------------------------------------------------- pass-through

    @Override
    public void xmlDecl(String version, String encoding, String standalone, Augmentations augs) throws XNIException {
        if (next != null) {
            next.xmlDecl(version, encoding, standalone, augs);
        }
    }

    @Override
    public void doctypeDecl(String rootElement, String publicId, String systemId, Augmentations augs)
            throws XNIException {
        if (next != null) {
            next.doctypeDecl(rootElement, publicId, systemId, augs);
        }
    }

    @Override
    public void comment(XMLString text, Augmentations augs) throws XNIException {
        if (next != null) {
            next.comment(text, augs);
        }
    }

    @Override
    public void processingInstruction(String target, XMLString data, Augmentations augs) throws XNIException {
        if (next != null) {
            next.processingInstruction(target, data, augs);
        }
    }

    @Override
    public void startGeneralEntity(String name, XMLResourceIdentifier identifier, String encoding,
            Augmentations augs) throws XNIException {
        if (next != null) {
            next.startGeneralEntity(name, identifier, encoding, augs);
        }
    }

    @Override
    public void textDecl(String version, String encoding, Augmentations augs) throws XNIException {
        if (next != null) {
            next.textDecl(version, encoding, augs);
        }
    }

    @Override
    public void endGeneralEntity(String name, Augmentations augs) throws XNIException {
        if (next != null) {
            next.endGeneralEntity(name, augs);
        }
    }

    @Override
    public void characters(XMLString text, Augmentations augs) throws XNIException {
        if (next != null) {
            next.characters(text, augs);
        }
    }

    @Override
    public void ignorableWhitespace(XMLString text, Augmentations augs) throws XNIException {
        if (next != null) {
            next.ignorableWhitespace(text, augs);
        }
    }

    @Override
    public void startCDATA(Augmentations augs) throws XNIException {
        if (next != null) {
            next.startCDATA(augs);
        }
    }

    @Override
    public void endCDATA(Augmentations augs) throws XNIException {
        if (next != null) {
            next.endCDATA(augs);
        }
    }

    @Override
    public void endDocument(Augmentations augs) throws XNIException {
        if (next != null) {
            next.endDocument(augs);
        }
    }

    /**
     * Puts this filter between a Xerces configuration's last pipeline component and its document handler (what a
     * configuration's {@code configurePipeline} has just wired together) and returns it as the new last component.
     */
    XMLDocumentSource insertBetween(XMLDocumentSource lastComponent, XMLDocumentHandler handler) {
        lastComponent.setDocumentHandler(this);
        setDocumentSource(lastComponent);
        setDocumentHandler(handler);
        if (handler != null) {
            handler.setDocumentSource(this);
        }
        return this;
    }

    @Override
    public void setDocumentHandler(XMLDocumentHandler handler) {
        this.next = handler;
    }

    @Override
    public XMLDocumentHandler getDocumentHandler() {
        return next;
    }
}
