package org.echosoap.server.cxf.faults;

import java.util.ArrayList;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.namespace.QName;
import org.apache.cxf.binding.soap.SoapFault;
import org.apache.cxf.binding.soap.SoapMessage;
import org.apache.cxf.binding.soap.interceptor.AbstractSoapInterceptor;
import org.apache.cxf.common.i18n.UncheckedException;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.message.Exchange;
import org.apache.cxf.phase.Phase;
import org.apache.cxf.service.model.BindingOperationInfo;
import org.apache.cxf.service.model.MessagePartInfo;
import org.echosoap.server.cxf.inbound.BindingPosition;

/**
 * On the way out of every fault: replaces the fault by one with the right blame and a clean one-line reason, and
 * no cause (so nothing of it can reach the wire).
 *
 * <p>Why: stock CXF 4.2 answers a malformed request with faultcode {@code Server} (its {@code Unmarshalling Error}
 * and most in-chain faults carry no code) and reasons such as {@code Unmarshalling Error: unexpected element
 * (uri:"", local:"input"). Expected elements are <{...}input>} or {@code Problems creating SOAP message:
 * com.ctc.wstx.exc.WstxEOFException: ...} with Woodstox's location on a second line. The contract (docs/server.md)
 * wants {@code Client} for everything the request got wrong and the same one-line reasons on every stack
 * ({@code echoInts: input 2 is not an xsd:int: 'abc'}), worded by the service's {@link ContractWording}.
 *
 * <p>Blame: the service's own {@link ClientFault}s, XML parse errors, and any fault before
 * {@link InvocationMarker} (the request could not be read, dispatched or bound) are the client's; a fault inside the
 * service that is not a {@code ClientFault} is ours ({@code Server}) and is logged in full here, since its reason is
 * all the caller sees.
 */
public final class FaultCleaner extends AbstractSoapInterceptor {

    private static final Logger LOG = Logger.getLogger(FaultCleaner.class.getName());

    /** JAXB's unexpected-element event: {@code unexpected element (uri:"", local:"input"). Expected elements are ...}. */
    private static final String UNEXPECTED_ELEMENT = "unexpected element (uri:";

    /** The local names in JAXB's {@code Expected elements are <{ns}input>,<{ns}size>}. */
    private static final Pattern EXPECTED_ELEMENT = Pattern.compile("<\\{[^}]*}([^>]+)>");

    public FaultCleaner() {
        super(Phase.PREPARE_SEND);
    }

    @Override
    public void handleMessage(SoapMessage message) {
        Exception failure = message.getContent(Exception.class);
        if (failure == null) {
            return;
        }
        message.setContent(Exception.class, clean(failure, message.getExchange()));
    }

    /** The fault the caller gets for {@code failure}. */
    static SoapFault clean(Throwable failure, Exchange exchange) {
        ClientFault own = find(failure, ClientFault.class);
        if (own != null) {
            return new SoapFault(FaultReason.oneLine(own.getMessage()), Fault.FAULT_CODE_CLIENT);
        }
        Throwable parseError = FaultReason.findParseError(failure);
        if (parseError != null) {
            return new SoapFault(FaultReason.parseError(parseError), Fault.FAULT_CODE_CLIENT);
        }
        if (failure instanceof Fault fault && isMustUnderstand(fault.getFaultCode())) {
            // A header we do not understand: SOAP's own code says exactly that. (VersionMismatch, which CXF also
            // uses for a root element outside the SOAP namespaces, becomes Client like every other malformed
            // request: the contract's rule for a wrong root element.)
            return new SoapFault(FaultReason.oneLine(reasonOf(failure)), fault.getFaultCode());
        }
        boolean invoked = exchange != null && Boolean.TRUE.equals(exchange.get(InvocationMarker.INVOKED));
        if (!invoked) {
            return new SoapFault(requestReason(failure, exchange), Fault.FAULT_CODE_CLIENT);
        }
        LOG.log(Level.WARNING, "service failed", failure);
        return new SoapFault("internal error: " + FaultReason.oneLine(reasonOf(failure)), Fault.FAULT_CODE_SERVER);
    }

