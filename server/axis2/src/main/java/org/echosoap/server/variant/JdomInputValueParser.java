package org.echosoap.server.variant;

import java.io.CharConversionException;
import java.io.IOException;
import org.echosoap.server.xml.SecureParsers;
import org.jdom2.Document;
import org.jdom2.Element;
import org.jdom2.JDOMException;
import org.jdom2.Namespace;
import org.jdom2.filter.Filters;
import org.jdom2.input.SAXBuilder;
import org.jdom2.input.sax.SAXEngine;
import org.jdom2.input.sax.XMLReaderJDOMFactory;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.XMLReader;

/**
 * JDOM 2 on a SAX builder (seed 001's "JDOM", then JDOM beta on Xerces 1): JDOM's {@link SAXBuilder} driving the
 * secure Xerces2 SAX reader ({@link SecureParsers#newXercesXmlReader()}: no DOCTYPE, the {@code XmlLimits}), never
 * one found through JAXP. It builds JDOM's own tree, then reads the Body's first element and the first
 * {@code input}'s value (its text, descendants included). Each pooled {@link SAXEngine} keeps its reader.
 */
public final class JdomInputValueParser extends InputSourceValueParser {

    private static final Namespace TEMPURI_NS = Namespace.getNamespace(TEMPURI);

    private final ParserPool<SAXEngine> engines = new ParserPool<>(JdomInputValueParser::newEngine);

    @Override
    String parse(InputSource source) throws RejectedRequestException, IOException {
        Document document = engines.use(engine -> {
            try {
                return engine.build(source);
            } catch (JDOMException e) {
                // JDOM wraps the parser's SAXParseException; its own message repeats the line as prose.
                if (e.getCause() instanceof SAXException sax) {
                    throw Reasons.of(sax);
                }
                throw Reasons.of(e.getMessage(), -1, -1);
            } catch (CharConversionException e) {
                throw Reasons.ioFailure(e); // bytes not in the declared encoding
            }
        });
        Element root = document.getRootElement();
        Element body = null;
        for (Element child : root.getChildren()) {
            if ("Body".equals(child.getName())) {
                body = child;
                break;
            }
        }
        Element operation = body == null || body.getChildren().isEmpty() ? null : body.getChildren().get(0);
        OperationElement.check(operation == null ? null : operation.getNamespaceURI(),
                operation == null ? null : operation.getName());
        for (Element input : document.getDescendants(Filters.element(INPUT, TEMPURI_NS))) {
            return input.getValue();
        }
        throw new RejectedRequestException(NO_INPUT);
    }

    /** A builder engine over a secure Xerces2 reader; entities are not expanded (there is no DOCTYPE anyway). */
    private static SAXEngine newEngine() {
        SAXBuilder builder = new SAXBuilder(new SecureXercesReaders());
        builder.setExpandEntities(false); // else JDOM would switch external general entities back on
        builder.setEntityResolver(SecureParsers.refusingEntityResolver());
        builder.setErrorHandler(SecureParsers.throwingErrorHandler());
        try {
            return builder.buildEngine();
        } catch (JDOMException e) {
            throw new IllegalStateException("cannot create a JDOM builder: " + e.getMessage(), e);
        }
    }

    /** JDOM's source of readers: the secure Xerces2 SAX reader, namespace-aware, not validating. */
    private static final class SecureXercesReaders implements XMLReaderJDOMFactory {
        @Override
        public XMLReader createXMLReader() {
            return SecureParsers.newXercesXmlReader();
        }

        @Override
        public boolean isValidating() {
            return false;
        }
    }
}
