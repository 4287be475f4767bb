package org.echosoap.client.scenario;

import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/** Namespace-aware DOM parsing of answers for the full checks: no DTDs, no external entities. */
public final class SafeDom {

    private static final ThreadLocal<DocumentBuilder> BUILDERS = ThreadLocal.withInitial(SafeDom::newBuilder);

    private SafeDom() {
    }

    private static DocumentBuilder newBuilder() {
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setNamespaceAware(true);
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            f.setExpandEntityReferences(false);
            DocumentBuilder b = f.newDocumentBuilder();
            b.setErrorHandler(null);
            return b;
        } catch (Exception e) {
            throw new IllegalStateException("no XML parser", e);
        }
    }

    public static Document parse(byte[] body, int length) throws Exception {
        DocumentBuilder b = BUILDERS.get();
        b.reset();
        b.setErrorHandler(null);
        return b.parse(new ByteArrayInputStream(body, 0, length));
    }

    /** The first element with this namespace and local name, anywhere, or null. */
    public static Element first(Document doc, String namespace, String localName) {
        NodeList list = doc.getElementsByTagNameNS(namespace, localName);
        return list.getLength() == 0 ? null : (Element) list.item(0);
    }

    /** Text of every element with this namespace and local name, in document order. */
    public static List<String> texts(Node root, String namespace, String localName) {
        NodeList list = root instanceof Document d ? d.getElementsByTagNameNS(namespace, localName)
                : ((Element) root).getElementsByTagNameNS(namespace, localName);
        List<String> texts = new ArrayList<>(list.getLength());
        for (int i = 0; i < list.getLength(); i++) {
            texts.add(list.item(i).getTextContent().strip());
        }
        return texts;
    }
}
