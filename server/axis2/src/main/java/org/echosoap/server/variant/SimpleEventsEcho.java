package org.echosoap.server.variant;

import java.io.IOException;
import java.io.Writer;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.echosoap.server.services.benchmark.BenchmarkXml;
import org.echosoap.server.contract.xsd.XsdDouble;
import org.echosoap.server.contract.xsd.XsdInt;

/**
 * Benchmark.wsdl's {@code echoSimpleEvents} without a SOAP stack, item by item: each {@code item} is read from
 * the StAX reader, its fields parsed ({@code xsd:int}, {@code xsd:double}, the message), and written to the answer
 * before the next one is read, so no whole message is ever held (seed 004's "stream" side; the servlet's
 * {@code preread} mode only changes what the reader reads from). The answer's bytes are Axis2's
 * {@code echoSimpleEvents} answer to the same request.
 *
 * <p>The answer starts once the first item has been read (or the empty array's end): everything wrong before it
 * is a {@link RejectedRequestException} with nothing written. A fault found later, after the answer has started,
 * is thrown the same way; the caller decides whether it can still become a fault (see {@link EventsEchoServlet}).
 *
 * <pre>{@code
 * int items = SimpleEventsEcho.echo(SecureParsers.newWoodstoxReader(body), () -> writerOverTheResponse);
 * }</pre>
 */
final class SimpleEventsEcho {

    /** Where the answer goes, opened on first use (after the request's head has been checked). */
    interface Answer {
        Writer open() throws IOException;
    }

    /** The contract's array limit (the Benchmark service's {@code Limits}). */
    static final int MAX_ITEMS = 100_000;

    static final String SOAP11 = "http://schemas.xmlsoap.org/soap/envelope/";
    private static final String NS = BenchmarkXml.NAMESPACE;
    private static final String XSI = "http://www.w3.org/2001/XMLSchema-instance";

    private static final String HEAD = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
            + "<soapenv:Envelope xmlns:soapenv=\"" + SOAP11 + "\"><soapenv:Header/><soapenv:Body>"
            + "<echoSimpleEventsResponse xmlns=\"" + NS + "\">";
    private static final String TAIL = "</echoSimpleEventsResponse></soapenv:Body></soapenv:Envelope>";
    private static final String NIL_ITEM = "<item xmlns:xsi=\"" + XSI + "\" xsi:nil=\"true\"/>";

    private SimpleEventsEcho() {
    }

    /**
     * Echoes the request read by {@code in} to {@code answer}; returns the number of items. Closes the reader
     * (not its input), never the answer's writer.
     */
    static int echo(XMLStreamReader in, Answer answer) throws XMLStreamException, RejectedRequestException, IOException {
        try {
            require(in, in.nextTag(), SOAP11, "Envelope");
            in.nextTag();
            if (is(in, SOAP11, "Header")) {
                skipElement(in);
                in.nextTag();
            }
            require(in, in.getEventType(), SOAP11, "Body");
            require(in, in.nextTag(), NS, "echoSimpleEventsRequest");
            require(in, in.nextTag(), NS, "input");
            Writer out = null;
            int items = 0;
            ItemBuffer item = new ItemBuffer();
            while (in.nextTag() == XMLStreamConstants.START_ELEMENT) {
                require(in, XMLStreamConstants.START_ELEMENT, NS, "item");
                if (++items > MAX_ITEMS) {
                    throw new RejectedRequestException("input has more than " + MAX_ITEMS + " items");
                }
                readItem(in, items, item);
                if (out == null) {
                    out = answer.open();
                    out.write(HEAD);
                    out.write("<echoSimpleEventsReturn>");
                }
                item.writeTo(out);
            }
            if (in.nextTag() != XMLStreamConstants.END_ELEMENT || !"echoSimpleEventsRequest".equals(in.getLocalName())) {
                throw new RejectedRequestException("echoSimpleEventsRequest takes exactly one input");
            }
            in.nextTag(); // </Body>: the parser checks the rest is well-formed
            in.nextTag(); // </Envelope>
            if (out == null) {
                out = answer.open();
                out.write(HEAD);
                out.write("<echoSimpleEventsReturn/>");
            } else {
                out.write("</echoSimpleEventsReturn>");
            }
            out.write(TAIL);
            return items;
        } finally {
            in.close();
        }
    }

    /**
     * The fields of one item, reused from item to item so that echoing allocates per item only what parsing and
     * formatting the double needs: texts are kept in growable char buffers, never as Strings.
     */
    private static final class ItemBuffer {
        boolean nil;
        final StringBuilder sequenceNumber = new StringBuilder(16);
        final StringBuilder timestamp = new StringBuilder(32);
        final StringBuilder message = new StringBuilder(64);
        String canonicalTimestamp;
        private char[] chars = new char[64];

