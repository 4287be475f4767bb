package org.echosoap.server.metro.latency;

import jakarta.jws.WebService;
import org.echosoap.server.jaxws.latency.LatencyOperations;
import org.echosoap.server.metro.fault.RequestFault;
import org.echosoap.server.metro.xsd.RefusedValues;

/**
 * Davis &amp; Parashar's latency operations (seed 003) on Metro: {@link LatencyOperations} (the same on CXF),
 * compiled here against the interface wsimport generates from {@code Latency.wsdl}, its faults
 * {@link RequestFault}s. A size {@code RecordingXsd} refused arrives as null with its text in {@link RefusedValues}:
 * refused, not taken for "no size".
 */
@WebService(
        serviceName = "Latency",
        portName = "LatencySoap11Port",
        targetNamespace = "http://echosoap.org/wsdl/Latency",
        endpointInterface = "org.echosoap.server.jaxws.generated.latency.LatencyPortType",
        wsdlLocation = "WEB-INF/wsdl/Latency.wsdl")
public class LatencyEndpoint extends LatencyOperations {

    public LatencyEndpoint() {
        super(RequestFault::client, LatencyEndpoint::refusedText);
    }

    /** The text of the value this request's converters refused, or null. */
    private static String refusedText() {
        RefusedValues.Refusal refusal = RefusedValues.peek();
        return refusal == null ? null : refusal.text();
    }
}
