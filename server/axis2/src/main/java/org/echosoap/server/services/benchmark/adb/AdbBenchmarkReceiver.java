package org.echosoap.server.services.benchmark.adb;

import org.apache.axis2.AxisFault;
import org.apache.axis2.context.MessageContext;
import org.echosoap.server.services.benchmark.adb.generated.BenchmarkMessageReceiverInOut;
import org.echosoap.server.services.benchmark.bindings.GeneratedReceivers;

/**
 * The message receiver wsdl2java generated for the ADB binding, with the request element checked first and ADB's
 * complaints about request values answered as Client faults ({@link GeneratedReceivers}, {@link AdbDataErrors}).
 * Named in {@code WEB-INF/services/BenchmarkAdb/META-INF/services.xml}.
 */
public class AdbBenchmarkReceiver extends BenchmarkMessageReceiverInOut {

    @Override
    public void invokeBusinessLogic(MessageContext in, MessageContext out) throws AxisFault {
        GeneratedReceivers.invoke(in, () -> super.invokeBusinessLogic(in, out), AdbDataErrors::reason);
    }
}
