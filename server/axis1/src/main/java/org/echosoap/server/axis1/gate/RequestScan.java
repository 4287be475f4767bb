package org.echosoap.server.axis1.gate;

import java.io.ByteArrayInputStream;
import javax.xml.XMLConstants;
import javax.xml.namespace.QName;
import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.echosoap.server.contract.HttpRefusals;
import org.echosoap.server.contract.XmlLimits;

/**
 * One pass over a request body with the JDK's own StAX parser before Axis 1.4 may parse it: refuses a DOCTYPE (found
 * in the prolog's bytes before any parser runs, and as a DTD event for encodings the byte check cannot read), anything
 * beyond {@link XmlLimits}, and XML that is not well formed; finds the Envelope's namespace and the Body's first
 * element. It costs a second parse of every request: the price of running a 2006 parser stack safely, and part of
 * what the Axis 1 row measures.
 *
 * <pre>{@code
 * RequestScan.Result r = RequestScan.scan(body);   // throws RefusedRequest with a one-line reason
 * r.envelope();     // {http://schemas.xmlsoap.org/soap/envelope/}Envelope
 * r.bodyElement();  // {http://tempuri.org/}echoFloat, or null for an empty Body
 * }</pre>
 */
public final class RequestScan {

    /** What the scan found: the root element and the Body's first child (null when there is none). */
    public record Result(QName envelope, QName bodyElement) {
    }

    /** The JDK's StAX implementation, whatever the webapp's class path holds: no DTD, no external anything. */
    private static final XMLInputFactory FACTORY = newFactory();

    private RequestScan() {
    }

    private static XMLInputFactory newFactory() {
        XMLInputFactory factory = XMLInputFactory.newDefaultFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        factory.setProperty(XMLInputFactory.IS_REPLACING_ENTITY_REFERENCES, false);
        factory.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, true);
        factory.setProperty(XMLInputFactory.IS_COALESCING, false);
        factory.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        return factory;
    }

    public static Result scan(byte[] body) throws RefusedRequest {
        if (Prolog.hasDoctype(body)) {
            throw doctype();
        }
        XMLStreamReader reader = null;
        try {
            reader = FACTORY.createXMLStreamReader(new ByteArrayInputStream(body));
            return walk(reader);
        } catch (XMLStreamException e) {
            throw notWellFormed(e);
        } finally {
            if (reader != null) {
                try {
                    reader.close();
                } catch (XMLStreamException ignored) {
                    // nothing held beyond the byte array
                }
            }
        }
    }

    private static Result walk(XMLStreamReader reader) throws XMLStreamException, RefusedRequest {
        QName envelope = null;
        QName bodyElement = null;
        boolean inBody = false;
        int depth = 0;
        long elements = 0;
        while (reader.hasNext()) {
            switch (reader.next()) {
                case XMLStreamConstants.DTD, XMLStreamConstants.ENTITY_REFERENCE -> throw doctype();
                case XMLStreamConstants.START_ELEMENT -> {
                    depth++;
                    if (depth > XmlLimits.MAX_DEPTH) {
                        throw new RefusedRequest("elements nested deeper than " + XmlLimits.MAX_DEPTH + " levels");
                    }
                    if (++elements > XmlLimits.MAX_ELEMENTS) {
                        throw new RefusedRequest("more than " + XmlLimits.MAX_ELEMENTS + " elements in one request");
                    }
                    checkAttributes(reader);
                    QName name = reader.getName();
                    if (depth == 1) {
                        envelope = name;
                    } else if (depth == 2 && "Body".equals(name.getLocalPart())
                            && name.getNamespaceURI().equals(envelope.getNamespaceURI())) {
                        inBody = true;
                    } else if (depth == 3 && inBody && bodyElement == null) {
                        bodyElement = name;
                    }
                }
                case XMLStreamConstants.END_ELEMENT -> {
                    if (depth == 2) {
                        inBody = false;
                    }
                    depth--;
                }
                default -> {
                    // text, comments, processing instructions: the limits above bound them with the body size
                }
            }
        }
        return new Result(envelope, bodyElement);
    }

    private static void checkAttributes(XMLStreamReader reader) throws RefusedRequest {
        int count = reader.getAttributeCount();
        if (count > XmlLimits.MAX_ATTRIBUTES_PER_ELEMENT) {
            throw new RefusedRequest("more than " + XmlLimits.MAX_ATTRIBUTES_PER_ELEMENT + " attributes on one element");
        }
        for (int i = 0; i < count; i++) {
            if (reader.getAttributeValue(i).length() > XmlLimits.MAX_ATTRIBUTE_VALUE_CHARS) {
                throw new RefusedRequest("an attribute value longer than " + XmlLimits.MAX_ATTRIBUTE_VALUE_CHARS
                        + " characters");
            }
        }
    }

    private static RefusedRequest doctype() {
        return new RefusedRequest("a DOCTYPE is not allowed in a SOAP message");
    }

    /** The parser's own words, one line, without its "ParseError at [row,col]" preamble (the location is given). */
    private static RefusedRequest notWellFormed(XMLStreamException e) {
        String message = e.getMessage() == null ? "" : e.getMessage();
        int start = message.indexOf("Message: ");
        String what = (start >= 0 ? message.substring(start + "Message: ".length()) : message).strip();
        what = what.lines().findFirst().orElse("unreadable");
        Location at = e.getLocation();
        String where = at == null ? "" : " at line " + at.getLineNumber() + ", column " + at.getColumnNumber();
        return new RefusedRequest("the request is not well-formed XML" + where + ": " + HttpRefusals.printable(what));
    }
}
