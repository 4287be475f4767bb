package org.echosoap.server.xml;

import javax.xml.stream.Location;
import javax.xml.stream.XMLStreamException;

/**
 * A StAX request carried a DOCTYPE. The message is the bare reason (the JDK's location constructor would prefix
 * it with "ParseError at [row,col]..."); the position is in {@link #getLocation()}.
 */
public final class DoctypeNotAllowedException extends XMLStreamException {

    private static final long serialVersionUID = 1L;

    /** The message: a one-line reason fit for a SOAP Fault. */
    public static final String REASON = "DOCTYPE is not allowed";

    DoctypeNotAllowedException(Location where) {
        super(REASON);
        this.location = where;
    }
}
