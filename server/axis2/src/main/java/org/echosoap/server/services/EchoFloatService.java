package org.echosoap.server.services;

import java.util.Iterator;
import javax.xml.namespace.QName;
import org.apache.axiom.om.OMAbstractFactory;
import org.apache.axiom.om.OMElement;
import org.apache.axiom.om.OMFactory;
import org.apache.axiom.om.OMNamespace;
import org.apache.axis2.AxisFault;
import org.echosoap.server.contract.xsd.XsdFloat;

/**
 * Seed 000's {@code echoFloat}: reads {@code <input>} from the request, converts it to a {@code float} and
 * back, and answers {@code <echoFloatResult xmlns="http://tempuri.org/"><result>…</result></echoFloatResult>}.
 *
 * <p>Deployed with Axis2's {@code RawXMLINOutMessageReceiver} (see {@code WEB-INF/services/EchoFloat}): the
 * POJO/RPC receivers always name the answer {@code echoFloatResponse/return}, which is not the seed's contract,
 * whereas an OMElement in/out method can produce any shape. The {@code xsi:type} attribute of the seed
 * request (1999 XML Schema namespace) is not interpreted: the operation's contract says the value is a float.
 *
 * <p>Axis2 dispatches on the SOAPAction first, so a request whose SOAPAction names echoFloat reaches this method
 * whatever element its Body holds: the method checks that the element is {@code {http://tempuri.org/}echoFloat}
 * before it reads anything else (the parser variants apply the same rule with the same reason).
 */
public class EchoFloatService {

    /** The namespace of the seed's request and response elements. */
    public static final String TEMPURI = "http://tempuri.org/";

    /** The local name of the seed's operation element, the SOAP Body's first child. */
    public static final String OPERATION = "echoFloat";

    private static final QName SOAP11_CLIENT_FAULT =
            new QName("http://schemas.xmlsoap.org/soap/envelope/", "Client");

    private static final OMFactory FACTORY = OMAbstractFactory.getOMFactory();

    /** Called by Axis2 with the first child of the SOAP Body. */
    public OMElement echoFloat(OMElement request) throws AxisFault {
        if (request == null) {
            throw clientFault(wrongOperation(null, null));
        }
        if (!OPERATION.equals(request.getLocalName()) || !TEMPURI.equals(request.getNamespaceURI())) {
            throw clientFault(wrongOperation(request.getNamespaceURI(), request.getLocalName()));
        }
        OMElement input = findInput(request);
        if (input == null) {
            throw clientFault("echoFloat needs an <input> element holding an xsd:float");
        }
        // Strict about the shape, and lazily so: Axiom reads the request only as far as these checks look, so a
        // request padded with a million extra elements is refused after reading one of them, not built in full.
        if (input.getFirstElement() != null) {
            throw clientFault("echoFloat input must hold only text, found element <"
                    + input.getFirstElement().getLocalName() + ">");
        }
        OMElement extra = nextSiblingElement(input);
        if (extra != null) {
            throw clientFault("echoFloat takes exactly one <input> element, found <" + extra.getLocalName()
                    + "> after it");
        }
        float value;
        try {
            value = XsdFloat.parse(input.getText());
        } catch (NumberFormatException e) {
            throw clientFault("echoFloat input is " + e.getMessage());
        }
        return response(XsdFloat.format(value));
    }

    /**
     * The one-line reason for a SOAP Body whose first element is not {@code {http://tempuri.org/}echoFloat}.
     *
     * @param namespace the element's namespace, null or empty for none
     * @param localName the element's local name, null when the Body holds no element (or there is no Body)
     */
    public static String wrongOperation(String namespace, String localName) {
        String expected = "echoFloat expects {" + TEMPURI + "}" + OPERATION + " as the first element of the SOAP Body";
        if (localName == null) {
            return expected + ", found none";
        }
        return expected + ", found {" + (namespace == null ? "" : namespace) + "}" + localName;
    }

    /** The seed's response element carrying {@code valueText}. */
    static OMElement response(String valueText) {
        OMNamespace tempuri = FACTORY.createOMNamespace(TEMPURI, "");
        OMElement result = FACTORY.createOMElement("echoFloatResult", tempuri);
        OMElement resultValue = FACTORY.createOMElement("result", tempuri, result);
        resultValue.setText(valueText);
        return result;
    }

    /** {@code input} in the tempuri namespace (the seed) or unqualified (lenient clients). */
    private static OMElement findInput(OMElement request) {
        for (Iterator<OMElement> it = request.getChildElements(); it.hasNext(); ) {
            OMElement child = it.next();
            String ns = child.getNamespaceURI();
            if ("input".equals(child.getLocalName()) && (ns == null || ns.isEmpty() || TEMPURI.equals(ns))) {
                return child;
            }
        }
        return null;
    }

    private static OMElement nextSiblingElement(OMElement element) {
        for (org.apache.axiom.om.OMNode node = element.getNextOMSibling(); node != null; node = node.getNextOMSibling()) {
            if (node instanceof OMElement sibling) {
                return sibling;
            }
        }
        return null;
    }

    private static AxisFault clientFault(String reason) {
        return new AxisFault(SOAP11_CLIENT_FAULT, reason, null);
    }
}
