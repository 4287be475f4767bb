package org.echosoap.server.baseline;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import javax.xml.XMLConstants;
import javax.xml.namespace.NamespaceContext;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

/**
 * The response bytes the baselines send instead of running Axis2: the seed answer must be the prefix, the seed
 * value and the suffix, and any value spliced in must still be a well-formed SOAP answer with the seed's
 * {@code echoFloatResult/result} shape.
 */
class EchoFloatResponseTemplateTest {

    private static final String RESULT_XPATH =
            "/*[local-name()='Envelope']/*[local-name()='Body']/t:echoFloatResult/t:result";

    private final EchoFloatResponseTemplate template = EchoFloatResponseTemplate.get();

    private static String concat(byte[]... parts) {
        StringBuilder sb = new StringBuilder();
        for (byte[] part : parts) {
            sb.append(new String(part, StandardCharsets.UTF_8));
        }
        return sb.toString();
    }

    /** The text at {@link #RESULT_XPATH}, read with a namespace-aware parser. */
    private static String resultValue(byte[] soapResponse) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        Document doc = factory.newDocumentBuilder().parse(new ByteArrayInputStream(soapResponse));
        XPath xpath = XPathFactory.newInstance().newXPath();
        xpath.setNamespaceContext(new NamespaceContext() {
            @Override
            public String getNamespaceURI(String prefix) {
                return "t".equals(prefix) ? "http://tempuri.org/" : XMLConstants.NULL_NS_URI;
            }

            @Override
            public String getPrefix(String namespaceUri) {
                throw new UnsupportedOperationException();
            }

            @Override
            public Iterator<String> getPrefixes(String namespaceUri) {
                throw new UnsupportedOperationException();
            }
        });
        // Fails loudly when the element is missing, rather than comparing against "".
        assertEquals(1.0, xpath.evaluate("count(" + RESULT_XPATH + ")", doc, javax.xml.xpath.XPathConstants.NUMBER));
        return xpath.evaluate(RESULT_XPATH, doc);
    }

    @Test
    void seedResponseIsPrefixSeedValueSuffix() {
        assertEquals(concat(template.prefixBytes()) + "3.14159" + concat(template.suffixBytes()),
                concat(template.seedResponseBytes()));
        assertEquals("3.14159", EchoFloatResponseTemplate.SEED_VALUE);
    }

    @Test
    void splitsExactlyAroundTheResultValue() {
        assertTrue(concat(template.prefixBytes()).endsWith("<result>"));
        assertTrue(concat(template.suffixBytes()).startsWith("</result>"));
        assertTrue(concat(template.prefixBytes()).startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"));
    }

    @Test
    void seedResponseIsTheShippedResourceWithoutTrailingWhiteSpace() throws Exception {
        try (InputStream in = EchoFloatResponseTemplate.class.getResourceAsStream("echoFloat-response.xml")) {
            assertNotNull(in);
            String shipped = new String(in.readAllBytes(), StandardCharsets.UTF_8).strip();
            assertArrayEquals(shipped.getBytes(StandardCharsets.UTF_8), template.seedResponseBytes());
        }
    }

    @Test
    void seedResponseParsesWithTheSeedValue() throws Exception {
        assertEquals("3.14159", resultValue(template.seedResponseBytes()));
    }

    @Test
    void responseTextCarriesAnyValueAsXml() throws Exception {
        String text = template.responseText("1.5");
        assertEquals("1.5", resultValue(text.getBytes(StandardCharsets.UTF_8)));
        assertEquals(concat(template.prefixBytes()) + "1.5" + concat(template.suffixBytes()), text);
    }

    @Test
    void responseTextOfTheSeedValueEqualsTheSeedBytes() {
        assertArrayEquals(template.seedResponseBytes(),
                template.responseText(EchoFloatResponseTemplate.SEED_VALUE).getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void isASingleSharedInstanceWithAxis2sContentType() {
        assertSame(template, EchoFloatResponseTemplate.get());
        assertEquals("text/xml;charset=UTF-8", EchoFloatResponseTemplate.CONTENT_TYPE);
    }
}
