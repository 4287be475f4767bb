package org.echosoap.client.scenario;

import javax.xml.XMLConstants;
import javax.xml.namespace.NamespaceContext;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpression;
import javax.xml.xpath.XPathFactory;
import java.util.Iterator;
import org.w3c.dom.Node;

/**
 * Checks an echoFloat answer: cheaply that the body carries {@code >VALUE</} (every response), fully that
 * {@code Envelope/Body/t:echoFloatResult/t:result} equals VALUE (a sample), t = {@code http://tempuri.org/}.
 */
public final class EchoFloatCheck implements ResponseCheck {

    static final String TEMPURI = "http://tempuri.org/";
    private static final String RESULT_XPATH =
            "/*[local-name()='Envelope']/*[local-name()='Body']/t:echoFloatResult/t:result";

    private final String expectedValue;
    /** The cheap check: the value between a tag's end and the next tag's start. */
    private final ContainsCheck carriesValue;

    public EchoFloatCheck(String expectedValue) {
        this.expectedValue = expectedValue;
        this.carriesValue = new ContainsCheck(">" + expectedValue + "</", this::fullCheck);
    }

    @Override
    public Verifier begin() {
        return carriesValue.begin();
    }

    @Override
    public String fullCheck(byte[] body, int length) {
        try {
            Node doc = SafeDom.parse(body, length);
            Node result = (Node) RESULT.get().evaluate(doc, XPathConstants.NODE);
            if (result == null) {
                return "answer has no Envelope/Body/echoFloatResult/result (namespace " + TEMPURI + ")";
            }
            String text = result.getTextContent().strip();
            return expectedValue.equals(text) ? null : "answer carries " + text + ", expected " + expectedValue;
        } catch (Exception e) {
            return "answer is not well-formed XML: " + e.getMessage();
        }
    }

    /**
     * The compiled path, one per thread (an expression is not thread-safe): looking up an XPath factory and compiling
     * anew for every sampled answer cost the client more CPU than all the cheap checks together.
     */
    private static final ThreadLocal<XPathExpression> RESULT = ThreadLocal.withInitial(() -> {
        try {
            XPath xpath = XPathFactory.newInstance().newXPath();
            xpath.setNamespaceContext(new TempuriContext());
            return xpath.compile(RESULT_XPATH);
        } catch (javax.xml.xpath.XPathExpressionException e) {
            throw new IllegalStateException("the result path does not compile", e);
        }
    });

    private static final class TempuriContext implements NamespaceContext {
        @Override
        public String getNamespaceURI(String prefix) {
            return "t".equals(prefix) ? TEMPURI : XMLConstants.NULL_NS_URI;
        }

        @Override
        public String getPrefix(String namespaceURI) {
            return TEMPURI.equals(namespaceURI) ? "t" : null;
        }

        @Override
        public Iterator<String> getPrefixes(String namespaceURI) {
            return java.util.List.of("t").iterator();
        }
    }
}
