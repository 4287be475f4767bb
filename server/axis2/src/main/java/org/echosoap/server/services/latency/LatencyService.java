package org.echosoap.server.services.latency;

import java.util.Iterator;
import java.util.concurrent.atomic.AtomicInteger;
import javax.xml.namespace.QName;
import org.apache.axiom.om.OMAbstractFactory;
import org.apache.axiom.om.OMElement;
import org.apache.axiom.om.OMFactory;
import org.apache.axiom.om.OMNamespace;
import org.apache.axis2.AxisFault;
import org.echosoap.server.contract.LatencyValues;

/**
 * Davis &amp; Parashar's latency operations (seed 003) as an Axis2 service. Wire format (prefix {@code l} =
 * {@value #NAMESPACE}, elements qualified; SOAP 1.1; SOAPAction is the operation name, quoted or not, or absent
 * or empty, in which case Axis2 dispatches on the Body's element):
 *
 * <pre>
 * doNothing    &lt;l:doNothing/&gt;                                  -&gt; &lt;l:doNothingResponse/&gt;
 * setSize      &lt;l:setSize&gt;&lt;l:size&gt;N&lt;/l:size&gt;&lt;/l:setSize&gt;          -&gt; &lt;l:setSizeResponse/&gt;
 * getString    &lt;l:getString&gt;[&lt;l:size&gt;N&lt;/l:size&gt;]&lt;/l:getString&gt;    -&gt; &lt;l:getStringResponse&gt;&lt;l:return&gt;S&lt;/l:return&gt;&lt;/l:getStringResponse&gt;
 * getIntegers  &lt;l:getIntegers&gt;[&lt;l:size&gt;N&lt;/l:size&gt;]&lt;/l:getIntegers&gt;
 *              -&gt; &lt;l:getIntegersResponse&gt;&lt;l:return&gt;0&lt;/l:return&gt;&lt;l:return&gt;1&lt;/l:return&gt;...&lt;/l:getIntegersResponse&gt;
 * </pre>
 *
 * <ul>
 *   <li>{@code setSize} stores N service-wide (one value per deployed webapp, shared by all clients; default
 *       {@value #DEFAULT_SIZE}). {@code getString}/{@code getIntegers} without {@code size} use that value.</li>
 *   <li>An optional {@code size} in {@code getString}/{@code getIntegers} overrides the stored size for that call
 *       only and changes nothing else, so concurrent clients measuring different sizes do not interfere.</li>
 *   <li>{@code S} has N characters, character i being {@code (char) ('a' + i % 26)}; {@code getIntegers} answers N
 *       {@code return} elements holding 0 to N-1.</li>
 *   <li>N is a whole number from 0 to {@value #MAX_SIZE} ({@code xsd:int} lexical form, surrounding white space
 *       allowed); anything else, a missing {@code size} in {@code setSize}, an unexpected child element or a
 *       Body element that does not match the operation gets a SOAP Fault with faultcode {@code Client} and a
 *       one-line reason.</li>
 * </ul>
 *
 * <p>{@code getIntegers} writes its answer through a push data source (like the ADB code Axis2 generates for
 * arrays) instead of building N Axiom elements: at N = 1,000,000 a tree would hold a few hundred MB in a 512 MB
 * heap. The bytes on the wire are the same either way.
 */
public class LatencyService {

    /** The service's target namespace. */
    public static final String NAMESPACE = "http://echosoap.org/wsdl/Latency";
    /** The prefix of every element in the answers. */
    public static final String PREFIX = "l";
    /** The stored size until a {@code setSize} changes it. */
    public static final int DEFAULT_SIZE = LatencyValues.DEFAULT_SIZE;
    /** The largest accepted size. */
    public static final int MAX_SIZE = LatencyValues.MAX_SIZE;

    static final String SIZE = "size";
    static final String RETURN = "return";

    private static final QName SOAP11_CLIENT_FAULT = new QName("http://schemas.xmlsoap.org/soap/envelope/", "Client");
    private static final OMFactory FACTORY = OMAbstractFactory.getOMFactory();
    private static final OMNamespace NS = FACTORY.createOMNamespace(NAMESPACE, PREFIX);

    /** Service-wide: Axis2 creates a new service object per request (request scope). */
    private static final AtomicInteger STORED_SIZE = new AtomicInteger(DEFAULT_SIZE);

