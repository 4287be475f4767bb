package org.echosoap.server.cxf.faults;

import java.util.logging.Level;
import java.util.logging.Logger;
import javax.xml.namespace.QName;
import org.apache.cxf.binding.soap.SoapFault;
import org.apache.cxf.binding.soap.SoapMessage;
import org.apache.cxf.binding.soap.interceptor.AbstractSoapInterceptor;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.phase.Phase;

/**
 * On the way out of every fault: replaces the fault by one with the right blame and a clean one-line reason, and
 * no cause (so nothing of it can reach the wire).
 *
 * <p>Why: stock CXF 4.2 answers a malformed request with faultcode {@code Server} (its {@code Unmarshalling Error}
 * and most in-chain faults carry no code) and reasons such as {@code Unmarshalling Error: ... } or
 * {@code Problems creating SOAP message: com.ctc.wstx.exc.WstxEOFException: ...} with Woodstox's location on a
 * second line. The contract (docs/server.md) wants {@code Client} for everything the request got wrong and a
 * one-line reason without Java internals.
 *
 * <p>Blame: the service's own {@link ClientFault}s, XML parse errors, and any fault before
 * {@link InvocationMarker} (the request could not be read, dispatched or bound) are the client's; a fault inside the
 * service that is not a {@code ClientFault} is ours ({@code Server}) and is logged in full here, since its reason is
 * all the caller sees.
 */
public final class FaultCleaner extends AbstractSoapInterceptor {

    private static final Logger LOG = Logger.getLogger(FaultCleaner.class.getName());

    public FaultCleaner() {
        super(Phase.PREPARE_SEND);
    }

    @Override
    public void handleMessage(SoapMessage message) {
        Exception failure = message.getContent(Exception.class);
        if (failure == null) {
            return;
        }
        message.setContent(Exception.class, clean(failure, wasInvoked(message)));
    }

    private static boolean wasInvoked(SoapMessage message) {
        return message.getExchange() != null && Boolean.TRUE.equals(message.getExchange().get(InvocationMarker.INVOKED));
    }

    /** The fault the caller gets for {@code failure}; {@code invoked}: whether the service had been called. */
    static SoapFault clean(Throwable failure, boolean invoked) {
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
        if (!invoked) {
            return new SoapFault(FaultReason.oneLine(reasonOf(failure)), Fault.FAULT_CODE_CLIENT);
        }
        LOG.log(Level.WARNING, "service failed", failure);
        return new SoapFault("internal error: " + FaultReason.oneLine(reasonOf(failure)), Fault.FAULT_CODE_SERVER);
    }

    private static boolean isMustUnderstand(QName code) {
        return code != null && "MustUnderstand".equals(code.getLocalPart())
                && ("http://schemas.xmlsoap.org/soap/envelope/".equals(code.getNamespaceURI())
                    || "http://www.w3.org/2003/05/soap-envelope".equals(code.getNamespaceURI()));
    }

    /** The fault's own message, or its cause's when CXF wrapped without one. */
    private static String reasonOf(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t.getMessage() != null && !t.getMessage().isBlank()) {
                return t.getMessage();
            }
            if (t.getCause() == t) {
                break;
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
