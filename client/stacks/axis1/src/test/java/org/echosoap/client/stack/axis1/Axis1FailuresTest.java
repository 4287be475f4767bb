package org.echosoap.client.stack.axis1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import javax.xml.namespace.QName;
import org.apache.axis.AxisFault;
import org.echosoap.client.stackapi.BenchmarkCall;
import org.echosoap.client.stackapi.BenchmarkValues;
import org.echosoap.client.stackapi.StackCallException;
import org.echosoap.client.stackapi.StackCallException.Kind;
import org.junit.jupiter.api.Test;

/**
 * How Axis 1's faults become error kinds, in the shapes its client makes them (AxisFault.makeFault around a Java
 * exception; HTTPSender's "HTTP" fault; a SOAP Fault from the server), and the check of an answer without a server.
 */
class Axis1FailuresTest {

    private static final String ADDRESS = "http://127.0.0.1:8080/axis1/services/Benchmark";

    @Test
    void noServerIsConnectAndATimeoutIsTimeout() {
        StackCallException e = Axis1Failures.of(AxisFault.makeFault(new ConnectException("Connection refused")),
                "echoVoid()", ADDRESS);
        assertEquals(Kind.CONNECT, e.kind());
        assertEquals("cannot connect to " + ADDRESS + ": Connection refused", e.getMessage());
        assertEquals(Kind.TIMEOUT, Axis1Failures.of(AxisFault.makeFault(new SocketTimeoutException("Read timed out")),
                "echoInts(10)", ADDRESS).kind());
    }

    @Test
    void anHttpErrorIsHttpStatusAndAServerFaultIsSoapFault() {
        AxisFault http = new AxisFault("HTTP", "(404)Not Found", null, null);
        http.setFaultCode(new QName("http://xml.apache.org/axis/", "HTTP"));
        StackCallException status = Axis1Failures.of(http, "echoInts(10)", ADDRESS);
        assertEquals(Kind.HTTP_STATUS, status.kind());
        assertTrue(status.getMessage().contains("HTTP 404 without a SOAP Fault"), status.getMessage());
        AxisFault server = new AxisFault(new QName("http://schemas.xmlsoap.org/soap/envelope/", "Client"),
                "echoInts takes at most 100000 elements", null, null);
        StackCallException fault = Axis1Failures.of(server, "echoInts(100001)", ADDRESS);
        assertEquals(Kind.SOAP_FAULT, fault.kind());
        assertTrue(fault.getMessage().contains("SOAP Fault (Client): echoInts takes at most"), fault.getMessage());
    }

    @Test
    void aBrokenConnectionIsConnectionAndAnUnparsableAnswerIsWrongInOneLine() {
        assertEquals(Kind.CONNECTION, Axis1Failures.of(AxisFault.makeFault(new IOException("Connection reset")),
                "echoInts(10)", ADDRESS).kind());
        StackCallException wrong = Axis1Failures.of(AxisFault.makeFault(new org.xml.sax.SAXException(
                "Invalid element in EchoIntsResponse\n - bogus")), "echoInts(10)", ADDRESS);
        assertEquals(Kind.WRONG_ANSWER, wrong.kind());
        assertFalse(wrong.getMessage().contains("\n"), wrong.getMessage());
    }

    @Test
    void echoIntsChecksItsAnswer() {
        Axis1Calls.Prepared echo = Axis1Calls.prepare(BenchmarkCall.ECHO_INTS, 3);
        int[] sent = BenchmarkValues.intList(3).stream().mapToInt(Integer::intValue).toArray();
        assertNull(echo.verdict(sent));
        int[] changed = sent.clone();
        changed[0]--;
        assertNotNull(echo.verdict(changed));
    }
}
