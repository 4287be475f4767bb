package org.echosoap.server.variant;

import java.io.CharConversionException;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import org.echosoap.server.xml.SecureParsers;
import org.xml.sax.Attributes;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.XMLReader;
import org.xml.sax.helpers.DefaultHandler;

/** Xerces2 SAX: one pass of callbacks collecting {@code input}'s character data. Reader + handler are reused. */
public final class SaxInputValueParser implements InputValueParser {

    private static final int MAX_KEPT_CHARS = 64 * 1024;

    private final ParserPool<Sax> pool = new ParserPool<>(Sax::new);

    @Override
    public String fromStream(InputStream body) throws RejectedRequestException, IOException {
        return parse(new InputSource(body));
    }

    @Override
    public String fromReader(Reader body) throws RejectedRequestException, IOException {
        return parse(new InputSource(body));
    }

    private String parse(InputSource source) throws RejectedRequestException, IOException {
        return pool.use(sax -> sax.parse(source));
    }

    /** A reader and its handler, used by one request at a time. */
    private static final class Sax {
        private final XMLReader reader = SecureParsers.newXercesXmlReader();
        private final InputCollector collector = new InputCollector();

        Sax() {
            reader.setContentHandler(collector);
        }

        String parse(InputSource source) throws RejectedRequestException, IOException {
            collector.clear();
            try {
                reader.parse(source);
            } catch (SAXException e) {
                throw Reasons.of(e);
            } catch (CharConversionException e) {
                throw Reasons.ioFailure(e); // bytes not in the declared encoding
            }
            collector.operation.check();
            if (!collector.found) {
                throw new RejectedRequestException(NO_INPUT);
            }
            return collector.text.toString();
        }
    }

    /**
     * Collects the character data of the first {@code input} element, descendants included, and notes the SOAP
     * Body's first element.
     */
    private static final class InputCollector extends DefaultHandler {
        final OperationElement operation = new OperationElement();
        StringBuilder text = new StringBuilder();
        boolean found;
        int depth; // > 0 while inside the first input element

        void clear() {
            if (text.capacity() > MAX_KEPT_CHARS) {
                text = new StringBuilder(); // one huge value must not stay pinned in a pooled instance
            }
            text.setLength(0);
            found = false;
            depth = 0;
            operation.clear();
        }

        @Override
        public void startElement(String uri, String localName, String qName, Attributes attributes) {
            operation.start(uri, localName);
            if (depth > 0) {
                depth++;
            } else if (!found && INPUT.equals(localName) && TEMPURI.equals(uri)) {
                found = true;
                depth = 1;
            }
        }

        @Override
        public void endElement(String uri, String localName, String qName) {
            operation.end();
            if (depth > 0) {
                depth--;
            }
        }

        @Override
        public void characters(char[] ch, int start, int length) {
            if (depth > 0) {
                text.append(ch, start, length);
            }
        }
    }
}
