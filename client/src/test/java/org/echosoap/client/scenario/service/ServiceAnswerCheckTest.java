package org.echosoap.client.scenario.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.echosoap.client.scenario.ResponseCheck;
import org.junit.jupiter.api.Test;

class ServiceAnswerCheckTest {

    private static final String OK = "<S:Envelope xmlns:S=\"http://schemas.xmlsoap.org/soap/envelope/\"><S:Body>"
            + "<r xmlns=\"urn:x\"><total>42.50</total></r></S:Body></S:Envelope>";
    private static final String FAULT = "<S:Envelope xmlns:S=\"http://schemas.xmlsoap.org/soap/envelope/\"><S:Body>"
            + "<S:Fault><faultcode>S:Server</faultcode><faultstring>no</faultstring></S:Fault></S:Body></S:Envelope>";
    private static final String LOGIN_PAGE = "<html><head><title>Sign in</title></head><body>login</body></html>";

    /** Feeds the body in 7-byte chunks, as a network would cut it, and returns the streaming verdict. */
    private static String stream(ResponseCheck check, String body) {
        byte[] b = body.getBytes(StandardCharsets.UTF_8);
        ResponseCheck.Verifier v = check.begin();
        for (int i = 0; i < b.length; i += 7) {
            v.feed(b, i, Math.min(7, b.length - i));
        }
        return v.verdict();
    }

    private static String full(ResponseCheck check, String body) {
        byte[] b = body.getBytes(StandardCharsets.UTF_8);
        return check.fullCheck(b, b.length);
    }

    @Test
    void aPlainAnswerPassesAndAFaultWithStatus200DoesNot() {
        ServiceAnswerCheck check = new ServiceAnswerCheck(SoapVersion.SOAP_11, List.of(), List.of());
        assertNull(stream(check, OK));
        assertNull(full(check, OK));
        assertEquals("the answer is a SOAP Fault (with HTTP 200)", stream(check, FAULT));
        assertEquals("the answer is a SOAP Fault (with HTTP 200)", full(check, FAULT));
    }

    @Test
    void theFullCheckTellsALoginPageOrAnotherVersionFromAnEnvelope() {
        ServiceAnswerCheck check = new ServiceAnswerCheck(SoapVersion.SOAP_11, List.of(), List.of());
        assertTrue(full(check, LOGIN_PAGE).startsWith("the answer is not a SOAP 1.1 envelope (it starts '<html>"),
                full(check, LOGIN_PAGE));
        assertTrue(full(check, "not xml at all").startsWith("the answer is not XML"));
        ServiceAnswerCheck v12 = new ServiceAnswerCheck(SoapVersion.SOAP_12, List.of(), List.of());
        assertTrue(full(v12, OK).startsWith("the answer is not a SOAP 1.2 envelope"));
    }

    @Test
    void everyAnswerIsCheckedForTheExpectedTextAndXPath() {
        ServiceAnswerCheck contains = new ServiceAnswerCheck(SoapVersion.SOAP_11, List.of("<total>42.50</total>"), List.of());
        assertNull(stream(contains, OK));
        assertEquals("the answer does not contain 'nope' (--expect-contains)",
                stream(new ServiceAnswerCheck(SoapVersion.SOAP_11, List.of("nope"), List.of()), OK));
        ServiceAnswerCheck xpath = new ServiceAnswerCheck(SoapVersion.SOAP_11, List.of(),
                List.of(XPathExpectation.parse("//*[local-name()='total']=41")));
        assertEquals("expected //*[local-name()='total'] = 41, the answer gives '42.50'", stream(xpath, OK));
        assertEquals("expected //*[local-name()='total'] = 41, the answer gives '42.50'", full(xpath, OK));
    }
}
