package org.echosoap.client.stack.axis2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import javax.xml.namespace.QName;
import org.apache.axiom.om.OMAbstractFactory;
import org.apache.axiom.soap.SOAPFactory;
import org.apache.axiom.soap.SOAPFault;
import org.apache.axis2.AxisFault;
import org.echosoap.client.stackapi.StackCallException;
import org.echosoap.client.stackapi.StackCallException.Kind;
import org.junit.jupiter.api.Test;

/**
 * How Axis2's exceptions become error kinds, in the shapes its client throws them (the ITs meet the real ones against
 * Tomcat: a fault, a missing service, no server).
 */
class Axis2FailuresTest {

    private static final String ADDRESS = "http://127.0.0.1:8080/echosoap/services/BenchmarkAdb";

    @Test
    void aSoapFaultFromTheServerIsSoapFaultWithItsCodeAndReason() {
        SOAPFactory soap = OMAbstractFactory.getSOAP11Factory();
        SOAPFault envelopeFault = soap.createSOAPFault(soap.getDefaultEnvelope().getBody());
        soap.createSOAPFaultCode(envelopeFault).setText(new QName(
                "http://schemas.xmlsoap.org/soap/envelope/", "Client", "soapenv"));
        soap.createSOAPFaultReason(envelopeFault).setText("echoInts takes at most 100000 elements");
        AxisFault fault = new AxisFault(envelopeFault.getCode(), envelopeFault.getReason(), null, null, null);
        StackCallException e = Axis2Failures.of(fault, "echoInts(100001)", ADDRESS);
        assertEquals(Kind.SOAP_FAULT, e.kind(), e.getMessage());
        assertTrue(e.getMessage().contains("SOAP Fault (Client): echoInts takes at most 100000 elements"),
                e.getMessage());
    }

    @Test
    void noServerIsConnectThroughAxisFault() {
        StackCallException e = Axis2Failures.of(AxisFault.makeFault(new ConnectException("Connection refused")),
                "echoVoid()", ADDRESS);
        assertEquals(Kind.CONNECT, e.kind());
        assertEquals("cannot connect to " + ADDRESS + ": Connection refused", e.getMessage());
    }

    @Test
    void noAnswerInTimeIsTimeout() {
        StackCallException e = Axis2Failures.of(AxisFault.makeFault(new SocketTimeoutException("Read timed out")),
                "echoInts(10)", ADDRESS);
        assertEquals(Kind.TIMEOUT, e.kind());
        assertTrue(e.getMessage().startsWith("echoInts(10): no answer from " + ADDRESS), e.getMessage());
    }

    @Test
    void anHttpErrorWithoutAFaultIsHttpStatus() {
        StackCallException e = Axis2Failures.of(new AxisFault("Transport error: 404 Error: Not Found"),
                "echoInts(10)", ADDRESS);
        assertEquals(Kind.HTTP_STATUS, e.kind());
        assertTrue(e.getMessage().contains("HTTP 404 without a SOAP Fault"), e.getMessage());
    }

    @Test
    void aPlainTextErrorPageIsItsHttpStatusNotAParseError() {
        // Axis2 parses the body of a 404 as SOAP; echosoap's 404 for a missing service is one line of text.
        StackCallException e = Axis2Failures.of(AxisFault.makeFault(new RuntimeException(
                "Unexpected character 'n' (code 110) in prolog; expected '<'")), "echoInts(10)", ADDRESS, 404);
        assertEquals(Kind.HTTP_STATUS, e.kind());
        assertTrue(e.getMessage().contains("HTTP 404 without a SOAP Fault"), e.getMessage());
        assertEquals(Kind.WRONG_ANSWER, Axis2Failures.of(new AxisFault("Unexpected character"), "echoInts(10)",
                ADDRESS, 200).kind(), "a 200 that cannot be read is a wrong answer");
    }

    @Test
    void aBrokenConnectionIsConnectionAndAnUnreadableAnswerIsWrongInOneLine() {
        assertEquals(Kind.CONNECTION, Axis2Failures.of(AxisFault.makeFault(new IOException("Connection reset")),
                "echoInts(10)", ADDRESS).kind());
        StackCallException wrong = Axis2Failures.of(new AxisFault("Unexpected subelement {}bogus\nat line 1"),
                "echoInts(10)", ADDRESS);
        assertEquals(Kind.WRONG_ANSWER, wrong.kind());
        assertFalse(wrong.getMessage().contains("\n"), "one line: " + wrong.getMessage());
        assertTrue(wrong.getMessage().contains("an answer the stub could not read"), wrong.getMessage());
    }
}
