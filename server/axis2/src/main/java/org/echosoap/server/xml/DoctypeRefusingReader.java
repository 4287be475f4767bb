package org.echosoap.server.xml;

import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.util.StreamReaderDelegate;

/**
 * A StAX reader that fails on a DOCTYPE. StAX has no "disallow DOCTYPE" switch (Xerces has one); with DTD support
 * off, Woodstox reports the DOCTYPE as a {@code DTD} event without having read anything it names, and this
 * turns that event into an error, so every variant rejects the same requests.
 */
final class DoctypeRefusingReader extends StreamReaderDelegate {

    DoctypeRefusingReader(XMLStreamReader reader) {
        super(reader);
    }

    @Override
    public int next() throws XMLStreamException {
        int event = super.next();
        if (event == XMLStreamConstants.DTD) {
            throw new DoctypeNotAllowedException(getLocation());
        }
        return event;
    }

    @Override
    public int nextTag() throws XMLStreamException {
        // StreamReaderDelegate.nextTag() calls the wrapped reader directly, bypassing next() above.
        int event = next();
        while (event == XMLStreamConstants.CHARACTERS && isWhiteSpace()
                || event == XMLStreamConstants.CDATA && isWhiteSpace()
                || event == XMLStreamConstants.SPACE
                || event == XMLStreamConstants.PROCESSING_INSTRUCTION
                || event == XMLStreamConstants.COMMENT) {
            event = next();
        }
        if (event != XMLStreamConstants.START_ELEMENT && event != XMLStreamConstants.END_ELEMENT) {
            throw new XMLStreamException("expected a start or end tag", getLocation());
        }
        return event;
    }
}
