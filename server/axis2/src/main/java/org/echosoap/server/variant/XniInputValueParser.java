package org.echosoap.server.variant;

import java.io.CharConversionException;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import org.apache.xerces.xni.Augmentations;
import org.apache.xerces.xni.QName;
import org.apache.xerces.xni.XMLAttributes;
import org.apache.xerces.xni.XMLDocumentHandler;
import org.apache.xerces.xni.XMLString;
import org.apache.xerces.xni.XNIException;
import org.apache.xerces.xni.parser.XMLInputSource;
import org.apache.xerces.xni.parser.XMLPullParserConfiguration;
import org.echosoap.server.xml.DefaultXniHandler;
import org.echosoap.server.xml.SecureParsers;

/**
 * Xerces2's native interface (XNI), the seed's fastest Xerces row: the non-validating configuration's scanner and
 * namespace binder call an {@link XMLDocumentHandler} directly, with no SAX or DOM layer on top. Driven as a pull
 * parser: {@code setInputSource}, {@code parse(false)} until the document is done, {@code cleanup()}. The
 * configuration and its handler are reused.
 */
public final class XniInputValueParser implements InputValueParser {

    private final ParserPool<Xni> pool = new ParserPool<>(Xni::new);

    @Override
    public String fromStream(InputStream body) throws RejectedRequestException, IOException {
        return parse(new XMLInputSource(null, null, null, body, null));
    }

    @Override
    public String fromReader(Reader body) throws RejectedRequestException, IOException {
        return parse(new XMLInputSource(null, null, null, body, null));
    }

    private String parse(XMLInputSource source) throws RejectedRequestException, IOException {
        return pool.use(xni -> xni.parse(source));
    }

    /** A configuration and its handler, used by one request at a time. */
    private static final class Xni {
        private final XMLPullParserConfiguration config = SecureParsers.newXercesPullConfiguration();
        private final InputCollector collector = new InputCollector();

        Xni() {
            config.setDocumentHandler(collector);
        }

        String parse(XMLInputSource source) throws RejectedRequestException, IOException {
            collector.input.clear();
            try {
                config.setInputSource(source);
                // Each parse(false) scans a little and returns true while the document is not finished.
                while (config.parse(false)) {
                    // keep pulling
                }
            } catch (XNIException e) {
                throw Reasons.of(e);
            } catch (CharConversionException e) {
                throw Reasons.ioFailure(e);
            } finally {
                config.cleanup(); // closes the entity readers, also after an error
            }
            return collector.input.result();
        }
    }

    /** Hands the XNI events to a {@link FirstInputText}; the others are of no interest. */
    private static final class InputCollector extends DefaultXniHandler {
        final FirstInputText input = new FirstInputText();

        @Override
        public void startElement(QName element, XMLAttributes attributes, Augmentations augs) {
            input.startElement(element.uri, element.localpart);
        }

        @Override
        public void emptyElement(QName element, XMLAttributes attributes, Augmentations augs) {
            startElement(element, attributes, augs);
            endElement(element, augs);
        }

        @Override
        public void endElement(QName element, Augmentations augs) {
            input.endElement();
        }

        @Override
        public void characters(XMLString chars, Augmentations augs) {
            input.characters(chars.ch, chars.offset, chars.length);
        }

        @Override
        public void ignorableWhitespace(XMLString chars, Augmentations augs) {
            characters(chars, augs); // only with a DTD, which is refused; kept for completeness
        }
    }
}
