package org.echosoap.server.cxf.latency;

import jakarta.jws.WebService;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.echosoap.server.contract.LatencyValues;
import org.echosoap.server.cxf.faults.ClientFault;
import org.echosoap.server.jaxws.generated.latency.LatencyPortType;

/**
 * Seed 003's Latency service (Davis &amp; Parashar) on CXF, the wire format of docs/server.md:
 * <ul>
 *   <li>{@code doNothing}: the fixed cost of a call;</li>
 *   <li>{@code setSize(N)}: stores N for this deployed endpoint (default {@value #DEFAULT_SIZE});</li>
 *   <li>{@code getString([N])}: N characters, character i being {@code 'a' + i % 26};</li>
 *   <li>{@code getIntegers([N])}: N {@code return} elements 0..N-1.</li>
 * </ul>
 * A {@code size} in getString/getIntegers overrides the stored size for that call only and stores nothing, so
 * concurrent clients measuring different sizes do not interfere. N is 0 to {@value #MAX_SIZE}; anything else (and
 * setSize without size) is a {@code Client} fault.
 */
@WebService(endpointInterface = "org.echosoap.server.jaxws.generated.latency.LatencyPortType",
        targetNamespace = "http://echosoap.org/wsdl/Latency", serviceName = "Latency", portName = "LatencySoap11Port",
        wsdlLocation = "classpath:wsdl/Latency.wsdl")
public class LatencyEndpoint implements LatencyPortType {

    static final int DEFAULT_SIZE = LatencyValues.DEFAULT_SIZE;
    public static final int MAX_SIZE = LatencyValues.MAX_SIZE;

    /** One value per deployed endpoint (CXF creates one instance), shared by all callers. */
    private final AtomicInteger storedSize = new AtomicInteger(DEFAULT_SIZE);

    @Override
    public void doNothing() {
    }

    @Override
    public void setSize(Integer size) {
        if (size == null) {
            throw new ClientFault("setSize needs a <size> element holding a whole number from 0 to " + MAX_SIZE);
        }
        storedSize.set(checked(size));
    }

    @Override
    public String getString(Integer size) {
        return LatencyValues.letters(sizeOrStored(size));
    }

    @Override
    public List<Integer> getIntegers(Integer size) {
        return LatencyValues.integers(sizeOrStored(size));
    }

    /** The size {@code setSize} stored. */
    int storedSize() {
        return storedSize.get();
    }

    private int sizeOrStored(Integer size) {
        return size == null ? storedSize.get() : checked(size);
    }

    private static int checked(int size) {
        if (size < 0 || size > MAX_SIZE) {
            throw new ClientFault("size must be a whole number from 0 to " + MAX_SIZE + ", got '" + size + "'");
        }
        return size;
    }

}
