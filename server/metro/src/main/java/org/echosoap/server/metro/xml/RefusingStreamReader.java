package org.echosoap.server.metro.xml;

import com.sun.xml.ws.api.SOAPVersion;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.util.StreamReaderDelegate;

/**
 * The reader Metro parses a request with: refuses a DOCTYPE as soon as the parser reports it, and turns every parse
 * error (not well-formed, beyond a limit) into {@link RefusedXml}, which becomes a {@code Client} fault.
 *
 * <p>Why a wrapper: Metro only sets {@code SUPPORT_DTD=false}, so Woodstox skips a DOCTYPE (no entity is
 * expanded or read) but Metro accepts the message; the contract refuses any DOCTYPE. And Metro answers a parse
 * error in the envelope with an empty HTTP 500, one in the Body with a {@code Server} fault naming Java classes.
 * The cost is one extra call per parse event.
 */
final class RefusingStreamReader extends StreamReaderDelegate {

    /** The SOAP version of the request being read, or null when this is no request (a WSDL at deploy time). */
    private final SOAPVersion expected = ExpectedEnvelope.current();
    private boolean rootChecked;

    RefusingStreamReader(XMLStreamReader reader) {
        super(reader);
    }

    @Override
    public int next() {
        int event;
        try {
            event = super.next();
        } catch (XMLStreamException e) {
            throw refused(e);
        }
        if (event == XMLStreamConstants.DTD) {
            throw new RefusedXml("a DOCTYPE is not allowed in a SOAP message");
        }
        if (event == XMLStreamConstants.START_ELEMENT && !rootChecked) {
            rootChecked = true;
            checkEnvelope();
        }
        return event;
    }

    @Override
    public int nextTag() {
        // Through next(), so that a DOCTYPE before the first tag is seen (the delegate's nextTag would skip it).
        int event = next();
        while ((event == XMLStreamConstants.CHARACTERS && isWhiteSpace())
                || (event == XMLStreamConstants.CDATA && isWhiteSpace())
                || event == XMLStreamConstants.SPACE
                || event == XMLStreamConstants.PROCESSING_INSTRUCTION
                || event == XMLStreamConstants.COMMENT) {
            event = next();
        }
        if (event != XMLStreamConstants.START_ELEMENT && event != XMLStreamConstants.END_ELEMENT) {
            throw new RefusedXml("expected an element, found text or the end of the document");
        }
        return event;
    }

    @Override
    public boolean hasNext() {
        try {
            return super.hasNext();
        } catch (XMLStreamException e) {
            throw refused(e);
        }
    }

    @Override
    public String getElementText() {
        try {
            return super.getElementText();
        } catch (XMLStreamException e) {
            throw refused(e);
        }
    }

    @Override
    public void close() {
        try {
            super.close();
        } catch (XMLStreamException e) {
            // Closing releases buffers only; the request has been answered or refused already.
        }
    }

    /**
     * Metro answers a root element other than its version's Envelope with a VersionMismatch fault; the contract
     * (shared with Axis2) calls it a request mistake: Client (1.1) or Sender (1.2), naming what was found.
     */
    private void checkEnvelope() {
        if (expected == null) {
            return;
        }
        String namespace = getNamespaceURI();
        if ("Envelope".equals(getLocalName()) && expected.nsUri.equals(namespace)) {
            return;
        }
        SOAPVersion other = expected == SOAPVersion.SOAP_11 ? SOAPVersion.SOAP_12 : SOAPVersion.SOAP_11;
        String found = "{" + (namespace == null ? "" : namespace) + "}" + getLocalName();
        if ("Envelope".equals(getLocalName()) && other.nsUri.equals(namespace)) {
            throw new RefusedXml("a SOAP " + versionName(other)
                    + " envelope sent as " + expected.contentType + " (SOAP " + versionName(expected)
                    + "); send it as " + other.contentType);
        }
        throw new RefusedXml("the root element must be a SOAP " + versionName(expected) + " Envelope {"
                + expected.nsUri + "}Envelope, found " + found);
    }

    private static String versionName(SOAPVersion version) {
        return version == SOAPVersion.SOAP_11 ? "1.1" : "1.2";
    }

    static RefusedXml refused(XMLStreamException e) {
        return new RefusedXml("malformed XML (or beyond a parser limit): " + e.getMessage());
    }
}
