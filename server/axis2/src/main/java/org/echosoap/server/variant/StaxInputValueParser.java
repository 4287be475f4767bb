package org.echosoap.server.variant;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.echosoap.server.xml.SecureParsers;

/**
 * Woodstox StAX (the parser Axis2 itself reads with): pulls events to the end of the document collecting
 * {@code input}'s character data. One shared, thread-safe factory; a stream reader per request (StAX readers
 * cannot be re-pointed at new input).
 */
public final class StaxInputValueParser implements InputValueParser {

    @Override
    public String fromStream(InputStream body) throws RejectedRequestException, IOException {
        try {
            return collect(SecureParsers.newWoodstoxReader(body));
        } catch (XMLStreamException e) {
            throw Reasons.of(e);
        }
    }

    @Override
    public String fromReader(Reader body) throws RejectedRequestException, IOException {
        try {
            return collect(SecureParsers.newWoodstoxReader(body));
        } catch (XMLStreamException e) {
            throw Reasons.of(e);
        }
    }

    private static String collect(XMLStreamReader reader) throws XMLStreamException, RejectedRequestException {
        FirstInputText input = new FirstInputText(); // per request, like the reader: nothing to pool
        try {
            while (reader.hasNext()) {
                switch (reader.next()) {
                    case XMLStreamConstants.START_ELEMENT ->
                            input.startElement(reader.getNamespaceURI(), reader.getLocalName());
                    case XMLStreamConstants.END_ELEMENT -> input.endElement();
                    case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE -> {
                        if (input.collecting()) { // Woodstox skips text that is never asked for
                            input.characters(reader.getTextCharacters(), reader.getTextStart(),
                                    reader.getTextLength());
                        }
                    }
                    default -> {
                        // comments, processing instructions, end of document: nothing to collect
                    }
                }
            }
        } finally {
            reader.close(); // frees Woodstox's buffers; does not close the servlet's stream
        }
        return input.result();
    }
}
