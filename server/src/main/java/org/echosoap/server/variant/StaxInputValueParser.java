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
        StringBuilder text = null; // non-null once the first input element started
        int depth = 0;             // > 0 while inside it
        OperationElement operation = new OperationElement();
        try {
            while (reader.hasNext()) {
                switch (reader.next()) {
                    case XMLStreamConstants.START_ELEMENT -> {
                        operation.start(reader.getNamespaceURI(), reader.getLocalName());
                        if (depth > 0) {
                            depth++;
                        } else if (text == null && INPUT.equals(reader.getLocalName())
                                && TEMPURI.equals(reader.getNamespaceURI())) {
                            text = new StringBuilder();
                            depth = 1;
                        }
                    }
                    case XMLStreamConstants.END_ELEMENT -> {
                        operation.end();
                        if (depth > 0) {
                            depth--;
                        }
                    }
                    case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE -> {
                        if (depth > 0) {
                            text.append(reader.getTextCharacters(), reader.getTextStart(), reader.getTextLength());
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
        operation.check();
        if (text == null) {
            throw new RejectedRequestException(NO_INPUT);
        }
        return text.toString();
    }
}
