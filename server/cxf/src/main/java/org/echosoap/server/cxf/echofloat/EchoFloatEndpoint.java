package org.echosoap.server.cxf.echofloat;

import jakarta.jws.WebService;
import org.echosoap.server.cxf.faults.ClientFault;
import org.echosoap.server.jaxws.generated.echofloat.EchoFloatPortType;

/**
 * Seed 000's echoFloat on CXF: JAXB has already parsed {@code <input>} to a {@code float} (through
 * {@code BoxedXsd.parseFloat}) by the time this is called, and formats the returned value back
 * ({@code BoxedXsd.printFloat}): {@code 3.14159} stays {@code 3.14159}, {@code 1e39} becomes {@code INF},
 * {@code -0} becomes {@code -0.0}, {@code Infinity} and {@code 1.5f} never get here (a {@code Client} fault).
 *
 * <p>The answer is the seed's {@code <echoFloatResult xmlns="http://tempuri.org/"><result>...</result>}: the WSDL
 * names that element as the output, so the generated interface carries it.
 */
@WebService(endpointInterface = "org.echosoap.server.jaxws.generated.echofloat.EchoFloatPortType",
        targetNamespace = "http://tempuri.org/", serviceName = "EchoFloat", portName = "EchoFloatSoap11Port",
        wsdlLocation = "classpath:wsdl/EchoFloat.wsdl")
public class EchoFloatEndpoint implements EchoFloatPortType {

    @Override
    public Float echoFloat(Float input) {
        if (input == null) {
            throw new ClientFault("echoFloat needs an <input> element holding an xsd:float");
        }
        return input;
    }
}
