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
        DocumentBuilder builder = builders.take();
        Document document;
        try {
            // No reset() between parses: Xerces resets its parser state at the start of every parse, whereas
            // DocumentBuilder.reset() would also drop the throwing error handler and the refusing resolver.
            document = builder.parse(source);
        } catch (SAXException e) {
            builders.giveBack(builder);
            throw Reasons.of(e);
        } catch (CharConversionException e) {
            builders.giveBack(builder);
            throw Reasons.ioFailure(e); // bytes not in the declared encoding
        }
        // Any other failure (the client went away, a bug) drops the builder instead of reusing it.
        builders.giveBack(builder);
        Node input = document.getElementsByTagNameNS(TEMPURI, INPUT).item(0);
        if (input == null) {
            throw new RejectedRequestException(NO_INPUT);
        }
        return input.getTextContent();
    }
}
