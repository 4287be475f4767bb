package org.echosoap.server.apachesoap;

/**
 * Seed 000's echoFloat as an Apache SOAP 2.3.1 RPC service (deployed in {@code WEB-INF/DeployedServices.xml} under the
 * id {@code http://tempuri.org/}, the namespace of the seed's {@code echoFloat} element): Apache SOAP decodes the
 * SOAP-encoded {@code <input xsi:type="xsd:float">} into the argument and encodes the return value as
 * {@code <return xsi:type="xsd:float">} in {@code echoFloatResponse}, the names its RPC router always uses.
 *
 * <pre>{@code
 * new EchoFloatService().echoFloat(3.14159f);   // 3.14159f
 * }</pre>
 */
public class EchoFloatService {

    /** The value, unchanged: the cost measured is Apache SOAP's decoding and encoding, nothing of ours. */
    public float echoFloat(float input) {
        return input;
    }
}
