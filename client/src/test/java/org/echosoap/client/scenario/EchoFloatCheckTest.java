package org.echosoap.client.scenario;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class EchoFloatCheckTest {

    private static final String AXIS2_ANSWER = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><soapenv:Envelope "
            + "xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\"><soapenv:Header/><soapenv:Body>"
            + "<echoFloatResult xmlns=\"http://tempuri.org/\"><result>3.14159</result></echoFloatResult>"
            + "</soapenv:Body></soapenv:Envelope>";

    private final EchoFloatCheck check = new EchoFloatCheck("3.14159");

    private static String cheap(ResponseCheck c, String body) {
        ResponseCheck.Verifier v = c.begin();
        byte[] b = body.getBytes(UTF_8);
        v.feed(b, 0, b.length);
        return v.verdict();
    }

    private String full(String body) {
        byte[] b = body.getBytes(UTF_8);
        return check.fullCheck(b, b.length);
    }

    @Test
    void acceptsAxis2sAnswer() {
        assertNull(cheap(check, AXIS2_ANSWER));
        assertNull(full(AXIS2_ANSWER));
    }

    @Test
    void acceptsPrefixedNamespaces() {
        String prefixed = "<s:Envelope xmlns:s=\"http://schemas.xmlsoap.org/soap/envelope/\"><s:Body>"
                + "<t:echoFloatResult xmlns:t=\"http://tempuri.org/\"><t:result> 3.14159 </t:result>"
                + "</t:echoFloatResult></s:Body></s:Envelope>";
        assertNull(full(prefixed));
    }

    @Test
    void findsTheResultAfterOtherElements() {
        assertNull(full(AXIS2_ANSWER.replace("<soapenv:Body>", "<soapenv:Body><t:other xmlns:t=\"http://tempuri.org/\"/>")
                .replace("<result>", "<note/><result>")));
    }

    @Test
    void rejectsAnotherValue() {
        String other = AXIS2_ANSWER.replace("3.14159", "2.5");
        assertNotNull(cheap(check, other));
        assertTrue(full(other).contains("2.5"));
    }

    @Test
    void fullCheckRejectsWrongNamespaceOrShape() {
        assertNotNull(full(AXIS2_ANSWER.replace("http://tempuri.org/", "urn:other")));
        assertNotNull(full(AXIS2_ANSWER.replace("echoFloatResult", "echoFloatResponse")));
        assertNotNull(full(AXIS2_ANSWER.replace("<result>3.14159</result>", "<x><result>3.14159</result></x>")),
                "the result must be echoFloatResult's child, not deeper");
        assertNotNull(full(AXIS2_ANSWER.replace("soapenv:Body>", "soapenv:Bodies>")), "the result must be in the Body");
        assertTrue(full("<oops").startsWith("answer is not well-formed XML"));
        assertNotNull(full("<!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]><x>&e;</x>"));
    }
}
