package org.echosoap.server.services.binary;

import java.io.IOException;
import java.io.InputStream;
import java.util.Base64;
import java.util.Iterator;
import javax.xml.namespace.QName;
import org.apache.axiom.blob.Blob;
import org.apache.axiom.blob.Blobs;
import org.apache.axiom.om.OMAbstractFactory;
import org.apache.axiom.om.OMElement;
import org.apache.axiom.om.OMFactory;
import org.apache.axiom.om.OMNamespace;
import org.apache.axiom.om.OMNode;
import org.apache.axiom.om.OMText;
import org.apache.axis2.AxisFault;
import org.echosoap.server.binary.BinaryContract;

/**
 * The binary echo contract on Axis2 ({@code RawXMLINOutMessageReceiver}, OMElement in and out), deployed twice with
 * the same class: {@code BinaryEcho} ({@code enableMTOM=false}: answers carry base64 text) and
 * {@code BinaryEchoMtom} ({@code enableMTOM=true}: the answer's bytes are an XOP attachment). Either takes a base64
 * request or an MTOM one: Axiom resolves an {@code xop:Include} into a binary text node, which this class reads as a
 * blob without decoding anything; base64 text (already checked strict by {@code InlineBase64Gate}) is decoded here.
 * The answer's bytes are an "optimizable" text node: Axis2 writes it as an attachment when MTOM is on, as base64
 * otherwise.
 */
public class BinaryEchoService {

    private static final QName SOAP11_CLIENT_FAULT = new QName("http://schemas.xmlsoap.org/soap/envelope/", "Client");
    private static final OMFactory FACTORY = OMAbstractFactory.getOMFactory();

    /** {@code echoBinary(data) -> data}. */
    public OMElement echoBinary(OMElement request) throws AxisFault {
        byte[] data = data(request, "echoBinary");
        return answer("echoBinary", FACTORY.createOMText(Blobs.createBlob(data), true));
    }

    /** {@code sendBinary(data) -> the number of bytes}: the upload direction alone. */
    public OMElement sendBinary(OMElement request) throws AxisFault {
        byte[] data = data(request, "sendBinary");
        return answer("sendBinary", FACTORY.createOMText(Integer.toString(data.length)));
    }

    /** {@code getBinary(length) -> that many bytes of the contract's pattern}: the download direction alone. */
    public OMElement getBinary(OMElement request) throws AxisFault {
        check(request, "getBinary");
        OMElement lengthElement = child(request, "length");
        if (lengthElement == null) {
            throw clientFault("getBinary needs a <length> element holding an xsd:int");
        }
        int length;
        try {
            length = Integer.parseInt(lengthElement.getText().strip());
        } catch (NumberFormatException e) {
            throw clientFault("getBinary length is not an xsd:int: '" + lengthElement.getText() + "'");
        }
        String bad = BinaryContract.badLength(length);
        if (bad != null) {
            throw clientFault(bad);
        }
        return answer("getBinary", FACTORY.createOMText(Blobs.createBlob(BinaryContract.pattern(length)), true));
    }

    private static byte[] data(OMElement request, String operation) throws AxisFault {
        check(request, operation);
        OMElement data = child(request, "data");
        if (data == null) {
            throw clientFault(operation + " needs a <data> element holding xsd:base64Binary");
        }
        OMNode first = data.getFirstOMChild();
        byte[] bytes;
        if (first instanceof OMText text && text.isBinary() && first.getNextOMSibling() == null) {
            Blob blob = text.getBlob();
            String tooLarge = BinaryContract.tooLarge(operation, blob.getSize());
            if (tooLarge != null) {
                throw clientFault(tooLarge);
            }
            try (InputStream in = blob.getInputStream()) {
                bytes = in.readAllBytes();
            } catch (IOException e) {
                throw clientFault(operation + " data attachment could not be read: " + e.getMessage());
            }
        } else {
            String base64 = data.getText();
            String tooLarge = BinaryContract.tooLarge(operation, base64.length() / 4L * 3);
            if (tooLarge != null) {
                throw clientFault(tooLarge);
            }
            try {
                bytes = Base64.getMimeDecoder().decode(base64);
            } catch (IllegalArgumentException e) {
                throw clientFault(operation + " data is not base64: " + e.getMessage());
            }
        }
        return bytes;
    }

    private static void check(OMElement request, String operation) throws AxisFault {
        if (request == null || !operation.equals(request.getLocalName())
                || !BinaryContract.NAMESPACE.equals(request.getNamespaceURI())) {
            throw clientFault(operation + " expects {" + BinaryContract.NAMESPACE + "}" + operation
                    + " as the first element of the SOAP Body" + (request == null ? ", found none"
                    : ", found {" + request.getNamespaceURI() + "}" + request.getLocalName()));
        }
    }

    private static OMElement child(OMElement parent, String localName) {
        for (Iterator<OMElement> it = parent.getChildElements(); it.hasNext(); ) {
            OMElement c = it.next();
            String ns = c.getNamespaceURI();
            if (localName.equals(c.getLocalName()) && (ns == null || ns.isEmpty())) {
                return c;
            }
        }
        return null;
    }

    /** {@code <b:OPResponse xmlns:b="urn:echosoap:binary"><return>VALUE</return></b:OPResponse>}. */
    private static OMElement answer(String operation, OMText value) {
        OMNamespace ns = FACTORY.createOMNamespace(BinaryContract.NAMESPACE, "b");
        OMElement response = FACTORY.createOMElement(operation + "Response", ns);
        OMElement ret = FACTORY.createOMElement("return", null, response);
        ret.addChild(value);
        return response;
    }

    private static AxisFault clientFault(String reason) {
        return new AxisFault(SOAP11_CLIENT_FAULT, reason, null);
    }
}
