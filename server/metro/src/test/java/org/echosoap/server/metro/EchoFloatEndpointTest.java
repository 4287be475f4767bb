package org.echosoap.server.metro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import jakarta.xml.ws.soap.SOAPFaultException;
import org.echosoap.server.metro.xsd.RefusedValues;
import org.echosoap.server.metro.xsd.XsdNumbers;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class EchoFloatEndpointTest {

    @AfterEach
    void forgetRefusals() {
        RefusedValues.reset();
    }

    @Test
    void echoesTheConvertedValue() {
        assertEquals("3.14159", XsdNumbers.printFloat(new EchoFloatEndpoint().echoFloat(XsdNumbers.parseFloat("3.14159"))));
    }

    @Test
    void aRefusedValueIsAClientFaultWithItsReason() {
        Float refused = XsdNumbers.parseFloat("Infinity");
        SOAPFaultException fault = assertThrows(SOAPFaultException.class, () -> new EchoFloatEndpoint().echoFloat(refused));
        assertEquals("Client", fault.getFault().getFaultCodeAsQName().getLocalPart());
        assertEquals("echoFloat input is not an xsd:float: 'Infinity'", fault.getFault().getFaultString());
    }

    @Test
    void overSoap12TheCodeIsSender() {
        SOAPFaultException fault = assertThrows(SOAPFaultException.class, () -> new EchoFloatSoap12Endpoint().echoFloat(null));
        assertEquals("Sender", fault.getFault().getFaultCodeAsQName().getLocalPart());
        assertEquals("echoFloat needs an <input> element holding an xsd:float", fault.getFault().getFaultString());
    }
}
