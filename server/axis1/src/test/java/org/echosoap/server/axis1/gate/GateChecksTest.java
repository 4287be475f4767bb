package org.echosoap.server.axis1.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.InputStream;
import javax.xml.namespace.QName;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The gate's checks on a scanned request: SOAP version against Content-Type, Body element against WSDL and action. */
class GateChecksTest {

    private static final QName ENVELOPE_11 = new QName("http://schemas.xmlsoap.org/soap/envelope/", "Envelope");
    private static final QName ENVELOPE_12 = new QName("http://www.w3.org/2003/05/soap-envelope", "Envelope");
    private static final QName ECHO_FLOAT = new QName("http://tempuri.org/", "echoFloat");

    private static ContractOperations echoFloat;

    @BeforeAll
    static void read() throws Exception {
        try (InputStream in = GateChecksTest.class.getClassLoader().getResourceAsStream("wsdl/EchoFloat.wsdl")) {
            echoFloat = ContractOperations.read("EchoFloat", in);
        }
    }

    private static String refusal(SoapVersion labelled, String action, QName envelope, QName body) {
        return assertThrows(RefusedRequest.class, () -> Axis1RequestGate.check(echoFloat, labelled, action,
                new RequestScan.Result(envelope, body))).getMessage();
    }

    @Test
    void passesTheSeedWithAnyActionForm() throws Exception {
        Axis1RequestGate.check(echoFloat, SoapVersion.SOAP11, "", new RequestScan.Result(ENVELOPE_11, ECHO_FLOAT));
        Axis1RequestGate.check(echoFloat, SoapVersion.SOAP11, "http://tempuri.org/echoFloat",
                new RequestScan.Result(ENVELOPE_11, ECHO_FLOAT));
        Axis1RequestGate.check(echoFloat, SoapVersion.SOAP12, "", new RequestScan.Result(ENVELOPE_12, ECHO_FLOAT));
    }

    @Test
    void refusesWhatAxisMustNotDecide() {
        assertEquals("the root element {}Envelope is not a SOAP 1.1 or SOAP 1.2 Envelope",
                refusal(SoapVersion.SOAP11, "", new QName("Envelope"), ECHO_FLOAT));
        assertEquals("a SOAP 1.1 Envelope sent as application/soap+xml; send text/xml with this Envelope",
                refusal(SoapVersion.SOAP12, "", ENVELOPE_11, ECHO_FLOAT));
        assertEquals("the SOAP Body holds no operation element", refusal(SoapVersion.SOAP11, "", ENVELOPE_11, null));
        assertEquals("SOAPAction 'http://tempuri.org/echoFloat' expects {http://tempuri.org/}echoFloat, found "
                + "{http://tempuri.org/}frobnicate in the Body", refusal(SoapVersion.SOAP11,
                "http://tempuri.org/echoFloat", ENVELOPE_11, new QName("http://tempuri.org/", "frobnicate")));
        assertEquals("no operation of EchoFloat takes {urn:not-tempuri}echoFloat",
                refusal(SoapVersion.SOAP11, "", ENVELOPE_11, new QName("urn:not-tempuri", "echoFloat")));
    }

    @Test
    void faultsAreInTheVersionTheCallerLabelled() {
        String f11 = new String(SoapVersion.SOAP11.callerFault("a < b"), java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(true, f11.contains("<faultcode>soapenv:Client</faultcode><faultstring>a &lt; b</faultstring>"), f11);
        String f12 = new String(SoapVersion.SOAP12.callerFault("x\ny"), java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(true, f12.contains("<soapenv:Value>soapenv:Sender</soapenv:Value>"), f12);
        assertEquals(true, f12.contains(">x y</soapenv:Text>"), f12);
    }
}
