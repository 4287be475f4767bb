package org.echosoap.server.cxf.inbound;

import javax.xml.namespace.QName;
import javax.xml.stream.XMLStreamReader;
import org.apache.cxf.binding.soap.SoapMessage;
import org.apache.cxf.binding.soap.interceptor.AbstractSoapInterceptor;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.phase.Phase;
import org.apache.cxf.service.model.BindingOperationInfo;
import org.apache.cxf.service.model.MessagePartInfo;
import org.apache.cxf.staxutils.DepthXMLStreamReader;
import org.apache.cxf.staxutils.StaxUtils;
import org.apache.cxf.wsdl.interceptors.DocLiteralInInterceptor;
import org.echosoap.server.cxf.faults.ClientFault;
import org.echosoap.server.cxf.faults.ContractWording;

/**
 * When the SOAPAction has chosen the operation, the Body's first element must be that operation's request element;
 * otherwise a {@code Client} fault naming both, e.g. {@code echoFloat expects {http://tempuri.org/}echoFloat as the
 * first element of the SOAP Body, found {http://tempuri.org/}frobnicate} (the service's
 * {@link ContractWording}).
 *
 * <p>Why: CXF dispatches on the SOAPAction first, like Axis2, and then reports a mismatch its own way, differently
 * for wrapped and bare operations ({@code Unexpected wrapper element ... found. Expected ...}, or for a bare
 * operation an attempt to bind the wrong element). The contract has one rule and one reason for every operation of
 * every stack. Without a SOAPAction (or with {@code ""}) CXF dispatches on the Body's element and nothing is checked
 * here.
 */
public final class OperationElementCheck extends AbstractSoapInterceptor {

    public OperationElementCheck() {
        super(Phase.UNMARSHAL);
        addBefore(DocLiteralInInterceptor.class.getName());
    }

    @Override
    public void handleMessage(SoapMessage message) {
        BindingOperationInfo operation = message.getExchange().getBindingOperationInfo();
        XMLStreamReader raw = message.getContent(XMLStreamReader.class);
        if (operation == null || raw == null) {
            return;
        }
        // A wrapper of our own: it moves the underlying reader, and DocLiteralInInterceptor makes its own later.
        DepthXMLStreamReader reader = raw instanceof DepthXMLStreamReader d ? d : new DepthXMLStreamReader(raw);
        QName expected = requestElement(operation);
        if (expected == null) {
            return;
        }
        boolean found;
        try {
            found = StaxUtils.toNextElement(reader);
        } catch (RuntimeException e) {
            throw new Fault(e);
        }
        QName actual = found ? reader.getName() : null;
        if (!expected.equals(actual)) {
            throw new ClientFault(ContractWording.of(message.getExchange()).wrongElement(operation.getName().getLocalPart(), expected, actual));
        }
    }

    /** The element the operation's input message consists of (of the wrapped form, for wrapper-style operations). */
    private static QName requestElement(BindingOperationInfo operation) {
        BindingOperationInfo wrapped = operation.isUnwrapped() ? operation.getWrappedOperation() : operation;
        if (wrapped.getOperationInfo().getInput() == null) {
            return null;
        }
        MessagePartInfo first = wrapped.getOperationInfo().getInput().getFirstMessagePart();
        return first == null ? null : first.getConcreteName();
    }
}
