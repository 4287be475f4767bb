package org.echosoap.server.cxf.inbound;

import javax.xml.stream.XMLStreamReader;
import org.apache.cxf.binding.soap.SoapMessage;
import org.apache.cxf.binding.soap.interceptor.AbstractSoapInterceptor;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.phase.Phase;
import org.apache.cxf.staxutils.DepthXMLStreamReader;
import org.apache.cxf.staxutils.StaxUtils;
import org.apache.cxf.wsdl.interceptors.DocLiteralInInterceptor;

/**
 * Puts a {@link BindingPosition} between the request element and JAXB, and on the exchange, for
 * {@code faults.FaultCleaner} to say where a bad value is.
 */
public final class PositionTracking extends AbstractSoapInterceptor {

    public PositionTracking() {
        super(Phase.UNMARSHAL);
        addAfter(OperationElementCheck.class.getName());
        addBefore(DocLiteralInInterceptor.class.getName());
    }

    @Override
    public void handleMessage(SoapMessage message) {
        XMLStreamReader raw = message.getContent(XMLStreamReader.class);
        if (raw == null || raw instanceof DepthXMLStreamReader) {
            return; // nothing to read, or someone before us already set the reader up for binding
        }
        boolean atElement;
        try {
            // What DocLiteralInInterceptor does first, on the same reader: to the Body's first element.
            atElement = StaxUtils.toNextElement(new DepthXMLStreamReader(raw));
        } catch (RuntimeException e) {
            throw new Fault(e);
        }
        if (!atElement) {
            return;
        }
        BindingPosition position = new BindingPosition(raw);
        message.setContent(XMLStreamReader.class, position);
        message.getExchange().put(BindingPosition.class, position);
    }
}
