package org.echosoap.server.variant;

import org.xml.sax.Attributes;
import org.xml.sax.Locator;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.helpers.DefaultHandler;

/**
 * The SAX handler of the end-of-life SAX parsers (Crimson, Xerces 1): collects {@code input}'s text like the
 * Xerces2 SAX variant ({@link FirstInputText}) and enforces {@link DocumentLimits} itself, since those parsers
 * have no limits of their own, throwing a {@link SAXParseException} at the offending start tag. Only the JDK's
 * SAX interfaces are used, so it works with a parser loaded by another class loader.
 */
final class LimitingInputHandler extends DefaultHandler {

    final FirstInputText input = new FirstInputText();
    private final DocumentLimits limits = new DocumentLimits();
    private Locator locator;

    /** Forgets the last document. */
    void clear() {
        input.clear();
        limits.clear();
        locator = null;
    }

    @Override
    public void setDocumentLocator(Locator documentLocator) {
        this.locator = documentLocator;
    }

    @Override
    public void startElement(String uri, String localName, String qName, Attributes attributes) throws SAXException {
        int longest = 0;
        int count = attributes.getLength();
        for (int i = 0; i < count; i++) {
            longest = Math.max(longest, attributes.getValue(i).length());
        }
        String refusal = limits.start(count, longest);
        if (refusal != null) {
            throw new SAXParseException(refusal, locator);
        }
        input.startElement(uri, localName);
    }

    @Override
    public void endElement(String uri, String localName, String qName) {
        limits.end();
        input.endElement();
    }

    @Override
    public void characters(char[] ch, int start, int length) {
        input.characters(ch, start, length);
    }

    @Override
    public void ignorableWhitespace(char[] ch, int start, int length) {
        input.characters(ch, start, length); // only with a DTD, which is refused; kept for completeness
    }
}
