package org.echosoap.server.metro;

import com.sun.xml.ws.api.SOAPVersion;
import jakarta.jws.WebService;
import org.echosoap.server.jaxws.generated.echofloat.EchoFloatPortType;
import org.echosoap.server.metro.fault.RequestFault;
import org.echosoap.server.metro.xsd.RefusedValues;

/**
 * Seed 000's echoFloat on Metro: {@code <echoFloat xmlns="http://tempuri.org/"><input>F</input></echoFloat>} in,
 * {@code <echoFloatResult><result>F</result></echoFloatResult>} out, on the service interface wsimport generates
 * from {@code EchoFloat.wsdl}. The conversion is real: JAXB parses {@code input} to a {@code float} and prints the
 * result back, through {@code RecordingXsd} (the binding customization), so {@code 3.14159} comes back as
 * {@code 3.14159}, {@code 1e10} as {@code 1.0E10}, {@code -0} as {@code -0.0}, and {@code Infinity} is refused.
 */
@WebService(
        serviceName = "EchoFloat",
        portName = "EchoFloatSoap11Port",
        targetNamespace = "http://tempuri.org/",
        endpointInterface = "org.echosoap.server.jaxws.generated.echofloat.EchoFloatPortType",
        wsdlLocation = "WEB-INF/wsdl/EchoFloat.wsdl")
public class EchoFloatEndpoint implements EchoFloatPortType {

    @Override
    public Float echoFloat(Float input) {
        if (input == null) {
            RefusedValues.Refusal refused = RefusedValues.peek();
            throw RequestFault.of(soapVersion(), refused != null ? "echoFloat input is " + refused.reason()
                    : "echoFloat needs an <input> element holding an xsd:float");
        }
        return input;
    }

    /** The SOAP version of this endpoint's binding: faults are written in it. */
    protected SOAPVersion soapVersion() {
        return SOAPVersion.SOAP_11;
    }
}
