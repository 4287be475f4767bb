package org.echosoap.server.variant;

import java.io.CharConversionException;
import java.io.IOException;
import org.apache.xerces.parsers.DOMParser;
import org.echosoap.server.xml.SecureParsers;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;

/**
 * Xerces2 DOM: builds the whole tree, checks the SOAP Body's first element, then reads {@code input}'s text content.
 * Builders are reused.
 */
public final class DomInputValueParser extends InputSourceValueParser {

    private final ParserPool<DOMParser> builders = new ParserPool<>(SecureParsers::newXercesDomParser);

    @Override
    String parse(InputSource source) throws RejectedRequestException, IOException {
        Document document = builders.use(builder -> {
            try {
                // What JAXP's DocumentBuilder.parse does; Xerces resets its parser state at the start of every
                // parse. Dropping the reference keeps a pooled parser from pinning the last tree.
                try {
                    builder.parse(source);
                    return builder.getDocument();
                } finally {
                    builder.dropDocumentReferences();
                }
            } catch (SAXException e) {
                throw Reasons.of(e);
            } catch (CharConversionException e) {
                throw Reasons.ioFailure(e); // bytes not in the declared encoding
            }
        });
        Element operation = firstChildElement(bodyOf(document));
        OperationElement.check(operation == null ? null : operation.getNamespaceURI(),
                operation == null ? null : operation.getLocalName());
        Node input = document.getElementsByTagNameNS(TEMPURI, INPUT).item(0);
        if (input == null) {
            throw new RejectedRequestException(NO_INPUT);
        }
        return input.getTextContent();
    }

    /** The document element's first child named {@code Body} (any namespace, as {@link OperationElement}), or null. */
    private static Element bodyOf(Document document) {
        for (Element child = firstChildElement(document.getDocumentElement()); child != null;
                child = nextSiblingElement(child)) {
            if ("Body".equals(child.getLocalName())) {
                return child;
            }
        }
        return null;
    }

    private static Element firstChildElement(Node parent) {
        if (parent == null) {
            return null;
        }
        Node first = parent.getFirstChild();
        return first == null || first instanceof Element ? (Element) first : nextSiblingElement(first);
    }

    private static Element nextSiblingElement(Node node) {
        for (Node next = node.getNextSibling(); next != null; next = next.getNextSibling()) {
            if (next instanceof Element element) {
                return element;
            }
        }
        return null;
    }
}
