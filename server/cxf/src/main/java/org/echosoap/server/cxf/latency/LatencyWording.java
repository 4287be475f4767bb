package org.echosoap.server.cxf.latency;

import org.echosoap.server.cxf.faults.ContractWording;

/**
 * The Latency service's reasons: a size that is not an xsd:int gets the same reason as one out of range
 * (docs/server.md: "N is 0 to 1,000,000 (xsd:int form); anything else gets a Client fault").
 */
public final class LatencyWording extends ContractWording {

    @Override
    public String badValue(String operation, String where, String problem) {
        if ("size".equals(where)) {
            return operation + ": size must be a whole number from 0 to " + LatencyEndpoint.MAX_SIZE + ", "
                    + problem;
        }
        return super.badValue(operation, where, problem);
    }
}