    /** Why a request could not be read, dispatched or bound, in the service's words where it has them. */
    private static String requestReason(Throwable failure, Exchange exchange) {
        BindingPosition position = exchange == null ? null : exchange.get(BindingPosition.class);
        if ("NO_PART_FOUND".equals(codeOf(failure)) && position != null) {
            return "Operation not found: no operation of this service takes {" + position.requestElementNamespace()
                    + "}" + position.requestElementName() + " as its request";
        }
        BindingOperationInfo operation = exchange == null ? null : exchange.getBindingOperationInfo();
        if (position == null || operation == null) {
            return FaultReason.oneLine(reasonOf(failure));
        }
        ContractWording wording = ContractWording.of(exchange);
        String name = operation.getName().getLocalPart();
        NumberFormatException badValue = find(failure, NumberFormatException.class);
        if (badValue != null) {
            return FaultReason.oneLine(wording.badValue(name, position.describe(requestClass(operation)),
                    badValue.getMessage()));
        }
        String reason = reasonOf(failure);
        if (reason != null && reason.contains(UNEXPECTED_ELEMENT)) {
            return FaultReason.oneLine(wording.unexpectedElement(name, elementName(position), position.parentName(),
                    expectedElements(reason)));
        }
        return FaultReason.oneLine(reason);
    }

    /** The current element's name as a reason gives it: plain in the request's namespace, else qualified. */
    private static String elementName(BindingPosition position) {
        String namespace = position.currentNamespace() == null ? "" : position.currentNamespace();
        if (namespace.equals(position.requestElementNamespace())) {
            return position.currentName();
        }
        return namespace.isEmpty() ? position.currentName() + " (no namespace)"
                : "{" + namespace + "}" + position.currentName();
    }

    private static String expectedElements(String jaxbMessage) {
        List<String> names = new ArrayList<>();
        Matcher m = EXPECTED_ELEMENT.matcher(jaxbMessage);
        while (m.find()) {
            names.add(m.group(1));
        }
        return String.join(", ", names);
    }

    /** The JAXB class of the request element (the wrapper bean of a wrapper-style operation). */
    private static Class<?> requestClass(BindingOperationInfo operation) {
        BindingOperationInfo wrapped = operation.isUnwrapped() ? operation.getWrappedOperation() : operation;
        if (wrapped.getOperationInfo().getInput() == null) {
            return null;
        }
        MessagePartInfo part = wrapped.getOperationInfo().getInput().getFirstMessagePart();
        return part == null ? null : part.getTypeClass();
    }

    private static boolean isMustUnderstand(QName code) {
        return code != null && "MustUnderstand".equals(code.getLocalPart())
                && ("http://schemas.xmlsoap.org/soap/envelope/".equals(code.getNamespaceURI())
                    || "http://www.w3.org/2003/05/soap-envelope".equals(code.getNamespaceURI()));
    }

    /** CXF's message-catalogue key of the fault, e.g. {@code NO_PART_FOUND}. */
    private static String codeOf(Throwable failure) {
        return failure instanceof UncheckedException u ? u.getCode() : null;
    }

    /** The fault's own message, or its cause's when CXF wrapped without one. */
    private static String reasonOf(Throwable failure) {
        int depth = 0;
        for (Throwable t = failure; t != null && depth < 20; t = t.getCause(), depth++) {
            if (t.getMessage() != null && !t.getMessage().isBlank()) {
                return t.getMessage();
            }
        }
        return null;
    }

    private static <T extends Throwable> T find(Throwable failure, Class<T> type) {
        int depth = 0;
        for (Throwable t = failure; t != null && depth < 20; t = t.getCause(), depth++) {
            if (type.isInstance(t)) {
                return type.cast(t);
            }
        }
        return null;
    }
}
