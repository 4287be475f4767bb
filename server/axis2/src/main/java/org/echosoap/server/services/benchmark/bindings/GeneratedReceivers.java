package org.echosoap.server.services.benchmark.bindings;

import java.util.function.Function;
import javax.xml.namespace.QName;
import org.apache.axiom.om.OMElement;
import org.apache.axis2.AxisFault;
import org.apache.axis2.context.MessageContext;
import org.apache.axis2.description.AxisMessage;
import org.apache.axis2.description.AxisOperation;
import org.apache.axis2.wsdl.WSDLConstants;
import org.echosoap.server.services.CleanFault;

/**
 * What the message receivers wsdl2java generates (ADB, XMLBeans) leave to us, done once for both: the Body's element
 * must be the one the dispatched operation takes, and what goes wrong while the generated code reads the request is
 * the caller's fault, said in one line.
 *
 * <p>Why: the generated receiver hands the Body's first element to the operation's parser without looking at its
 * name, so a {@code receiveInts} body sent with {@code SOAPAction: "echoInts"} would be read as an echoInts request
 * (both hold {@code input} elements); and it wraps every exception of the generated parser into a fault without a
 * fault code, so a value that is not a number ({@code NumberFormatException}) would be a {@code Server} fault.
 * Malformed XML (the parser's own exceptions, DOCTYPE and the depth limits included) is left as it is:
 * {@code EchosoapAxisServlet} words it ("malformed XML: ...") for every service alike.
 *
 * <pre>{@code
 * public void invokeBusinessLogic(MessageContext in, MessageContext out) throws AxisFault {
 *     GeneratedReceivers.invoke(in, () -> super.invokeBusinessLogic(in, out), AdbDataErrors::reason);
 * }
 * }</pre>
 */
public final class GeneratedReceivers {

    private static final QName SOAP11_CLIENT = new QName("http://schemas.xmlsoap.org/soap/envelope/", "Client");

    /** How deep a cause chain is searched. */
    private static final int MAX_CAUSES = 20;

    /** The generated receiver's {@code invokeBusinessLogic}. */
    @FunctionalInterface
    public interface BusinessLogic {
        void invoke() throws AxisFault;
    }

    private GeneratedReceivers() {
    }

    /**
     * Checks the request element, runs {@code generated} and turns the binding's complaints into Client faults.
     *
     * @param dataError the binding's reason for one of its own exceptions about a request value (without the
     *                  operation), or null when the exception is not one
     */
    public static void invoke(MessageContext in, BusinessLogic generated, Function<Throwable, String> dataError)
            throws AxisFault {
        AxisOperation operation = in.getAxisOperation();
        String name = operation == null ? "request" : operation.getName().getLocalPart();
        if (operation != null) {
            checkRequestElement(in, operation, name);
        }
        try {
            generated.invoke();
        } catch (AxisFault fault) {
            throw translate(fault, name, dataError);
        }
    }

    private static void checkRequestElement(MessageContext in, AxisOperation operation, String name)
            throws AxisFault {
        AxisMessage input = operation.getMessage(WSDLConstants.MESSAGE_LABEL_IN_VALUE);
        QName expected = input == null ? null : input.getElementQName();
        OMElement element = in.getEnvelope().getBody().getFirstElement();
        if (element == null) {
            throw clientFault(name + ": the SOAP Body holds no request element");
        }
        QName got = element.getQName();
        if (expected != null && !expected.equals(got)) {
            throw clientFault(name + ": expected request element " + expected.getLocalPart() + " in namespace "
                    + expected.getNamespaceURI() + ", got " + describe(got, expected.getNamespaceURI()));
        }
    }

    private static AxisFault translate(AxisFault fault, String operation, Function<Throwable, String> dataError) {
        Throwable t = fault;
        for (int depth = 0; t != null && depth < MAX_CAUSES; t = t.getCause(), depth++) {
            if (t instanceof BindingFault) {
                return clientFault(t.getMessage());
            }
            if (isParserError(t)) {
                return fault; // malformed XML: worded by EchosoapAxisServlet like on every service
            }
            String reason = dataError.apply(t);
            if (reason != null) {
                return clientFault(operation + ": " + CleanFault.oneLine(reason));
            }
        }
        return fault;
    }

    /** The XML parser's own exceptions (Woodstox through Axiom), not a binding's subclasses of XMLStreamException. */
    private static boolean isParserError(Throwable t) {
        String className = t.getClass().getName();
        return className.startsWith("com.ctc.wstx.") || className.startsWith("org.apache.axiom.")
                && className.endsWith("StreamException")
                || className.startsWith("org.echosoap.server.xml.");
    }

    private static String describe(QName name, String expectedNamespace) {
        String ns = name.getNamespaceURI();
        if (expectedNamespace.equals(ns)) {
            return name.getLocalPart();
        }
        return ns == null || ns.isEmpty() ? name.getLocalPart() + " (no namespace)" : "{" + ns + "}" + name.getLocalPart();
    }

    private static AxisFault clientFault(String reason) {
        return new AxisFault(SOAP11_CLIENT, reason, null);
    }
}
