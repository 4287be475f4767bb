package org.echosoap.server.axis1.gate;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.XMLConstants;
import javax.xml.namespace.QName;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/**
 * A service's operations as its WSDL (document/literal, one part per message) names them: each operation's input
 * element and SOAPAction, so the gate can tell which operation a request's Body holds and whether it is the one the
 * SOAPAction names, before Axis sees it.
 *
 * <pre>{@code
 * ContractOperations ops = ContractOperations.read("EchoFloat", in);
 * ops.byElement(new QName("http://tempuri.org/", "echoFloat"));   // "echoFloat"
 * ops.elementOfAction("http://tempuri.org/echoFloat");           // {http://tempuri.org/}echoFloat
 * }</pre>
 */
public final class ContractOperations {

    private static final String WSDL = "http://schemas.xmlsoap.org/wsdl/";
    private static final String WSDL_SOAP = "http://schemas.xmlsoap.org/wsdl/soap/";

    private final String service;
    private final Map<QName, String> operationByElement;
    private final Map<String, QName> elementByAction;

    private ContractOperations(String service, Map<QName, String> operationByElement, Map<String, QName> elementByAction) {
        this.service = service;
        this.operationByElement = Map.copyOf(operationByElement);
        this.elementByAction = Map.copyOf(elementByAction);
    }

    /** The service's name ({@code EchoFloat}). */
    public String service() {
        return service;
    }

    /** The operation whose input is {@code element}, or null. */
    public String byElement(QName element) {
        return operationByElement.get(element);
    }

    /** The input element of the operation whose SOAPAction is {@code action}, or null. */
    public QName elementOfAction(String action) {
        return elementByAction.get(action);
    }

    /** Reads {@code service}'s WSDL 1.1 (the contract file; it has no DOCTYPE, and none is allowed). */
    public static ContractOperations read(String service, InputStream wsdl) throws IOException {
        Document doc = parse(wsdl);
        Element root = doc.getDocumentElement();
        Map<String, QName> inputMessageElements = new LinkedHashMap<>();
        for (Element message : children(root, "message")) {
            Element part = children(message, "part").stream().findFirst().orElse(null);
            if (part != null && part.hasAttribute("element")) {
                inputMessageElements.put(message.getAttribute("name"), qname(part, part.getAttribute("element")));
            }
        }
        Map<String, QName> inputElementOfOperation = new LinkedHashMap<>();
        for (Element portType : children(root, "portType")) {
            for (Element operation : children(portType, "operation")) {
                Element input = children(operation, "input").stream().findFirst().orElse(null);
                if (input != null) {
                    QName message = qname(input, input.getAttribute("message"));
                    QName element = inputMessageElements.get(message.getLocalPart());
                    if (element != null) {
                        inputElementOfOperation.put(operation.getAttribute("name"), element);
                    }
                }
            }
        }
        Map<QName, String> operationByElement = new LinkedHashMap<>();
        inputElementOfOperation.forEach((operation, element) -> operationByElement.put(element, operation));
        Map<String, QName> elementByAction = new LinkedHashMap<>();
        for (Element binding : children(root, "binding")) {
            for (Element operation : children(binding, "operation")) {
                NodeList soapOperations = operation.getElementsByTagNameNS(WSDL_SOAP, "operation");
                QName element = inputElementOfOperation.get(operation.getAttribute("name"));
                if (soapOperations.getLength() > 0 && element != null) {
                    String action = ((Element) soapOperations.item(0)).getAttribute("soapAction");
                    if (!action.isEmpty()) {
                        elementByAction.put(action, element);
                    }
                }
            }
        }
        if (operationByElement.isEmpty()) {
            throw new IOException(service + ".wsdl names no operation with an input element");
        }
        return new ContractOperations(service, operationByElement, elementByAction);
    }

    private static Document parse(InputStream wsdl) throws IOException {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newDefaultInstance();
            factory.setNamespaceAware(true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            DocumentBuilder builder = factory.newDocumentBuilder();
            return builder.parse(wsdl);
        } catch (ParserConfigurationException | SAXException e) {
            throw new IOException("unreadable WSDL: " + e.getMessage(), e);
        }
    }

    private static List<Element> children(Element parent, String wsdlName) {
        List<Element> found = new ArrayList<>();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && WSDL.equals(e.getNamespaceURI()) && wsdlName.equals(e.getLocalName())) {
                found.add(e);
            }
        }
        return found;
    }

    /** A prefixed name ({@code tns:echoFloat}) resolved in the scope of {@code context}. */
    private static QName qname(Element context, String prefixed) {
        int colon = prefixed.indexOf(':');
        String prefix = colon < 0 ? null : prefixed.substring(0, colon);
        String namespace = context.lookupNamespaceURI(prefix);
        return new QName(namespace == null ? "" : namespace, prefixed.substring(colon + 1));
    }
}
