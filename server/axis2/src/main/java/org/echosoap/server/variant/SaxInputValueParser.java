package org.echosoap.server.variant;

import java.io.CharConversionException;
import java.io.IOException;
import org.echosoap.server.xml.SecureParsers;
import org.xml.sax.Attributes;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.XMLReader;
import org.xml.sax.helpers.DefaultHandler;

/** Xerces2 SAX: one pass of callbacks collecting {@code input}'s character data. Reader + handler are reused. */
public final class SaxInputValueParser extends InputSourceValueParser {

    private final ParserPool<Sax> pool = new ParserPool<>(Sax::new);

    @Override
    String parse(InputSource source) throws RejectedRequestException, IOException {
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
            collector.input.clear();
            try {
                reader.parse(source);
            } catch (SAXException e) {
                throw Reasons.of(e);
            } catch (CharConversionException e) {
                throw Reasons.ioFailure(e); // bytes not in the declared encoding
            }
            return collector.input.result();
        }
    }

    /** Hands the SAX events to a {@link FirstInputText}. */
    private static final class InputCollector extends DefaultHandler {
        final FirstInputText input = new FirstInputText();

        @Override
        public void startElement(String uri, String localName, String qName, Attributes attributes) {
            input.startElement(uri, localName);
        }

        @Override
        public void endElement(String uri, String localName, String qName) {
            input.endElement();
        }

        @Override
        public void characters(char[] ch, int start, int length) {
            input.characters(ch, start, length);
        }
    }
}
