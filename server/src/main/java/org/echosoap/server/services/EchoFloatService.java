package org.echosoap.server.services;

import java.util.Iterator;
import javax.xml.namespace.QName;
import org.apache.axiom.om.OMAbstractFactory;
import org.apache.axiom.om.OMElement;
import org.apache.axiom.om.OMFactory;
import org.apache.axiom.om.OMNamespace;
import org.apache.axis2.AxisFault;

/**
 * Seed 000's {@code echoFloat}: reads {@code <input>} from the request, converts it to a {@code float} and
 * back, and answers {@code <echoFloatResult xmlns="http://tempuri.org/"><result>…</result></echoFloatResult>}.
 *
 * <p>Deployed with Axis2's {@code RawXMLINOutMessageReceiver} (see {@code WEB-INF/services/EchoFloat}): the
 * POJO/RPC receivers always name the answer {@code echoFloatResponse/return}, which is not the seed's contract,
 * whereas an OMElement in/out method can produce any shape. The {@code xsi:type} attribute of the seed
 * request (1999 XML Schema namespace) is not interpreted: the operation's contract says the value is a float.
 */
public class EchoFloatService {

    /** The namespace of the seed's request and response elements. */
    public static final String TEMPURI = "http://tempuri.org/";

    private static final QName SOAP11_CLIENT_FAULT =
            new QName("http://schemas.xmlsoap.org/soap/envelope/", "Client");

    private static final OMFactory FACTORY = OMAbstractFactory.getOMFactory();

    /** Called by Axis2 with the first child of the SOAP Body. */
    public OMElement echoFloat(OMElement request) throws AxisFault {
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
