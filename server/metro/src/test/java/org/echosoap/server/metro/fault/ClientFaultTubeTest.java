package org.echosoap.server.metro.fault;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import jakarta.xml.ws.WebServiceException;
import javax.xml.stream.XMLStreamException;
import org.echosoap.server.metro.xml.RefusedXml;
import org.junit.jupiter.api.Test;

class ClientFaultTubeTest {

    @Test
    void soapActionsAreComparedWithoutTheirQuotes() {
        assertEquals("echoInts", ClientFaultTube.unquoted("\"echoInts\""));
        assertEquals("echoInts", ClientFaultTube.unquoted("echoInts"));
        assertEquals("", ClientFaultTube.unquoted("\"\""));
        assertEquals("", ClientFaultTube.unquoted(null));
    }

    @Test
    void parseErrorsWrappedByMetroAreRequestMistakes() {
        RefusedXml refused = new RefusedXml("malformed XML (or beyond a parser limit): Unexpected EOF\n at [1,2]");
        assertEquals("malformed XML (or beyond a parser limit): Unexpected EOF",
                ClientFaultTube.requestMistake(new WebServiceException(refused)));
        assertEquals("the request Body does not fit the operation's schema",
                ClientFaultTube.requestMistake(new WebServiceException(new XMLStreamException("x"))));
    }

    @Test
    void anythingElseIsTheServersFault() {
        assertNull(ClientFaultTube.requestMistake(new IllegalStateException("a bug")));
    }
}
