package org.echosoap.server.variant;

import java.io.CharConversionException;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import javax.xml.parsers.DocumentBuilder;
import org.echosoap.server.xml.SecureParsers;
import org.w3c.dom.Document;
import org.w3c.dom.Node;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;

/** Xerces2 DOM: builds the whole tree, then reads {@code input}'s text content. Builders are reused. */
public final class DomInputValueParser implements InputValueParser {

    private final ParserPool<DocumentBuilder> builders = new ParserPool<>(SecureParsers::newXercesDocumentBuilder);

    @Override
    public String fromStream(InputStream body) throws RejectedRequestException, IOException {
        return parse(new InputSource(body));
    }

    @Override
    public String fromReader(Reader body) throws RejectedRequestException, IOException {
        return parse(new InputSource(body));
    }

    private String parse(InputSource source) throws RejectedRequestException, IOException {
        Document document = builders.use(builder -> {
            try {
                // No reset() between parses: Xerces resets its parser state at the start of every parse, whereas
                // DocumentBuilder.reset() would also drop the throwing error handler and the refusing resolver.
                return builder.parse(source);
            } catch (SAXException e) {
                throw Reasons.of(e);
            } catch (CharConversionException e) {
                throw Reasons.ioFailure(e); // bytes not in the declared encoding
            }
        });
        Node input = document.getElementsByTagNameNS(TEMPURI, INPUT).item(0);
        if (input == null) {
            throw new RejectedRequestException(NO_INPUT);
        }
        return input.getTextContent();
    }
}
