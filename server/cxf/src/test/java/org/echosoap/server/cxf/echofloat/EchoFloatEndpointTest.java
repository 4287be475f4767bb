package org.echosoap.server.cxf.echofloat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.echosoap.server.contract.xsd.BoxedXsd;
import org.echosoap.server.cxf.faults.ClientFault;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class EchoFloatEndpointTest {

    private final EchoFloatEndpoint endpoint = new EchoFloatEndpoint();

    /** The whole conversion, as JAXB runs it: parse the input text, call the endpoint, print the result. */
    @ParameterizedTest(name = "\"{0}\" -> \"{1}\"")
    @CsvSource({"3.14159, 3.14159", "1e39, INF", "-0, -0.0", "' 2.5 ', 2.5", "NaN, NaN", "-INF, -INF", "1e10, 1.0E10"})
    void convertsForReal(String input, String answer) {
        assertEquals(answer, BoxedXsd.printFloat(endpoint.echoFloat(BoxedXsd.parseFloat(input))));
    }

    @Test
    void aMissingInputIsTheClientsFault() {
        assertEquals("echoFloat needs an <input> element holding an xsd:float",
                assertThrows(ClientFault.class, () -> endpoint.echoFloat(null)).getMessage());
    }
}
