package org.echosoap.server.metro.fault;

import com.sun.xml.ws.api.SOAPVersion;
import com.sun.xml.ws.api.WSBinding;
import com.sun.xml.ws.api.message.Message;
import com.sun.xml.ws.api.message.Packet;
import com.sun.xml.ws.api.model.WSDLOperationMapping;
import com.sun.xml.ws.api.model.wsdl.WSDLBoundOperation;
import com.sun.xml.ws.api.model.wsdl.WSDLPort;
import com.sun.xml.ws.api.pipe.NextAction;
import com.sun.xml.ws.api.pipe.Tube;
import com.sun.xml.ws.api.pipe.TubeCloner;
import com.sun.xml.ws.api.pipe.helper.AbstractFilterTubeImpl;
import com.sun.xml.ws.fault.SOAPFaultBuilder;
import java.util.logging.Level;
import java.util.logging.Logger;
import javax.xml.namespace.QName;
import org.echosoap.server.metro.xml.RefusedXml;
import org.echosoap.server.metro.xsd.NotInLexicalSpace;
import org.echosoap.server.metro.xsd.RefusedValues;

/**
 * Sits right before Metro's terminal tube (the one that unmarshals the Body and calls the service) and makes every
 * request mistake a {@code Client} fault with a one-line reason, as the contract (docs/server.md) asks of every
 * stack. Metro's defaults differ in three ways:
 *
 * <ol>
 * <li>It dispatches on the Body's element first and ignores a SOAPAction naming another operation; the contract
 *     refuses that mismatch. Before the call: a SOAPAction that is not the dispatched operation's, or a Body element
 *     that is not the operation's request element (reached through the SOAPAction), gets a fault.</li>
 * <li>An error while JAXB reads the Body (a value outside its type, malformed XML, a parser limit) leaves the
 *     terminal tube as an exception, which Metro answers with a {@code Server} fault whose reason names Java
 *     classes. Here it becomes a {@code Client} fault with the reason of our own parsers.</li>
 * <li>Any other exception (a bug) stays a {@code Server} fault but with a fixed reason: never a class name.</li>
 * </ol>
 *
 * A value JAXB could not bind (refused by {@code XsdNumbers}, see {@link RefusedValues}) makes the answer a
 * {@code Client} fault too, whatever the service answered without it.
 *
 * <p>Metro copies tubes per concurrent request, so the request held between the two halves is never shared.
 */
final class ClientFaultTube extends AbstractFilterTubeImpl {

    private static final Logger LOG = Logger.getLogger(ClientFaultTube.class.getName());

    private final WSBinding binding;
    private final WSDLPort port;
    private Packet request;

    ClientFaultTube(Tube next, WSBinding binding, WSDLPort port) {
        super(next);
        this.binding = binding;
        this.port = port;
    }

    private ClientFaultTube(ClientFaultTube that, TubeCloner cloner) {
        super(that, cloner);
        this.binding = that.binding;
        this.port = that.port;
    }

    @Override
    public ClientFaultTube copy(TubeCloner cloner) {
        return new ClientFaultTube(this, cloner);
    }

    @Override
    public NextAction processRequest(Packet packet) {
        String mismatch;
        try {
            mismatch = dispatchMismatch(packet);
        } catch (RefusedXml e) {
            // Finding the Body's element reads past the headers: a parse error there surfaces here.
            mismatch = e.reason();
        }
        if (mismatch != null) {
            return doReturnWith(fault(packet, mismatch, version().faultCodeClient));
        }
        request = packet;
        RefusedValues.reset();
        return super.processRequest(packet);
    }

    @Override
    public NextAction processResponse(Packet response) {
        Packet req = request;
        request = null;
        String refused = RefusedValues.take();
        if (refused != null && req != null) {
            return doReturnWith(fault(req, operationName(req) + refused, version().faultCodeClient));
        }
        return super.processResponse(response);
    }

    @Override
    public NextAction processException(Throwable t) {
        Packet req = request;
        request = null;
        if (req == null) {
            return super.processException(t);
        }
        RefusedValues.reset();
        String reason = requestMistake(t);
        if (reason != null) {
            return doReturnWith(fault(req, reason, version().faultCodeClient));
        }
        LOG.log(Level.SEVERE, "service failed", t);
        return doReturnWith(fault(req, "the service failed to process the request", version().faultCodeServer));
    }

