package org.echosoap.server.axis1.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import javax.xml.namespace.QName;
import org.echosoap.server.contract.XmlLimits;
import org.junit.jupiter.api.Test;

class RequestScanTest {

    private static final String SOAP11 = "http://schemas.xmlsoap.org/soap/envelope/";

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    private static String envelope(String body) {
        return "<s:Envelope xmlns:s=\"" + SOAP11 + "\"><s:Header><h xmlns=\"urn:h\"/></s:Header><s:Body>" + body
                + "</s:Body></s:Envelope>";
    }

    @Test
    void findsTheEnvelopeAndTheBodysFirstElement() throws Exception {
        RequestScan.Result r = RequestScan.scan(bytes(envelope("<echoFloat xmlns=\"http://tempuri.org/\"><input>1"
                + "</input></echoFloat><second xmlns=\"urn:x\"/>")));
        assertEquals(new QName(SOAP11, "Envelope"), r.envelope());
        assertEquals(new QName("http://tempuri.org/", "echoFloat"), r.bodyElement());
        assertNull(RequestScan.scan(bytes(envelope(""))).bodyElement());
    }

    @Test
    void refusesADoctypeBeforeAnyOfItIsRead() {
        String xxe = "<?xml version=\"1.0\"?>\n<!-- c --><!DOCTYPE s:Envelope [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>"
                + envelope("<a>&x;</a>");
        RefusedRequest e = assertThrows(RefusedRequest.class, () -> RequestScan.scan(bytes(xxe)));
        assertEquals("a DOCTYPE is not allowed in a SOAP message", e.getMessage());
        assertTrue(Prolog.hasDoctype(bytes(xxe)));
        assertFalse(Prolog.hasDoctype(bytes(envelope("<!-- <!DOCTYPE x> after the root is only a comment -->"))));
    }

    @Test
    void refusesADoctypeTheByteCheckCannotRead() {
        byte[] utf16 = ("<?xml version=\"1.0\" encoding=\"UTF-16\"?><!DOCTYPE s:Envelope>" + envelope(""))
                .getBytes(StandardCharsets.UTF_16);
        assertFalse(Prolog.hasDoctype(utf16));
        RefusedRequest e = assertThrows(RefusedRequest.class, () -> RequestScan.scan(utf16));
        assertTrue(e.getMessage().contains("DOCTYPE"), e.getMessage());
    }

    @Test
    void refusesTooDeepAndTooManyElements() {
        String deep = "<a>".repeat(XmlLimits.MAX_DEPTH) + "</a>".repeat(XmlLimits.MAX_DEPTH);
        RefusedRequest tooDeep = assertThrows(RefusedRequest.class, () -> RequestScan.scan(bytes(envelope(deep))));
        assertEquals("elements nested deeper than 1000 levels", tooDeep.getMessage());
        String many = "<b/>".repeat((int) XmlLimits.MAX_ELEMENTS);
        RefusedRequest tooMany = assertThrows(RefusedRequest.class, () -> RequestScan.scan(bytes(envelope(many))));
        assertEquals("more than 500000 elements in one request", tooMany.getMessage());
    }

    @Test
    void refusesTooManyAndTooLongAttributes() {
        StringBuilder attributes = new StringBuilder();
        for (int i = 0; i <= XmlLimits.MAX_ATTRIBUTES_PER_ELEMENT; i++) {
            attributes.append(" a").append(i).append("=\"\"");
        }
        RefusedRequest many = assertThrows(RefusedRequest.class,
                () -> RequestScan.scan(bytes(envelope("<e" + attributes + "/>"))));
        assertTrue(many.getMessage().startsWith("more than 1000 attributes"), many.getMessage());
        String value = "v".repeat(XmlLimits.MAX_ATTRIBUTE_VALUE_CHARS + 1);
        RefusedRequest big = assertThrows(RefusedRequest.class,
                () -> RequestScan.scan(bytes(envelope("<e a=\"" + value + "\"/>"))));
        assertTrue(big.getMessage().startsWith("an attribute value longer than"), big.getMessage());
    }

    @Test
    void malformedXmlIsOneLineWithItsPlace() {
        for (String broken : new String[] {"", "hello", envelope("<a>").substring(0, 40), envelope("<a></b>")}) {
            RefusedRequest e = assertThrows(RefusedRequest.class, () -> RequestScan.scan(bytes(broken)));
            assertTrue(e.getMessage().startsWith("the request is not well-formed XML"), e.getMessage());
            assertFalse(e.getMessage().contains("\n"), e.getMessage());
            assertFalse(e.getMessage().contains("ParseError"), e.getMessage());
        }
    }
}
