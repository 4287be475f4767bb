package org.echosoap.server.metro;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.echosoap.server.metro.fault.ClientFaults;
import org.echosoap.server.metro.xsd.RefusedValues;
import org.echosoap.server.metro.xsd.RecordingXsd;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class EchoFloatEndpointTest {

    @AfterEach
    void forgetRefusals() {
        RefusedValues.reset();
    }

    @Test
    void echoesTheConvertedValue() {
        assertEquals("3.14159", RecordingXsd.printFloat(new EchoFloatEndpoint().echoFloat(RecordingXsd.parseFloat("3.14159"))));
    }

    @Test
    void aRefusedValueIsAClientFaultWithItsReason() {
        Float refused = RecordingXsd.parseFloat("Infinity");
        ClientFaults.assertReason("echoFloat input is not an xsd:float: 'Infinity'",
                () -> new EchoFloatEndpoint().echoFloat(refused));
    }

    @Test
    void overSoap12TheCodeIsSender() {
        ClientFaults.assertFault("Sender", "echoFloat needs an <input> element holding an xsd:float",
                () -> new EchoFloatSoap12Endpoint().echoFloat(null));
    }
}
