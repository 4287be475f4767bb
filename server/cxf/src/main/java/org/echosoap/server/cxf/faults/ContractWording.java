package org.echosoap.server.cxf.faults;

import javax.xml.namespace.QName;
import org.apache.cxf.message.Exchange;

/**
 * How a service words the faults CXF raises before the service is called, so that every stack gives the contract's
 * reasons (docs/server.md) for the same mistakes. A service with other wording registers a subclass as the endpoint
 * property {@link #KEY}; {@link FaultCleaner} and {@code inbound.OperationElementCheck} ask it.
 *
 * <pre>{@code
 * new ContractWording().badValue("echoInts", "input 2", "not an xsd:int: 'abc'");
 * // "echoInts: input 2 is not an xsd:int: 'abc'"
 * }</pre>
 */
public class ContractWording {

    /** The endpoint property holding a service's wording. */
    public static final String KEY = ContractWording.class.getName();

    /** The wording of services that register none (EchoFloat). */
    public static final ContractWording DEFAULT = new ContractWording();

    /** The wording registered for the exchange's endpoint, or {@link #DEFAULT}. */
    public static ContractWording of(Exchange exchange) {
        Object wording = exchange == null || exchange.getEndpoint() == null ? null
                : exchange.getEndpoint().get(KEY);
        return wording instanceof ContractWording w ? w : DEFAULT;
    }

    /** The SOAPAction chose {@code operation}, whose request element is {@code expected}; the Body holds another. */
    public String wrongElement(String operation, QName expected, QName actual) {
        String expects = operation + " expects " + braced(expected) + " as the first element of the SOAP Body";
        return actual == null ? expects + ", found none" : expects + ", found " + braced(actual);
    }

    /**
     * A value JAXB could not convert. {@code where}: the element, e.g. {@code input 2}, {@code size},
     * {@code input item 3 timestamp}; {@code problem}: the converter's words, e.g. {@code not an xsd:int: 'abc'} or
     * {@code not base64: ...}.
     */
    public String badValue(String operation, String where, String problem) {
        if (problem.startsWith("not base64")) {
            return operation + ": " + problem;
        }
        return operation + ": " + where + " is " + problem;
    }

    /** An element the request's schema has no place for; {@code expected} may be empty. */
    public String unexpectedElement(String operation, String element, String parent, String expected) {
        return operation + ": unexpected element " + element + " in " + parent
                + (expected.isEmpty() ? "" : ", expected " + expected);
    }

    /** {@code {namespace}local}, with {@code {}} for no namespace (QName's own toString drops it). */
    public static String braced(QName name) {
        return "{" + name.getNamespaceURI() + "}" + name.getLocalPart();
    }
}
