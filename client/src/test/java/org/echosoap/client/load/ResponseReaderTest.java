package org.echosoap.client.load;

import org.echosoap.client.scenario.SeedMessages;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.echosoap.client.scenario.EchoFloatCheck;
import org.junit.jupiter.api.Test;
import org.echosoap.client.result.ErrorKind;

/**
 * How an answer becomes a success or an error kind. The echosoap server answers every error it makes as a SOAP
 * Fault (500) or a 4xx, so a plain 5xx (a proxy's 502/503, an overloaded container) is only testable here.
 */
class ResponseReaderTest {

    private final ResponseReader reader = new ResponseReader();
    private final EchoFloatCheck check = new EchoFloatCheck(SeedMessages.SEED_VALUE);

    private Exchange read(int status, String body) throws IOException {
        Exchange e = new Exchange();
        e.reset();
        reader.read(new ByteArrayInputStream(body.getBytes(StandardCharsets.UTF_8)), status, check, true, e);
        return e;
    }

    @Test
    void aPlain5xxIsAnHttpStatusError() throws IOException {
        Exchange e = read(503, "Service Unavailable\nretry later");
        assertEquals(ErrorKind.HTTP_STATUS, e.errorKind);
        assertEquals("HTTP 503: Service Unavailable", e.errorReason);
    }

    @Test
    void a500WithAFaultIsASoapFault() throws IOException {
        Exchange e = read(500, "<?xml version=\"1.0\"?><soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\">"
                + "<soapenv:Body><soapenv:Fault><faultcode>soapenv:Server</faultcode><faultstring>out of memory</faultstring>"
                + "</soapenv:Fault></soapenv:Body></soapenv:Envelope>");
        assertEquals(ErrorKind.SOAP_FAULT, e.errorKind);
        assertEquals("HTTP 500 SOAP Fault: out of memory", e.errorReason);
    }

    @Test
    void a200WithTheWrongAnswerIsAWrongAnswer() throws IOException {
        Exchange e = read(200, "<html>not the answer</html>");
        assertEquals(ErrorKind.WRONG_ANSWER, e.errorKind);
    }

    @Test
    void theRightAnswerIsASuccess() throws IOException {
        Exchange e = read(200, "<?xml version=\"1.0\" encoding=\"utf-8\"?><soapenv:Envelope "
                + "xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\"><soapenv:Body>"
                + "<echoFloatResult xmlns=\"http://tempuri.org/\"><result>3.14159</result></echoFloatResult>"
                + "</soapenv:Body></soapenv:Envelope>");
        assertNull(e.errorKind, e.errorReason);
    }
}
