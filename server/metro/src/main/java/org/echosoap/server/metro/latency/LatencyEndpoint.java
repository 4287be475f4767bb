package org.echosoap.server.metro.latency;

import jakarta.jws.WebService;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.echosoap.server.contract.LatencyValues;
import org.echosoap.server.jaxws.generated.latency.LatencyPortType;
import org.echosoap.server.metro.fault.RequestFault;
import org.echosoap.server.metro.xsd.RefusedValues;

/**
 * Davis &amp; Parashar's latency operations (seed 003) on Metro, on the interface wsimport generates from
 * {@code Latency.wsdl}: {@code doNothing}; {@code setSize} stores N for the whole webapp (default
 * {@value #DEFAULT_SIZE}); {@code getString} answers N characters ({@code 'a' + i % 26}) and {@code getIntegers}
 * N {@code return} elements 0..N-1, with N the call's own optional {@code size} (which stores nothing, so
 * concurrent clients with different sizes do not interfere) or else the stored one. N is 0 to
 * {@value #MAX_SIZE}; anything else is a {@code Client} fault.
 */
@WebService(
        serviceName = "Latency",
        portName = "LatencySoap11Port",
        targetNamespace = "http://echosoap.org/wsdl/Latency",
        endpointInterface = "org.echosoap.server.jaxws.generated.latency.LatencyPortType",
        wsdlLocation = "WEB-INF/wsdl/Latency.wsdl")
public class LatencyEndpoint implements LatencyPortType {

    public static final int DEFAULT_SIZE = LatencyValues.DEFAULT_SIZE;
    public static final int MAX_SIZE = LatencyValues.MAX_SIZE;

    /** One value per webapp, as with Axis2 (Metro uses one endpoint instance anyway; static states it). */
    private static final AtomicInteger STORED_SIZE = new AtomicInteger(DEFAULT_SIZE);

    @Override
    public void doNothing() {
    }

    @Override
    public void setSize(Integer size) {
        if (size == null && RefusedValues.peek() == null) {
            throw RequestFault.client("setSize needs a <size> element holding a whole number from 0 to " + MAX_SIZE);
        }
        STORED_SIZE.set(checked(size));
    }

    @Override
    public String getString(Integer size) {
        return LatencyValues.letters(sizeOrStored(size));
    }

    @Override
    public List<Integer> getIntegers(Integer size) {
        return LatencyValues.integers(sizeOrStored(size));
    }

    /** The size {@code setSize} stored last. */
    public static int storedSize() {
        return STORED_SIZE.get();
    }

    /** The call's own size, or the stored one when the request has none (not when its size was refused). */
    private static int sizeOrStored(Integer size) {
        return size == null && RefusedValues.peek() == null ? STORED_SIZE.get() : checked(size);
    }

    /** {@code size} if it is 0..MAX_SIZE; null stands for a value RecordingXsd refused (not an xsd:int). */
    private static int checked(Integer size) {
        if (size == null || size < 0 || size > MAX_SIZE) {
            String text = size != null ? size.toString() : RefusedValues.peek().text();
            throw RequestFault.client("size must be a whole number from 0 to " + MAX_SIZE + ", got '" + text + "'");
        }
        return size;
    }
}
