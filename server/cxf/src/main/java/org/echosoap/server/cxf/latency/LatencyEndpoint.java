package org.echosoap.server.cxf.latency;

import jakarta.jws.WebService;
import org.echosoap.server.cxf.faults.ClientFault;
import org.echosoap.server.jaxws.latency.LatencyOperations;

/**
 * Seed 003's Latency service on CXF: {@link LatencyOperations} (the same on Metro), compiled here against the
 * interface wsdl2java generates from {@code Latency.wsdl}, its faults {@link ClientFault}s. A size CXF's converters
 * refuse never reaches the service (the request fails while JAXB binds it; {@link LatencyWording} words it), so no
 * size is ever refused here.
 */
@WebService(endpointInterface = "org.echosoap.server.jaxws.generated.latency.LatencyPortType",
        targetNamespace = "http://echosoap.org/wsdl/Latency", serviceName = "Latency", portName = "LatencySoap11Port",
        wsdlLocation = "classpath:wsdl/Latency.wsdl")
public class LatencyEndpoint extends LatencyOperations {

    public LatencyEndpoint() {
        super(ClientFault::new, () -> null);
    }
}
