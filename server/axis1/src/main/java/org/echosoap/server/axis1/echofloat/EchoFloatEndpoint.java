package org.echosoap.server.axis1.echofloat;

import org.echosoap.server.axis1.generated.echofloat.EchoFloat;
import org.echosoap.server.axis1.generated.echofloat.EchoFloatPortType;
import org.echosoap.server.axis1.generated.echofloat.EchoFloatResult;

/**
 * Seed 000's echoFloat on Axis 1.4: the generated bean holds the float the contract's converter read
 * ({@code XsdFloatDeserializer}), the answer is a bean Axis writes as {@code echoFloatResult/result}.
 */
public class EchoFloatEndpoint implements EchoFloatPortType {

    @Override
    public EchoFloatResult echoFloat(EchoFloat request) {
        return new EchoFloatResult(request.getInput());
    }
}
