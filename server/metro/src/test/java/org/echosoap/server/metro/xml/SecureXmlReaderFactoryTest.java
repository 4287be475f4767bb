package org.echosoap.server.metro.xml;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.xml.ws.api.SOAPVersion;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import javax.xml.stream.XMLStreamReader;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class SecureXmlReaderFactoryTest {

    private static final String SOAP11 = "<s:Envelope xmlns:s=\"http://schemas.xmlsoap.org/soap/envelope/\">";

    private final SecureXmlReaderFactory factory = new SecureXmlReaderFactory(SecureXmlReaderFactory.woodstox());

    @AfterEach
    void noRequest() {
        ExpectedEnvelope.clear();
    }

    @Test
    void aDoctypeIsRefusedBeforeAnythingItNamesIsRead() {
        RefusedXml refused = assertThrows(RefusedXml.class, () -> readAll("<?xml version=\"1.0\"?>"
                + "<!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]>" + SOAP11 + "&e;</s:Envelope>"));
        assertEquals("a DOCTYPE is not allowed in a SOAP message", refused.reason());
    }

    @Test
    void depthUpToTheContractsLimitIsRead() throws Exception {
        readAll(nested(1000));
        RefusedXml refused = assertThrows(RefusedXml.class, () -> readAll(nested(1001)));
        assertTrue(refused.reason().contains("Maximum Element Depth limit (1000)"), refused.reason());
    }

    @Test
    void attributesUpToTheContractsLimitAreRead() throws Exception {
        readAll("<a" + attributes(1000) + "/>");
        RefusedXml refused = assertThrows(RefusedXml.class, () -> readAll("<a" + attributes(1001) + "/>"));
        assertTrue(refused.reason().contains("Attribute limit (1000)"), refused.reason());
    }

    @Test
    void malformedXmlIsARefusalWithAOneLineReason() {
        RefusedXml refused = assertThrows(RefusedXml.class, () -> readAll("<a><b></a>"));
        assertTrue(refused.reason().startsWith("malformed XML"), refused.reason());
        assertFalse(refused.reason().contains("\n"), refused.reason());
        assertThrows(RefusedXml.class, () -> readAll(""));
    }

    @Test
    void inARequestTheRootMustBeTheExpectedVersionsEnvelope() throws Exception {
        ExpectedEnvelope.set(SOAPVersion.SOAP_11);
        readAll(SOAP11 + "</s:Envelope>");
        RefusedXml soap12 = assertThrows(RefusedXml.class,
                () -> readAll("<s:Envelope xmlns:s=\"http://www.w3.org/2003/05/soap-envelope\"/>"));
        assertEquals("a SOAP 1.2 envelope sent as text/xml (SOAP 1.1); send it as application/soap+xml",
                soap12.reason());
        RefusedXml noSoap = assertThrows(RefusedXml.class, () -> readAll("<Envelope/>"));
        assertTrue(noSoap.reason().endsWith("found {}Envelope"), noSoap.reason());
        // The fault a refusal becomes is in the request's SOAP version, with the contract's code.
        assertEquals("Client", RefusedXmlFaults.code(soap12));
    }

    @Test
    void outsideARequestAnyRootIsRead() throws Exception {
        readAll("<definitions xmlns=\"http://schemas.xmlsoap.org/wsdl/\"/>");
    }

    private XMLStreamReader readAll(String xml) throws Exception {
        XMLStreamReader reader = factory.doCreate(null,
                new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)), true);
        while (reader.hasNext()) {
            reader.next();
        }
        return reader;
    }

    private static String nested(int depth) {
        return "<a>".repeat(depth) + "</a>".repeat(depth);
    }

    private static String attributes(int count) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < count; i++) {
            s.append(" a").append(i).append("=\"\"");
        }
        return s.toString();
    }

    /** The fault code a refusal carries, read from its SOAPFaultException cause. */
    private static final class RefusedXmlFaults {
        static String code(RefusedXml refused) {
            var cause = (jakarta.xml.ws.soap.SOAPFaultException) refused.getCause();
            return cause.getFault().getFaultCodeAsQName().getLocalPart();
        }
    }
}