    /** {@code doNothing}: the fixed cost of a call. */
    public OMElement doNothing(OMElement request) throws AxisFault {
        readRequest(request, "doNothing", false);
        return FACTORY.createOMElement("doNothingResponse", NS);
    }

    /** {@code setSize}: stores the size later calls without their own {@code size} use. */
    public OMElement setSize(OMElement request) throws AxisFault {
        Integer size = readRequest(request, "setSize", true);
        if (size == null) {
            throw clientFault("setSize needs a <size> element holding a whole number from 0 to " + MAX_SIZE);
        }
        STORED_SIZE.set(size);
        return FACTORY.createOMElement("setSizeResponse", NS);
    }

    /** {@code getString}: a string of N characters. */
    public OMElement getString(OMElement request) throws AxisFault {
        int size = sizeOrStored(readRequest(request, "getString", true));
        OMElement response = FACTORY.createOMElement("getStringResponse", NS);
        OMElement value = FACTORY.createOMElement(RETURN, NS, response);
        value.setText(LatencyValues.letters(size));
        return response;
    }

    /** {@code getIntegers}: N {@code return} elements, 0 to N-1. */
    public OMElement getIntegers(OMElement request) throws AxisFault {
        int size = sizeOrStored(readRequest(request, "getIntegers", true));
        return FACTORY.createOMElement(new IntegersDataSource(size), "getIntegersResponse", NS);
    }

    /** The size {@code setSize} stored. */
    public static int storedSize() {
        return STORED_SIZE.get();
    }

    /** Back to {@value #DEFAULT_SIZE} (tests). */
    static void resetStoredSize() {
        STORED_SIZE.set(DEFAULT_SIZE);
    }

    /**
     * Checks the Body element against the operation and returns its {@code size}, or null when there is none.
     * Axis2 dispatches on SOAPAction first, so a request can reach an operation whose element it does not carry.
     */
    private static Integer readRequest(OMElement request, String operation, boolean sizeAllowed) throws AxisFault {
        if (request == null) {
            throw clientFault(operation + " needs an <l:" + operation + "> element in the SOAP Body");
        }
        if (!operation.equals(request.getLocalName()) || !NAMESPACE.equals(request.getNamespaceURI())) {
            throw clientFault("operation " + operation + " expects {" + NAMESPACE + "}" + operation + ", got {"
                    + nullToEmpty(request.getNamespaceURI()) + "}" + request.getLocalName());
        }
        Integer size = null;
        for (Iterator<OMElement> it = request.getChildElements(); it.hasNext(); ) {
            OMElement child = it.next();
            String ns = child.getNamespaceURI();
            boolean isSize = SIZE.equals(child.getLocalName()) && (ns == null || ns.isEmpty() || NAMESPACE.equals(ns));
            if (!isSize || !sizeAllowed) {
                throw clientFault("unexpected element <" + child.getLocalName() + "> in " + operation
                        + (sizeAllowed ? "; only <size> is allowed" : "; it takes no parameters"));
            }
            if (size != null) {
                throw clientFault(operation + " takes at most one <size>");
            }
            size = parseSize(child.getText());
        }
        return size;
    }

    private static int sizeOrStored(Integer size) {
        return size != null ? size : STORED_SIZE.get();
    }

    /** An {@code xsd:int} literal from 0 to {@value #MAX_SIZE}, XML white space around it allowed. */
    static int parseSize(String text) throws AxisFault {
        String s = text.strip();
        int i = s.startsWith("+") || s.startsWith("-") ? 1 : 0;
        boolean digitsOnly = i < s.length() && s.length() - i <= 12;
        for (int k = i; digitsOnly && k < s.length(); k++) {
            digitsOnly = s.charAt(k) >= '0' && s.charAt(k) <= '9';
        }
        long value = digitsOnly ? Long.parseLong(s) : -1;
        if (!digitsOnly || value < 0 || value > MAX_SIZE) {
            throw clientFault("size must be a whole number from 0 to " + MAX_SIZE + ", got '" + abbreviate(s) + "'");
        }
        return (int) value;
    }

    private static String abbreviate(String s) {
        return s.length() <= 40 ? s : s.substring(0, 40) + "...";
    }

    private static String nullToEmpty(String s) {
        return s == null ? "" : s;
    }

    private static AxisFault clientFault(String reason) {
        return new AxisFault(SOAP11_CLIENT_FAULT, reason, null);
    }
}
