package org.echosoap.client.scenario.service;

import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import javax.xml.XMLConstants;
import javax.xml.namespace.NamespaceContext;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Attr;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;

/**
 * One {@code --expect-xpath 'EXPR=VALUE'}: the string value of XPath EXPR over the answer must equal VALUE. EXPR may
 * use {@code local-name()} or the prefixes the answer itself declares ({@code //ns2:total}).
 *
 * <pre>{@code
 * XPathExpectation e = XPathExpectation.parse("//*[local-name()='itemCount']=3");
 * e.verdict(answerDocument);  // null when the answer's itemCount is 3, else a one-line reason
 * }</pre>
 *
 * @param expression the XPath expression
 * @param expected   the value it must give (compared after trimming white space)
 */
public record XPathExpectation(String expression, String expected) {

    /** XPath objects are not thread-safe and slow to create: one per worker thread. */
    private static final ThreadLocal<XPath> XPATHS = ThreadLocal.withInitial(() -> XPathFactory.newInstance().newXPath());

    /**
     * Parses {@code EXPR=VALUE}, split at the last {@code =} outside brackets, parentheses and quotes, so predicates
     * such as {@code [local-name()='total']} stay in EXPR.
     *
     * @throws IllegalArgumentException for a missing {@code =} or an expression XPath cannot compile
     */
    public static XPathExpectation parse(String text) {
        int split = lastTopLevelEquals(text);
        if (split <= 0) {
            throw new IllegalArgumentException("--expect-xpath takes EXPR=VALUE, e.g. "
                    + "\"//*[local-name()='total']=42.50\", got '" + text + "'");
        }
        String expression = text.substring(0, split).strip();
        try {
            // Prefixes are bound per answer (DeclaredPrefixes); here any prefix compiles.
            XPath syntax = XPathFactory.newInstance().newXPath();
            syntax.setNamespaceContext(new AnyPrefix());
            syntax.compile(expression);
        } catch (XPathExpressionException e) {
            throw new IllegalArgumentException("--expect-xpath: '" + expression + "' is not an XPath expression");
        }
        return new XPathExpectation(expression, text.substring(split + 1).strip());
    }

    private static int lastTopLevelEquals(String text) {
        int depth = 0;
        char quote = 0;
        int last = -1;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quote != 0) {
                quote = c == quote ? 0 : quote;
            } else if (c == '\'' || c == '"') {
                quote = c;
            } else if (c == '[' || c == '(') {
                depth++;
            } else if (c == ']' || c == ')') {
                depth--;
            } else if (c == '=' && depth == 0 && (i == 0 || text.charAt(i - 1) != '!')) {
                last = i;
            }
        }
        return last;
    }

    /** Null when the answer gives the expected value, else a one-line reason. */
    public String verdict(Document answer) {
        XPath xpath = XPATHS.get();
        xpath.setNamespaceContext(new DeclaredPrefixes(answer));
        try {
            String actual = ((String) xpath.evaluate(expression, answer, XPathConstants.STRING)).strip();
            return actual.equals(expected) ? null
                    : "expected " + expression + " = " + expected + ", the answer gives '" + shorten(actual) + "'";
        } catch (XPathExpressionException e) {
            return "cannot evaluate " + expression + " on the answer (an undeclared prefix?)";
        }
    }

    private static String shorten(String s) {
        return s.length() > 80 ? s.substring(0, 80) + "..." : s;
    }

    /** Binds every prefix, for checking EXPR's syntax before any answer is there. */
    private static final class AnyPrefix implements NamespaceContext {
        @Override
        public String getNamespaceURI(String prefix) {
            return "urn:echosoap:any-prefix:" + prefix;
        }

        @Override
        public String getPrefix(String namespaceURI) {
            return null;
        }

        @Override
        public Iterator<String> getPrefixes(String namespaceURI) {
            return java.util.Collections.emptyIterator();
        }
    }

    /** The prefixes the answer declares anywhere, so EXPR can use them. */
    private static final class DeclaredPrefixes implements NamespaceContext {
        private final Map<String, String> uris = new HashMap<>();

        DeclaredPrefixes(Document doc) {
            collect(doc.getDocumentElement());
        }

        private void collect(Element e) {
            NamedNodeMap attributes = e.getAttributes();
            for (int i = 0; i < attributes.getLength(); i++) {
                Attr a = (Attr) attributes.item(i);
                if (XMLConstants.XMLNS_ATTRIBUTE_NS_URI.equals(a.getNamespaceURI()) && a.getLocalName() != null
                        && !XMLConstants.XMLNS_ATTRIBUTE.equals(a.getLocalName())) {
                    uris.putIfAbsent(a.getLocalName(), a.getValue());
                }
            }
            for (Node c = e.getFirstChild(); c != null; c = c.getNextSibling()) {
                if (c instanceof Element child) {
                    collect(child);
                }
            }
        }

        @Override
        public String getNamespaceURI(String prefix) {
            return uris.getOrDefault(prefix, XMLConstants.NULL_NS_URI);
        }

        @Override
        public String getPrefix(String namespaceURI) {
            return uris.entrySet().stream().filter(en -> en.getValue().equals(namespaceURI))
                    .map(Map.Entry::getKey).findFirst().orElse(null);
        }

        @Override
        public Iterator<String> getPrefixes(String namespaceURI) {
            return uris.entrySet().stream().filter(en -> en.getValue().equals(namespaceURI))
                    .map(Map.Entry::getKey).toList().iterator();
        }
    }

    /** Every expectation's verdict; the first failure or null. */
    static String firstFailure(List<XPathExpectation> expectations, Document answer) {
        for (XPathExpectation e : expectations) {
            String v = e.verdict(answer);
            if (v != null) {
                return v;
            }
        }
        return null;
    }
}
