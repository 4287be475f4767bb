package org.echosoap.server.variant;

import java.io.CharConversionException;
import java.io.IOException;
import javax.xml.stream.Location;
import javax.xml.stream.XMLStreamException;
import org.apache.xerces.xni.XNIException;
import org.apache.xerces.xni.parser.XMLParseException;
import org.echosoap.server.services.CleanFault;
import org.echosoap.server.xml.DoctypeNotAllowedException;
import org.echosoap.server.xml.DoctypeRefusedException;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

/**
 * Turns each parser's exception into a {@link RejectedRequestException} with a one-line reason,
 * {@code "XML error: <parser's message> (line L, column C)"}, free of Java class names. Bytes that are not in the
 * document's encoding are the request's fault too; any other I/O failure while reading the request (a client
 * that went away) is not, and is rethrown as such.
 */
final class Reasons {

    private static final String PREFIX = "XML error: ";

    private Reasons() {
    }

    /** Xerces SAX or DOM. */
    static RejectedRequestException of(SAXException e) throws IOException {
        if (e.getException() instanceof IOException io) {
            return ioFailure(io);
        }
        if (e instanceof SAXParseException p) {
            return reject(p.getMessage(), p.getLineNumber(), p.getColumnNumber());
        }
        return reject(e.getMessage(), -1, -1);
    }

    /** Xerces XNI. */
    static RejectedRequestException of(XNIException e) throws IOException {
        if (e.getException() instanceof IOException io) {
            return ioFailure(io);
        }
        if (e instanceof XMLParseException p) {
            return reject(p.getMessage(), p.getLineNumber(), p.getColumnNumber());
        }
        return reject(e.getMessage(), -1, -1);
    }

    /** Woodstox; its messages carry their location on a second line, which {@link CleanFault#oneLine} folds in. */
    static RejectedRequestException of(XMLStreamException e) throws IOException {
        if (e.getNestedException() instanceof IOException io) {
            return ioFailure(io);
        }
        if (e.getCause() instanceof IOException io) {
            return ioFailure(io);
        }
        if (e instanceof DoctypeNotAllowedException) {
            Location where = e.getLocation();
            return reject(e.getMessage(), where == null ? -1 : where.getLineNumber(),
                    where == null ? -1 : where.getColumnNumber());
        }
        return new RejectedRequestException(PREFIX + CleanFault.oneLine(String.valueOf(e.getMessage())));
    }

    /** The DOCTYPE check before an end-of-life parser ({@code PrologDoctypeCheck}). */
    static RejectedRequestException of(DoctypeRefusedException e) {
        return reject(e.getMessage(), e.getLineNumber(), e.getColumnNumber());
    }

    /** A parser whose exceptions are none of the above (XPP3, JDOM): its message without location, and where. */
    static RejectedRequestException of(String message, int line, int column) {
        return reject(message, line, column);
    }

    /** An encoding error is rejected as bad XML; anything else is rethrown. */
    static RejectedRequestException ioFailure(IOException e) throws IOException {
        if (e instanceof CharConversionException) {
            return reject(e.getMessage(), -1, -1);
        }
        throw e;
    }

    private static RejectedRequestException reject(String message, int line, int column) {
        String reason = PREFIX + CleanFault.oneLine(message == null ? "unreadable request" : message);
        if (line > 0) {
            reason += " (line " + line + ", column " + column + ")";
        }
        return new RejectedRequestException(reason);
    }
}