    /** The reason why the SOAPAction or the Body element does not fit the dispatched operation, else null. */
    private String dispatchMismatch(Packet packet) {
        Message message = packet.getMessage();
        if (message == null || !message.hasPayload()) {
            return "the SOAP Body holds no request element";
        }
        QName payload = new QName(message.getPayloadNamespaceURI(), message.getPayloadLocalPart());
        WSDLOperationMapping mapping = packet.getWSDLOperationMapping();
        if (mapping == null) {
            // Metro dispatches on the Body's element before the SOAPAction, and gives up at an unknown element.
            WSDLBoundOperation named = operationOfSoapAction(unquoted(packet.soapAction));
            if (named != null && named.getRequestPayloadName() != null) {
                return named.getName().getLocalPart() + " expects " + braced(named.getRequestPayloadName())
                        + " as the first element of the SOAP Body, found " + braced(payload);
            }
            return "no operation of this service takes " + braced(payload) + soapActionNote(packet);
        }
        WSDLBoundOperation operation = mapping.getWSDLBoundOperation();
        String operationName = operation.getName().getLocalPart();
        QName expected = operation.getRequestPayloadName();
        if (expected != null && !expected.equals(payload)) {
            return operationName + " expects " + braced(expected) + " as the first element of the SOAP Body, found "
                    + braced(payload);
        }
        String action = unquoted(packet.soapAction);
        if (!action.isEmpty() && !action.equals(operation.getSOAPAction()) && !action.equals(operationName)) {
            return "the SOAPAction '" + action + "' does not name the operation of the Body's element "
                    + braced(payload) + " (" + operationName + ")";
        }
        return null;
    }

    /** {@code "echoInts: "} for the operation the request was dispatched to, "" if unknown. */
    private static String operationName(Packet packet) {
        WSDLOperationMapping mapping = packet.getWSDLOperationMapping();
        return mapping == null ? "" : mapping.getOperationName().getLocalPart() + ": ";
    }

    /** The operation whose SOAPAction (or name) is {@code action}, or null. */
    private WSDLBoundOperation operationOfSoapAction(String action) {
        if (action.isEmpty() || port == null) {
            return null;
        }
        for (WSDLBoundOperation operation : port.getBinding().getBindingOperations()) {
            if (action.equals(operation.getSOAPAction()) || action.equals(operation.getName().getLocalPart())) {
                return operation;
            }
        }
        return null;
    }

    /** A one-line reason if {@code t} (or what it wraps) is a mistake in the request, else null. */
    static String requestMistake(Throwable t) {
        for (Throwable cause = t; cause != null; cause = cause.getCause()) {
            if (cause instanceof NotInLexicalSpace notInLexicalSpace) {
                return notInLexicalSpace.getMessage();
            }
            if (cause instanceof RefusedXml refused) {
                return refused.reason();
            }
            if (cause instanceof javax.xml.stream.XMLStreamException
                    || cause instanceof jakarta.xml.bind.UnmarshalException) {
                return "the request Body does not fit the operation's schema";
            }
            if (cause.getCause() == cause) {
                break;
            }
        }
        return null;
    }

    private Packet fault(Packet req, String reason, QName code) {
        Message fault = SOAPFaultBuilder.createSOAPFaultMessage(version(), OneLine.of(reason), code);
        return req.createServerResponse(fault, port, null, binding);
    }

    private SOAPVersion version() {
        return binding.getSOAPVersion();
    }

    private static String soapActionNote(Packet packet) {
        String action = unquoted(packet.soapAction);
        return action.isEmpty() ? "" : " (SOAPAction '" + action + "')";
    }

    private static String unquoted(String soapAction) {
        if (soapAction == null) {
            return "";
        }
        String s = soapAction.strip();
        if (s.length() >= 2 && s.startsWith("\"") && s.endsWith("\"")) {
            s = s.substring(1, s.length() - 1);
        }
        return s;
    }

    private static String braced(QName name) {
        return "{" + name.getNamespaceURI() + "}" + name.getLocalPart();
    }
}
