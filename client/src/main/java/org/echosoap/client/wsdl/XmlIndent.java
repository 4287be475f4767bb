package org.echosoap.client.wsdl;

import org.w3c.dom.Attr;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;

/**
 * Writes a DOM as indented XML: elements, attributes (in the DOM's order), text and comments, whitespace-only text
 * dropped. Small and exact where the JDK's indenting Transformer adds blank lines around comments and differs
 * between JDK versions.
 */
final class XmlIndent {

    private static final String INDENT = "  ";

    private XmlIndent() {
    }

    static String format(Document doc) {
        StringBuilder s = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        write(doc.getDocumentElement(), 0, s);
        return s.toString();
    }

    private static void write(Node node, int depth, StringBuilder s) {
        switch (node.getNodeType()) {
            case Node.ELEMENT_NODE -> element((Element) node, depth, s);
            case Node.COMMENT_NODE -> s.append(INDENT.repeat(depth)).append("<!--").append(node.getNodeValue().strip()
                    .isEmpty() ? "" : " " + node.getNodeValue().strip() + " ").append("-->\n");
            case Node.TEXT_NODE, Node.CDATA_SECTION_NODE -> {
                if (!node.getNodeValue().isBlank()) {
                    s.append(INDENT.repeat(depth)).append(escape(node.getNodeValue().strip(), false)).append('\n');
                }
            }
            default -> {
                // processing instructions, entity references: none in what soa-model writes
            }
        }
    }

    private static void element(Element e, int depth, StringBuilder s) {
        s.append(INDENT.repeat(depth)).append('<').append(e.getTagName());
        NamedNodeMap attrs = e.getAttributes();
        for (int i = 0; i < attrs.getLength(); i++) {
            Attr a = (Attr) attrs.item(i);
            s.append(' ').append(a.getName()).append("=\"").append(escape(a.getValue(), true)).append('"');
        }
        Node first = e.getFirstChild();
        boolean empty = true;
        boolean onlyText = true;
        for (Node c = first; c != null; c = c.getNextSibling()) {
            boolean blank = (c.getNodeType() == Node.TEXT_NODE || c.getNodeType() == Node.CDATA_SECTION_NODE)
                    && c.getNodeValue().isBlank();
            if (!blank) {
                empty = false;
            }
            if (c.getNodeType() != Node.TEXT_NODE && c.getNodeType() != Node.CDATA_SECTION_NODE) {
                onlyText = false;
            }
        }
        if (empty) {
            s.append("/>\n");
            return;
        }
        if (onlyText) {
            // A value stays on the element's line, exactly as it was (no stripping inside a value).
            s.append('>').append(escape(e.getTextContent(), false)).append("</").append(e.getTagName()).append(">\n");
            return;
        }
        s.append(">\n");
        for (Node c = first; c != null; c = c.getNextSibling()) {
            write(c, depth + 1, s);
        }
        s.append(INDENT.repeat(depth)).append("</").append(e.getTagName()).append(">\n");
    }

    private static String escape(String v, boolean attribute) {
        StringBuilder s = new StringBuilder(v.length());
        for (int i = 0; i < v.length(); i++) {
            char c = v.charAt(i);
            switch (c) {
                case '&' -> s.append("&amp;");
                case '<' -> s.append("&lt;");
                case '>' -> s.append("&gt;");
                case '"' -> s.append(attribute ? "&quot;" : "\"");
                case '\r' -> s.append("&#13;");
                default -> s.append(c);
            }
        }
        return s.toString();
    }
}
