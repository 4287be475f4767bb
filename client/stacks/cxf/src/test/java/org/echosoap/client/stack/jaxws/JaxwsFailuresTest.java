package org.echosoap.client.stack.jaxws;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.xml.ws.WebServiceException;
import java.io.IOException;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import org.echosoap.client.stackapi.StackCallException;
import org.echosoap.client.stackapi.StackCallException.Kind;
import org.junit.jupiter.api.Test;

/**
 * How the JAX-WS stacks' exceptions become error kinds, in the shapes CXF and Metro throw them (the ITs meet the real
 * ones against Tomcat: a fault, a missing service, no server).
 */
class JaxwsFailuresTest {

    private static final String ADDRESS = "http://127.0.0.1:8080/echosoap/services/Benchmark";

    @Test
    void noServerIsConnectThroughAnyWrapping() {
        StackCallException e = JaxwsFailures.of(new WebServiceException("Could not send Message.",
                new RuntimeException(new ConnectException("Connection refused"))), "echoInts(10)", ADDRESS);
        assertEquals(Kind.CONNECT, e.kind());
        assertEquals("cannot connect to " + ADDRESS + ": Connection refused", e.getMessage());
    }

    @Test
    void noAnswerInTimeIsTimeout() {
        StackCallException e = JaxwsFailures.of(new WebServiceException(new SocketTimeoutException("Read timed out")),
                "echoInts(10)", ADDRESS);
        assertEquals(Kind.TIMEOUT, e.kind());
        assertTrue(e.getMessage().startsWith("echoInts(10): no answer from " + ADDRESS), e.getMessage());
    }

    @Test
    void anHttpErrorWithoutAFaultIsHttpStatusInEitherStacksWords() {
        StackCallException cxf = JaxwsFailures.of(new WebServiceException(new IOException(
                "HTTP response '404: Not Found' when communicating with " + ADDRESS)), "echoInts(10)", ADDRESS);
        assertEquals(Kind.HTTP_STATUS, cxf.kind());
        assertTrue(cxf.getMessage().contains("HTTP 404 without a SOAP Fault"), cxf.getMessage());
        StackCallException metro = JaxwsFailures.of(new WebServiceException(
                "The server sent HTTP status code 500: Internal Server Error"), "echoInts(10)", ADDRESS);
        assertEquals(Kind.HTTP_STATUS, metro.kind());
        assertTrue(metro.getMessage().contains("HTTP 500"), metro.getMessage());
    }

    @Test
    void aBrokenConnectionIsConnectionAndAnUnreadableAnswerIsWrong() {
        assertEquals(Kind.CONNECTION, JaxwsFailures.of(new WebServiceException(new IOException("Connection reset")),
                "echoInts(10)", ADDRESS).kind());
        StackCallException wrong = JaxwsFailures.of(new WebServiceException("Unmarshalling Error: unexpected "
                + "element\n(uri:\"\", local:\"bogus\")"), "echoInts(10)", ADDRESS);
        assertEquals(Kind.WRONG_ANSWER, wrong.kind());
        assertFalse(wrong.getMessage().contains("\n"), "one line: " + wrong.getMessage());
        assertTrue(wrong.getMessage().contains("an answer the stack could not read"), wrong.getMessage());
    }
}
