package org.echosoap.server.cxf.inbound;

import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.apache.cxf.binding.soap.SoapMessage;
import org.apache.cxf.binding.soap.interceptor.AbstractSoapInterceptor;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.interceptor.StaxInInterceptor;
import org.apache.cxf.phase.Phase;
import org.echosoap.server.cxf.faults.ClientFault;

/**
 * Reads the request up to its first element and refuses a DOCTYPE or a body without any element, before CXF looks
 * for the envelope.
 *
 * <p>Why: CXF's StAX set-up (no DTD support, no entity replacement, no external entities) means a DOCTYPE is never
 * acted on, and its envelope reader then stops at it, but as a parse error worded for Java developers
 * ({@code Received event DTD, instead of START_ELEMENT or END_ELEMENT}). SOAP 1.1 (section 3) and 1.2 (part 1,
 * section 5) forbid a DOCTYPE in a message; the contract refuses it with a {@code Client} fault that names it, as the
 * Axis2 stack does. An empty body gets a reason that says so.
 */
public final class RequestPrologCheck extends AbstractSoapInterceptor {

    public RequestPrologCheck() {
        super(Phase.POST_STREAM);
        addAfter(StaxInInterceptor.class.getName());
    }

    @Override
    public void handleMessage(SoapMessage message) {
        if (isGet(message)) {
            return; // ?wsdl and ?xsd: no body
        }
        XMLStreamReader reader = message.getContent(XMLStreamReader.class);
        if (reader == null) {
            // StaxInInterceptor makes no reader for a body it can see is empty.
            throw new ClientFault("empty request: the body holds no SOAP envelope");
        }
        try {
            int event = reader.getEventType();
            while (event != XMLStreamConstants.START_ELEMENT) {
                if (event == XMLStreamConstants.DTD) {
                    throw new ClientFault("a DOCTYPE is not allowed in a SOAP message");
                }
                if (event == XMLStreamConstants.END_DOCUMENT || !reader.hasNext()) {
                    throw new ClientFault("empty request: the body holds no SOAP envelope");
                }
                event = reader.next();
            }
        } catch (XMLStreamException e) {
            throw new Fault(e); // FaultCleaner reports it as malformed XML, blamed on the client
        }
    }

    private static boolean isGet(SoapMessage message) {
        return "GET".equals(message.get(org.apache.cxf.message.Message.HTTP_REQUEST_METHOD));
    }
}
