package org.echosoap.server.services;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.StringReader;
import org.apache.axiom.om.OMElement;
import org.apache.axiom.om.OMXMLBuilderFactory;
import org.apache.axis2.AxisFault;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What EchoFloat does with the SOAP Body's first element Axis2 hands it: the seed's {@code echoFloat} is answered;
 * any other element (Axis2 dispatches on the SOAPAction first, so it can arrive here) is a Client fault that says
 * what was expected and what was found.
 */
class EchoFloatServiceTest {

    private static final String CLIENT = "Client";
    private static final String EXPECTED =
            "echoFloat expects {http://tempuri.org/}echoFloat as the first element of the SOAP Body, found ";

    private static OMElement element(String xml) {
        return OMXMLBuilderFactory.createOMBuilder(new StringReader(xml)).getDocumentElement();
    }

    @Test
    void answersTheSeedsOperationElement() throws Exception {
        OMElement answer = new EchoFloatService().echoFloat(
                element("<echoFloat xmlns=\"http://tempuri.org/\"><input>3.14159</input></echoFloat>"));
        assertEquals("echoFloatResult", answer.getLocalName());
        assertEquals("3.14159", answer.getFirstElement().getText());
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "<frobnicate xmlns='http://tempuri.org/'><input>1</input></frobnicate> | {http://tempuri.org/}frobnicate",
        "<echoFloat xmlns='urn:else'><input>1</input></echoFloat>              | {urn:else}echoFloat",
        "<echoFloat><input>1</input></echoFloat>                               | {}echoFloat",
        "<t:echoFloatResult xmlns:t='http://tempuri.org/'/>                    | {http://tempuri.org/}echoFloatResult"})
    void refusesAnyOtherOperationElement(String xml, String found) {
        AxisFault fault = assertThrows(AxisFault.class, () -> new EchoFloatService().echoFloat(element(xml)));
        assertEquals(CLIENT, fault.getFaultCode().getLocalPart());
        assertEquals(EXPECTED + found, fault.getMessage());
    }

    @Test
    void refusesAnEmptyBody() {
        AxisFault fault = assertThrows(AxisFault.class, () -> new EchoFloatService().echoFloat(null));
        assertEquals(CLIENT, fault.getFaultCode().getLocalPart());
        assertEquals(EXPECTED + "none", fault.getMessage());
    }
}
