package org.echosoap.client.scenario.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.echosoap.client.scenario.SafeDom;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

class XPathExpectationTest {

    private static final String ANSWER = "<S:Envelope xmlns:S=\"http://schemas.xmlsoap.org/soap/envelope/\"><S:Body>"
            + "<ns2:placeOrderResponse xmlns:ns2=\"urn:example:orders\"><orderId>A-7</orderId><total>42.50</total>"
            + "<itemCount>3</itemCount></ns2:placeOrderResponse></S:Body></S:Envelope>";

    private static Document answer() throws Exception {
        byte[] b = ANSWER.getBytes(StandardCharsets.UTF_8);
        return SafeDom.parse(b, b.length);
    }

    @Test
    void splitsAtTheLastEqualsOutsidePredicatesAndQuotes() {
        XPathExpectation e = XPathExpectation.parse("//*[local-name()='total']=42.50");
        assertEquals("//*[local-name()='total']", e.expression());
        assertEquals("42.50", e.expected());
        XPathExpectation count = XPathExpectation.parse("count(//*[local-name()='x' and @a='b=c']) = 2");
        assertEquals("count(//*[local-name()='x' and @a='b=c'])", count.expression());
        assertEquals("2", count.expected());
    }

    @Test
    void refusesWhatIsNoExpectation() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> XPathExpectation.parse("//total"))
                .getMessage().contains("EXPR=VALUE"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> XPathExpectation.parse("///x=3"))
                .getMessage().contains("not an XPath expression"));
    }

    @Test
    void matchesByLocalNameOrByTheAnswersOwnPrefixes() throws Exception {
        assertNull(XPathExpectation.parse("//*[local-name()='itemCount']=3").verdict(answer()));
        assertNull(XPathExpectation.parse("//ns2:placeOrderResponse/orderId=A-7").verdict(answer()));
        String wrong = XPathExpectation.parse("//*[local-name()='total']=40.00").verdict(answer());
        assertEquals("expected //*[local-name()='total'] = 40.00, the answer gives '42.50'", wrong);
        String undeclared = XPathExpectation.parse("//nope:x=1").verdict(answer());
        assertTrue(undeclared != null && undeclared.contains("//nope:x"), undeclared);
    }
}
