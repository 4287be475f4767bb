package org.echosoap.server.axis1.latency;

import javax.xml.namespace.QName;
import org.apache.axis.encoding.ser.SimpleDeserializer;
import org.echosoap.server.axis1.fault.ClientFault;
import org.echosoap.server.contract.LatencyValues;
import org.echosoap.server.contract.xsd.RefusedXsdValue;
import org.echosoap.server.contract.xsd.XsdInt;

/**
 * Latency's {@code Size} ({@code xsd:int} restricted to 0..{@value LatencyValues#MAX_SIZE}), read by the contract's
 * converter and refused with the service's own words, as on every stack
 * ({@code size must be a whole number from 0 to 1000000, got 'abc'}). Named in the Latency service's type mapping for
 * {@code tns:Size}, which the build puts in place of WSDL2Java's plain int deserializer.
 */
public final class SizeDeserializer extends SimpleDeserializer {

    public SizeDeserializer(Class javaType, QName xmlType) {
        super(javaType, xmlType);
    }

    @Override
    public Object makeValue(String source) {
        try {
            return XsdInt.parse(source);
        } catch (RefusedXsdValue e) {
            throw LatencyEndpoint.badSize(e.quotedText());
        }
    }
}