        void writeTo(Writer out) throws IOException {
            if (nil) {
                out.write(NIL_ITEM);
                return;
            }
            out.write("<item><sequenceNumber>");
            write(out, sequenceNumber);
            out.write("</sequenceNumber><timestamp>");
            out.write(canonicalTimestamp);
            out.write("</timestamp><message>");
            for (int i = 0; i < message.length(); i++) {
                char c = message.charAt(i);
                switch (c) {
                    case '&' -> out.write("&amp;");
                    case '<' -> out.write("&lt;");
                    // Like Axis2's writer (Woodstox): '>' is only escaped where it would close "]]>".
                    case '>' -> out.write(i >= 2 && message.charAt(i - 1) == ']' && message.charAt(i - 2) == ']' ? "&gt;" : ">");
                    case '\t', '\n', '\r' -> out.write(c);
                    default -> out.write(c < 0x20 || c == 0xFFFE || c == 0xFFFF ? '?' : c);
                }
            }
            out.write("</message></item>");
        }

        private void write(Writer out, StringBuilder text) throws IOException {
            if (chars.length < text.length()) {
                chars = new char[text.length()];
            }
            text.getChars(0, text.length(), chars, 0);
            out.write(chars, 0, text.length());
        }
    }

    /** One {@code item} (cursor on its start) into {@code item}; cursor left on its end. */
    private static void readItem(XMLStreamReader in, int index, ItemBuffer item)
            throws XMLStreamException, RejectedRequestException {
        item.nil = "true".equals(in.getAttributeValue(XSI, "nil"));
        if (item.nil) {
            if (in.nextTag() != XMLStreamConstants.END_ELEMENT) {
                throw new RejectedRequestException("input item " + index + " is nil but has content");
            }
            return;
        }
        boolean sequenceNumber = false;
        boolean timestamp = false;
        boolean message = false;
        while (in.nextTag() == XMLStreamConstants.START_ELEMENT) {
            String field = in.getLocalName();
            boolean ours = NS.equals(in.getNamespaceURI());
            try {
                if (ours && "sequenceNumber".equals(field) && !sequenceNumber) {
                    sequenceNumber = true;
                    text(in, item.sequenceNumber);
                    int value = XsdInt.parse(item.sequenceNumber);
                    if (!isCanonicalInt(item.sequenceNumber)) {
                        item.sequenceNumber.setLength(0);
                        item.sequenceNumber.append(XsdInt.format(value));
                    }
                } else if (ours && "timestamp".equals(field) && !timestamp) {
                    timestamp = true;
                    text(in, item.timestamp);
                    item.canonicalTimestamp = XsdDouble.format(XsdDouble.parse(item.timestamp));
                } else if (ours && "message".equals(field) && !message) {
                    message = true;
                    text(in, item.message);
                } else {
                    throw new RejectedRequestException("input item " + index + ": unexpected " + field
                            + " (expected sequenceNumber, timestamp, message once each)");
                }
            } catch (NumberFormatException e) {
                throw new RejectedRequestException("input item " + index + " " + field + ": " + e.getMessage());
            }
        }
        if (!sequenceNumber || !timestamp || !message) {
            throw new RejectedRequestException("input item " + index + " needs sequenceNumber, timestamp and message");
        }
    }

    /** A text-only element's content (cursor on its start) into {@code into}; cursor left on its end. */
    private static void text(XMLStreamReader in, StringBuilder into) throws XMLStreamException, RejectedRequestException {
        into.setLength(0);
        while (true) {
            switch (in.next()) {
                case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE ->
                        into.append(in.getTextCharacters(), in.getTextStart(), in.getTextLength());
                case XMLStreamConstants.END_ELEMENT -> {
                    return;
                }
                case XMLStreamConstants.COMMENT, XMLStreamConstants.PROCESSING_INSTRUCTION -> {
                    // not content
                }
                default -> throw new RejectedRequestException(in.getLocalName() + " must hold text only");
            }
        }
    }

    /** Whether {@code text} is what {@link Integer#toString} would write for its value (no sign, spaces, zeros). */
    static boolean isCanonicalInt(CharSequence text) {
        int n = text.length();
        int i = n > 0 && text.charAt(0) == '-' ? 1 : 0;
        if (i == n || text.charAt(i) == '0' && (n - i > 1 || i == 1)) {
            return false;
        }
        for (; i < n; i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    private static boolean is(XMLStreamReader in, String namespace, String localName) {
        return in.getEventType() == XMLStreamConstants.START_ELEMENT && localName.equals(in.getLocalName())
                && namespace.equals(in.getNamespaceURI());
    }

    private static void require(XMLStreamReader in, int event, String namespace, String localName)
            throws RejectedRequestException {
        if (event != XMLStreamConstants.START_ELEMENT || !localName.equals(in.getLocalName())
                || !namespace.equals(in.getNamespaceURI())) {
            throw new RejectedRequestException("expected " + localName + " here, got "
                    + (event == XMLStreamConstants.START_ELEMENT ? in.getLocalName() : "the end of " + in.getLocalName()));
        }
    }

    private static void skipElement(XMLStreamReader in) throws XMLStreamException {
        for (int depth = 1; depth > 0; ) {
            int event = in.next();
            if (event == XMLStreamConstants.START_ELEMENT) {
                depth++;
            } else if (event == XMLStreamConstants.END_ELEMENT) {
                depth--;
            }
        }
    }
}
